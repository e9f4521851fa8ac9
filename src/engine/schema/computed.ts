import { computeValue } from '../../domain/computed';
import type { SchemaRegistry } from './registry';
import type { JsonSchema } from './types';

type Data = Record<string, unknown>;

/**
 * A record with its x-computed fields (src/domain/computed.ts) set from their objects' other
 * values, in nested objects and array items too; one whose inputs are incomplete is removed
 * rather than left stale. What a client sent for them is never kept: they are read-only.
 */
export function withComputed(set: SchemaRegistry, schema: JsonSchema, data: Data): Data {
  return walk(set, schema, data, 0) as Data;
}

function walk(set: SchemaRegistry, raw: JsonSchema, value: unknown, depth: number): unknown {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  const schema = set.resolve(raw);
  if (Array.isArray(value))
    return schema.items ? value.map((item) => walk(set, schema.items!, item, depth + 1)) : value;
  const out: Data = { ...(value as Data) };
  const computed: [string, NonNullable<JsonSchema['x-computed']>][] = [];
  for (const [key, rawProperty] of Object.entries(schema.properties ?? {})) {
    const name = set.resolve(rawProperty)['x-computed'];
    if (name) computed.push([key, name]);
    else if (out[key] !== undefined) out[key] = walk(set, rawProperty, out[key], depth + 1);
  }
  for (const [key, name] of computed) {
    const result = computeValue(name, out);
    if (result === undefined) delete out[key];
    else out[key] = result;
  }
  return out;
}
