import { defineResource, lazyExport } from '../src/engine/definition';

const BanListPanel = lazyExport(() => import('../src/resourceComponents/banLists/BanListPanel'), 'BanListPanel');

export default defineResource({
  schema: 'banList',
  label: 'Бан-листы',
  path: 'management/audience/ban-lists',
  menu: { group: 'management', order: 98, section: 'audience' },
  list: {
    columns: ['name', 'campaignId', 'kind', 'bannedCount', 'updatedAt'],
    filters: ['kind', 'campaignId'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  fields: { banned: { Field: BanListPanel } },
});
