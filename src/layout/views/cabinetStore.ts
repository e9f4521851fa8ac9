import { memoryStore, type Store } from 'react-admin';
import { preferencesKey, preferencesPlace, type Preferences } from './preferencesDatabase';

/**
 * What of react-admin's store is the user's preference and kept for the next visit
 * (docs/product.md#saved-views): a list's query (filters, sort, page size), its hidden and
 * reordered columns, its named views, and the records opened last (the search's «Недавние»).
 * The rest (the side bar, a selection) starts afresh with each visit, as the product wants the
 * side bar collapsed at start.
 */
const KEPT = /\.(listParams|datatable|datatable_columnRanks|savedViews)$|^search\.recent$/;

export const isKept = (key: string) => KEPT.test(key);

const reading = new Map<string, Promise<Preferences>>();

/**
 * The user's kept preferences in the cabinet, read once per visit: the cabinet's first screen
 * and the list read ahead of it both wait for the same read. A failed read is no preferences.
 */
export function readPreferences(userId: string, cabinetId: string): Promise<Preferences> {
  const key = preferencesKey(userId, cabinetId);
  let read = reading.get(key);
  if (!read) {
    read = preferencesPlace()
      .read(key)
      .then(
        (value) => value ?? {},
        () => ({}),
      );
    reading.set(key, read);
  }
  return read;
}

/**
 * react-admin's store for one user in one cabinet: in memory while the cabinet is open, its kept
 * keys written back to the browser's preferences. Made afresh for each cabinet (CabinetAdmin),
 * so one cabinet's lists never show another's view.
 */
export function cabinetStore(
  userId: string,
  cabinetId: string,
  kept: Preferences,
  initial: Record<string, unknown>,
): Store {
  const key = preferencesKey(userId, cabinetId);
  const store = memoryStore({ ...initial, ...kept });
  const current: Preferences = { ...kept };
  let queued = false;
  // Written at once (a view saved and the tab closed a moment later is kept), the changes of one
  // task together: a new list query sets several keys in a row.
  const save = () => {
    reading.set(key, Promise.resolve({ ...current }));
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void preferencesPlace()
        .write(key, { ...current })
        .catch(() => undefined);
    });
  };
  return {
    ...store,
    setItem(name, value) {
      store.setItem(name, value);
      if (!isKept(name)) return;
      current[name] = value;
      save();
    },
    removeItem(name) {
      store.removeItem(name);
      if (!isKept(name)) return;
      delete current[name];
      save();
    },
    removeItems(prefix) {
      store.removeItems(prefix);
      const gone = Object.keys(current).filter((name) => name.startsWith(prefix));
      gone.forEach((name) => delete current[name]);
      if (gone.length) save();
    },
  };
}
