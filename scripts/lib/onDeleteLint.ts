import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import type { JsonSchema, SchemaSet } from '../../src/engine/schema';
import { visitSchema } from './visitSchema';

const CHOICES =
  '"refuse" — не удалять ту запись, пока эта её называет; "unlink" — убрать ссылку; "cascade" — удалить и эту запись; "keep" — оставить ссылку как историю';

/**
 * What `npm run check` says about x-on-delete: every reference of a schema of records
 * (x-endpoint) says what deleting the named record does to the record naming it, the keyword
 * sits beside an x-reference, and "unlink" never leaves a record without a field it requires.
 */
export function lintOnDelete(set: SchemaSet): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const schema of set.schemas.values()) {
    const file = `${schema.$id}.schema.json`;
    const stored = typeof schema['x-endpoint'] === 'string';
    visitSchema(schema, '', (node, pointer) => {
      const onDelete = node['x-on-delete'];
      if (onDelete !== undefined && node['x-reference'] === undefined)
        problems.push({
          file,
          path: `${pointer}/x-on-delete`,
          message: 'x-on-delete — рядом с x-reference: он говорит, что удаление названной записи делает с этой',
        });
      if (stored && node['x-reference'] !== undefined && onDelete === undefined)
        problems.push({
          file,
          path: `${pointer}/x-reference`,
          message: `скажите x-on-delete — что удаление названной записи делает с этой: ${CHOICES}`,
        });
      for (const [name, raw] of Object.entries(node.properties ?? {})) {
        if (unlinks(set, raw) && (node.required?.includes(name) || (set.resolve(raw).minItems ?? 0) > 0))
          problems.push({
            file,
            path: `${pointer}/properties/${name}`,
            message: `"unlink" оставил бы запись без обязательного поля "${name}": выберите "refuse" или "cascade"`,
          });
      }
    });
  }
  return problems;
}

/** Whether deleting a named record takes the field's value (or a list's item) away. */
function unlinks(set: SchemaSet, raw: JsonSchema): boolean {
  const items = set.resolve(raw).items;
  return raw['x-on-delete'] === 'unlink' || (!!items && typeof items === 'object' && items['x-on-delete'] === 'unlink');
}
