import {
  DebugIdField, DebugSessionBulkDeleteButton, DebugSessionRecordActions, DebugSessionStartButton,
} from '../src/resources-ui/debugSessions/DebugSessionActions';
import { defineResource } from '../src/engine/resources';

/**
 * Debug sessions of campaigns (docs/product.md#states, #calls /tools/debug/{campaignId}): started from the list
 * by campaign (or from a campaign's page with CampaignDebugButton); the session's page edits the
 * targets it bypasses and copies, restarts or deletes it.
 */
export default defineResource({
  schema: 'debugSession',
  label: 'Отладка кампаний',
  path: 'tools/debug',
  menu: { group: 'tools', order: 60 },
  list: {
    columns: ['campaignId', 'note', 'debugId', 'startedBy', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
  },
  disable: ['create', 'delete'],
  fields: {
    debugId: { Field: DebugIdField },
  },
  actions: [
    { name: 'start', List: DebugSessionStartButton },
    { name: 'session', Record: DebugSessionRecordActions, Bulk: DebugSessionBulkDeleteButton },
  ],
});
