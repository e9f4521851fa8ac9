import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import { COMPARE_KEYWORDS, comparedField } from '../../src/engine/schema/compare';
import type { JsonSchema, SchemaSet } from '../../src/engine/schema';
import { nearest } from '../../src/engine/schema/nearest';
import { visitSchema } from './visitSchema';

/**
 * What `npm run check` says about the declarable rules beyond their meta-schemas: a comparison
 * must name a sibling field of a comparable kind, a uniqueness rule must sit on a plain field of
 * the record itself. A misspelt name gets the nearest one as a suggestion.
 */
export function lintRules(set: SchemaSet): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const schema of set.schemas.values()) {
    const file = `${schema.$id}.schema.json`;
    visitSchema(schema, '', (node, pointer) => {
      const siblings = node.properties ?? {};
      for (const [name, raw] of Object.entries(siblings)) {
        const here = `${pointer}/properties/${name}`;
        const property = set.resolve(raw);
        for (const keyword of COMPARE_KEYWORDS) {
          const other = comparedField(raw[keyword] ?? property[keyword])?.field;
          if (other === undefined) continue;
          if (!Object.hasOwn(siblings, other)) {
            const names = Object.keys(siblings).filter((n) => n !== name);
            const hint = nearest(other, names);
            problems.push({
              file,
              path: `${here}/${keyword}`,
              message: `нет поля "${other}" рядом с "${name}"${hint ? `; возможно, вы имели в виду "${hint}"` : ''} (сравнивать можно с полями того же объекта: ${names.join(', ')})`,
            });
            continue;
          }
          const [mine, theirs] = [kindOf(property), kindOf(set.resolve(siblings[other]))];
          if (!mine || mine !== theirs) {
            problems.push({
              file,
              path: `${here}/${keyword}`,
              message: `"${name}" и "${other}" нельзя сравнить: ${keyword} сравнивает два числа или две даты`,
            });
          }
        }
      }
      if (node['x-unique'] !== undefined && !(pointer.match(/^\/properties\/[^/]+$/) && schema['x-endpoint'])) {
        problems.push({
          file,
          path: `${pointer}/x-unique`,
          message: 'x-unique ставится на поле самой записи (properties схемы с x-endpoint), не на вложенное',
        });
      }
      if (node['x-unique'] !== undefined && pointer === `/properties/${schema['x-id']}`) {
        problems.push({ file, path: `${pointer}/x-unique`, message: 'x-id и так уникален: x-unique здесь не нужен' });
      }
      if (node['x-unique'] !== undefined) {
        const type = set.resolve(node).type;
        if (type !== 'string' && type !== 'integer' && type !== 'number') {
          problems.push({ file, path: `${pointer}/x-unique`, message: 'x-unique — для текста или числа' });
        }
      }
    });
  }
  return problems;
}

function kindOf(schema: JsonSchema): 'number' | 'date' | null {
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'string' && (schema.format === 'date' || schema.format === 'date-time')) return 'date';
  return null;
}
