/**
 * npm run new-resource -- <name> [--from sample.json]
 * Writes schemas/<name>.schema.json (a draft inferred from the sample record when given: shared
 * pieces of _defs, references to existing resources, long texts, date ranges) and a short
 * resources/<name>s.ts, then prints the TODO markers left to fill in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inferObject, mayHoldIds, todoPointers } from './lib/inferSchema';
import { TODO } from './lib/todoMarker';
import { projectVocabulary } from './lib/projectVocabulary';

const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
const fromIndex = args.indexOf('--from');
const sampleFile = fromIndex >= 0 ? args[fromIndex + 1] : undefined;

if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error(
    'Использование: npm run new-resource -- <имя-в-единственном-числе, латиницей, через дефис> [--from sample.json]',
  );
  process.exit(2);
}

const root = process.cwd();
const key = name.endsWith('s') ? name : name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`;
const schemaPath = path.join(root, 'schemas', `${name}.schema.json`);
const resourcePath = path.join(root, 'resources', `${key}.ts`);
for (const file of [schemaPath, resourcePath]) {
  if (fs.existsSync(file)) {
    console.error(`${path.relative(root, file)} уже существует: ничего не записано`);
    process.exit(1);
  }
}

const sample = sampleFile ? JSON.parse(fs.readFileSync(sampleFile, 'utf8')) : { id: '0'.repeat(24), name: 'Пример' };
// Ids of existing records are looked up only when the sample has values that could be some.
const vocabulary = await projectVocabulary(root, mayHoldIds(sample));
const body = inferObject(sample, vocabulary);
const properties = body.properties as Record<string, Record<string, unknown>>;
const schema = {
  $id: name,
  title: `${TODO}: название сущности по-русски`,
  description: `${TODO}: что это за сущность и откуда она в docs/product.md`,
  type: 'object',
  'x-endpoint': `/v2/${key}`,
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
  schema: '${name}',
  label: '${TODO}: название списка по-русски (множественное число)',
  path: 'management/${key}',
  menu: { group: 'management', order: 100 },
  list: { columns: [${columns.join(', ')}], search: true },
});
`;

fs.writeFileSync(schemaPath, `${JSON.stringify(schema, null, 2)}\n`);
fs.writeFileSync(resourcePath, resource);
const todos = todoPointers(schema);
console.log(`Записано:\n  schemas/${name}.schema.json\n  resources/${key}.ts\n`);
console.log('Заполните (npm run check не пропустит TODO):');
for (const pointer of todos) console.log(`  schemas/${name}.schema.json: ${pointer}`);
console.log(`  resources/${key}.ts: /label`);
console.log('  x-permission: право из docs/product.md#permissions (или уберите, если экран открыт всем)');
console.log(`  resources/${key}.ts необязателен: без него схема даёт ресурс по умолчанию (место в меню — x-console)`);
console.log('Потом: npm run check && npx vitest run tests/generated -u');
