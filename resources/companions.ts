import { defineResource } from '../src/engine/resources';
import { CompanionFileField } from '../src/resources-ui/companions/CompanionFileField';
import { CompanionFileInput } from '../src/resources-ui/companions/CompanionFileInput';
import { CompanionScoreField } from '../src/resources-ui/companions/CompanionScoreField';
import { CompanionBulkStatusButtons, CompanionEnabledSwitch } from '../src/resources-ui/companions/CompanionStatus';

export default defineResource({
  schema: 'companion',
  path: 'system/companions',
  label: 'Компаньоны',
  routes: { list: 'list', edit: 'edit/:id' },
  menu: { group: 'system', order: 40 },
  list: {
    columns: ['fileInfo.name', 'name', 'dimensions', 'enabled', 'score', 'createdAt'],
    filters: ['enabled', 'dimensions'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
  fields: {
    // No file kind in the engine yet: upload through POST /storage/uploadfile, preview, checks.
    fileInfo: { Input: CompanionFileInput, Field: CompanionFileField },
    'fileInfo.name': { Field: CompanionFileField },
    enabled: { Field: CompanionEnabledSwitch },
    score: { Field: CompanionScoreField },
  },
  actions: [{ name: 'status', Bulk: CompanionBulkStatusButtons }],
});
