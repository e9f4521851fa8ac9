import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import type { JsonSchema, SchemaSet } from '../../src/engine/schema';
import { nearest } from '../../src/engine/schema/nearest';

/** «; возможно, вы имели в виду "name"» when a name is one typo away from a right one. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const hint = nearest(name, candidates);
  return hint ? `; возможно, вы имели в виду "${hint}"` : '';
}

/**
 * Keywords that name a field of the schema itself: `x-label` and `x-id` a root field,
 * `required` fields of its object. A misspelt one is no error to JSON Schema (a required field
 * that does not exist fails every record instead), so the check names it with the nearest field.
 */
export function lintFieldNames(set: SchemaSet): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const schema of set.schemas.values()) {
    const file = `${schema.$id}.schema.json`;
    const root = Object.keys(set.resolve(schema).properties ?? {});
    for (const keyword of ['x-label', 'x-id'] as const) {
      const name = schema[keyword];
      if (typeof name === 'string' && !root.includes(name)) {
        problems.push({
          file,
          path: `/${keyword}`,
          message: `нет поля "${name}" в properties${didYouMean(name, root)}`,
        });
      }
    }
    visitObjects(schema, '', (node, pointer) => {
      const fields = Object.keys(node.properties ?? {});
      (node.required ?? []).forEach((name, i) => {
        if (!fields.includes(name)) {
          problems.push({
            file,
            path: `${pointer}/required/${i}`,
            message: `обязательное поле "${name}" не описано в properties рядом${didYouMean(name, fields)}`,
          });
        }
      });
    });
  }
  return problems;
}

/** Every object schema of a file that lists its own properties (one combined by allOf/$ref is left to ajv). */
function visitObjects(node: unknown, pointer: string, fn: (node: JsonSchema, pointer: string) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((child, i) => visitObjects(child, `${pointer}/${i}`, fn));
    return;
  }
  const schema = node as JsonSchema;
  if (schema.properties && schema.required) fn(schema, pointer);
  for (const [key, child] of Object.entries(node)) {
    if (key === 'const' || key === 'default' || key === 'examples' || key === 'enum' || key === 'required') continue;
    visitObjects(child, `${pointer}/${key}`, fn);
  }
}
