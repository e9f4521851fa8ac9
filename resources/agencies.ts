import { defineResource } from '../src/engine/resources/types';

export default defineResource({
  schema: 'agency',
  label: 'Агентства',
  path: 'management/agencies',
  menu: { group: 'management', order: 10 },
  list: {
    columns: ['name', 'serviceModel', 'currency', 'balance', 'minimalCPM', 'createdAt'],
    filters: ['serviceModel', 'currency'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
