/** A record opened from the search, to offer it again first (docs/product.md#search). */
export interface RecentRecord {
  /** The resource's route path (react-admin's resource name). */
  resource: string;
  id: string;
  label: string;
}

/**
 * Where the recent records live: react-admin's store of the open cabinet, under a key the
 * cabinet's store keeps for the next visit per user and cabinet, beside the saved views and apart
 * from what signing out clears (src/layout/views/cabinetStore.ts).
 */
export const RECENT_KEY = 'search.recent';
export const RECENT_MAX = 8;

/** The list after opening `record`: it first, no twice the same record, at most RECENT_MAX. */
export function withRecent(list: readonly RecentRecord[], record: RecentRecord): RecentRecord[] {
  const others = list.filter((r) => !(r.resource === record.resource && r.id === record.id));
  return [record, ...others].slice(0, RECENT_MAX);
}
