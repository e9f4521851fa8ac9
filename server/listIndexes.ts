import type { JsonSchema } from '../src/engine/schema';
import type { Db } from './db';
import type { ResourceDef } from './resourceDefs';

/**
 * Expression indexes over the generic `records` table, derived from the schemas: every root
 * scalar property of every x-endpoint schema may get a partial index (WHERE resource =
 * '<schema>') on the very SQL expressions listQuery.ts writes for it, so a filter counts from
 * the index without parsing JSON and a sorted page walks the index instead of sorting every
 * record. Nothing here names an entity.
 *
 * Indexes are made on first use, not for every property up front: each index on the shared
 * table costs every INSERT/UPDATE of every resource (measured: ~500 of them made one insert
 * take ~2 ms instead of 0.05 ms), and only the properties the console lists by need one.
 */

/** SQL text literal (schema ids and property names end up inlined: the planner needs literals). */
export const sqlText = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** The JSON path of a root property, as listQuery.ts writes it ($."name"). */
const rootPath = (property: string): string => `$."${property.replace(/"/g, '')}"`;

/** `json_extract(data, '$."status"')`: what a filter on a root property compares. */
export const valueExpr = (property: string): string => `json_extract(data, ${sqlText(rootPath(property))})`;

/**
 * What a sort on a root property orders by: case-folded text (Russian names sort as people
 * expect). Numbers and booleans are left as they are by kb_fold, so they order by the filter
 * expression itself and share its index.
 */
export function sortExpr(property: string, folded: boolean): string {
  return folded ? `kb_fold(${valueExpr(property)})` : valueExpr(property);
}

/** One indexed root property of a schema. */
export interface IndexedField {
  property: string;
  /** Text values: sorted case-folded, so a second index on the folded expression. */
  folded: boolean;
  /** Index names: filters/counts, and sorting (the same one when not folded). */
  filterIndex: string;
  sortIndex: string;
}

/** Which schemas have which indexed properties: what the store may force with INDEXED BY. */
export type IndexPlan = ReadonlyMap<string, ReadonlyMap<string, IndexedField>>;

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/** Whether a property holds one scalar (plain, enum or oneOf of consts): filterable and sortable. */
export function scalarKind(prop: JsonSchema): 'text' | 'other' | null {
  if (prop.writeOnly) return null;
  const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
  if (type && !SCALARS.has(type)) return null;
  const consts = prop.oneOf?.map((o) => o.const) ?? prop.enum;
  if (!type && !consts?.length) return null;
  if (type === 'string') return 'text';
  if (!type && consts!.some((c) => typeof c === 'string')) return 'text';
  return 'other';
}

/** SQLite identifiers from schema names: [A-Za-z0-9_] only, prefixed (kbf_/kbs_/kbp_/kbv_) so stale ones can be found. */
const ident = (kind: 'f' | 's' | 'p' | 'v', schemaId: string, property: string): string =>
  `kb${kind}_${schemaId}_${property}`.replace(/[^A-Za-z0-9_]/g, '_');

/** The index of a sort with a filter: the sort key, then the filtered value. */
export const pairIndexName = (schemaId: string, sort: IndexedField, filter: IndexedField): string =>
  ident('p', schemaId, `${sort.property}__${filter.property}`);

/**
 * CREATE INDEX for a sort key followed by a filtered value: walking it in sort order, SQLite
 * checks the filter from the index entry and reads only the records of the page (no JSON parsed
 * per skipped record). Made for the (sort, filter) pairs lists actually ask for.
 */
export function createPairIndexSql(schemaId: string, sort: IndexedField, filter: IndexedField): string {
  return `CREATE INDEX IF NOT EXISTS ${pairIndexName(schemaId, sort, filter)} ON records (${sortExpr(sort.property, sort.folded)}, ${valueExpr(filter.property)}) WHERE resource = ${sqlText(schemaId)}`;
}

/** The index of one filtered value with a sort: the filtered value, then the sort key. */
export const valueSortIndexName = (schemaId: string, filter: IndexedField, sort: IndexedField): string =>
  ident('v', schemaId, `${filter.property}__${sort.property}`);

/**
 * CREATE INDEX for a filtered value followed by a sort key: `status=X&sort=name` is then one
 * range of the index, already in (key, rowid) order, so a page reads exactly its own entries
 * (offset + page size of them) whatever the share of records with that value. For several
 * values SQLite walks one such range per value and stops each once the page is decided.
 */
export function createValueSortIndexSql(schemaId: string, filter: IndexedField, sort: IndexedField): string {
  return `CREATE INDEX IF NOT EXISTS ${valueSortIndexName(schemaId, filter, sort)} ON records (${valueExpr(filter.property)}, ${sortExpr(sort.property, sort.folded)}) WHERE resource = ${sqlText(schemaId)}`;
}

/** The indexed properties of one resource: its root scalars, except the id (it has its own column). */
function indexedFields(def: ResourceDef, resolve: (s: JsonSchema) => JsonSchema): IndexedField[] {
  const root = resolve(def.schema);
  const out: IndexedField[] = [];
  for (const [property, raw] of Object.entries(root.properties ?? {})) {
    if (property === 'id' || property === def.idProperty) continue;
    const kind = scalarKind(resolve(raw));
    if (!kind) continue;
    const filterIndex = ident('f', def.schemaId, property);
    out.push({
      property,
      folded: kind === 'text',
      filterIndex,
      sortIndex: kind === 'text' ? ident('s', def.schemaId, property) : filterIndex,
    });
  }
  return out;
}

/** The indexes listed by schema: candidates only, each made the first time a list needs it. */
export function listIndexPlan(defs: Iterable<ResourceDef>, resolve: (s: JsonSchema) => JsonSchema): IndexPlan {
  return new Map(
    [...defs].map((def) => [def.schemaId, new Map(indexedFields(def, resolve).map((f) => [f.property, f]))]),
  );
}

/**
 * CREATE INDEX for one of a field's indexes. The filter index ends with cabinet_id so a
 * cabinet's scope is counted from the index too (COUNT never reads a record); the sort index is
 * the key alone, so (key, rowid) is exactly the ORDER BY and nothing is left to sort.
 */
export function createIndexSql(schemaId: string, field: IndexedField, kind: 'filter' | 'sort'): string {
  const where = `WHERE resource = ${sqlText(schemaId)}`;
  return kind === 'filter' || !field.folded
    ? `CREATE INDEX IF NOT EXISTS ${field.filterIndex} ON records (${valueExpr(field.property)}, cabinet_id) ${where}`
    : `CREATE INDEX IF NOT EXISTS ${field.sortIndex} ON records (${sortExpr(field.property, true)}) ${where}`;
}

/** Names of the kbf_/kbs_/kbp_/kbv_ indexes that exist. */
export function existingListIndexes(db: Db): Set<string> {
  const prefixes = ['kbf', 'kbs', 'kbp', 'kbv'].map((p) => `name LIKE '${p}\\_%' ESCAPE '\\'`).join(' OR ');
  return new Set(
    db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'records' AND (${prefixes})`)
      .pluck()
      .all() as string[],
  );
}

/** Drops list indexes no schema asks for any more (a property renamed or removed). */
export function dropStaleListIndexes(db: Db, plan: IndexPlan): void {
  const wanted = new Set(
    [...plan].flatMap(([schemaId, fields]) =>
      [...fields.values()].flatMap((f) => [
        f.filterIndex,
        f.sortIndex,
        ...[...fields.values()].flatMap((g) => [pairIndexName(schemaId, f, g), valueSortIndexName(schemaId, f, g)]),
      ]),
    ),
  );
  for (const name of existingListIndexes(db)) if (!wanted.has(name)) db.exec(`DROP INDEX ${name}`);
}
