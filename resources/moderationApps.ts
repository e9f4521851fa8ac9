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
  transitions: { texts: 'kabinet.moderation.transitions' },
});
