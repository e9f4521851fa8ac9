import type { ResourceDefinition } from './definition/types';
import type { SchemaProblem, ValidatingSchemas } from './schema';
import { operationsOf } from './schema/operations';
import { relatedOf, type RelatedRecords } from './schema/related';

/**
 * What a developer can get wrong in x-related (related.ts), said at start in `npm run dev`, the
 * tests and `npm run check`: the resource is one of the console's, and the field is a reference of
 * that resource's schema to this one — else the table would list every record, or none. Its row
 * and table operations are transitions of that schema (a table's one matching records by the
 * field), with the words in that resource's `transitions.texts`, and its switch filters by fields of
 * that schema.
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
      problems.push(...operationProblems(schemas, related, child, file, at, nameHint));
      Object.keys(related.toggle?.filter ?? {}).forEach((name) => {
        if (properties[name]) return;
        const hint = nameHint?.(name, Object.keys(properties)) ?? '';
        problems.push({
          file,
          path: `${at}/toggle/filter/${name}`,
          message: `"${name}" — не поле схемы ${child.schema}${hint}`,
        });
      });
    }
  }
  return problems;
}

/** The row and table operations name transitions of the listed resource's schema that fit their place. */
function operationProblems(
  schemas: ValidatingSchemas,
  related: RelatedRecords,
  child: ResourceDefinition,
  file: string,
  at: string,
  nameHint?: (name: string, known: string[]) => string,
): SchemaProblem[] {
  const transitions = operationsOf(schemas.schemas.get(child.schema)!).filter((o) => o.kind === 'transition');
  const problems: SchemaProblem[] = [];
  const places = [
    ['rowOperations', related.rowOperations ?? []],
    ['operations', related.operations ?? []],
  ] as const;
  for (const [place, names] of places) {
    names.forEach((name, i) => {
      const path = `${at}/${place}/${i}`;
      const operation = transitions.find((o) => o.name === name);
      if (!operation) {
        const hint =
          nameHint?.(
            name,
            transitions.map((o) => o.name),
          ) ?? '';
        problems.push({ file, path, message: `у схемы ${child.schema} нет перехода "${name}" (x-operations)${hint}` });
        return;
      }
      if (place === 'operations' && !operation.match?.includes(related.field))
        problems.push({
          file,
          path,
          message: `переход "${name}" схемы ${child.schema} должен отбирать записи по полю "${related.field}" (match)`,
        });
      if (place === 'rowOperations' && (operation.match || operation.ids))
        problems.push({
          file,
          path,
          message: `переход "${name}" схемы ${child.schema} должен называть одну запись (id или {id} в пути)`,
        });
      if (!child.transitions?.texts)
        problems.push({
          file,
          path,
          message: `у resources/${child.key}.ts нет transitions.texts: где слова кнопки перехода "${name}"`,
        });
    });
  }
  return problems;
}
