import { defineResource } from '../src/engine/definition';

/**
 * Extra statistics of interactive creatives (docs/product.md#calls /v2/playerconfig/statistics/extra CRUD):
 * events a partner counted that the player cannot (calls from the microsite, copied promo codes),
 * entered by hand. Reached from a creative's page management/statistic/creatives/{creativeId}
 * (its «Все записи креатива» sets the creativeId filter, «Добавить событие» prefills it), so no
 * menu item of its own. Failures say the docs/product.md#errors retry-later texts of extra statistics.
 */
export default defineResource({
  schema: 'extraStatistic',
  label: 'Дополнительная статистика',
  path: 'management/statistic/extra',
  list: {
    columns: ['date', 'creativeId', 'element', 'event', 'count', 'comment', 'updatedAt'],
    filters: ['creativeId', 'element'],
    sort: { field: 'date', order: 'DESC' },
    loadError: 'kabinet.extraStatistics.loadFailed',
  },
  disable: ['delete'],
  actions: [
    // Asks first; then back to the creative's records.
    {
      name: 'delete',
      label: 'kabinet.extraStatistics.delete',
      icon: 'delete',
      color: 'error',
      on: ['record'],
      confirm: { title: 'kabinet.extraStatistics.deleteTitle', content: 'kabinet.extraStatistics.deleteContent' },
      call: { method: 'DELETE', path: '/v2/playerconfig/statistics/extra/{id}' },
      args: { event: '{event}' },
      success: 'kabinet.extraStatistics.deleted',
      failure: 'kabinet.extraStatistics.deleteFailed',
      after: { type: 'list', filter: { creativeId: '{creativeId}' } },
    },
  ],
});
