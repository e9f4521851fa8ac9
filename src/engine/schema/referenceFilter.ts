/**
 * x-reference-filter: which of the target's records a reference field may name. A value is a
 * constant (`{ "listType": "dm" }`: big lists of domains) or `{ "field": "<sibling>" }`, the value
 * of a field beside it in the same object (a campaign's big list of the type its row says). The
 * console offers only the records that fit; the server refuses one that does not.
 */
export type ReferenceFilterValue = string | number | boolean | { field: string };
export type ReferenceFilter = Record<string, ReferenceFilterValue>;

/** A sibling that says nothing yet. */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The sibling fields a filter reads. */
export const filterSiblings = (filter: ReferenceFilter): string[] =>
  Object.values(filter).flatMap((v) => (typeof v === 'object' ? [v.field] : []));

/**
 * The properties a referenced record must have, siblings read through `sibling`. Null while a
 * sibling is empty: nothing fits before it is chosen (and its own rules say it is missing).
 */
export function resolveReferenceFilter(
  filter: ReferenceFilter,
  sibling: (field: string) => unknown,
): Record<string, unknown> | null {
  const resolved: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(filter)) {
    const wanted = typeof value === 'object' ? sibling(value.field) : value;
    if (isBlank(wanted)) return null;
    resolved[property] = wanted;
  }
  return resolved;
}
