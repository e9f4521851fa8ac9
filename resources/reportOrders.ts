import { defineResource } from '../src/engine/definition';

export default defineResource({
  schema: 'reportOrder',
  label: 'Заказы отчётов',
  path: 'reports/orders',
  menu: { group: 'reports', order: 40 },
  list: {
    columns: ['name', 'accountId', 'schedule', 'request.period', 'lastSentAt', 'createdAt'],
    filters: ['accountId', 'schedule'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  actions: [
    // «Post-view (XLSX)»: the post-view conversions of the order's account over a period, the last
    // seven whole days by default, in the browser's time zone, with the default columns of
    // docs/product.md#constants (GET /v2/postviews.xlsx).
    {
      name: 'postviews',
      label: 'kabinet.reportOrders.postviews',
      icon: 'table',
      on: ['record'],
      form: {
        title: 'kabinet.reportOrders.postviewsTitle',
        hint: 'kabinet.reportOrders.postviewsHint',
        submit: 'kabinet.reportOrders.download',
        schema: 'postviewsPeriod',
        defaults: { start: '{daysAgo.7}', end: '{daysAgo.1}' },
      },
      call: {
        method: 'GET',
        path: '/v2/postviews.xlsx',
        query: {
          accountId: '{accountId}',
          startTimeISO: '{values.start}T00:00:00.000Z',
          endTimeISO: '{values.end}T00:00:00.000Z',
          offsetTime: '{utcOffset}',
        },
        headers: {
          'x-excel-columns':
            'time,event,typeConversion,totalConversions,totalUniques,conversionsAfterCampaign,uniquesAfterCampaign',
        },
        download: 'Post-view {name} {values.start} — {values.end}.xlsx',
      },
      args: { name: 'Post-view {name} {values.start} — {values.end}.xlsx' },
      success: 'kabinet.reportOrders.postviewsReady',
      failure: 'kabinet.reportOrders.postviewsFailed',
    },
  ],
});
