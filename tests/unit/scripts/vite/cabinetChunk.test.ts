import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { cabinetOnlyModules, sharedAfterSignInModules } from '../../../../scripts/vite/cabinetChunk';

/** A chunk as the plan reads it: its file, modules, imports and what it is the entry of. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
  entry?: string,
) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    dynamicImports,
    facadeModuleId: entry ?? null,
    isEntry: fileName === 'index.js',
  }) as unknown as Rolldown.OutputChunk;

const CABINET = '/app/src/layout/CabinetAdmin.tsx';

describe('the cabinet chunk plan (scripts/vite/cabinetChunk.ts)', () => {
  const bundle = [
    chunk('index.js', ['/app/src/main.tsx', '/app/src/App.tsx'], ['core.js'], ['login.js', 'cabinet.js', 'errors.js']),
    chunk('core.js', ['react', '@mui/Button']),
    chunk(
      'login.js',
      ['/app/src/pages/signIn/LoginPage.tsx'],
      ['core.js', 'forms.js'],
      ['captcha.js'],
      '/app/src/pages/signIn/LoginPage.tsx',
    ),
    chunk('captcha.js', ['captcha'], ['shared-lazy.js']),
    // Shared by the sign-in page's lazy part and the cabinet: stays where it is.
    chunk('shared-lazy.js', ['dayjs']),
    chunk('forms.js', ['react-hook-form']),
    chunk(
      'cabinet.js',
      [CABINET],
      ['core.js', 'forms.js', 'ra-list.js', 'ra-shared.js', 'shared-lazy.js', 'menus.js'],
      ['editors.js'],
      CABINET,
    ),
    chunk('ra-list.js', ['ra-core/List', 'ra-ui/DataTable'], ['ra-shared.js']),
    chunk('ra-shared.js', ['ra-core/useNotify']),
    // A page outside the cabinet (not found) sharing MUI's menus with the cabinet, not with sign-in.
    chunk(
      'errors.js',
      ['/app/src/pages/errors/NotFoundPage.tsx'],
      ['core.js', 'menus.js'],
      [],
      '/app/src/pages/errors/NotFoundPage.tsx',
    ),
    chunk('menus.js', ['@mui/Menu']),
    // A lazy screen of the cabinet: loaded only from inside it, it keeps its own chunk.
    chunk('editors.js', ['ra-ui/SimpleForm'], ['ra-shared.js']),
  ];

  it('takes the modules the cabinet loads at once that no page outside the cabinet loads', () => {
    expect([...cabinetOnlyModules(bundle, CABINET)].sort()).toEqual([
      'ra-core/List',
      'ra-core/useNotify',
      'ra-ui/DataTable',
    ]);
  });

  it('leaves out the cabinet route module itself, its lazy screens and everything the sign-in side may load', () => {
    const modules = cabinetOnlyModules(bundle, CABINET);
    for (const outside of [CABINET, 'ra-ui/SimpleForm', 'react', 'react-hook-form', 'dayjs', 'captcha'])
      expect(modules.has(outside)).toBe(false);
  });

  it('fails the build when the cabinet is not a chunk of its own', () => {
    expect(() =>
      cabinetOnlyModules(
        bundle.filter((c) => c.fileName !== 'cabinet.js'),
        CABINET,
      ),
    ).toThrow(/CabinetAdmin/);
  });

  it('puts in one chunk what the cabinet loads at once and other pages share, but the sign-in page never loads', () => {
    const shared = sharedAfterSignInModules(bundle, CABINET, '/app/src/pages/signIn/LoginPage.tsx');
    expect([...shared].sort()).toEqual(['@mui/Menu', 'dayjs']);
    // Nothing the sign-in page loads at once (its budget), nothing of the cabinet's own chunk.
    for (const kept of ['react', 'react-hook-form', 'ra-core/List', CABINET]) expect(shared.has(kept)).toBe(false);
  });
});
