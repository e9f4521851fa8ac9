import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryShims, SHIMS } from '../../../../scripts/vite/shims';

const resolveId = libraryShims().resolveId as (source: string, importer?: string) => string | null;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('library shims (scripts/vite/shims.ts)', () => {
  // A library upgrade that moves or renames the import would leave its shim unused, silently.
  it.each(SHIMS)('$importer still imports $source, and that import gets $shim', ({ source, importer, shim }) => {
    const file = path.resolve('node_modules', importer);
    expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`(from|import|require\\()\\s*['"]${escape(source)}['"]`));
    expect(resolveId(source, file)).toBe(path.resolve(shim));
  });

  it('leaves every other importer the real module', () => {
    for (const { source } of SHIMS)
      expect(resolveId(source, path.resolve('node_modules/some-package/index.js'))).toBeNull();
    expect(resolveId('@mui/material', path.resolve('src/layout/TopBar.tsx'))).toBeNull();
  });
});

describe('npm run dev runs the library code the build runs', () => {
  it('the dependency pre-bundling of the dev server applies the shims', async () => {
    const config = (await import('../../../../vite.config')).default as {
      optimizeDeps?: { rolldownOptions?: { plugins?: { name: string }[] } };
    };
    expect(config.optimizeDeps?.rolldownOptions?.plugins?.map((p) => p.name)).toContain(libraryShims().name);
  });

  // A package's development build (what the dev server resolves) imports the same module: its twin of a shimmed importer is shimmed too.
  it.each(SHIMS.filter((s) => s.importer.endsWith('.browser.esm.js')))(
    '$importer has its development twin shimmed',
    ({ source, importer }) => {
      const dir = path.dirname(importer);
      const stem = path.basename(importer).replace(/(-[0-9a-f]{8})?\.browser\.esm\.js$/, '');
      const twins = fs
        .readdirSync(path.resolve('node_modules', dir))
        .filter((f) => f.startsWith(stem) && f.endsWith('.browser.development.esm.js'))
        .map((f) => `${dir}/${f}`);
      expect(twins.length).toBeGreaterThan(0);
      for (const twin of twins)
        expect(
          SHIMS.some((s) => s.source === source && s.importer === twin),
          twin,
        ).toBe(true);
    },
  );
});
