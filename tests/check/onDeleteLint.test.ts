// @vitest-environment node
// `npm run check` on x-on-delete: every reference of a record says what a delete does to it.
import { expect, it } from 'vitest';
import { lintOnDelete } from '../../scripts/lib/onDeleteLint';
import { createSchemaSet } from '../../src/engine/schema/schemaSet';

const set = createSchemaSet({
  'probe.schema.json': {
    $id: 'probe',
    title: 'Проба',
    type: 'object',
    'x-endpoint': '/v2/probes',
    required: ['owner'],
    properties: {
      owner: { type: 'string', title: 'Владелец', 'x-reference': 'accounts', 'x-on-delete': 'unlink' },
      group: { type: 'string', title: 'Группа', 'x-reference': 'groups' },
      list: { type: 'string', title: 'Список', 'x-on-delete': 'refuse' },
      campaigns: {
        type: 'array',
        title: 'Кампании',
        minItems: 1,
        items: { type: 'string', 'x-reference': 'campaigns', 'x-on-delete': 'unlink' },
      },
      fine: { type: 'string', title: 'Родитель', 'x-reference': 'probes', 'x-on-delete': 'unlink' },
    },
  },
  'probeCall.schema.json': {
    $id: 'probeCall',
    title: 'Вызов',
    type: 'object',
    properties: { id: { type: 'string', title: 'Запись', 'x-reference': 'probes' } },
  },
});

it('asks every reference of a record for x-on-delete, and refuses an unlink of a required field', () => {
  expect(lintOnDelete(set).map((p) => `${p.file} ${p.path}: ${p.message}`)).toEqual([
    'probe.schema.json /properties/owner: "unlink" оставил бы запись без обязательного поля "owner": выберите "refuse" или "cascade"',
    'probe.schema.json /properties/campaigns: "unlink" оставил бы запись без обязательного поля "campaigns": выберите "refuse" или "cascade"',
    'probe.schema.json /properties/group/x-reference: скажите x-on-delete — что удаление названной записи делает с этой: "refuse" — не удалять ту запись, пока эта её называет; "unlink" — убрать ссылку; "cascade" — удалить и эту запись; "keep" — оставить ссылку как историю',
    'probe.schema.json /properties/list/x-on-delete: x-on-delete — рядом с x-reference: он говорит, что удаление названной записи делает с этой',
  ]);
});
