import { defineResource } from '../src/engine/definition';
import { OrdReportSendButton, OrdReportStatisticButton } from '../src/resourceComponents/ordReports/OrdReportActions';

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
  actions: [
    { name: 'send', Record: OrdReportSendButton },
    { name: 'statistic', Record: OrdReportStatisticButton },
  ],
});
