import { defineResource } from '../src/engine/definition';
import { PostviewsButton } from '../src/resourceComponents/reportOrders/PostviewsButton';
import { ScheduleInput } from '../src/resourceComponents/reportOrders/ScheduleInput';

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
