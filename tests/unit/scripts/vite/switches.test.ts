import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { libraryShims, SHIMS } from '../../../../scripts/vite/shims';
import { enabled, shimMechanism } from '../../../../scripts/vite/switches';

const resolveId = libraryShims().resolveId as (source: string, importer?: string) => string | null;
const tooltip = SHIMS.find((s) => s.shim.endsWith('muiMaterial.ts'))!;
const filterForm = SHIMS.find((s) => s.shim.endsWith('filterForm.tsx'))!;

// The mechanisms bench (bench/mechanisms.bench.ts) turns each first-load mechanism off alone.
describe('first-load mechanism switches (scripts/vite/switches.ts)', () => {
  afterEach(() => {
    delete process.env.KABINET_DISABLE;
  });

  it('everything is on unless KABINET_DISABLE names it', () => {
    expect(enabled('cabinetChunk')).toBe(true);
    process.env.KABINET_DISABLE = 'tooltip, cabinetChunk';
    expect(enabled('cabinetChunk')).toBe(false);
    expect(enabled('leanSchemas')).toBe(true);
  });

  it('a shim turned off leaves its importers the real module, and only its own', () => {
    const importer = (s: typeof tooltip) => path.resolve('node_modules', s.importer);
    process.env.KABINET_DISABLE = 'tooltip';
    expect(resolveId(tooltip.source, importer(tooltip))).toBeNull();
    expect(resolveId(filterForm.source, importer(filterForm))).toBe(path.resolve(filterForm.shim));
  });

  it("names a shim by its file, MUI Tooltip's two files by one name", () => {
    expect(shimMechanism('src/shims/filterForm.tsx')).toBe('filterForm');
    expect(shimMechanism('src/shims/muiMaterial.ts')).toBe('tooltip');
    expect(shimMechanism('src/shims/tooltip.tsx')).toBe('tooltip');
  });
});
