import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'ordOurContract',
  label: 'ОРД: наши договоры',
  path: 'ord/our-contracts',
  menu: { group: 'reports', order: 62, section: 'ord' },
  list: {
    columns: ['number', 'agencyId', 'signDate', 'amount', 'subjectType', 'contractId'],
    filters: ['agencyId', 'subjectType'],
    search: true,
    sort: { field: 'signDate', order: 'DESC' },
  },
});
