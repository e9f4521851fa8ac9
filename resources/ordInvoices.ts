import { defineResource, lazyExport } from '../src/engine/definition';

const AmountInput = lazyExport(() => import('../src/resourceComponents/ordReports/AmountInput'), 'AmountInput');

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
  fields: { amount: { Input: AmountInput } },
});
