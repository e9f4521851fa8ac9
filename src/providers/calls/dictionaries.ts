import { getCabinetId, getToken } from '../storage';
import type { RequestFn } from './index';
import {
  DICTIONARIES,
  TREE_DICTIONARIES,
  type DictionaryDefinition,
  type DictionaryName,
  type TreeDictionaryName,
} from '../../domain/dictionaries';

/** One item of a platform dictionary (docs/product.md#calls Dictionaries): an id and its Russian name, sometimes more. */
export interface DictionaryItem {
  id: string | number;
  name: string;
  [extra: string]: unknown;
}

/** A node of a tree dictionary (TREE_DICTIONARIES): `hasChildren` false for a leaf. */
export type TreeNode = DictionaryItem & { hasChildren?: boolean; parentId?: string | null };

// The dictionaries by name: the list is shared with the schemas' x-dictionary (src/domain/dictionaries.ts).
export { DICTIONARIES, type DictionaryName } from '../../domain/dictionaries';

/**
 * Dictionaries are read once per session (docs/product.md#errors: their reads are fatal, so one failure is
 * enough): the answers are kept per signed-in user and cabinet, and the cache empties by itself
 * when either changes (another cabinet, a logout and a new sign-in). A failed read is not kept.
 */
function createDictionaryCache() {
  const entries = new Map<string, Promise<unknown>>();
  let scope = '';
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const current = `${getToken() ?? ''}|${getCabinetId() ?? ''}`;
      if (current !== scope) {
        entries.clear();
        scope = current;
      }
      let entry = entries.get(key) as Promise<T> | undefined;
      if (!entry) {
        entry = load();
        entries.set(key, entry);
        entry.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
      }
      return entry;
    },
    clear(): void {
      entries.clear();
    },
  };
}

/** Dictionary calls of docs/product.md#calls (Dictionaries, Geo), each cached for the session. */
export function dictionariesCalls(request: RequestFn) {
  const cache = createDictionaryCache();
  // Shared answers take no abort signal: one screen leaving must not cancel another's read.
  const read = <T>(path: string, query: Record<string, string> = {}, fatal = true) =>
    cache.get(`${path}?${new URLSearchParams(query)}`, async () => (await request<T>(path, { query, fatal })).data);

  return {
    /**
     * A named dictionary (DICTIONARIES), at most one request per session; of a dictionary with `by`,
     * only the items of the given parents when some are given (GET /models?manufacturer=a,b, GET
     * /categorizer/categories?provider=omi). A dictionary with `fatal: false` leaves a failed
     * read to the field that shows it.
     */
    getDictionary(name: DictionaryName, parents: string[] = []): Promise<DictionaryItem[]> {
      const { path, query, by, fatal } = DICTIONARIES[name] as DictionaryDefinition;
      const byParents = by && parents.length ? { [by.query]: [...parents].sort().join(',') } : {};
      return read<DictionaryItem[]>(path, { ...query, ...byParents }, fatal !== false);
    },

    /** GET /dictionary/constants?dict=: one of the platform's small enumerations. */
    getConstants(dict: string): Promise<DictionaryItem[]> {
      return read<DictionaryItem[]>('/dictionary/constants', { dict });
    },

    /** One level of a tree dictionary (TREE_DICTIONARIES): the top one, or the children of a node (the geo tree's countries, a country's regions). */
    getDictionaryChildren(name: TreeDictionaryName, parentId?: string): Promise<TreeNode[]> {
      const { path, parent } = TREE_DICTIONARIES[name];
      return read<TreeNode[]>(path, parentId ? { [parent]: parentId } : {});
    },
  };
}
