import type { ResourceDef } from '../../../server/resourceDefs';
import { readPathOf, updateCallOf } from '../../../src/engine/schema/recordCalls';

/** Where one record is read: the schema's x-calls.read (GET /rule/{id}) or endpoint/{id}; null when the platform reads only the list. */
export const readUrl = (def: ResourceDef, id: string): string | null =>
  readPathOf(def.schema, def.endpoint)?.replace('{id}', encodeURIComponent(id)) ?? null;

/**
 * How one record's changes are written: x-calls.update (PUT /rule {id, …}, PUT /biglist {listID, …}) or PATCH
 * endpoint/{id}; null when the platform has no save (x-calls.update false).
 */
export function writeCall(
  def: ResourceDef,
  id: string,
  changes: Record<string, unknown> = {},
): { method: 'PUT' | 'PATCH'; url: string; payload: Record<string, unknown> } | null {
  const update = updateCallOf(def.schema, def.endpoint);
  if (!update) return null;
  if (update.path.includes('{id}'))
    return { method: update.method, url: update.path.replace('{id}', encodeURIComponent(id)), payload: changes };
  return {
    method: update.method,
    url: update.path,
    payload: { ...changes, [update.idField ?? def.schema['x-id'] ?? 'id']: id },
  };
}
