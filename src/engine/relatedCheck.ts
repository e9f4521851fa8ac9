import type { ResourceDefinition } from './definition/types';
import type { SchemaProblem, ValidatingSchemas } from './schema';
import { relatedOf } from './schema/related';

/**
 * What a developer can get wrong in x-related (related.ts), said at start in `npm run dev`, the
 * tests and `npm run check`: the resource is one of the console's, and the field is a reference of
 * that resource's schema to this one — else the table would list every record, or none.
 */
export function relatedProblems(
  schemas: ValidatingSchemas,
  resources: readonly ResourceDefinition[],
  nameHint?: (name: string, known: string[]) => string,
): SchemaProblem[] {
  const byKey = new Map(resources.map((d) => [d.key, d]));
  const problems: SchemaProblem[] = [];
  for (const def of resources) {
    const schema = schemas.schemas.get(def.schema)!;
    for (const related of relatedOf(schema)) {
      const file = `${def.schema}.schema.json`;
      const at = `/x-related/${related.name}`;
      const child = byKey.get(related.resource);
      if (!child) {
        const hint = nameHint?.(related.resource, [...byKey.keys()]) ?? '';
        problems.push({ file, path: `${at}/resource`, message: `нет ресурса "${related.resource}"${hint}` });
        continue;
      }
      const properties = schemas.resolve(schemas.schemas.get(child.schema)!).properties ?? {};
      const field = properties[related.field];
      if (!field) {
        const hint = nameHint?.(related.field, Object.keys(properties)) ?? '';
        problems.push({
          file,
          path: `${at}/field`,
          message: `"${related.field}" — не поле схемы ${child.schema}${hint}`,
        });
      } else if (schemas.resolve(field)['x-reference'] !== def.key)
        problems.push({
          file,
          path: `${at}/field`,
          message: `поле "${related.field}" схемы ${child.schema} должно ссылаться на "${def.key}" (x-reference)`,
        });
    }
  }
  return problems;
}
