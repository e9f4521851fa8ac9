import type { Statement } from 'better-sqlite3';
import type { Db } from './db';

/**
 * Reads that every API request repeats (the session behind a token, the cabinet, the user's
 * binding to it, the cabinet's scope, list totals), kept in memory until anything is written.
 *
 * "Anything written" is checked on every read, not announced by the writers: routes write
 * through the store, through Auth and Cabinets and through their own SQL, and other processes
 * may write the same file. Two counters see all of it: total_changes() moves with every row this
 * connection inserts, updates or deletes (whatever statement did it), and PRAGMA data_version
 * moves when another connection commits. Any move drops every entry, so a revoked token or a
 * removed permission is refused on the very next request.
 *
 * Inside a transaction nothing is read from or kept in the cache: a value read there may be
 * rolled back, and a rollback moves neither counter back.
 */

/** Entries kept at most (keys include client input, e.g. list filters): beyond it, start over. */
const LIMIT = 5000;

export class ReadCache {
  private readonly entries = new Map<string, unknown>();
  private stamp = '';
  private readonly changes: Statement;
  private readonly dataVersion: Statement;

  constructor(private readonly db: Db) {
    this.changes = db.prepare('SELECT total_changes()').pluck();
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
  }

  /**
   * The value under `key`, loaded with `load` when it is not kept or something was written
   * since. `keep(value)` false leaves a value out (e.g. misses that clients can make up).
   * Values are shared between callers: they must not be changed (callers get frozen ones).
   */
  get<T>(key: string, load: () => T, keep: (value: T) => boolean = () => true): T {
    if (this.db.inTransaction) return load();
    const stamp = `${this.changes.get() as number}:${this.dataVersion.get() as number}`;
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.stamp = stamp;
    }
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const value = load();
    if (keep(value)) {
      if (this.entries.size >= LIMIT) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}

/** One cache per connection, shared by everything reading through it (Auth, Cabinets, stores). */
const caches = new WeakMap<Db, ReadCache>();

export function readCacheOf(db: Db): ReadCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ReadCache(db)));
  return cache;
}

/** Deep-freezes a value about to be shared through the cache, so no caller can change it for the next. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}
