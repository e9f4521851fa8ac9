import type { JsonSchema, SchemaSet } from '../../src/engine/schema';

/** Keywords whose values are data, not schemas: never walked into. */
const DATA_KEYWORDS = ['const', 'default', 'examples', 'enum'];

/**
 * Every schema object of a file with its JSON pointer, for the checks of `npm run check`.
 * `alsoSkip`: keywords whose value the caller reads itself (its own keyword's object).
 */
export function visitSchema(
  node: unknown,
  pointer: string,
  fn: (node: JsonSchema, pointer: string) => void,
  alsoSkip: readonly string[] = [],
): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((child, i) => visitSchema(child, `${pointer}/${i}`, fn, alsoSkip));
    return;
  }
  fn(node as JsonSchema, pointer);
  for (const [key, child] of Object.entries(node)) {
    if (DATA_KEYWORDS.includes(key) || alsoSkip.includes(key)) continue;
    visitSchema(child, `${pointer}/${key}`, fn, alsoSkip);
  }
}

/** Every schema object of every schema file, with its file name ("campaign.schema.json") and JSON pointer. */
export function visitSchemaFiles(
  set: SchemaSet,
  fn: (node: JsonSchema, pointer: string, file: string) => void,
  alsoSkip: readonly string[] = [],
): void {
  for (const schema of set.schemas.values()) {
    const file = `${schema.$id}.schema.json`;
    visitSchema(schema, '', (node, pointer) => fn(node, pointer, file), alsoSkip);
  }
}
