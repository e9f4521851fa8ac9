import type { Identifier } from 'react-admin';

/**
 * The selected ids as react-admin hands them (an array), with `includes` answered by a Set.
 * react-admin's row checkbox asks `selectedIds.includes(record.id)` once per row and the page
 * checkbox once per row of the page: with 500 rows selected that is 2 × 125 000 string
 * comparisons per select-all, some milliseconds of the 100 ms budget (docs/performance.md). Same elements,
 * same order, same SameValueZero equality; derived arrays (concat, filter, map) are plain arrays,
 * so nothing downstream ever holds a stale Set.
 */
export class SelectedIdsLookup extends Array<Identifier> {
  static get [Symbol.species]() {
    return Array;
  }

  readonly #set: ReadonlySet<Identifier>;

  constructor(ids: readonly Identifier[]) {
    super();
    // One by one: spreading a whole «select all» (thousands of ids) into push() overflows the stack.
    for (const id of ids) this.push(id);
    this.#set = new Set(ids);
  }

  override includes(id: Identifier, fromIndex?: number): boolean {
    return fromIndex === undefined ? this.#set.has(id) : super.includes(id, fromIndex);
  }
}

/** `ids` with a Set-backed `includes` (undefined stays undefined: no list context). */
export function withIdLookup(ids: Identifier[] | undefined): Identifier[] | undefined {
  return ids ? new SelectedIdsLookup(ids) : ids;
}
