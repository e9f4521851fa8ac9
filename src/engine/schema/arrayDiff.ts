/**
 * A list field the platform changes by the values added and removed rather than by the whole list
 * (x-calls.update.diff: a big list of 100 000 values takes PUT /biglist {listID, addValues,
 * delValues}). The console computes the change from the record and the form; the reference API
 * applies one to a list it keeps with the record. Values are compared as JSON, each counted once.
 */
export interface ArrayChange {
  add: unknown[];
  remove: unknown[];
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const keyOf = (value: unknown) => JSON.stringify(value);

/** What turns `previous` into `next`: the values new in `next` and those gone from it, in their order. */
export function arrayDiff(previous: unknown, next: unknown): ArrayChange {
  const before = new Set(listOf(previous).map(keyOf));
  const after = new Set(listOf(next).map(keyOf));
  const once = (values: unknown[], skip: Set<string>) => {
    const seen = new Set<string>();
    return values.filter((v) => {
      const key = keyOf(v);
      if (skip.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  return { add: once(listOf(next), before), remove: once(listOf(previous), after) };
}

/** `values` without the removed ones, then the added ones that are not there yet. */
export function applyArrayDiff(values: unknown, { add, remove }: ArrayChange): unknown[] {
  const removed = new Set(remove.map(keyOf));
  const kept = listOf(values).filter((v) => !removed.has(keyOf(v)));
  const present = new Set(kept.map(keyOf));
  for (const v of add) {
    if (present.has(keyOf(v))) continue;
    present.add(keyOf(v));
    kept.push(v);
  }
  return kept;
}
