import type { JsonSchema } from '../src/engine/schema';
import { scalarKind, sortExpr, valueExpr } from './listIndexes';
import { invalid } from './errors';
import type { ResourceDef } from './resourceDefs';

const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

export const LIST_QUERY_MESSAGES = {
  renamed: (name: string) => `Неизвестный параметр списка: фильтр называется «${name}»`,
  unknown: (name: string) => `Неизвестный параметр списка «${name}»: у этого списка нет такого фильтра`,
} as const;

/** Query parameters with a meaning of their own, the vocabulary of every list; the others are its filters and options. */
export const LIST_VOCABULARY: ReadonlySet<string> = new Set(['page', 'pageSize', 'sort', 'order', 'search', 'ids']);

export type QueryInput = Record<string, string | string[] | undefined>;

/** The ids of a query parameter: "a,b", the parameter repeated, or both. */
export function idsParam(query: QueryInput, param = 'ids'): string[] {
  const raw = query[param];
  return (Array.isArray(raw) ? raw : [raw ?? ''])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A list request turned into SQL pieces over the `records` table (all values bound). */
export interface ListQuery {
  page: number;
  pageSize: number;
  where: string[];
  params: unknown[];
  orderBy: string;
  orderParams: unknown[];
  /**
   * Root properties filtered by equality (with how many values are asked for) and the root
   * property sorted by, written with literal paths (listIndexes.ts): the store may answer them
   * from their expression indexes.
   */
  indexHints: { filters: { property: string; values: number }[]; sort: string | null };
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);
/** `a=1,2&a=3` → ['1','2','3']: comma and repetition both mean "any of". */
const values = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : [v ?? ''])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

const jsonPath = (dotted: string): string =>
  '$' +
  dotted
    .split('.')
    .map((p) => `."${p.replace(/"/g, '')}"`)
    .join('');

/** Lenient on paging: a bad number falls back to the default instead of failing a list. */
function toInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, min), max) : fallback;
}

/** Query strings are text; stored JSON keeps numbers and booleans, so compare like with like. */
function coerce(schema: JsonSchema, raw: string): unknown {
  const consts = schema.oneOf?.map((o) => o.const) ?? schema.enum ?? [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number' || (consts.length && consts.every((c) => typeof c === 'number'))) {
    const n = Number(raw);
    return Number.isFinite(n) ? n : raw;
  }
  if (type === 'boolean' || (consts.length && consts.every((c) => typeof c === 'boolean'))) {
    return raw === 'true' ? 1 : raw === 'false' ? 0 : raw;
  }
  return raw;
}

/**
 * A list call's query. A parameter the list does not know (no field, period, x-list-query or
 * x-list-params of its schema, nothing of the lists' own vocabulary, nothing the route takes
 * itself: `also`) is a 400 at `/<parameter>`, as a real platform would not understand it either:
 * a misspelt filter never silently lists everything.
 */
export function parseListQuery(
  def: Pick<
    ResourceDef,
    'renamedPaths' | 'listParams' | 'schema' | 'queryPaths' | 'idProperty' | 'property' | 'searchPaths'
  >,
  query: QueryInput,
  resolve: (s: JsonSchema) => JsonSchema,
  also: readonly string[] = [],
): ListQuery {
  const where: string[] = [];
  const params: unknown[] = [];
  const indexHints: ListQuery['indexHints'] = { filters: [], sort: null };
  const ids = values(query.ids);
  if (ids.length) {
    where.push(`id IN (${ids.map(() => '?').join(',')})`);
    params.push(...ids);
  }

  const misnamed = Object.keys(query).filter((key) => def.renamedPaths.has(key));
  // The platform filters these fields under its own names: the field's path is no parameter of it.
  if (misnamed.length)
    throw invalid(
      Object.fromEntries(misnamed.map((key) => [`/${key}`, LIST_QUERY_MESSAGES.renamed(def.renamedPaths.get(key)!)])),
    );
  const unknown = Object.keys(query).filter(
    (key) =>
      !LIST_VOCABULARY.has(key) &&
      !def.listParams.has(key) &&
      !also.includes(key) &&
      key !== 'id' &&
      key !== def.idProperty,
  );
  if (unknown.length)
    throw invalid(Object.fromEntries(unknown.map((key) => [`/${key}`, LIST_QUERY_MESSAGES.unknown(key)])));
  for (const [name, raw] of Object.entries(query)) {
    // The list's own options (x-list-query: the campaigns' `statistics`; x-list-params: the accounts' period) are no filters.
    if (
      LIST_VOCABULARY.has(name) ||
      Object.hasOwn(def.schema['x-list-query'] ?? {}, name) ||
      Object.hasOwn(def.schema['x-list-params'] ?? {}, name)
    )
      continue;
    const wanted = values(raw);
    if (!wanted.length) continue;
    const key = def.queryPaths.get(name) ?? name;
    const marks = wanted.map(() => '?').join(',');
    if (key === 'id' || key === def.idProperty) {
      where.push(`id IN (${marks})`);
      params.push(...wanted);
      continue;
    }
    const prop = def.property(key);
    // A period's bounds and what the route takes itself are no equality filters.
    if (!prop) continue;
    if (prop.type === 'array') {
      // An array field matches when any of its items is one of the wanted values.
      const item = prop.items ? resolve(prop.items) : {};
      where.push(`EXISTS (SELECT 1 FROM json_each(data, ?) WHERE value IN (${marks}))`);
      params.push(jsonPath(key), ...wanted.map((w) => coerce(item, w)));
    } else if (!key.includes('.')) {
      // A literal path (same meaning as the bound one below) so the expression index applies.
      where.push(`${valueExpr(key)} IN (${marks})`);
      params.push(...wanted.map((w) => coerce(prop, w)));
      indexHints.filters.push({ property: key, values: wanted.length });
    } else {
      where.push(`json_extract(data, ?) IN (${marks})`);
      params.push(jsonPath(key), ...wanted.map((w) => coerce(prop, w)));
    }
  }

  const needle = (first(query.search) ?? '').trim().toLocaleLowerCase('ru');
  if (needle) {
    const parts = ['instr(id, ?) > 0'];
    params.push(needle);
    for (const path of def.searchPaths) {
      parts.push('instr(kb_fold(json_extract(data, ?)), ?) > 0');
      params.push(jsonPath(path), needle);
    }
    where.push(`(${parts.join(' OR ')})`);
  }

  const sort = first(query.sort);
  const direction = first(query.order)?.toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  // Ties go by rowid in the same direction: a descending list is the ascending one read
  // backwards, so an index on the key is walked backwards with nothing left to sort (an
  // ascending rowid under a descending key made SQLite sort every run of equal keys).
  const tie = `rowid ${direction}`;
  let orderBy = 'rowid ASC';
  const orderParams: unknown[] = [];
  if (sort === 'id' || (sort && sort === def.idProperty)) orderBy = `id ${direction}`;
  else if (sort === 'version') orderBy = `version ${direction}, ${tie}`;
  else if (sort && !sort.includes('.') && def.property(sort) && scalarKind(def.property(sort)!)) {
    // Root scalar: kb_fold leaves numbers and booleans as they are, so only text is folded.
    orderBy = `${sortExpr(sort, scalarKind(def.property(sort)!) === 'text')} ${direction}, ${tie}`;
    indexHints.sort = sort;
  } else if (sort && def.property(sort)) {
    orderBy = `kb_fold(json_extract(data, ?)) ${direction}, ${tie}`;
    orderParams.push(jsonPath(sort));
  }

  const explicitSize = first(query.pageSize);
  // getMany sends only ids: return all of them rather than the first page of 25.
  const fallbackSize =
    ids.length && !explicitSize ? Math.min(Math.max(ids.length, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  return {
    page: toInt(first(query.page), 1, 1, Number.MAX_SAFE_INTEGER),
    pageSize: toInt(explicitSize, fallbackSize, 1, MAX_PAGE_SIZE),
    where,
    params,
    orderBy,
    orderParams,
    indexHints,
  };
}
