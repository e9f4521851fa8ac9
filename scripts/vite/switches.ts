/**
 * Each first-load mechanism (docs/performance.md, the mechanisms' table) can be turned off alone,
 * so that what it saves can be measured against a build with all of them on:
 * `KABINET_DISABLE=tooltip,cabinetChunk npm run build` (bench/mechanisms.bench.ts builds one per
 * mechanism). A shim is named by its file in src/shims/ without the extension; the build's own
 * mechanisms by the names below. Unset, everything is on, as in every real build.
 */
export const BUILD_MECHANISMS = [
  'cabinetChunk',
  'cabinetDocument',
  'uiCore',
  'leanSchemas',
  'bootLoader',
  'routerForAdmin',
  'lodashEs',
] as const;

const off = (): Set<string> =>
  new Set(
    (process.env.KABINET_DISABLE ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Whether the mechanism of this name is on (not listed in KABINET_DISABLE). */
export const enabled = (name: string): boolean => !off().has(name);

/** The switch's name of the shim at `file` (src/shims/…): MUI's Tooltip is one mechanism over two files. */
export function shimMechanism(file: string): string {
  const base = file.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '');
  return base === 'muiMaterial' ? 'tooltip' : base;
}
