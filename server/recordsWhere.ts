import type { ServerContext } from './context';
import type { StoredRecord } from './store';

/** The records of `schemaId` whose JSON at `path` ("$.groupId") is `value`. */
export function recordsWhere(ctx: ServerContext, schemaId: string, path: string, value: string): StoredRecord[] {
  const ids = (
    ctx.db
      .prepare('SELECT id FROM records WHERE resource = ? AND json_extract(data, ?) = ?')
      .all(schemaId, path, value) as { id: string }[]
  ).map((r) => r.id);
  return ids.map((id) => ctx.store.get(schemaId, id)!).filter(Boolean);
}
