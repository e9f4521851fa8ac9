/**
 * Where a user's preferences in one cabinet live in the browser: IndexedDB, one entry per user and
 * cabinet (docs/product.md#saved-views). Not local or session storage: signing out clears both
 * (docs/product.md#states), and a saved view is the user's own choice, not session data, so it is
 * kept apart from them and survives a sign-out, a reload and the next morning. The platform has no
 * call for them, so the browser is their only place.
 */
const DATABASE = 'kabinet.preferences';
const TABLE = 'cabinets';

export type Preferences = Record<string, unknown>;

/** The key of one user's preferences in one cabinet: another user at the same browser has another. */
export const preferencesKey = (userId: string, cabinetId: string) => `${userId}|${cabinetId}`;

/** A place to keep preferences: IndexedDB in the browser, a map where it is missing (tests, private modes). */
export interface PreferencesPlace {
  read(key: string): Promise<Preferences | undefined>;
  write(key: string, value: Preferences): Promise<void>;
}

function opened(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(TABLE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

function indexedPlace(): PreferencesPlace {
  let database: Promise<IDBDatabase> | null = null;
  const db = () => (database ??= opened());
  const run = <T>(mode: IDBTransactionMode, act: (table: IDBObjectStore) => IDBRequest<T>) =>
    db().then(
      (d) =>
        new Promise<T>((resolve, reject) => {
          const request = act(d.transaction(TABLE, mode).objectStore(TABLE));
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('indexedDB'));
        }),
    );
  return {
    read: (key) => run<Preferences | undefined>('readonly', (t) => t.get(key) as IDBRequest<Preferences | undefined>),
    write: (key, value) => run('readwrite', (t) => t.put(value, key)).then(() => undefined),
  };
}

export function memoryPlace(): PreferencesPlace {
  const entries = new Map<string, Preferences>();
  return {
    read: async (key) => entries.get(key),
    write: async (key, value) => void entries.set(key, structuredClone(value)),
  };
}

let place: PreferencesPlace | null = null;

/** The browser's place for preferences (a test may put its own with setPreferencesPlace). */
export function preferencesPlace(): PreferencesPlace {
  place ??= typeof indexedDB === 'undefined' ? memoryPlace() : indexedPlace();
  return place;
}

export function setPreferencesPlace(other: PreferencesPlace): void {
  place = other;
}
