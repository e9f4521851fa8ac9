import type { SchemaProblem } from '../../src/engine/schema/checkSchema';
import type { EntitySchema, JsonSchema, SchemaSet } from '../../src/engine/schema';
import { todoPointers } from './inferSchema';
import { didYouMean } from './nameLint';

const CYRILLIC = /[а-яё]/i;
/** Industry acronyms read the same in a Russian interface (CTR, SSP, OM SDK). */
const ACRONYM = /^[A-Z][A-Z0-9]*( [A-Z0-9]+)*$/;
const russianTitle = (title: string | undefined) => !!title && (CYRILLIC.test(title) || ACRONYM.test(title));

/**
 * Rules a schema can break and still be valid JSON Schema: what `npm run check` adds to the
 * engine's start-up checks. Each problem names the file, the JSON path and how to fix it.
 */
export function lintSchemas(set: SchemaSet, resourceKeys: ReadonlySet<string>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const schema of set.schemas.values()) {
    const file = `${schema.$id}.schema.json`;
    for (const pointer of todoPointers(schema)) {
      problems.push({
        file,
        path: pointer,
        message: 'осталась пометка TODO из заготовки: замените её настоящим текстом',
      });
    }
    if (!russianTitle(schema.title) && !schema.title?.includes('TODO')) {
      problems.push({
        file,
        path: '/title',
        message: 'у схемы нет русского title: это название сущности на экранах; добавьте, например "title": "Кампания"',
      });
    }
    if (!schema['x-endpoint']) continue; // shared definitions (_defs) are checked where they are used
    walkProperties(set, schema, '', (pointer, name, prop) => {
      const p = set.resolve(prop);
      if (!russianTitle(p.title) && !p.title?.includes('TODO')) {
        problems.push({
          file,
          path: pointer,
          message: `у поля "${name}" нет русского title${p.title ? ` ("${p.title}")` : ''}: добавьте "title": "…" по-русски`,
        });
      }
      if (p.enum) {
        problems.push({
          file,
          path: `${pointer}/enum`,
          message: 'значения enum без подписей: замените на "oneOf": [{ "const": "…", "title": "…" }]',
        });
      }
      (p.oneOf ?? []).forEach((option, i) => {
        if (option.const !== undefined && !option.title) {
          problems.push({
            file,
            path: `${pointer}/oneOf/${i}`,
            message: `у значения ${JSON.stringify(option.const)} нет подписи: добавьте "title": "…"`,
          });
        }
      });
      const reference = p['x-reference'] ?? (p.items ? set.resolve(p.items)['x-reference'] : undefined);
      if (reference && !resourceKeys.has(reference)) {
        problems.push({
          file,
          path: `${pointer}/x-reference`,
          message: `ресурса "${reference}" нет в resources/${didYouMean(reference, [...resourceKeys])}. Укажите один из ${[...resourceKeys].join(', ')} или создайте resources/${reference}.ts`,
        });
      }
    });
  }
  return problems;
}

/** Calls `visit` for every property shown to users: nested objects and array items included. */
function walkProperties(
  set: SchemaSet,
  schema: JsonSchema | EntitySchema,
  pointer: string,
  visit: (pointer: string, name: string, prop: JsonSchema) => void,
): void {
  const s = set.resolve(schema);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const here = `${pointer}/properties/${name}`;
    visit(here, name, prop);
    const p = set.resolve(prop);
    if (p.properties) walkProperties(set, p, here, visit);
    const items = p.items ? set.resolve(p.items) : undefined;
    if (items?.properties) walkProperties(set, items, `${here}/items`, visit);
  }
}
