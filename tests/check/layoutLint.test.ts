// @vitest-environment node
// `npm run check` on x-layout: a group that names no field, a field in two groups or in none,
// a title in English, a layout with nothing to lay out, each named with a fix.
import { expect, it } from 'vitest';
import { lintLayouts } from '../../scripts/lib/layoutLint';
import { checkSchema } from '../../src/engine/schema/checkSchema';
import { createSchemaSet } from '../../src/engine/schema/schemaSet';

const probe = {
  $id: 'probe',
  title: 'Проба',
  type: 'object',
  'x-endpoint': '/v2/probes',
  properties: {
    limits: {
      type: 'object',
      title: 'Лимиты',
      'x-layout': {
        columns: 2,
        groups: [
          { title: 'Бюджет', fields: ['budgetTotal', 'budgtDaily'] },
          { title: 'Impressions', fields: ['impressions', 'budgetTotal'] },
        ],
      },
      properties: {
        budgetTotal: { type: 'number', title: 'Общий бюджет' },
        budgetDaily: { type: 'number', title: 'Дневной бюджет' },
        impressions: { type: 'integer', title: 'Показы' },
        clicks: { type: 'integer', title: 'Клики' },
      },
    },
    name: { type: 'string', title: 'Название', 'x-layout': { columns: 2 } },
    period: { $ref: '_defs#/$defs/period', 'x-layout': { groups: [{ title: 'Даты', fields: ['start', 'end'] }] } },
  },
};
const defs = {
  $id: '_defs',
  title: 'Общие определения',
  $defs: {
    period: {
      type: 'object',
      title: 'Период',
      properties: {
        start: { type: 'string', format: 'date', title: 'Начало' },
        end: { type: 'string', format: 'date', title: 'Окончание' },
      },
    },
  },
};

it('names every group field that is not the object’s, twice placed or left out, with the nearest name', () => {
  const problems = lintLayouts(createSchemaSet({ 'probe.schema.json': probe, '_defs.schema.json': defs })).map(
    (p) => `${p.path}: ${p.message}`,
  );
  expect(problems).toEqual([
    '/properties/limits/x-layout/groups/0/fields/1: нет поля "budgtDaily" в этом объекте; возможно, вы имели в виду "budgetDaily" (поля: budgetTotal, budgetDaily, impressions, clicks)',
    '/properties/limits/x-layout/groups/1/title: название группы "Impressions" видно на экране: напишите его по-русски',
    '/properties/limits/x-layout/groups/1/fields/1: поле "budgetTotal" уже в группе «Бюджет»: у поля одно место',
    '/properties/limits/x-layout/groups: поля "budgetDaily", "clicks" не входят ни в одну группу: добавьте их в группу (без группы они окажутся в конце, без заголовка)',
    '/properties/name/x-layout: x-layout — для объекта с полями (properties): здесь нечего располагать',
  ]);
});

it('refuses a layout of the wrong shape with its place in the file, in Russian', () => {
  const problems = (layout: unknown) =>
    checkSchema('probe.schema.json', { type: 'object', properties: { a: { type: 'string' } }, 'x-layout': layout }).map(
      (p) => `${p.path}: ${p.message}`,
    );
  expect(problems({ columns: 7 })).toEqual(['/x-layout: недопустимое значение x-layout: columns: должно быть <= 4']);
  expect(problems({ group: [] })).toEqual([
    '/x-layout: у x-layout нет свойства "group"; возможно, вы имели в виду "groups". Допустимые: columns, groups',
  ]);
});
