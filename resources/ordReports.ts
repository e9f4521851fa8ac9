import { defineResource } from '../src/engine/definition';

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
    // docs/product.md#states: a draft is sent once (the schema's transition, POST /ord/report/send {id}) and is
    // frozen then, so it asks first.
    {
      name: 'send',
      label: 'kabinet.ordReports.send',
      icon: 'send',
      on: ['record'],
      confirm: { title: 'kabinet.ordReports.sendTitle', content: 'kabinet.ordReports.sendContent' },
      transition: { operation: 'send', to: 'sent' },
      args: { name: '{name}' },
      success: 'kabinet.ordReports.sent',
      failure: 'kabinet.ordReports.sendFailed',
    },
    // «Статистика (XLSX)»: impressions per creative and day (GET /ord/report/statistic/xlsx?id=).
    {
      name: 'statistic',
      label: 'kabinet.ordReports.statistic',
      icon: 'download',
      on: ['record'],
      call: {
        method: 'GET',
        path: '/ord/report/statistic/xlsx',
        query: { id: '{id}' },
        download: 'Статистика {name}.xlsx',
      },
      args: { name: 'Статистика {name}.xlsx' },
      success: 'kabinet.ordReports.statisticReady',
      failure: 'kabinet.ordReports.statisticFailed',
    },
  ],
});
