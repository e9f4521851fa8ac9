import { defineResource, lazyExport } from '../src/engine/definition';

const PostviewsButton = lazyExport(
  () => import('../src/resourceComponents/reportOrders/PostviewsButton'),
  'PostviewsButton',
);

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
  actions: [{ name: 'postviews', Record: PostviewsButton }],
});
