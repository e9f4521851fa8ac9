// @vitest-environment node
// `npm run check` on the declarable rules: a misspelt or misplaced rule is named with a fix.
import { expect, it } from 'vitest';
import { lintRules } from '../../scripts/lib/ruleLint';
import { createSchemaSet } from '../../src/engine/schema/schemaSet';

const probe = createSchemaSet({
  'probe.schema.json': {
    $id: 'probe',
    title: 'Проба',
    type: 'object',
    'x-endpoint': '/v2/probes',
    'x-id': 'code',
    properties: {
      code: { type: 'string', title: 'Код', 'x-unique': true },
      name: { type: 'string', title: 'Название', 'x-unique': true },
      tags: { type: 'array', title: 'Метки', items: { type: 'string' }, 'x-unique': true },
      period: {
        type: 'object',
        title: 'Период',
        properties: {
          start: { type: 'string', format: 'date', title: 'Начало' },
          end: { type: 'string', format: 'date', title: 'Окончание', 'x-not-before': 'strat' },
          note: { type: 'string', title: 'Заметка', 'x-unique': true },
          total: { type: 'number', title: 'Всего', 'x-not-above': 'start' },
        },
      },
    },
  },
});

it('names every misspelt or misplaced rule, with the nearest right name', () => {
  const problems = lintRules(probe)
    .map((p) => `${p.path}: ${p.message}`)
    .sort();
  expect(problems).toEqual([
    '/properties/code/x-unique: x-id и так уникален: x-unique здесь не нужен',
    '/properties/period/properties/end/x-not-before: нет поля "strat" рядом с "end"; возможно, вы имели в виду "start" (сравнивать можно с полями того же объекта: start, note, total)',
    '/properties/period/properties/note/x-unique: x-unique ставится на поле самой записи (properties схемы с x-endpoint), не на вложенное',
    '/properties/period/properties/total/x-not-above: "total" и "start" нельзя сравнить: x-not-above сравнивает два числа или две даты',
    '/properties/tags/x-unique: x-unique — для текста или числа',
  ]);
});
