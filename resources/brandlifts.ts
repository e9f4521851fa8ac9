import { defineResource, lazyExport } from '../src/engine/definition';

const BrandliftPreviewButton = lazyExport(
  () => import('../src/resourceComponents/brandlifts/BrandliftPreviewButton'),
  'BrandliftPreviewButton',
);
const BrandliftStatisticsField = lazyExport(
  () => import('../src/resourceComponents/brandlifts/BrandliftStatisticsField'),
  'BrandliftStatisticsField',
);
const SlidesInput = lazyExport(() => import('../src/resourceComponents/brandlifts/SlidesInput'), 'SlidesInput');

/** Not in docs/product.md#routes (no route or permission named): see the schema's description. */
export default defineResource({
  schema: 'brandlift',
  path: 'management/brandlifts',
  label: 'Опросы Brand Lift',
  menu: { group: 'management', order: 83, label: 'Брендлифт', section: 'campaigns' },
  list: {
    columns: ['name', 'campaignId', 'updatedAt', 'createdAt'],
    filters: ['campaignId'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  fields: {
    slides: { Input: SlidesInput },
    statistics: { Field: BrandliftStatisticsField },
  },
  actions: [{ name: 'preview', Record: BrandliftPreviewButton }],
});
