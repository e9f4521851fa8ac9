import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import { nearest } from '../../src/engine/schema/nearest';
import { operationsOf, type JsonSchema, type SchemaSet, type StateValue } from '../../src/engine/schema';

/** The names of a schema's fields, dotted (`statusData.moderationStatus`). */
function fieldPaths(set: SchemaSet, schema: JsonSchema, prefix = ''): string[] {
  return Object.entries(set.resolve(schema).properties ?? {}).flatMap(([name, sub]) => {
    const path = `${prefix}${name}`;
    return [path, ...fieldPaths(set, sub, `${path}.`)];
  });
}

function fieldAt(set: SchemaSet, schema: JsonSchema, field: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of field.split('.')) node = node && set.resolve(node).properties?.[key];
  return node && set.resolve(node);
}

const hint = (guess: string | null) => (guess ? `; возможно, вы имели в виду "${guess}"` : '');

/**
 * What `npm run check` says about x-operations beyond its meta-schema (which names a misspelt
 * kind): a transition names a field of its records' schema and the field's states, each with the
 * nearest right one when it does not, and so do the fields it matches records by (`match`); it
 * needs `field` and `transitions`.
 */
export function lintOperations(set: SchemaSet): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const schema of set.schemas.values()) {
    const file = `${schema.$id}.schema.json`;
    for (const operation of operationsOf(schema)) {
      if (operation.kind !== 'transition') continue;
      const at = `/x-operations/${operation.name}`;
      if (!operation.field || !operation.transitions) {
        problems.push({
          file,
          path: at,
          message: 'переходу нужны field (поле состояния) и transitions (куда и откуда)',
        });
        continue;
      }
      const records = operation.records ? set.schemas.get(operation.records) : schema;
      if (!records) {
        problems.push({
          file,
          path: `${at}/records`,
          message: `нет схемы "${operation.records}"${hint(nearest(operation.records!, [...set.schemas.keys()]))}`,
        });
        continue;
      }
      const field = fieldAt(set, records, operation.field);
      if (!field) {
        problems.push({
          file,
          path: `${at}/field`,
          message: `в схеме ${records.$id} нет поля "${operation.field}"${hint(nearest(operation.field, fieldPaths(set, records)))}`,
        });
        continue;
      }
      (operation.match ?? []).forEach((name, i) => {
        if (fieldAt(set, records, name)) return;
        problems.push({
          file,
          path: `${at}/match/${i}`,
          message: `в схеме ${records.$id} нет поля "${name}"${hint(nearest(name, fieldPaths(set, records)))}`,
        });
      });
      if (operation.viewField && !fieldAt(set, schema, operation.viewField)) {
        problems.push({
          file,
          path: `${at}/viewField`,
          message: `в схеме ${schema.$id} нет поля "${operation.viewField}"${hint(nearest(operation.viewField, fieldPaths(set, schema)))}`,
        });
      }
      const known: StateValue[] = field.oneOf?.length
        ? field.oneOf.map((o) => o.const as StateValue)
        : field.type === 'boolean'
          ? [true, false]
          : [];
      if (!known.length) continue;
      operation.transitions.forEach((transition, i) => {
        const states: [string, StateValue][] = [
          [`${at}/transitions/${i}/to`, transition.to],
          ...transition.from.map((s, j): [string, StateValue] => [`${at}/transitions/${i}/from/${j}`, s]),
        ];
        for (const [path, state] of states) {
          if (known.includes(state)) continue;
          const guess = typeof state === 'string' ? nearest(state, known.map(String)) : null;
          problems.push({
            file,
            path,
            message: `у поля "${operation.field}" нет состояния ${JSON.stringify(state)}${hint(guess)}; есть: ${known.map((k) => JSON.stringify(k)).join(', ')}`,
          });
        }
      });
    }
  }
  return problems;
}
