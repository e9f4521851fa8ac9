import type { DataProvider, RaRecord } from 'react-admin';
import { referenceTarget } from '../engine/referenceName';
import { valueAt } from '../engine/schema/records';
import type { ReferenceNames } from '../export/cellText';
import { normalName, type PlanSetup } from './plan';

/**
 * The records a file names in its reference cells, found through the names call: only records in
 * the cabinet's reach are found, so a name out of reach is «не найдена» like an unknown one.
 */

const ID_LIKE = /^[\w.-]+$/;

/** Runs `work` on each item, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * The ids of the named records, by reference key and normal name (null: several bear it). A text
 * that is an id in reach names that record.
 */
export async function resolveNames(
  dataProvider: DataProvider,
  texts: Record<string, string[]>,
): Promise<PlanSetup['names']> {
  const names: PlanSetup['names'] = {};
  for (const [key, list] of Object.entries(texts)) {
    const target = referenceTarget(key);
    const found: Record<string, string | null> = (names[key] = {});
    const ids = list.filter((t) => ID_LIKE.test(t));
    if (ids.length) {
      const { data } = await dataProvider.getMany(target.name, { ids }).catch(() => ({ data: [] as RaRecord[] }));
      for (const record of data) found[normalName(String(record.id))] = String(record.id);
    }
    await pool(
      list.filter((t) => !(normalName(t) in found)),
      4,
      async (text) => {
        const { data } = await dataProvider.getList(target.name, {
          pagination: { page: 1, perPage: 50 },
          sort: { field: target.labelField, order: 'ASC' },
          filter: { q: text },
          meta: { lookup: true },
        });
        const same = data.filter((r) => normalName(String(valueAt(r, target.labelField) ?? '')) === normalName(text));
        if (same.length) found[normalName(text)] = same.length === 1 ? String(same[0].id) : null;
      },
    );
  }
  return names;
}

/** The names of resolved references by target and id, for showing old and new values. */
export function namesById(names: PlanSetup['names'], texts: Record<string, string[]>): ReferenceNames {
  const out: ReferenceNames = new Map();
  for (const [key, list] of Object.entries(texts)) {
    const byId = new Map<string, string>();
    for (const text of list) {
      const id = names[key]?.[normalName(text)];
      if (id) byId.set(id, text);
    }
    out.set(referenceTarget(key).name, byId);
  }
  return out;
}
