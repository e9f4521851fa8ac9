import type { FieldKind } from '../fieldKinds';

/**
 * Kinds a list cannot be filtered on (an explicit decision): structures, secrets and files. Known to the
 * list without loading the filter inputs (./filters.tsx), which every other kind must have.
 */
export const UNFILTERABLE_KINDS = [
  'password',
  'object',
  'array',
  'json',
  'file',
] as const satisfies readonly FieldKind[];

export type FilterableKind = Exclude<FieldKind, (typeof UNFILTERABLE_KINDS)[number]>;

const unfilterable: ReadonlySet<FieldKind> = new Set(UNFILTERABLE_KINDS);
export const isFilterable = (kind: FieldKind): kind is FilterableKind => !unfilterable.has(kind);
