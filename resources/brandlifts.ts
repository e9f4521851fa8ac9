import { defineResource } from '../src/engine/definition';
import { BrandliftPreviewButton } from '../src/resourceComponents/brandlifts/BrandliftPreviewButton';
import { BrandliftStatisticsField } from '../src/resourceComponents/brandlifts/BrandliftStatisticsField';
import { SlidesInput } from '../src/resourceComponents/brandlifts/SlidesInput';

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
