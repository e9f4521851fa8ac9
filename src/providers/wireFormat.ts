import { HttpError } from 'react-admin';
import type { EntitySchema, SchemaRegistry } from '../engine/schema';
import { renamedPaths } from '../engine/schema/listQuery';
import { pointersToNested } from '../engine/schema/records';
import { ApiError, type QueryValue } from './httpClient';

/** How the data provider's requests and answers look on the wire: filters as query names, patches, totals, errors. */

/** Nested filter values ({ finance: { currency } }) become the platform's dotted query names. */
export function flattenFilter(filter: Record<string, unknown>, prefix = ''): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter)) {
    const name = key === 'q' && !prefix ? 'search' : `${prefix}${key}`;
    if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flattenFilter(value as Record<string, unknown>, `${name}.`));
    else out[name] = value as QueryValue;
  }
  return out;
}

const renamedBySchema = new WeakMap<EntitySchema, Map<string, string>>();

/**
 * A list call's query as the platform names it (src/engine/schema/listQuery.ts): a filter whose
 * field has an x-query goes under that name (`strategies.buyingType` → `buyingType`), and the
 * collection's x-list-query is added to every read of the list (not to a read of its names, `names`).
 */
export function wireQuery(
  registry: SchemaRegistry,
  schema: EntitySchema,
  query: Record<string, QueryValue>,
  { names = false }: { names?: boolean } = {},
): Record<string, QueryValue> {
  let renamed = renamedBySchema.get(schema);
  if (!renamed) renamedBySchema.set(schema, (renamed = renamedPaths(registry, schema)));
  const out: Record<string, QueryValue> = names ? {} : { ...schema['x-list-query'] };
  for (const [key, value] of Object.entries(query)) out[renamed.get(key) ?? key] = value;
  return out;
}

/** Only what changed is sent; a field the user cleared is sent as null so the server removes it. */
export function diffPayload(next: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(next), ...Object.keys(previous)])) {
    if (!(key in next)) patch[key] = null;
    else if (JSON.stringify(next[key]) !== JSON.stringify(previous[key])) patch[key] = next[key];
  }
  return patch;
}

export function totalOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get('x-pagination-total'));
  return Number.isFinite(total) && headers.has('x-pagination-total') ? total : fallback;
}

/** ApiError → react-admin's HttpError; field errors as a nested object so each lands on its input. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body?.errors ? { ...error.body, errors: pointersToNested(error.body.errors) } : error.body;
  return new HttpError(error.message, error.status, body);
}
