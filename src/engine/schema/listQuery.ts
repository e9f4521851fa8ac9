import type { SchemaRegistry } from './registry';
import type { EntitySchema, JsonSchema } from './types';

/**
 * How a collection's list call names its filters on the wire, the same for the console (which
 * sends them), the reference API (which takes them) and the contract document (which lists
 * them): a field's dotted path (`finance.currency`), or the field's `x-query` where the platform
 * names it otherwise (`buyingType` for `strategies.buyingType`); a period field's range is the
 * instants `startTimeISO` / `endTimeISO` with `offsetTime`; `x-list-query` adds what every list
 * read sends, `x-list-params` the options a read may send (no filters).
 */
export const PERIOD_QUERY = ['startTimeISO', 'endTimeISO', 'offsetTime'] as const;

/** Each filterable path of the schema (objects too: a filter may stand for a whole object) with its query name. */
export function queryNamesByPath(registry: SchemaRegistry, schema: EntitySchema): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (node: JsonSchema, prefix: string, depth: number) => {
    const resolved = registry.resolve(node);
    const parts = [resolved, ...(resolved.allOf ?? []).map((s) => registry.resolve(s))];
    for (const part of parts)
      for (const [key, raw] of Object.entries(part.properties ?? {})) {
        const path = `${prefix}${key}`;
        const property = registry.resolve(raw);
        names.set(path, raw['x-query'] ?? property['x-query'] ?? path);
        if (depth < 4 && (property.properties || property.allOf)) walk(property, `${path}.`, depth + 1);
      }
  };
  walk(schema, '', 0);
  return names;
}

/** Every query name the list call may send besides paging, sort, search and ids. */
export function listQueryNames(registry: SchemaRegistry, schema: EntitySchema): string[] {
  const names = new Set(queryNamesByPath(registry, schema).values());
  if (hasPeriod(registry, schema)) for (const name of PERIOD_QUERY) names.add(name);
  for (const name of Object.keys(schema['x-list-query'] ?? {})) names.add(name);
  for (const name of Object.keys(schema['x-list-params'] ?? {})) names.add(name);
  return [...names];
}

function hasPeriod(registry: SchemaRegistry, schema: EntitySchema): boolean {
  return Object.values(schema.properties ?? {}).some((p) => {
    const mode = p['x-filter'] ?? registry.resolve(p)['x-filter'];
    return mode === 'period' || mode === 'dayPeriod';
  });
}

/** The paths whose filter the platform takes under another name: their dotted path is not a parameter. */
export function renamedPaths(registry: SchemaRegistry, schema: EntitySchema): Map<string, string> {
  const renamed = new Map<string, string>();
  for (const [path, name] of queryNamesByPath(registry, schema)) if (name !== path) renamed.set(path, name);
  return renamed;
}
