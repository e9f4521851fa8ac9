import fs from 'node:fs';

/**
 * The Node.js versions Kabinet runs on, as package.json's `engines.node` states them. Checked
 * before anything else loads: on an older Node the first failure is deep inside a dependency
 * (a missing API, a native module built for another ABI), which tells a new user nothing.
 */
export function requiredNodeRange(): string | null {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    engines?: { node?: string };
  };
  return pkg.engines?.node ?? null;
}

const parts = (version: string): number[] =>
  version
    .replace(/^v/, '')
    .split('.')
    .map((p) => Number.parseInt(p, 10) || 0);

function atLeast(version: string, minimum: string): boolean {
  const have = parts(version);
  const need = parts(minimum);
  for (let i = 0; i < Math.max(have.length, need.length); i++) {
    const diff = (have[i] ?? 0) - (need[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return true;
}

/**
 * Whether `version` satisfies `range`. The range is one or more `>=x.y.z` comparators (all
 * must hold), the only form package.json uses; a range in any other form is not judged (true),
 * since refusing to start over a range this check cannot read would be worse than not checking.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const comparators = range.trim().split(/\s+/);
  if (!comparators.every((c) => /^>=\s*v?\d+(\.\d+){0,2}$/.test(c))) return true;
  return comparators.every((c) => atLeast(version, c.slice(2).trim()));
}
