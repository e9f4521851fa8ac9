// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * The test setup fails a test that makes React or MUI warn (tests/consoleGuard.ts): a trial test
 * that renders a prop React does not know onto a <div> is run with the project's own setup, in a
 * child Vitest, and must fail naming the warning and where it was rendered; the same test without
 * the bad prop passes.
 */
const ROOT = process.cwd();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-guard-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function trial(props: string): { status: number | null; output: string } {
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // The project's setup files as they are, beside the trial.
  for (const file of ['setup.ts', 'consoleGuard.ts'])
    fs.copyFileSync(path.join(ROOT, 'tests', file), path.join(dir, file));
  fs.writeFileSync(
    path.join(dir, 'vitest.config.mjs'),
    `export default { test: { environment: 'jsdom', include: ['trial.test.mjs'], setupFiles: ['setup.ts'] } };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'trial.test.mjs'),
    `import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { it, expect } from 'vitest';
function Field() { return createElement('div', ${props}, 'Поле'); }
it('renders a field', () => {
  render(createElement(Field));
  expect(screen.getByText('Поле')).toBeTruthy();
});
`,
  );
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '--config', 'vitest.config.mjs'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
    timeout: 200_000,
  });
  fs.rmSync(path.join(dir, 'node_modules'));
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

it('a React warning fails the test that caused it, naming the warning and the component', () => {
  const { status, output } = trial('{ InputProps: { readOnly: true } }');
  expect(status, output).not.toBe(0);
  expect(output).toContain('this test wrote 1 warning(s) to the console');
  expect(output).toContain('React does not recognize the `InputProps` prop on a DOM element');
  expect(output).toMatch(/rendered by:\s+at div \(<anonymous>\)\s+at Field /);
}, 240_000);

it('the same test without the warning passes', () => {
  const { status, output } = trial('{ className: "field" }');
  expect(status, output).toBe(0);
}, 240_000);
