import { defineResource, lazyExport } from '../src/engine/definition';

const PanelCategoriesField = lazyExport(
  () => import('../src/resourceComponents/panelSegments/PanelCategories'),
  'PanelCategoriesField',
);
const PanelCategoriesInput = lazyExport(
  () => import('../src/resourceComponents/panelSegments/PanelCategories'),
  'PanelCategoriesInput',
);
const PanelReachButton = lazyExport(
  () => import('../src/resourceComponents/panelSegments/PanelCategories'),
  'PanelReachButton',
);
const PanelFiltersInput = lazyExport(
  () => import('../src/resourceComponents/panelSegments/PanelFilters'),
  'PanelFiltersInput',
);

export default defineResource({
  schema: 'panelSegment',
  label: 'Панельные сегменты',
  path: 'management/audience/panels',
  menu: { group: 'management', order: 96, section: 'audience' },
  list: {
    columns: ['name', 'provider', 'categories', 'usersCount', 'createdAt'],
    filters: ['provider'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  fields: {
    categories: { Input: PanelCategoriesInput, Field: PanelCategoriesField },
    filters: { Input: PanelFiltersInput },
  },
  actions: [{ name: 'reach', Record: PanelReachButton }],
});
