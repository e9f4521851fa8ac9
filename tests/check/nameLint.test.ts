// @vitest-environment node
// `npm run check` on the keywords that name fields or resources: a misspelt name comes with the nearest right one.
import { expect, it } from 'vitest';
import { lintFieldNames } from '../../scripts/lib/nameLint';
import { lintSchemas } from '../../scripts/lib/schemaLint';
import { createSchemaSet } from '../../src/engine/schema/schemaSet';

const probe = createSchemaSet({
  'probe.schema.json': {
    $id: 'probe',
    title: 'Проба',
    type: 'object',
    'x-endpoint': '/v2/probes',
    'x-label': 'nmae',
    'x-id': 'cdoe',
    required: ['name', 'peroid'],
    properties: {
      code: { type: 'string', title: 'Код' },
      name: { type: 'string', title: 'Название' },
      period: {
        type: 'object',
        title: 'Период',
        required: ['strat'],
        properties: { start: { type: 'string', format: 'date', title: 'Начало' } },
      },
      sspId: { type: 'string', title: 'SSP', 'x-reference': 'sps' },
    },
  },
});

it('names a field that x-label, x-id or required misspell, with the nearest field', () => {
  expect(lintFieldNames(probe).map((p) => `${p.path}: ${p.message}`)).toEqual([
    '/x-label: нет поля "nmae" в properties; возможно, вы имели в виду "name"',
    '/x-id: нет поля "cdoe" в properties; возможно, вы имели в виду "code"',
    '/required/1: обязательное поле "peroid" не описано в properties рядом; возможно, вы имели в виду "period"',
    '/properties/period/required/0: обязательное поле "strat" не описано в properties рядом; возможно, вы имели в виду "start"',
  ]);
});

it('names the nearest resource of a misspelt x-reference', () => {
  const problem = lintSchemas(probe, new Set(['ssps', 'accounts'])).find((p) => p.path.endsWith('/x-reference'));
  expect(problem?.message).toBe(
    'ресурса "sps" нет в resources/; возможно, вы имели в виду "ssps". Укажите один из ssps, accounts или создайте resources/sps.ts',
  );
});
