import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A temporary copy of the project, as a developer's checkout, for the tests that add a resource
 * the way docs/adding-a-resource.md tells: commands run in it, files are edited in it.
 */
const ROOT = process.cwd();
const COPY = [
  'schemas',
  'resources',
  'src',
  'server',
  'scripts',
  'tests/check',
  'tests/generated',
  'tests/setup.ts',
  'tests/consoleGuard.ts',
  'tests/slowestTests.ts',
  'vitest.config.ts',
  'tsconfig.json',
  'package.json',
];

export interface ProjectCopy {
  dir: string;
  /** A tool of node_modules/.bin run in the copy: its exit status and everything it printed. */
  run(command: string, args: string[]): { status: number | null; output: string };
  readJson(file: string): Record<string, unknown>;
  writeJson(file: string, value: unknown): void;
  edit(file: string, change: (text: string) => string): void;
  remove(): void;
}

export function copyProject(without: string[]): ProjectCopy {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-scaffold-'));
  for (const item of COPY) fs.cpSync(path.join(ROOT, item), path.join(dir, item), { recursive: true });
  for (const item of without) fs.rmSync(path.join(dir, item), { recursive: true, force: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const file = (name: string) => path.join(dir, name);
  return {
    dir,
    run(command, args) {
      const { KABINET_DATA_DIR: _own, ...env } = process.env;
      const result = spawnSync(path.join(ROOT, 'node_modules/.bin', command), args, {
        cwd: dir,
        encoding: 'utf8',
        env: { ...env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
        timeout: 240_000,
      });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
    },
    readJson: (name) => JSON.parse(fs.readFileSync(file(name), 'utf8')),
    writeJson: (name, value) => fs.writeFileSync(file(name), `${JSON.stringify(value, null, 2)}\n`),
    edit: (name, change) => fs.writeFileSync(file(name), change(fs.readFileSync(file(name), 'utf8'))),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Replaces every TODO marker as a developer would: Russian titles and labels. */
export function fillIn(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('TODO') ? 'Русский текст' : value;
  if (Array.isArray(value)) return value.map(fillIn);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillIn(v)]));
  return value;
}
