import { defineResource, lazyExport } from '../src/engine/definition';

const AmountInput = lazyExport(() => import('../src/resourceComponents/ordReports/AmountInput'), 'AmountInput');
const OrdReportSendButton = lazyExport(
  () => import('../src/resourceComponents/ordReports/OrdReportActions'),
  'OrdReportSendButton',
);
const OrdReportStatisticButton = lazyExport(
  () => import('../src/resourceComponents/ordReports/OrdReportActions'),
  'OrdReportStatisticButton',
);

export default defineResource({
  schema: 'ordReport',
  label: 'ОРД: отчёты',
  path: 'ord/reports',
  menu: { group: 'reports', order: 63, section: 'ord' },
  list: {
    columns: ['name', 'contractId', 'status', 'actWins', 'amount.includingVat', 'sendedAt', 'createdAt'],
    filters: ['status', 'contractId'],
    search: true,
    sort: { field: 'createdAt', order: 'DESC' },
  },
  fields: { amount: { Input: AmountInput } },
  actions: [
    { name: 'send', Record: OrdReportSendButton },
    { name: 'statistic', Record: OrdReportStatisticButton },
  ],
});
