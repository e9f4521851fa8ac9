import type { RequestFn } from './index';

/** GET /v2/notifications: one notification of the feed. */
export interface NotificationItem {
  id: string;
  status: 'new' | 'read';
  groupId?: string;
  level?: 'info' | 'warning' | 'error';
  title?: string;
  text?: string;
  accountId?: string;
  readAt?: string;
  createdAt?: string;
}

export interface NotificationQuery {
  groupId?: string;
  status?: 'new' | 'read';
  page?: number;
  pageSize?: number;
}

/** Notification feed calls of docs/product.md#calls (group settings are the notificationGroups resource's CRUD). */
export function notificationsCalls(request: RequestFn) {
  return {
    /** GET /v2/notifications, newest first; total from x-pagination-total. */
    async getNotifications(
      query: NotificationQuery,
      signal?: AbortSignal,
    ): Promise<{ data: NotificationItem[]; total: number }> {
      const { data, headers } = await request<NotificationItem[]>('/v2/notifications', {
        query: { sort: 'createdAt', order: 'desc', page: 1, pageSize: 10, ...query },
        signal,
      });
      const total = Number(headers.get('x-pagination-total'));
      return { data, total: Number.isFinite(total) && headers.has('x-pagination-total') ? total : data.length };
    },

    /** GET /v2/notifications/count: all and new ones, of one group or of all. */
    async countNotifications(groupId?: string, signal?: AbortSignal): Promise<{ total: number; unread: number }> {
      const { data } = await request<{ total: number; unread: number }>('/v2/notifications/count', {
        query: { groupId },
        signal,
      });
      return data;
    },

    /** PATCH /v2/notifications/{id} {status: 'read'}: the notification schema's transition `read`. */
    async markNotificationRead(id: string): Promise<NotificationItem> {
      const { data } = await request<NotificationItem>(`/v2/notifications/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status: 'read' },
      });
      return data;
    },

    /**
     * PATCH /v2/notifications: every new notification (of one group, when given) becomes read — the
     * schema's transition `readAll`, answered as a selection's (`affectedCount` changed).
     */
    async markAllNotificationsRead(groupId?: string): Promise<{ ids: string[]; affectedCount: number }> {
      const { data } = await request<{ ids: string[]; affectedCount: number }>('/v2/notifications', {
        method: 'PATCH',
        body: groupId ? { groupId } : {},
      });
      return data;
    },
  };
}
