import { defineResource } from '../src/engine/definition';

/**
 * The action logger (docs/product.md#routes tools/action-logger): read-only, newest first. The
 * schema says how it filters (a time range, ids checked as ObjectIDs, entity types from the
 * platform's dictionary) and that the changed fields are named by their titles.
 */
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
    time: { alwaysOn: true },
    objectID: { alwaysOn: true },
    objectType: { alwaysOn: true },
  },
});
