import { defineResource } from '../src/engine/resources';
import { ExtraStatisticDeleteButton } from '../src/resources-ui/extraStatistics/ExtraStatisticDeleteButton';

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
  actions: [{ name: 'delete', Record: ExtraStatisticDeleteButton }],
});
