// @vitest-environment node
// The bundle-budget checker (scripts/bundleBudget.ts) on a small fake manifest: it follows
// static imports only, counts each chunk once, and fails naming the budget, size and chunks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  checkBuild,
  formatFailures,
  formatTable,
  staticClosure,
  type Budgets,
  type Manifest,
} from '../../scripts/bundleBudget';

const KB = 1024;
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/Login.tsx', 'src/Shell.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/Login.tsx': { file: 'assets/Login.js', isDynamicEntry: true, imports: ['_vendor.js', 'index.html'] },
  'src/Shell.tsx': {
    file: 'assets/Shell.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_big.js'],
    dynamicImports: ['src/Report.tsx'],
  },
  '_big.js': { file: 'assets/big.js' },
  'src/Report.tsx': { file: 'assets/Report.js', isDynamicEntry: true, imports: ['_big.js'] },
  'src/style.css': { file: 'assets/style.css' },
};
const sizes: Record<string, number> = {
  'assets/index.js': 40 * KB,
  'assets/vendor.js': 60 * KB,
  'assets/Login.js': 5 * KB,
  'assets/Shell.js': 100 * KB,
  'assets/big.js': 50 * KB,
  'assets/Report.js': 10 * KB,
};
const sizeOf = (file: string) => sizes[file];
const budgets = (login: number, shell: number, perScreen: number): Budgets => ({
  closures: [
    { name: 'login', entries: ['index.html', 'src/Login.tsx'], limit: login * KB },
    { name: 'shell', entries: ['index.html', 'src/Shell.tsx'], limit: shell * KB },
  ],
  perScreen: perScreen * KB,
});

describe('bundle budgets', () => {
  it('follows static imports once each and never dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html', 'src/Login.tsx']).sort()).toEqual([
      '_vendor.js',
      'index.html',
      'src/Login.tsx',
    ]);
    expect(staticClosure(manifest, ['index.html', 'src/Shell.tsx'])).not.toContain('src/Report.tsx');
  });

  it('passes when every budget holds', () => {
    const lines = checkBudgets(manifest, sizeOf, budgets(105, 250, 30));
    expect(lines.map((l) => [l.name, l.size / KB, l.ok])).toEqual([
      ['login', 105, true],
      ['shell', 250, true],
      ['src/Report.tsx', 10, true],
    ]);
    expect(formatFailures(lines)).toBeNull();
    expect(formatTable(lines)).toContain('105.0 KB');
  });

  it('fails naming the budget, its size, its limit and its largest chunks', () => {
    const lines = checkBudgets(manifest, sizeOf, budgets(100, 250, 30));
    expect(formatFailures(lines)).toBe(
      'Бюджет превышен: login — 105.0 KB gzip при бюджете 100.0 KB; чанки: assets/vendor.js, assets/index.js, assets/Login.js',
    );
  });

  it('fails a further screen whose own chunk is over its budget', () => {
    const failure = formatFailures(checkBudgets(manifest, sizeOf, budgets(200, 300, 8)));
    expect(failure).toBe('Бюджет превышен: src/Report.tsx — 10.0 KB gzip при бюджете 8.0 KB; чанки: assets/Report.js');
  });

  it('names a manifest key that does not exist instead of counting nothing', () => {
    expect(() => staticClosure(manifest, ['src/Missing.tsx'])).toThrow(/src\/Missing\.tsx/);
  });

  it('checks a built folder: gzipped sizes of the real files, a table, an error when over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/pages/signIn/LoginPage.tsx'] },
        'src/pages/signIn/LoginPage.tsx': { file: 'assets/login.js', isDynamicEntry: true },
        'src/layout/CabinetAdmin.tsx': { file: 'assets/shell.js', isDynamicEntry: true },
        // The first list's lazy toolbar button, counted with the shell (scripts/bundleBudget.ts).
        'src/resourceComponents/campaigns/CampaignXlsx.tsx': { file: 'assets/xlsx.js', isDynamicEntry: true },
        'src/engine/views/GenericList.tsx': { file: 'assets/list.js', isDynamicEntry: true },
        'src/pages/x/Screen.tsx': { file: 'assets/screen.js', isDynamicEntry: true },
      }),
    );
    // Random bytes do not compress: the gzipped size is about the file's size.
    const random = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256)));
    for (const f of ['index.js', 'login.js', 'shell.js', 'xlsx.js', 'list.js'])
      fs.writeFileSync(path.join(dir, 'assets', f), random(KB));
    fs.writeFileSync(path.join(dir, 'assets/screen.js'), random(40 * KB));
    const printed: string[] = [];
    expect(() => checkBuild(dir, (text) => printed.push(text))).toThrow(
      /Бюджет превышен: src\/pages\/x\/Screen\.tsx — 40\.\d KB gzip при бюджете 30\.0 KB/,
    );
    expect(printed.join('\n')).toMatch(/OVER .*src\/pages\/x\/Screen\.tsx/);
    fs.writeFileSync(path.join(dir, 'assets/screen.js'), random(KB));
    expect(checkBuild(dir, () => undefined).every((l) => l.ok)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
