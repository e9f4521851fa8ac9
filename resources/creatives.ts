import { defineResource } from '../src/engine/definition';
import { CreativeBulkLinksButtons, CreativeLinksButtons } from '../src/resourceComponents/creatives/CreativeLinks';
import { CreativeBulkPriceButton, CreativePriceButton } from '../src/resourceComponents/creatives/CreativePrice';
import { CreativesXlsxButton } from '../src/resourceComponents/creatives/CreativesXlsx';

/** Creatives belong to campaigns: their screens live under management/campaigns (same permission). */
export default defineResource({
  schema: 'creative',
  path: 'management/campaigns/creatives',
  label: 'Креативы',
  menu: { group: 'management', order: 82, section: 'campaigns' },
  list: {
    columns: [
      'name',
      'campaignId',
      'statusData.moderationStatus',
      'targets.price.cpm',
      'targets.rewardType',
      'targets.adProtocol',
      'parentId',
      'createdAt',
    ],
    filters: ['campaignId', 'statusData.moderationStatus', 'targets.rewardType', 'targets.adProtocol'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  actions: [
    { name: 'price', Record: CreativePriceButton, Bulk: CreativeBulkPriceButton },
    { name: 'links', Record: CreativeLinksButtons, Bulk: CreativeBulkLinksButtons },
    { name: 'xlsx', Bulk: CreativesXlsxButton, List: CreativesXlsxButton },
  ],
});
