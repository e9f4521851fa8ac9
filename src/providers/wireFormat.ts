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

/** An integer header of a list's answer (the product's x-pagination-*), else the fallback. */
function headerNumber(headers: Headers, name: string, fallback: number): number {
  const value = Number(headers.get(name));
  return headers.has(name) && Number.isInteger(value) && value >= 0 ? value : fallback;
}

export function totalOf(headers: Headers, fallback: number): number {
  return headerNumber(headers, 'x-pagination-total', fallback);
}

/**
 * The page a list's answer holds, as the platform says in the product's three headers
 * (x-pagination-page, x-pagination-page-size, x-pagination-total): the platform may hold a page
 * smaller than the one asked for (its own largest page), so a reader walking the pages counts by
 * the answered size; a header missing or not a number falls back to what was asked and received.
 */
export function pageOf(
  headers: Headers,
  asked: { page: number; pageSize: number },
  received: number,
): { page: number; pageSize: number; total: number } {
  const pageSize = headerNumber(headers, 'x-pagination-page-size', asked.pageSize) || asked.pageSize;
  return {
    page: headerNumber(headers, 'x-pagination-page', asked.page) || asked.page,
    pageSize,
    total: totalOf(headers, (asked.page - 1) * pageSize + received),
  };
}

/** ApiError → react-admin's HttpError; field errors as a nested object so each lands on its input. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body?.errors ? { ...error.body, errors: pointersToNested(error.body.errors) } : error.body;
  return new HttpError(error.message, error.status, body);
}
