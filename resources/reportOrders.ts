import { defineResource, lazyExport } from '../src/engine/definition';

const PostviewsButton = lazyExport(
  () => import('../src/resourceComponents/reportOrders/PostviewsButton'),
  'PostviewsButton',
);
const ScheduleInput = lazyExport(() => import('../src/resourceComponents/reportOrders/ScheduleInput'), 'ScheduleInput');

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
  fields: {
    schedule: { Input: ScheduleInput },
  },
  actions: [{ name: 'postviews', Record: PostviewsButton }],
});
