import { defineResource } from '../src/engine/definition';

/**
 * The screen system/notifications/list (docs/product.md#routes-cabinet): the notification groups and their settings; a group's
 * page holds its settings form and its notifications (the schema's x-related, with their transitions to read).
 */
export default defineResource({
  schema: 'notificationGroup',
  path: 'system/notifications',
  routes: { list: 'list', edit: 'edit/:id' },
  menu: { group: 'system', order: 50, label: 'Уведомления' },
  disable: ['create', 'delete'],
  list: {
    columns: ['name', 'notifyChannels', 'emails', 'ignoredAccountIds', 'unreadCount', 'updatedAt'],
    filters: ['notifyChannels'],
    search: true,
    sort: { field: 'name', order: 'ASC' },
  },
});
