import type { SchemaRegistry } from './registry';
import type { JsonSchema } from './types';

/**
 * Every `default` of the schema on a field the user fills in (server-owned, readOnly ones are
 * the server's to set), nested objects included: what a new record starts with.
 */
export function schemaDefaults(
  registry: Pick<SchemaRegistry, 'get' | 'resolve'>,
  schemaId: string,
): Record<string, unknown> {
  return defaultsOf(registry, registry.get(schemaId), 0) ?? {};
}

/**
 * The record as the platform reads it: a field it lacks reads as its default (a player config
 * stored without its controls shows the timer, as the player does). What the record has, lists
 * included, stays its own; a null is a value the platform does not keep, so it is lacking too.
 */
export function withDefaults(
  defaults: Record<string, unknown>,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...record };
  for (const [key, value] of Object.entries(defaults)) {
    const own = out[key];
    if (own === undefined || own === null) out[key] = structuredClone(value);
    else if (isObject(value) && isObject(own)) out[key] = withDefaults(value, own);
  }
  return out;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function defaultsOf(
  registry: Pick<SchemaRegistry, 'resolve'>,
  raw: JsonSchema,
  depth: number,
): Record<string, unknown> | undefined {
  const schema = registry.resolve(raw);
  const out: Record<string, unknown> = {};
  for (const [key, rawProperty] of Object.entries(schema.properties ?? {})) {
    const property = registry.resolve(rawProperty);
    if (property.readOnly) continue;
    if (property.default !== undefined) out[key] = structuredClone(property.default);
    else if (property.properties && depth < 8) {
      const nested = defaultsOf(registry, property, depth + 1);
      if (nested) out[key] = nested;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/** Where a schema's defaults are: a field's own default, or the defaults inside an object field. */
export type DefaultsTree = Record<string, { value: unknown } | { inside: DefaultsTree }>;

/** The defaults of every field a client writes (readOnly ones are the server's), by where they are. */
export function defaultsTree(registry: Pick<SchemaRegistry, 'get' | 'resolve'>, schemaId: string): DefaultsTree {
  return treeOf(registry, registry.get(schemaId), 0) ?? {};
}

function treeOf(registry: Pick<SchemaRegistry, 'resolve'>, raw: JsonSchema, depth: number): DefaultsTree | undefined {
  const schema = registry.resolve(raw);
  const out: DefaultsTree = {};
  for (const [key, rawProperty] of Object.entries(schema.properties ?? {})) {
    const property = registry.resolve(rawProperty);
    if (property.readOnly) continue;
    if (property.default !== undefined) out[key] = { value: property.default };
    else if (property.properties && depth < 8) {
      const inside = treeOf(registry, property, depth + 1);
      if (inside) out[key] = { inside };
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * A record as the reference API keeps it: a field it lacks (or holds as null) takes its default,
 * in the record and inside the objects it has. An object it does not have stays absent: a
 * default inside it makes no object that would lack its own required fields.
 */
export function withStoredDefaults(tree: DefaultsTree, record: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const [key, place] of Object.entries(tree)) {
    const own = record[key];
    let next: unknown = own;
    if ('value' in place) {
      if (own === undefined || own === null) next = structuredClone(place.value);
    } else if (isObject(own)) next = withStoredDefaults(place.inside, own);
    if (next !== own) (out ??= { ...record })[key] = next;
  }
  return out ?? record;
}
