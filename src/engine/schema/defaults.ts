import type { SchemaRegistry } from './registry';
import type { JsonSchema } from './types';

/**
 * What a create form starts with: every `default` of the schema on a field the user fills in
 * (server-owned, readOnly ones are the server's to set), nested objects included. The form's
 * own record (a copy) is laid over it by react-admin.
 */
export function createDefaults(
  registry: Pick<SchemaRegistry, 'get' | 'resolve'>,
  schemaId: string,
): Record<string, unknown> {
  return defaultsOf(registry, registry.get(schemaId), 0) ?? {};
}

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
