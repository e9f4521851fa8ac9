import { defineResource, lazyExport } from '../src/engine/definition';

const CreativeBulkLinksButtons = lazyExport(
  () => import('../src/resourceComponents/creatives/CreativeLinks'),
  'CreativeBulkLinksButtons',
);
const CreativeLinksButtons = lazyExport(
  () => import('../src/resourceComponents/creatives/CreativeLinks'),
  'CreativeLinksButtons',
);
const CreativeBulkPriceButton = lazyExport(
  () => import('../src/resourceComponents/creatives/CreativePrice'),
  'CreativeBulkPriceButton',
);
const CreativePriceButton = lazyExport(
  () => import('../src/resourceComponents/creatives/CreativePrice'),
  'CreativePriceButton',
);
const CreativesXlsxButton = lazyExport(
  () => import('../src/resourceComponents/creatives/CreativesXlsx'),
  'CreativesXlsxButton',
);

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
    { name: 'xlsx', Bulk: CreativesXlsxButton, List: CreativesXlsxButton, exportsList: true },
  ],
});
