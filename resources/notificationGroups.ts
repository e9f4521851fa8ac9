import { defineResource, lazyExport } from '../src/engine/definition';

const NotificationFeed = lazyExport(
  () => import('../src/resourceComponents/notificationGroups/NotificationFeed'),
  'NotificationFeed',
);
const NotifyChannelsField = lazyExport(
  () => import('../src/resourceComponents/notificationGroups/NotificationGroupFields'),
  'NotifyChannelsField',
);
const NotifyChannelsInput = lazyExport(
  () => import('../src/resourceComponents/notificationGroups/NotificationGroupFields'),
  'NotifyChannelsInput',
);
const UnreadCountField = lazyExport(
  () => import('../src/resourceComponents/notificationGroups/NotificationGroupFields'),
  'UnreadCountField',
);

/**
 * The screen system/notifications/list (docs/product.md#routes-cabinet): the notification groups and their settings; a group's
 * page holds its settings form and its feed (see the schema's description).
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
  fields: {
    notifyChannels: { Field: NotifyChannelsField, Input: NotifyChannelsInput },
    unreadCount: { Field: UnreadCountField },
    // Never stored: the group's notification feed.
    feed: { Field: NotificationFeed },
  },
});
