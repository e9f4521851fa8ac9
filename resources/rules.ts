import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'rule',
  label: 'Правила',
  path: 'management/rules',
  menu: { group: 'management', order: 84, section: 'campaigns' },
  list: {
    columns: [
      'name',
      'active',
      'condition.metric',
      'condition.operator',
      'condition.value',
      'action',
      'lastTriggeredAt',
    ],
    filters: ['active', 'action', 'condition.metric'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
