import { defineResource, lazyExport } from '../src/engine/definition';

const CompanionScoreField = lazyExport(
  () => import('../src/resourceComponents/companions/CompanionScoreField'),
  'CompanionScoreField',
);
const CompanionBulkStatusButtons = lazyExport(
  () => import('../src/resourceComponents/companions/CompanionStatus'),
  'CompanionBulkStatusButtons',
);
const CompanionEnabledSwitch = lazyExport(
  () => import('../src/resourceComponents/companions/CompanionStatus'),
  'CompanionEnabledSwitch',
);

export default defineResource({
  schema: 'companion',
  path: 'system/companions',
  label: 'Компаньоны',
  routes: { list: 'list', edit: 'edit/:id' },
  menu: { group: 'system', order: 40 },
  list: {
    columns: ['fileInfo', 'name', 'dimensions', 'enabled', 'score', 'createdAt'],
    filters: ['enabled', 'dimensions'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  fields: {
    enabled: { Field: CompanionEnabledSwitch },
    score: { Field: CompanionScoreField },
  },
  actions: [{ name: 'status', Bulk: CompanionBulkStatusButtons }],
});
