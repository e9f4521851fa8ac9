import { defineResource } from '../src/engine/resources';
import { BrandliftPreviewButton } from '../src/resources-ui/brandlifts/BrandliftPreviewButton';
import { BrandliftStatisticsField } from '../src/resources-ui/brandlifts/BrandliftStatisticsField';
import { SlidesInput } from '../src/resources-ui/brandlifts/SlidesInput';

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
