import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'ordCreative',
  label: 'ОРД: креативы',
  path: 'ord/creatives',
  menu: { group: 'reports', order: 65, section: 'ord' },
  list: {
    columns: ['name', 'erid', 'contractId', 'form', 'status', 'createdAt'],
    filters: ['form', 'contractId'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
