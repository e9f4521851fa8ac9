import { defineResource } from '../src/engine/definition';
import { CompanionScoreField } from '../src/resourceComponents/companions/CompanionScoreField';
import {
  CompanionBulkStatusButtons,
  CompanionEnabledSwitch,
} from '../src/resourceComponents/companions/CompanionStatus';

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
