import { defineResource } from '../src/engine/definition';

/**
 * Debug sessions of campaigns (docs/product.md#states, #calls /tools/debug/{campaignId}): started from the list
 * by campaign (or from a campaign's page, resources/campaigns.ts); the session's page edits the
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
    // The start form's campaign picker marks the campaigns already under debug (GET /debug-rk):
    // starting one again gives it a new debug id, and the test devices set up with the old one
    // stop getting its ads, so the form says so before the operator starts it.
    campaignId: {
      listed: {
        path: '/debug-rk',
        mark: 'kabinet.debugSessions.underDebugMark',
        hint: 'kabinet.debugSessions.restartHint',
      },
    },
    debugId: {
      copy: {
        label: 'kabinet.debugSessions.copy',
        success: 'kabinet.debugSessions.copied',
        failure: 'kabinet.debugSessions.copyFailed',
      },
    },
  },
  actions: [
    // A campaign picked by name (its id), then the session's page.
    {
      name: 'start',
      label: 'kabinet.debugSessions.start',
      icon: 'debug',
      on: ['list'],
      form: {
        title: 'kabinet.debugSessions.startTitle',
        hint: 'kabinet.debugSessions.startHint',
        schema: 'debugSession',
        fields: ['campaignId', 'note'],
      },
      call: { method: 'POST', path: '/tools/debug/{values.campaignId}', body: { note: '{values.note}' } },
      success: 'kabinet.debugSessions.started',
      failure: 'kabinet.debugSessions.startFailed',
      after: { type: 'edit', id: '{result.campaignId}' },
    },
    {
      name: 'copy',
      label: 'kabinet.debugSessions.copy',
      icon: 'copy',
      on: ['record'],
      copy: '{debugId}',
      success: 'kabinet.debugSessions.copied',
      failure: 'kabinet.debugSessions.copyFailed',
    },
    // A new debug id, the same targets.
    {
      name: 'restart',
      label: 'kabinet.debugSessions.restart',
      icon: 'refresh',
      on: ['record'],
      call: { method: 'POST', path: '/tools/debug/{campaignId}', body: { targets: '{targets}' } },
      success: 'kabinet.debugSessions.started',
      failure: 'kabinet.debugSessions.startFailed',
    },
    {
      name: 'delete',
      label: 'kabinet.debugSessions.delete',
      icon: 'delete',
      color: 'error',
      on: ['record'],
      confirm: { title: 'kabinet.debugSessions.deleteTitle', content: 'kabinet.debugSessions.deleteContent' },
      call: { method: 'DELETE', path: '/tools/debug/{campaignId}' },
      success: 'kabinet.debugSessions.deleted',
      failure: 'kabinet.debugSessions.deleteFailed',
      after: { type: 'list' },
    },
    {
      name: 'deleteSelected',
      label: 'kabinet.debugSessions.delete',
      icon: 'delete',
      color: 'error',
      on: ['bulk'],
      confirm: { title: 'kabinet.debugSessions.bulkDeleteTitle', content: 'kabinet.debugSessions.deleteContent' },
      call: { method: 'DELETE', path: '/tools/debug/{id}', bulk: 'each' },
      success: 'kabinet.debugSessions.bulkDeleted',
      failure: 'kabinet.debugSessions.deleteFailed',
    },
  ],
});
