import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'ordInvoice',
  label: 'ОРД: счета',
  path: 'ord/invoices',
  menu: { group: 'reports', order: 64, section: 'ord' },
  list: {
    columns: ['number', 'date', 'contractId', 'amount.includingVat', 'status'],
    filters: ['contractId'],
    search: true,
    sort: { field: 'date', order: 'DESC' },
  },
});
