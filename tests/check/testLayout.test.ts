// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The unit tests mirror the source tree (docs/testing.md#layout): the tests of a source folder
 * are in the same path under tests/unit/ — `src/<path>` in `tests/unit/<path>`, `server/<path>`
 * in `tests/unit/server/<path>`, `scripts/<path>` in `tests/unit/scripts/<path>` — so a
 * newcomer finds a file's tests, and a folder's lack of them, from the tree alone.
 */
const ROOT = process.cwd();

/** The source folder a folder of tests/unit/ stands for. */
export function mirroredFolder(testFolder: string): string {
  const inside = path.posix.relative('tests/unit', testFolder);
  return /^(server|scripts)(\/|$)/.test(inside) ? inside : path.posix.join('src', inside);
}

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    return entry.isDirectory() ? (entry.name === '__snapshots__' ? [] : files(file)) : [file];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const unitTests = files('tests/unit').filter(isTest);

/** Relative imports and imported paths of a test file, resolved to repository paths. */
function importedPaths(testFile: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, testFile), 'utf8');
  return [...text.matchAll(/(?:from|import\()\s*'(\.\.?\/[^']+)'/g)].map((m) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(testFile), m[1])),
  );
}

describe('the unit tests', () => {
  it('sit in the folder that mirrors the source folder they test', () => {
    const stray = unitTests
      .map((file) => ({ file, source: mirroredFolder(path.posix.dirname(file)) }))
      .filter(
        ({ source }) => !fs.existsSync(path.join(ROOT, source)) || !fs.statSync(path.join(ROOT, source)).isDirectory(),
      )
      .map(({ file, source }) => `${file}: no source folder ${source}`);
    expect(stray, 'move the test to the tests/unit/ path of the folder it tests (docs/testing.md#layout)').toEqual([]);
  });

  it('cover every module of src/domain that holds a rule (a function)', () => {
    const imported = new Set(unitTests.filter((f) => f.startsWith('tests/unit/domain/')).flatMap(importedPaths));
    const untested = files('src/domain')
      .filter((file) =>
        /export (async )?function|export const \w+ = \(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
      )
      .filter((file) => !imported.has(file.replace(/\.tsx?$/, '')));
    expect(untested, 'a domain rule both sides apply gets its test in tests/unit/domain/').toEqual([]);
  });

  it("cover every name of the engine's public action toolkit", () => {
    // The toolkit is what src/engine/actions/index.ts and the engine's entry export from src/engine/actions.
    const entries = [
      fs.readFileSync(path.join(ROOT, 'src/engine/actions/index.ts'), 'utf8'),
      ...fs
        .readFileSync(path.join(ROOT, 'src/engine/index.ts'), 'utf8')
        .split('\n')
        .filter((line) => line.includes("from './actions/")),
    ].join('\n');
    const names = [...entries.matchAll(/export \{([^}]+)\}/g)]
      .flatMap((m) => m[1].split(','))
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    const tests = unitTests
      .filter((f) => f.startsWith('tests/unit/engine/actions/'))
      .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
      .join('\n');
    expect(names.length).toBeGreaterThan(5);
    expect(
      names.filter((name) => !new RegExp(`\\b${name}\\b`).test(tests)),
      'test it in tests/unit/engine/actions/',
    ).toEqual([]);
  });

  it('map a test folder to its source folder', () => {
    expect(mirroredFolder('tests/unit/engine/views')).toBe('src/engine/views');
    expect(mirroredFolder('tests/unit/server/routes')).toBe('server/routes');
    expect(mirroredFolder('tests/unit/server')).toBe('server');
    expect(mirroredFolder('tests/unit/scripts/vite')).toBe('scripts/vite');
  });
});
