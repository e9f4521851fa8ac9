import type { ResourceDef } from '../../../server/resourceDefs';

/** Where one record is read: the schema's x-calls.read (GET /rule/{id}) or endpoint/{id}. */
export const readUrl = (def: ResourceDef, id: string): string =>
  (def.schema['x-calls']?.read?.path ?? `${def.endpoint}/{id}`).replace('{id}', encodeURIComponent(id));

/** How one record's changes are written: x-calls.update (PUT /rule {id, …}, PUT /biglist {listID, …}) or PATCH endpoint/{id}. */
export function writeCall(
  def: ResourceDef,
  id: string,
  changes: Record<string, unknown> = {},
): { method: 'PUT' | 'PATCH'; url: string; payload: Record<string, unknown> } {
  const update: { path: string; method: 'PUT' | 'PATCH'; idField?: string } = def.schema['x-calls']?.update ?? {
    path: `${def.endpoint}/{id}`,
    method: 'PATCH',
  };
  if (update.path.includes('{id}'))
    return { method: update.method, url: update.path.replace('{id}', encodeURIComponent(id)), payload: changes };
  return {
    method: update.method,
    url: update.path,
    payload: { ...changes, [update.idField ?? def.schema['x-id'] ?? 'id']: id },
  };
}
