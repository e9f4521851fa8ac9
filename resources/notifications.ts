import { defineResource } from '../src/engine/definition';

/**
 * The notifications of every group (docs/product.md#states: new → read), newest first. Shown on a
 * group's page (notificationGroup's x-related, the product's screen) and in the top bar's inbox;
 * this list of all of them has no menu item. The platform writes them: no create, edit or delete,
 * only the schema's transitions to read (one, the selected ones, or all of a group's).
 */
export default defineResource({
  schema: 'notification',
  label: 'Уведомления',
  path: 'system/notifications/feed',
  disable: ['create', 'edit', 'show', 'delete'],
  list: {
    columns: ['level', 'title', 'text', 'status', 'groupId', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
  },
  fields: { status: { state: true } },
  transitions: { texts: 'kabinet.notifications.transitions' },
});
