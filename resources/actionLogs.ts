import { ObjectIdFilter, TimeRangeFilter } from '../src/resources-ui/actionLogs/ActionLogFilters';
import { ChangedFieldsField } from '../src/resources-ui/actionLogs/ChangedFieldsField';
import { DictionaryField } from '../src/resources-ui/dictionaries/DictionaryField';
import { DictionarySelectInput } from '../src/resources-ui/dictionaries/DictionarySelectInput';
import { defineResource } from '../src/engine/resources';
import { withProps } from '../src/engine/resources';

/** The action logger (docs/product.md#routes tools/action-logger): read-only, newest first. */
export default defineResource({
  schema: 'actionLog',
  label: 'Журнал действий',
  path: 'tools/action-logger',
  menu: { group: 'tools', order: 10 },
  list: {
    columns: ['time', 'userID', 'cabinetName', 'action', 'objectType', 'objectName', 'objectID', 'fields'],
    filters: ['time', 'cabinetID', 'userID', 'objectID', 'objectType', 'action'],
    sort: { field: 'time', order: 'DESC' },
    loadError: 'kabinet.actionLogs.loadFailed',
  },
  disable: ['create', 'edit', 'delete'],
  fields: {
    time: { Filter: TimeRangeFilter, alwaysOn: true },
    cabinetID: { Filter: ObjectIdFilter },
    objectID: { Filter: ObjectIdFilter, alwaysOn: true },
    // Entity types by their Russian titles, from the platform's dictionary of types.
    objectType: {
      Field: withProps(DictionaryField, { dictionary: 'objectTypes' }),
      Filter: withProps(DictionarySelectInput, { dictionary: 'objectTypes' }),
      alwaysOn: true,
    },
    // Field names by their titles in the object's schema.
    fields: { Field: ChangedFieldsField },
  },
});
