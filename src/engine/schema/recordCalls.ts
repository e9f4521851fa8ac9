import type { EntitySchema, UpdateCall } from './types';

/*
 * Where one record of a collection is read and saved, for the console and the reference API
 * alike: the schema's x-calls where the platform serves it off the REST pattern of x-endpoint,
 * the pattern otherwise (GET and PATCH endpoint/{id}). No React here: the server imports it.
 */

/** The GET path of one record (`{id}` in it), or null when the platform has none and the record is found in the list. */
export function readPathOf(schema: EntitySchema, endpoint: string): string | null {
  const read = schema['x-calls']?.read;
  if (!read) return `${endpoint}/{id}`;
  return 'path' in read ? read.path : null;
}

/** The save of one record, or null when the platform has none (x-calls.update false). */
export function updateCallOf(schema: EntitySchema, endpoint: string): UpdateCall | null {
  const update = schema['x-calls']?.update;
  if (update === false) return null;
  return update ?? { path: `${endpoint}/{id}`, method: 'PATCH' };
}
