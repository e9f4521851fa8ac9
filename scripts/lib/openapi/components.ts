import type { SchemaRegistry } from '../../../src/engine/schema';

/**
 * The schemas as the document's components: each file under its `$id`, its `$ref`s pointing into
 * the document (`_defs#/$defs/money` → `#/components/schemas/_defs/$defs/money`), so a linter and
 * ajv read them without the files. Our x- keywords stay: OpenAPI 3.1 allows extensions; ajv-errors'
 * `errorMessage` becomes `x-error-message`.
 */
export const componentRef = (id: string, pointer = '') => `#/components/schemas/${id}${pointer}`;

export function componentSchemas(registry: SchemaRegistry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, schema] of registry.schemas) {
    const { $id: _id, $schema: _schema, ...rest } = schema as Record<string, unknown>;
    const component = rewrite(rest, id) as { properties?: Record<string, unknown> };
    // Every record the platform answers carries its version (docs/contract.md: server-owned, +1 per update).
    if (schema['x-endpoint'] && component.properties && !component.properties.version)
      component.properties = { ...component.properties, version: { type: 'integer', minimum: 0, readOnly: true } };
    out[id] = component;
  }
  return out;
}

function rewrite(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, file));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = refOf(value, file);
    // ajv-errors' Russian messages: an extension to OpenAPI, which has no such keyword.
    else if (key === 'errorMessage') out['x-error-message'] = value;
    else if (key === 'properties' || key === '$defs' || key === 'patternProperties')
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, rewrite(v, file)]),
      );
    else out[key] = typeof value === 'object' ? rewrite(value, file) : value;
  }
  return out;
}

function refOf(ref: string, file: string): string {
  const [target, pointer = ''] = ref.split('#');
  return componentRef(target || file, pointer);
}
