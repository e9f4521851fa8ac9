import type { RaRecord } from 'react-admin';
import { namesNoRecord } from '../domain/objectId';
import { valueAt } from '../engine/schema/records';

/**
 * A list page's reference columns, read with the page: the rows appear once with the referenced
 * names in place, instead of growing line by line as each name arrives (layout shift, Lighthouse
 * CLS).
 */
export interface PrefetchReference {
  /** The column's source in the listed records (dotted for nested properties). */
  source: string;
  /** react-admin resource name of the referenced records. */
  reference: string;
}

/**
 * The records read with a page, by resource, in the page's `meta.references`. Deliberately not
 * react-admin's `meta.prefetched`: react-admin copies that into its query cache, a query with its
 * own garbage-collection timer and notification per record (10–20 ms unthrottled for a
 * campaigns page, inside the task that first renders the list: blocking time on a phone), and nothing
 * reads them there. The list's cells read them from the page (src/engine/fields/referenceField.tsx)
 * and the cells' fallback reads from RecentRecords below.
 */
export type PageReferences = Record<string, RaRecord[]>;

export const pageReferences = (meta: { references?: PageReferences } | undefined): PageReferences | undefined =>
  meta?.references;

/** Where the API gives the names of referenced records (server/reach/labels.ts). */
export const LABELS_PATH = '/v2/labels';

/**
 * queryOptions of a reference input: its choices are names of records in reach, read as labels,
 * not as records of the target resource (which the cabinet may have no permission to open).
 */
export const LABEL_LOOKUP = { meta: { lookup: true } } as const;

/** The ids each referenced resource must provide for these records (scalar or array columns). */
export function referencedIds(records: RaRecord[], prefetch: PrefetchReference[]): Map<string, string[]> {
  const ids = new Map<string, Set<string>>();
  for (const { source, reference } of prefetch) {
    const set = ids.get(reference) ?? new Set<string>();
    ids.set(reference, set);
    for (const record of records) {
      const value = valueAt(record, source);
      for (const id of Array.isArray(value) ? value : [value]) {
        if ((typeof id === 'string' || typeof id === 'number') && !namesNoRecord(id)) set.add(String(id));
      }
    }
  }
  return new Map([...ids].filter(([, set]) => set.size > 0).map(([reference, set]) => [reference, [...set]]));
}

/** How long prefetched records answer the reference cells' own reads (they follow at once). */
const REUSE_MS = 2_000;

/**
 * Records prefetched with a list page, kept for the reference cells' getMany that react-admin
 * sends right after rendering them, so the page costs no second round of reads. Scoped to the
 * cabinet that read them; any write empties it.
 */
export class RecentRecords {
  private entries = new Map<string, { record: RaRecord; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private key = (scope: string, resource: string, id: string) => `${scope}\u0000${resource}\u0000${id}`;

  remember(scope: string, resource: string, records: RaRecord[]): void {
    const until = this.now() + REUSE_MS;
    for (const record of records) this.entries.set(this.key(scope, resource, String(record.id)), { record, until });
  }

  /** All the records asked for, or undefined when any is missing or old. */
  recall(scope: string, resource: string, ids: string[]): RaRecord[] | undefined {
    const now = this.now();
    const found: RaRecord[] = [];
    for (const id of ids) {
      const entry = this.entries.get(this.key(scope, resource, id));
      if (!entry || entry.until < now) return undefined;
      found.push(entry.record);
    }
    return found;
  }

  clear(): void {
    this.entries.clear();
  }
}
