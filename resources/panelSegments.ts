import { defineResource } from '../src/engine/definition';
import {
  PanelCategoriesField,
  PanelCategoriesInput,
  PanelReachButton,
} from '../src/resourceComponents/panelSegments/PanelCategories';
import { PanelFiltersInput } from '../src/resourceComponents/panelSegments/PanelFilters';

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
