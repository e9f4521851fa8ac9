import { defineResource } from '../src/engine/resources/types';
import { BrandliftPreviewButton } from '../src/resources-ui/brandlifts/BrandliftPreviewButton';
import { lazyComponent } from '../src/engine/resources/lazyComponent';

type FieldProps = { source: string; label?: string };

// The editor and the charts are their own chunks: a resource file is read with the shell.
const SlidesInput = lazyComponent<FieldProps>(() => import('../src/resources-ui/brandlifts/SlidesInput').then((m) => m.SlidesInput));
const BrandliftStatisticsField = lazyComponent<FieldProps>(() => import('../src/resources-ui/brandlifts/BrandliftStatisticsField').then((m) => m.BrandliftStatisticsField));

/** Not in SPEC.md §2 (no route or permission named): see the schema's description. */
export default defineResource({
  schema: 'brandlift',
  path: 'management/brandlifts',
  label: 'Опросы Brand Lift',
  menu: { group: 'management', order: 35, label: 'Брендлифт' },
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
