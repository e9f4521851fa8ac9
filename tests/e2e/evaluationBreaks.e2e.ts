// Total Blocking Time (docs/performance.md): the built console yields to the browser while its first scripts
// evaluate (scripts/vite/evaluationBreaks.ts). Every other browser test runs this same build, so
// the pages working with the breaks is theirs to show; this one checks the breaks are there, so
// that an import moved or a module wrapped cannot drop them unnoticed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../../scripts/bundleBudget';
import { CABINET_ENTRY, CABINET_GROUP } from '../../scripts/vite/cabinetChunk';
import { ROOT, test } from './harness';

const DIST = join(ROOT, 'dist');
// The minifier names the promise's resolver as it likes.
const BREAK = /await new Promise\(\(?(\w+)\)?=>setTimeout\(\1\)\)/g;

test("the entry and the cabinet's chunks yield between their evaluation steps", () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest &
    Record<string, { name?: string }>;
  const breaks = (file: string) => readFileSync(join(DIST, file), 'utf8').match(BREAK)?.length ?? 0;
  const cabinet = Object.values(manifest).find((chunk) => chunk.name === CABINET_GROUP);
  assert.ok(cabinet, `dist/ has the cabinet's chunk (npm run build)`);
  // The entry: at its start (React's core has evaluated), after the session reads, after react-dom.
  assert.equal(breaks(manifest['index.html'].file), 3);
  // The cabinet's chunk: at its start (compiled and linked), after ra-core, after react-admin.
  assert.equal(breaks(cabinet.file), 3);
  // The cabinet's route module: at its start, before it builds its providers and reads ahead.
  assert.equal(breaks(manifest[CABINET_ENTRY].file), 1);
});
