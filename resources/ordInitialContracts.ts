import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'ordInitialContract',
  label: 'ОРД: изначальные договоры',
  path: 'ord/initial-contracts',
  menu: { group: 'reports', order: 61, section: 'ord' },
  list: {
    columns: ['number', 'signDate', 'client.name', 'contractor.name', 'amount', 'contractId'],
    filters: ['type', 'subjectType'],
    search: true,
    sort: { field: 'signDate', order: 'DESC' },
  },
});
