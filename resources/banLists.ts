import { defineResource } from '../src/engine/definition';
import { BanListPanel } from '../src/resourceComponents/banLists/BanListPanel';

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
