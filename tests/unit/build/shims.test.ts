import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryShims, SHIMS } from '../../../scripts/vite/shims';

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
    for (const { source } of SHIMS) expect(resolveId(source, path.resolve('node_modules/some-package/index.js'))).toBeNull();
    expect(resolveId('@mui/material', path.resolve('src/layout/TopBar.tsx'))).toBeNull();
  });
});
