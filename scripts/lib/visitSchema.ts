import type { JsonSchema } from '../../src/engine/schema/types';

/** Keywords whose values are data, not schemas: never walked into. */
const DATA_KEYWORDS = ['const', 'default', 'examples', 'enum'];

/**
 * Every schema object of a file with its JSON pointer, for the checks of `npm run check`.
 * `alsoSkip`: keywords whose value the caller reads itself (its own keyword's object).
 */
export function visitSchema(node: unknown, pointer: string, fn: (node: JsonSchema, pointer: string) => void, alsoSkip: readonly string[] = []): void {
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
