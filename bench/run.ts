/**
 * `npm run bench`: every bench of docs/performance.md in turn, each in a process of its own (one at a time:
 * they measure), then a summary. `--quick` is passed on (smoke mode). `-- name …` runs only those.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/child';

const BENCHES = [
  'apiList',
  'listRender',
  'formKeystroke',
  'spreadsheet',
  'import',
  'lighthouse',
  'navigation',
  'mechanisms',
  'statistics',
  'probe',
];
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.filter((a) => !a.startsWith('--'));
const chosen = only.length ? BENCHES.filter((b) => only.includes(b)) : BENCHES;

const results: { bench: string; ok: boolean }[] = [];
for (const bench of chosen) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', `${bench}.bench.ts`), ...(quick ? ['--quick'] : [])],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  results.push({ bench, ok: run.status === 0 });
}

console.log('\n== summary');
for (const { bench, ok } of results) {
  const file = path.join(ROOT, 'bench', 'results', `${bench}${quick ? '.quick' : ''}.json`);
  const figures = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { figures: { name: string; pass: boolean }[] }).figures
    : [];
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${bench}${
      figures.length
        ? `: ${
            figures
              .filter((f) => !f.pass)
              .map((f) => f.name)
              .join(', ') || 'every budget'
          }${figures.some((f) => !f.pass) ? ' over budget' : ''}`
        : ''
    }`,
  );
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
