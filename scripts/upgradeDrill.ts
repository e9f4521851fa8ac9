/**
 * `npm run upgrade-drill`: what the next minor versions of the UI libraries would break, found
 * before anyone upgrades for real. In a temporary copy of the last commit it installs the
 * locked dependencies, moves the libraries whose internals the build replaces (react-admin and its
 * ra-* packages, MUI, emotion) and the ones they travel with (React, Vite) to the newest version
 * of their major, then type-checks, builds (with the bundle budgets), runs the unit tests (the
 * shims' import tripwires among them) and the shims' browser test, and prints what broke.
 * The repository itself is not touched. KEEP=1 leaves the copy for a closer look.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DRILLED = [
  'react-admin',
  'ra-core',
  'ra-ui-materialui',
  'ra-i18n-polyglot',
  'ra-language-russian',
  '@mui/material',
  '@mui/icons-material',
  '@mui/x-charts',
  '@mui/x-date-pickers',
  '@emotion/react',
  '@emotion/styled',
  'react',
  'react-dom',
  'vite',
];
const STEPS: { name: string; command: string[] }[] = [
  { name: 'типы', command: ['npm', 'run', 'typecheck'] },
  { name: 'сборка и бюджеты', command: ['npm', 'run', 'build'] },
  { name: 'модульные тесты', command: ['npm', 'run', 'test:unit'] },
  { name: 'браузерный тест шимов', command: ['npx', 'tsx', 'tests/e2e/run.ts', 'libraryShims'] },
];

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-upgrade-drill-'));
const run = (command: string[], cwd = copy) =>
  spawnSync(command[0], command.slice(1), { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const installed = (name: string): string | null => {
  const file = path.join(copy, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : null;
};
const tail = (text: string, lines = 25) =>
  text
    .trim()
    .split('\n')
    .slice(-lines)
    .map((l) => `    ${l}`)
    .join('\n');

let failed = false;
try {
  console.log(`Копия последнего коммита: ${copy}`);
  execFileSync('sh', ['-c', `git -C "${ROOT}" archive HEAD | tar -x -C "${copy}"`]);
  const ci = run(['npm', 'ci', '--no-audit', '--no-fund']);
  if (ci.status !== 0) throw new Error(`npm ci в копии не удался:\n${tail(ci.stdout + ci.stderr)}`);

  // The newest version of each library's major, as `^current` would allow.
  const moves: { name: string; from: string; to: string }[] = [];
  for (const name of DRILLED) {
    const from = installed(name);
    if (!from) continue;
    const view = run(['npm', 'view', `${name}@^${from}`, 'version', '--json']);
    if (view.status !== 0) throw new Error(`npm view ${name}: ${tail(view.stderr)}`);
    const versions = [JSON.parse(view.stdout) as string | string[]].flat();
    moves.push({ name, from, to: versions[versions.length - 1] });
  }
  const upgraded = moves.filter((m) => m.from !== m.to);
  console.log('\nВерсии:');
  for (const m of moves)
    console.log(
      `  ${m.name.padEnd(22)} ${m.from}${m.from === m.to ? ' (новее в этой мажорной версии нет)' : ` → ${m.to}`}`,
    );
  if (upgraded.length) {
    const install = run([
      'npm',
      'install',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      ...upgraded.map((m) => `${m.name}@${m.to}`),
    ]);
    if (install.status !== 0)
      throw new Error(`npm install новых версий не удался:\n${tail(install.stdout + install.stderr)}`);
  }

  console.log('\nПроверки:');
  for (const step of STEPS) {
    const started = Date.now();
    const result = run(step.command);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (result.status === 0) {
      console.log(`  ок        ${step.name} (${seconds} с)`);
    } else {
      failed = true;
      console.log(
        `  СЛОМАНО   ${step.name} (${seconds} с): ${step.command.join(' ')}\n${tail(result.stdout + result.stderr)}`,
      );
    }
  }
  console.log(
    failed
      ? '\nОбновление ломает то, что выше: чините в ветке до того, как поднимать версии (docs/performance.md#upgrades).'
      : upgraded.length
        ? '\nОбновление проходит все проверки: версии можно поднимать (docs/performance.md#upgrades).'
        : '\nОбновлять нечего.',
  );
} catch (e) {
  failed = true;
  console.error(`\n${e instanceof Error ? e.message : String(e)}`);
} finally {
  if (process.env.KEEP === '1') console.log(`Копия оставлена: ${copy}`);
  else fs.rmSync(copy, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
