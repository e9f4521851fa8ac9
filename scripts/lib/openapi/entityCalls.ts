import type { EntitySchema, JsonSchema, SchemaRegistry } from '../../../src/engine/schema';
import { listQueryNames } from '../../../src/engine/schema/listQuery';
import { readPathOf, updateCallOf } from '../../../src/engine/schema/recordCalls';
import { relatedOf } from '../../../src/engine/schema/related';
import type { Call } from './types';

/**
 * An entity's calls as the data provider makes them (src/providers/dataProvider.ts): the list, one
 * record, create, save and delete, at the REST pattern of x-endpoint or where x-calls puts them.
 */
const int = { type: 'integer' } as const;

/** The list's query parameters: paging, sort, search, ids and one filter per field (its x-query name, else its path). */
export function listParameters(registry: SchemaRegistry, schema: EntitySchema): NonNullable<Call['query']> {
  const query: NonNullable<Call['query']> = {
    page: int,
    pageSize: int,
    sort: {},
    order: { enum: ['asc', 'desc', 'ASC', 'DESC'] },
    search: {},
    ids: {},
  };
  for (const name of listQueryNames(registry, schema)) query[name] = {};
  for (const [name, type] of Object.entries(schema['x-list-params'] ?? {})) query[name] = { type };
  return query;
}

export function entityCalls(registry: SchemaRegistry, schema: EntitySchema): Call[] {
  const endpoint = schema['x-endpoint']?.replace(/\/+$/, '');
  if (!endpoint) return [];
  const id = schema.$id;
  const custom = schema['x-calls'] ?? {};
  const calls: Call[] = [
    {
      method: 'GET',
      path: endpoint,
      summary: `${id}: the list`,
      query: listParameters(registry, schema),
      headers: ['x-json-include'],
      answer: { schema: id, list: true },
      paged: true,
    },
  ];
  const read = readPathOf(schema, endpoint);
  if (read)
    calls.push({
      method: 'GET',
      path: read,
      summary: `${id}: one record`,
      headers: ['x-json-include'],
      answer: { schema: id },
    });
  // The platform's own calls for the records naming one (x-related's path), paged.
  for (const related of relatedOf(schema))
    if (related.path)
      calls.push({
        method: 'GET',
        path: related.path,
        summary: `${id}: ${related.name}, the ${related.resource} naming it`,
        query: { page: int, pageSize: int },
        answer: { list: true },
        paged: true,
      });
  const create = custom.create;
  for (const path of [create?.path ?? endpoint, ...(create?.also ? [create.also] : [])])
    calls.push({
      method: 'POST',
      path,
      summary: path === create?.also ? `${id}: create (the product's second path)` : `${id}: create`,
      body: create?.body === 'multipart' ? { multipart: id } : { schema: id },
      answer: { object: true },
      created: true,
    });
  const update = updateCallOf(schema, endpoint);
  if (update)
    calls.push({
      method: update.method,
      path: update.path,
      summary: `${id}: save the changed fields`,
      headers: ['If-Match'],
      body: { schema: id, partial: true, extra: updateExtras(schema, update) },
      answer: { schema: id },
    });
  const remove = custom.delete;
  if (remove && 'idsQuery' in remove)
    calls.push({
      method: 'DELETE',
      path: remove.path,
      summary: `${id}: delete one or several`,
      query: { [String(remove.idsQuery)]: { required: true } },
      answer: { object: true },
    });
  else if (remove)
    calls.push({ method: 'DELETE', path: remove.path, summary: `${id}: delete`, answer: { object: true } });
  else
    calls.push(
      { method: 'DELETE', path: `${endpoint}/{id}`, summary: `${id}: delete`, answer: { object: true } },
      {
        method: 'DELETE',
        path: endpoint,
        summary: `${id}: delete several`,
        query: { ids: { required: true } },
        answer: { object: true },
      },
    );
  return calls.map((call) => (call.created ? call : { ...call, exact: true }));
}

/** The fields of a save beyond the schema's: the id in the body (PUT /rule {id, …}), a list's added and removed values. */
function updateExtras(schema: EntitySchema, update: { path: string }): Record<string, 'string' | 'array'> {
  const custom = schema['x-calls']?.update;
  const extra: Record<string, 'string' | 'array'> = {};
  if (!update.path.includes('{id}')) extra[(custom && custom.idField) || schema['x-id'] || 'id'] = 'string';
  for (const names of Object.values((custom && custom.diff) || {})) {
    extra[names.add] = 'array';
    extra[names.remove] = 'array';
  }
  return extra;
}

/** Names of referenced records (GET /v2/labels/{schema}), as the pickers and reference cells read them. */
export function labelCall(registry: SchemaRegistry, schema: EntitySchema): Call {
  return {
    method: 'GET',
    path: `/v2/labels/${schema.$id}`,
    summary: `${schema.$id}: names of records`,
    query: listParameters(registry, schema),
    answer: { list: true },
    paged: true,
  };
}

export type { JsonSchema };
