import { defineResource } from '../src/engine/definition';

/** The apps moderation queue (docs/product.md#routes moderation/apps; designed in moderationApp.schema.json). */
export default defineResource({
  schema: 'moderationApp',
  label: 'Модерация приложений',
  path: 'moderation/apps',
  menu: { group: 'moderation', order: 20, label: 'Приложения' },
  list: {
    columns: [
      'name',
      'bundle',
      'platform',
      'category',
      'ssp',
      'dailyRequests',
      'moderationStatus',
      'reason',
      'createdAt',
    ],
    filters: ['moderationStatus', 'platform', 'category', 'ssp'],
    search: true,
    sort: { field: 'createdAt', order: 'DESC' },
  },
  disable: ['create', 'edit', 'delete'],
  fields: {
    // Status choices from the platform's dictionary (the schema's x-dictionary).
    moderationStatus: { alwaysOn: true },
  },
  // A moderator's decision: the schema's declared transition, the state chosen in a form over its body.
  actions: [
    {
      name: 'status',
      label: 'kabinet.moderation.change',
      icon: 'moderate',
      on: ['record'],
      transition: { operation: 'status' },
      form: {
        title: 'kabinet.moderation.dialogTitle',
        schema: 'moderationStatusChange',
        fields: ['status', 'reason'],
        defaults: { reason: '{reason}' },
        submit: 'kabinet.moderation.apply',
      },
      args: { name: '{name}', status: '{state}' },
      success: 'kabinet.moderation.changed',
      failure: 'kabinet.moderation.changeFailed',
    },
    {
      name: 'statusOfSelection',
      label: 'kabinet.moderation.change',
      icon: 'moderate',
      on: ['bulk'],
      transition: { operation: 'status' },
      form: {
        title: 'kabinet.moderation.bulkDialogTitle',
        schema: 'moderationStatusChange',
        fields: ['status', 'reason'],
        submit: 'kabinet.moderation.apply',
      },
      args: { smart_count: '{result.affectedCount}', status: '{state}' },
      success: 'kabinet.moderation.bulkChanged',
      skipped: 'kabinet.moderation.skipped',
      failure: 'kabinet.moderation.changeFailed',
    },
  ],
});
