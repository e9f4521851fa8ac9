// `npm run test:e2e`: seeds the demo data once, runs every browser test file (each in its own
// process, CONCURRENCY at a time) with node's test runner and its spec reporter, and ends with
// the ten slowest tests, so a run that creeps towards CI's limit shows where the time went.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { buildServer } from '../../server/app';

// Not imported from ./harness: that module registers test hooks, and this process runs none.
const ROOT = resolve(import.meta.dirname, '../..');
const RESULTS_DIR = join(ROOT, 'test-results');

/**
 * Test files at a time. Each file runs a server, a browser and its test process; on 2 cores two
 * at a time took 299 s and one at a time 423 s (docs/testing.md#ci-time).
 */
const CONCURRENCY = Number(process.env.KABINET_E2E_CONCURRENCY ?? 2);

const seedDir = join(RESULTS_DIR, 'e2e-seed');
rmSync(seedDir, { recursive: true, force: true });
mkdirSync(seedDir, { recursive: true });
const seeding = Date.now();
const seeded = buildServer({ dataDir: seedDir, seed: true });
await seeded.ready();
await seeded.close(); // closing the database folds its write-ahead log into kabinet.db
console.log(
  `[e2e] demo data seeded once in ${((Date.now() - seeding) / 1000).toFixed(1)} s; each server starts from a copy`,
);
process.env.KABINET_E2E_SEED_DIR = seedDir;
// Each test file writes the requests it held against the contract here (tests/e2e/contract.ts).
const contractDir = join(RESULTS_DIR, 'contract');
rmSync(contractDir, { recursive: true, force: true });

const dir = join(ROOT, 'tests/e2e');
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort()
  .map((f) => join(dir, f));

interface Finished {
  name: string;
  ms: number;
  ok: boolean;
}
const finished: Finished[] = [];
let failed = false;

const stream = run({ files, concurrency: CONCURRENCY });
stream.on('test:fail', () => {
  failed = true;
});
for (const kind of ['test:pass', 'test:fail'] as const) {
  stream.on(kind, (data: { name: string; nesting: number; details: { duration_ms: number } }) => {
    // The files' own tests (a file that fails as a whole is reported at this level too, by its path).
    if (data.nesting === 0) finished.push({ name: data.name, ms: data.details.duration_ms, ok: kind === 'test:pass' });
  });
}
const report = stream.compose(new spec());
report.pipe(process.stdout, { end: false });
await new Promise<void>((done) => report.once('end', () => done()));

const slowest = finished.sort((a, b) => b.ms - a.ms).slice(0, 10);
console.log('\n[e2e] the ten slowest tests:');
for (const t of slowest)
  console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}${t.ok ? '' : '  (failed)'}`);
const counts = existsSync(contractDir)
  ? readdirSync(contractDir).map(
      (f) => JSON.parse(readFileSync(join(contractDir, f), 'utf8')) as { checked: string[]; undescribed: string[] },
    )
  : [];
const checked = new Set(counts.flatMap((c) => c.checked));
const undescribed = new Set(counts.flatMap((c) => c.undescribed));
console.log(
  `\n[e2e] contract: ${checked.size} distinct requests checked against dist/openapi.json, ${undescribed.size} undescribed${
    undescribed.size ? `: ${[...undescribed].join(', ')}` : ''
  }`,
);
process.exitCode = failed ? 1 : 0;
