/**
 * npm run new-resource -- <name> [--from sample.json] [--menu <group>[/<section>]]
 * Writes schemas/<name>.schema.json (a draft inferred from the sample record when given: shared
 * pieces of _defs, references to existing resources, long texts, date ranges) and a short
 * resources/<name>s.ts, then prints the TODO markers left to fill in. The name may be written
 * `geo-zone` or `geoZone`; the files are named in camelCase (docs/architecture.md#naming), the
 * addresses in kebab-case. The menu item goes at the end of the heading --menu names, or of the
 * «Управление» group's own items.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MENU_GROUPS, MENU_SECTIONS, type MenuGroup, type MenuSection } from '../src/engine/definition/types';
import { EMPTY_OBJECT_ID } from '../src/engine/schema/formats';
import { loadResourceFiles } from './lib/checkProject';
import { inferObject, mayHoldIds, todoPointers } from './lib/inferSchema';
import { describeHeadings, menuHeadings, nextOrder } from './lib/menuHeadings';
import { didYouMean } from './lib/nameLint';
import { TODO } from './lib/todoMarker';
import { projectVocabulary } from './lib/projectVocabulary';

const args = process.argv.slice(2);
const option = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const sampleFile = option('--from');
const menuOption = option('--menu');
const name = args.find((a, i) => !a.startsWith('--') && !['--from', '--menu'].includes(args[i - 1]));

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
if (!name || !/^[a-z][a-zA-Z0-9]*(-[a-z0-9]+)*$/.test(name))
  fail(
    'Использование: npm run new-resource -- <имя в единственном числе латиницей: geo-zone или geoZone> [--from sample.json] [--menu <группа>[/<раздел>]]',
  );

/** geo-zone, geoZone → geoZone (files, $id, the resource key); geoZone → geo-zone (addresses). */
const camel = name!.replace(/-([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
const kebab = (text: string) => text.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const plural = (text: string) =>
  text.endsWith('s') ? text : text.endsWith('y') ? `${text.slice(0, -1)}ies` : `${text}s`;
const id = camel;
const key = plural(camel);

const root = process.cwd();
const schemaPath = path.join(root, 'schemas', `${id}.schema.json`);
const resourcePath = path.join(root, 'resources', `${key}.ts`);
for (const file of [schemaPath, resourcePath]) {
  if (fs.existsSync(file)) fail(`${path.relative(root, file)} уже существует: ничего не записано`);
}

// The menu: the heading asked for, or the «Управление» group's own items; the order at its end.
const headings = menuHeadings(await loadResourceFiles(root));
const [groupName, sectionName] = (menuOption ?? 'management').split('/');
const groups = Object.keys(MENU_GROUPS);
const sections = Object.keys(MENU_SECTIONS);
if (!groups.includes(groupName))
  fail(
    `--menu: нет группы меню "${groupName}"${didYouMean(groupName, groups)}. Заголовки: ${describeHeadings(headings)}`,
  );
if (sectionName !== undefined && !sections.includes(sectionName))
  fail(
    `--menu: нет раздела "${sectionName}"${didYouMean(sectionName, sections)}. Заголовки: ${describeHeadings(headings)}`,
  );
const group = groupName as MenuGroup;
const section = sectionName as MenuSection | undefined;
const order = nextOrder(headings, group, section);

const sample = sampleFile ? JSON.parse(fs.readFileSync(sampleFile, 'utf8')) : { id: EMPTY_OBJECT_ID, name: 'Пример' };
// Ids of existing records are looked up only when the sample has values that could be some.
const vocabulary = await projectVocabulary(root, mayHoldIds(sample));
const body = inferObject(sample, vocabulary);
const properties = body.properties as Record<string, Record<string, unknown>>;
const schema = {
  $id: id,
  title: `${TODO}: название сущности по-русски`,
  description: `${TODO}: что это за сущность и откуда она в docs/product.md`,
  type: 'object',
  'x-endpoint': `/v2/${kebab(key)}`,
  'x-permission': `${TODO}`,
  ...(properties.name ? { 'x-label': 'name' } : {}),
  required: Object.keys(properties).filter((k) => k === 'name'),
  ...body,
};
// x-permission must be one of docs/product.md#permissions: left out until a person picks it (the check says so).
delete (schema as Record<string, unknown>)['x-permission'];

// A list shows short values: not objects (a period, limits), lists or long texts.
const shapeOf = (p: Record<string, unknown>) =>
  typeof p.$ref === 'string' ? (vocabulary.defs[p.$ref.split('/').pop()!] ?? p) : p;
const columns = Object.entries(properties)
  .filter(
    ([k, p]) => k !== 'id' && !['object', 'array'].includes(shapeOf(p).type as string) && p['x-kind'] !== 'longText',
  )
  .slice(0, 5)
  .map(([k]) => `'${k}'`);
const resource = `import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: '${id}',
  label: '${TODO}: название списка по-русски (множественное число)',
  path: '${group}/${kebab(key)}',
  menu: { group: '${group}', order: ${order}${section ? `, section: '${section}'` : ''} },
  list: { columns: [${columns.join(', ')}], search: true },
});
`;

fs.writeFileSync(schemaPath, `${JSON.stringify(schema, null, 2)}\n`);
fs.writeFileSync(resourcePath, resource);
const todos = todoPointers(schema);
console.log(`Записано:\n  schemas/${id}.schema.json\n  resources/${key}.ts\n`);
const heading = headings.find((h) => h.group === group && h.section === section);
console.log(
  `Меню: ${heading?.label ?? `«${MENU_GROUPS[group]}»${section ? ` → «${MENU_SECTIONS[section]}»` : ''}`}, order ${order}. Другое место: --menu <группа>[/<раздел>]; заголовки: ${describeHeadings(headings)}\n`,
);
console.log('Заполните (npm run check не пропустит TODO):');
for (const pointer of todos) console.log(`  schemas/${id}.schema.json: ${pointer}`);
console.log(`  resources/${key}.ts: /label`);
console.log('  x-permission: право из docs/product.md#permissions (или уберите, если экран открыт всем)');
console.log(`  resources/${key}.ts необязателен: без него схема даёт ресурс по умолчанию (место в меню — x-console)`);
console.log(`Потом: npm run check && npx vitest run tests/generated -u -t "${key}"`);
