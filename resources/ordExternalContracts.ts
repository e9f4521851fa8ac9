import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'ordExternalContract',
  label: 'ОРД: внешние договоры',
  path: 'ord/external-contracts',
  menu: { group: 'reports', order: 60, section: 'ord' },
  list: {
    columns: ['number', 'signDate', 'client.name', 'contractor.name', 'type', 'subjectType', 'contractId'],
    filters: ['type', 'subjectType'],
    search: true,
    sort: { field: 'signDate', order: 'DESC' },
  },
});
