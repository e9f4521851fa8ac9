import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import type { SchemaSet } from '../../src/engine/schema';
import { nearest } from '../../src/engine/schema/nearest';
import { visitSchemaFiles } from './visitSchema';

const CYRILLIC = /[а-яё]/i;

/**
 * What `npm run check` says about x-layout beyond its meta-schema: it sits on an object with
 * properties, its groups name those properties (a misspelt one gets the nearest name), each
 * property in exactly one group, under a Russian title (the title is on screen).
 */
export function lintLayouts(set: SchemaSet): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  visitSchemaFiles(
    set,
    (node, pointer, file) => {
      const layout = node['x-layout'];
      if (!layout) return;
      const here = `${pointer}/x-layout`;
      const names = Object.keys(set.resolve(node).properties ?? {});
      if (!names.length) {
        problems.push({
          file,
          path: here,
          message: 'x-layout — для объекта с полями (properties): здесь нечего располагать',
        });
        return;
      }
      if (!layout.groups) return;
      const groupOf = new Map<string, string>();
      layout.groups.forEach((group, g) => {
        if (!CYRILLIC.test(group.title)) {
          problems.push({
            file,
            path: `${here}/groups/${g}/title`,
            message: `название группы "${group.title}" видно на экране: напишите его по-русски`,
          });
        }
        group.fields.forEach((name, i) => {
          const at = `${here}/groups/${g}/fields/${i}`;
          if (!names.includes(name)) {
            const hint = nearest(name, names);
            problems.push({
              file,
              path: at,
              message: `нет поля "${name}" в этом объекте${hint ? `; возможно, вы имели в виду "${hint}"` : ''} (поля: ${names.join(', ')})`,
            });
          } else if (groupOf.has(name)) {
            problems.push({
              file,
              path: at,
              message: `поле "${name}" уже в группе «${groupOf.get(name)}»: у поля одно место`,
            });
          } else {
            groupOf.set(name, group.title);
          }
        });
      });
      const ungrouped = names.filter((n) => !groupOf.has(n));
      if (ungrouped.length === 1) {
        problems.push({
          file,
          path: `${here}/groups`,
          message: `поле "${ungrouped[0]}" не входит ни в одну группу: добавьте его в группу (без группы оно окажется в конце, без заголовка)`,
        });
      } else if (ungrouped.length) {
        problems.push({
          file,
          path: `${here}/groups`,
          message: `поля ${ungrouped.map((n) => `"${n}"`).join(', ')} не входят ни в одну группу: добавьте их в группу (без группы они окажутся в конце, без заголовка)`,
        });
      }
    },
    ['x-layout'],
  );
  return problems;
}
