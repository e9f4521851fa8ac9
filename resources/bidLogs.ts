import { defineResource } from '../src/engine/definition';

/** The bid logger (docs/product.md#routes tools/bid-logger): started from the list's top bar, stopped per row or selection. */
export default defineResource({
  schema: 'bidLog',
  label: 'Логирование ставок',
  path: 'tools/bid-logger',
  menu: { group: 'tools', order: 30 },
  list: {
    columns: ['publisher', 'instanceType', 'count', 'logged', 'status', 'startedBy', 'createdAt'],
    filters: ['instanceType'],
    search: true,
    sort: { field: 'createdAt', order: 'DESC' },
  },
  // Started and stopped by the actions below, never edited (the generic create/delete would not say so).
  disable: ['create', 'edit', 'delete'],
  actions: [
    // docs/product.md#states 'bid log start': POST /v2/bidlogs; a failure keeps the dialog with what was typed.
    {
      name: 'start',
      label: 'kabinet.bidLogs.start',
      icon: 'start',
      on: ['list'],
      form: {
        title: 'kabinet.bidLogs.startTitle',
        hint: 'kabinet.bidLogs.startHint',
        schema: 'bidLog',
        fields: ['publisher', 'instanceType', 'count'],
        defaults: { instanceType: 'rtb', count: 100 },
      },
      call: { method: 'POST', path: '/v2/bidlogs' },
      args: { publisher: '{values.publisher}' },
      success: 'kabinet.bidLogs.started',
      failure: 'kabinet.bidLogs.startFailed',
    },
    // docs/product.md#states 'bid log stop': DELETE /v2/bidlogs?ids=…, one call for a log or a selection.
    {
      name: 'stop',
      label: 'kabinet.bidLogs.stop',
      icon: 'stop',
      color: 'error',
      on: ['record'],
      confirm: { title: 'kabinet.bidLogs.stopTitle', content: 'kabinet.bidLogs.stopContent' },
      call: { method: 'DELETE', path: '/v2/bidlogs', query: { ids: '{id}' } },
      args: { publisher: '{publisher}' },
      success: 'kabinet.bidLogs.stopped',
      failure: 'kabinet.bidLogs.stopFailed',
      after: { type: 'list' },
    },
    {
      name: 'stopSelected',
      label: 'kabinet.bidLogs.stop',
      icon: 'stop',
      color: 'error',
      on: ['bulk'],
      confirm: { title: 'kabinet.bidLogs.bulkStopTitle', content: 'kabinet.bidLogs.stopContent' },
      call: { method: 'DELETE', path: '/v2/bidlogs', query: { ids: '{ids}' } },
      args: { publisher: '{publisher}' },
      success: 'kabinet.bidLogs.bulkStopped',
      successOne: 'kabinet.bidLogs.stopped',
      failure: 'kabinet.bidLogs.stopFailed',
    },
  ],
});
