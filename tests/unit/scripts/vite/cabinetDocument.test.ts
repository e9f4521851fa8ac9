import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { cabinetPreloads, withModulePreloads } from '../../../../scripts/vite/cabinetDocument';

const chunk = (fileName: string, imports: string[] = [], entry?: string) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports: [],
    facadeModuleId: entry ?? null,
    isEntry: fileName === 'index.js',
  }) as unknown as Rolldown.OutputChunk;

const CABINET = '/app/src/layout/CabinetAdmin.tsx';

describe('the page of a cabinet address (scripts/vite/cabinetDocument.ts)', () => {
  const bundle = [
    chunk('index.js', ['core.js']),
    chunk('core.js'),
    chunk('login.js', ['core.js', 'forms.js'], '/app/src/pages/signIn/LoginPage.tsx'),
    chunk('forms.js'),
    chunk('cabinet-entry.js', ['cabinet.js', 'core.js'], CABINET),
    chunk('cabinet.js', ['core.js', 'shared.js']),
    chunk('shared.js'),
    chunk('editors.js', ['shared.js', 'forms.js']),
  ];

  it("names the chunks the open cabinet loads at once, not the entry's (index.html has them) nor lazy screens", () => {
    expect(cabinetPreloads(bundle, CABINET).sort()).toEqual(['cabinet-entry.js', 'cabinet.js', 'shared.js']);
  });

  it('fails the build when the cabinet is not a chunk of its own', () => {
    expect(() =>
      cabinetPreloads(
        bundle.filter((c) => c.fileName !== 'cabinet-entry.js'),
        CABINET,
      ),
    ).toThrow(/CabinetAdmin/);
  });

  it("adds one modulepreload link per chunk to the head, under the build's base, keeping the page as it was", () => {
    const html =
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
    const page = withModulePreloads(html, ['assets/a.js', 'assets/b.js'], '/console/');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/console/assets/a.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/console/assets/b.js">');
    expect(page.indexOf('/console/assets/b.js')).toBeLessThan(page.indexOf('</head>'));
    expect(page.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(html);
    expect(page.match(/<script/g)).toHaveLength(1);
  });
});
