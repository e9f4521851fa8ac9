import {
  accessRuleOf,
  type AccessRule,
  type CabinetType,
  type EntitySchema,
  type JsonSchema,
  type Permission,
  type SchemaSet,
} from '../src/engine/schema';
import { defaultsTree, type DefaultsTree } from '../src/engine/schema/defaults';
import { listQueryNames, renamedPaths } from '../src/engine/schema/listQuery';

/**
 * What the generic CRUD needs to know about one schema, read once at start-up. Everything here
 * comes from standard keywords or our x- keywords: nothing is known about particular entities.
 */
export interface ResourceDef extends AccessRule {
  /** Schema `$id`; also the `resource` column of stored records. */
  schemaId: string;
  schema: EntitySchema;
  /** x-endpoint, e.g. "/v2/accounts". */
  endpoint: string;
  /** x-permission as a list (every one of them, or any one with anyOf) and x-cabinet: src/engine/schema/access.ts. */
  permissions: Permission[];
  anyPermission: boolean;
  cabinetTypes: CabinetType[];
  /** x-id: the property that is the identifier when it is not `id` (client-chosen, e.g. sysname). */
  idProperty: string | null;
  /** x-shared: the platform's records every cabinet may name (references and names skip reach). */
  shared: boolean;
  /** Root properties the server keeps as they were on create (x-createOnly). */
  createOnly: string[];
  /** The root reference whose record decides the owner of a new record (x-owner), if any. */
  ownerField: string | null;
  /** Whether the schema declares createdAt / updatedAt (filled by the server). */
  timestamps: { createdAt: boolean; updatedAt: boolean };
  /** JSON paths ("a.b") of string properties: what `search` looks through. */
  searchPaths: string[];
  /** Resolves a dotted property path to its schema, or null when the schema has no such property. */
  property(path: string): JsonSchema | null;
  /**
   * The list's filters the platform names otherwise than by the field's path (x-query,
   * src/engine/schema/listQuery.ts): query name → path, and path → query name (that path is no parameter).
   */
  queryPaths: Map<string, string>;
  renamedPaths: Map<string, string>;
  /**
   * Every parameter the list call takes besides paging, sort, search and ids: the filters by their
   * query names, a period's bounds, x-list-query and x-list-params (src/engine/schema/listQuery.ts).
   */
  listParams: ReadonlySet<string>;
  /** Removes writeOnly properties (nested too) from a record about to be returned. */
  hideWriteOnly(record: Record<string, unknown>): Record<string, unknown>;
  /** Whether the schema has a writeOnly property anywhere (if not, stored JSON can be sent as it is). */
  hasWriteOnly: boolean;
  /** The schema's defaults of client-written fields: a record is stored with them (rules/storedDefaults.ts). */
  defaults: DefaultsTree;
}

export function resourceDefs(set: SchemaSet): ResourceDef[] {
  const defs = [...set.schemas.values()]
    .filter((schema) => typeof schema['x-endpoint'] === 'string')
    .map((schema) => describe(set, schema));
  return defs;
}

/**
 * The schema an x-reference (a resource key such as "agencies") points to: the one whose
 * x-endpoint ends with the key, or whose $id is the key (plural or not).
 */
export function findReferenced(defs: Iterable<ResourceDef>, key: string): ResourceDef | undefined {
  return [...defs].find((d) => d.endpoint.split('/').pop() === key || d.schemaId === key || `${d.schemaId}s` === key);
}

function describe(set: SchemaSet, schema: EntitySchema): ResourceDef {
  const root = set.resolve(schema);
  const props = root.properties ?? {};
  // Walking every record for writeOnly fields is the cost of a list page; most schemas have none.
  const hasWriteOnly = anyWriteOnly(set, root, new Set());
  const property = (path: string): JsonSchema | null => {
    let node: JsonSchema | undefined = root;
    for (const part of path.split('.')) {
      const resolved: JsonSchema = set.resolve(node!);
      const inner: JsonSchema = resolved.type === 'array' && resolved.items ? set.resolve(resolved.items) : resolved;
      // Own keys only: "constructor" or "__proto__" in a query string are not properties.
      node = inner.properties && Object.hasOwn(inner.properties, part) ? inner.properties[part] : undefined;
      if (!node) return null;
    }
    return set.resolve(node!);
  };
  const renamed = renamedPaths(set, schema);
  return {
    schemaId: schema.$id,
    schema,
    endpoint: schema['x-endpoint']!.replace(/\/+$/, ''),
    ...accessRuleOf(schema),
    idProperty: schema['x-id'] ?? null,
    shared: schema['x-shared'] === true,
    createOnly: Object.keys(props).filter((k) => set.resolve(props[k])['x-createOnly'] === true),
    ownerField: ownerFieldOf(schema.$id, props, set),
    ...requireModeratedFields(schema, props),
    timestamps: { createdAt: 'createdAt' in props, updatedAt: 'updatedAt' in props },
    searchPaths: stringPaths(set, root),
    property,
    queryPaths: new Map([...renamed].map(([path, name]) => [name, path])),
    renamedPaths: renamed,
    listParams: new Set(listQueryNames(set, schema)),
    hideWriteOnly: (record) =>
      hasWriteOnly ? (withoutWriteOnly(set, root, record) as Record<string, unknown>) : record,
    hasWriteOnly,
    defaults: defaultsTree(set, schema.$id),
  };
}

/** Dotted paths of plain string properties (no enums: their codes are not what people type). */
function stringPaths(set: SchemaSet, schema: JsonSchema, prefix = '', depth = 0): string[] {
  const out: string[] = [];
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    const prop = set.resolve(raw);
    if (prop.writeOnly) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (prop.type === 'string' && !prop.enum && !prop.oneOf) out.push(path);
    else if (prop.type === 'object' && depth < 3) out.push(...stringPaths(set, prop, path, depth + 1));
  }
  return out;
}

function withoutWriteOnly(set: SchemaSet, schema: JsonSchema, value: unknown): unknown {
  const s = set.resolve(schema);
  if (Array.isArray(value)) return s.items ? value.map((v) => withoutWriteOnly(set, s.items!, v)) : value;
  if (!value || typeof value !== 'object' || !s.properties) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const prop = s.properties[key];
    if (prop && set.resolve(prop).writeOnly) continue;
    out[key] = prop ? withoutWriteOnly(set, prop, v) : v;
  }
  return out;
}

/** Whether any property below `schema` is writeOnly (items, nested objects, combinators). */
function anyWriteOnly(set: SchemaSet, schema: JsonSchema, seen: Set<JsonSchema>): boolean {
  const s = set.resolve(schema);
  if (seen.has(s)) return false; // recursive $refs: already being looked at
  seen.add(s);
  if (s.writeOnly) return true;
  const children = [
    ...Object.values(s.properties ?? {}),
    ...(s.items ? [s.items] : []),
    ...(s.oneOf ?? []),
    ...(s.anyOf ?? []),
    ...(s.allOf ?? []),
    ...(typeof s.additionalProperties === 'object' ? [s.additionalProperties] : []),
  ];
  return children.some((c) => anyWriteOnly(set, c, seen));
}

/**
 * The x-owner field of a schema. It must be a create-only reference: an owner that followed a
 * changed reference would leave the record's statistics and history with the old one.
 */
function ownerFieldOf(schemaId: string, props: Record<string, JsonSchema>, set: SchemaSet): string | null {
  const fields = Object.keys(props).filter((k) => set.resolve(props[k])['x-owner'] === true);
  if (fields.length > 1) throw new Error(`${schemaId}: x-owner on more than one field (${fields.join(', ')})`);
  const [field] = fields;
  if (!field) return null;
  const prop = set.resolve(props[field]);
  if (typeof prop['x-reference'] !== 'string' || prop['x-createOnly'] !== true)
    throw new Error(`${schemaId}/${field}: x-owner needs x-reference and x-createOnly beside it`);
  return field;
}

/** x-moderation names root properties: a misspelt one would never send a change back to moderation. */
function requireModeratedFields(schema: EntitySchema, props: Record<string, JsonSchema>): object {
  const moderation = schema['x-moderation'];
  for (const field of moderation ? [moderation.status, ...moderation.fields] : [])
    if (!Object.hasOwn(props, field)) throw new Error(`${schema.$id}: x-moderation names no property «${field}»`);
  return {};
}

/** An x-calls path as a Fastify route: /rule/{id} → /rule/:id. */
export const routeOf = (path: string) => path.replace('{id}', ':id');
