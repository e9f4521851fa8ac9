import type { Identifier } from 'react-admin';
import type { EntitySchema } from '../engine/schema';
import { arrayDiff } from '../engine/schema/arrayDiff';
import { readPathOf } from '../engine/schema/recordCalls';

/**
 * Where a collection's create, one-record read, update and delete go when the platform serves them off the REST pattern of
 * x-endpoint (the schema's x-calls): a survey is created with a multipart form, a big list is
 * read at /biglist/{id}, saved with PUT /biglist {listID, addValues, delValues} and deleted with
 * DELETE /biglist?listID=…, a creative with DELETE /banner/{id}, a rule is read, saved and deleted at /rule. Without x-calls, the pattern: POST endpoint, GET and PATCH endpoint/{id}, DELETE
 * endpoint/{id}, DELETE endpoint?ids=….
 */
export interface DeleteCall {
  path: string;
  query?: Record<string, string[]>;
}

/** The DELETE requests of `ids`: one, or one per record where the platform deletes only one at a time. */
export function deleteCalls(schema: EntitySchema, endpoint: string, ids: Identifier[], single: boolean): DeleteCall[] {
  const custom = schema['x-calls']?.delete;
  if (custom?.idsQuery) return [{ path: custom.path, query: { [custom.idsQuery]: ids.map(String) } }];
  if (custom) return ids.map((id) => ({ path: withId(custom.path, id) }));
  if (single) return [{ path: `${endpoint}/${encodeURIComponent(String(ids[0]))}` }];
  return [{ path: endpoint, query: { ids: ids.map(String) } }];
}

const withId = (path: string, id: Identifier) => path.replace('{id}', encodeURIComponent(String(id)));

/** GET of one record: x-calls.read (GET /rule/{id}) or endpoint/{id}; null where the platform reads only the list. */
export function readPath(schema: EntitySchema, endpoint: string, id: Identifier): string | null {
  const path = readPathOf(schema, endpoint);
  return path && withId(path, id);
}

/**
 * The write of one record's changed fields: x-calls.update (PUT /rule {id, …changed}: a path without
 * `{id}` takes the id in the body, under idField if the platform names it so) or PATCH endpoint/{id}.
 * A list field the platform changes by difference (x-calls.update.diff) goes as the values added
 * and removed since `previous` (PUT /biglist {listID, addValues, delValues}), never whole.
 */
export function updateCall(
  schema: EntitySchema,
  endpoint: string,
  id: Identifier,
  changes: Record<string, unknown>,
  previous: Record<string, unknown> = {},
): { path: string; method: 'PUT' | 'PATCH'; body: Record<string, unknown> } {
  const custom = schema['x-calls']?.update;
  // The console offers no edit where the platform has no save (catalog.ts).
  if (custom === false) throw new Error(`${schema.$id}: x-calls.update is false, the platform has no save`);
  if (!custom) return { path: `${endpoint}/${encodeURIComponent(String(id))}`, method: 'PATCH', body: changes };
  const body = { ...changes };
  for (const [field, names] of Object.entries(custom.diff ?? {})) {
    const { add, remove } = arrayDiff(previous[field], field in changes ? changes[field] : previous[field]);
    delete body[field];
    body[names.add] = add;
    body[names.remove] = remove;
  }
  if (custom.path.includes('{id}')) return { path: withId(custom.path, id), method: custom.method, body };
  return {
    path: custom.path,
    method: custom.method,
    body: { ...body, [custom.idField ?? schema['x-id'] ?? 'id']: id },
  };
}

/**
 * The API's field errors of an update where the form has the fields: a refused added or removed
 * value (/addValues/3) is the list field's error (/content), so it shows at the list in the form.
 */
export function formErrorsOfUpdate(schema: EntitySchema, errors: Record<string, string>): Record<string, string> {
  const update = schema['x-calls']?.update;
  const diff = update ? update.diff : undefined;
  if (!diff) return errors;
  const fieldOf = new Map(
    Object.entries(diff).flatMap(
      ([field, n]) =>
        [
          [n.add, field],
          [n.remove, field],
        ] as const,
    ),
  );
  const out: Record<string, string> = {};
  for (const [pointer, message] of Object.entries(errors)) {
    const field = fieldOf.get(pointer.split('/')[1] ?? '');
    const at = field ? `/${field}` : pointer;
    out[at] = out[at] ?? message;
  }
  return out;
}

export function createCall(
  schema: EntitySchema,
  endpoint: string,
  payload: Record<string, unknown>,
): { path: string; body: unknown } {
  const custom = schema['x-calls']?.create;
  if (!custom || custom.body === 'json') return { path: custom?.path ?? endpoint, body: payload };
  return { path: custom.path, body: formOf(payload) };
}

/**
 * One part per field: text as it is, numbers, flags, lists and objects as JSON; a picked file
 * (x-file.part) as a file part under its field's name; empty fields left out.
 */
export function formOf(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}
