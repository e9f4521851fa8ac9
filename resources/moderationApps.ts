import { defineResource, lazyExport } from '../src/engine/definition';

const AppModerationButton = lazyExport(
  () => import('../src/resourceComponents/moderation/ModerationActions'),
  'AppModerationButton',
);
const AppsBulkModerationButton = lazyExport(
  () => import('../src/resourceComponents/moderation/ModerationActions'),
  'AppsBulkModerationButton',
);

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
  actions: [{ name: 'status', Record: AppModerationButton, Bulk: AppsBulkModerationButton }],
});
