import type { ResourceHooks, ServerContext } from '../context';
import { HttpError, invalid } from '../errors';

const GROUPS_FIXED = 'Группы уведомлений задаёт платформа: их нельзя создавать и удалять';
const PLATFORM_WRITES = 'Уведомления создаёт платформа';

/** New notifications of a group (all groups without one). */
export function unreadCount(ctx: ServerContext, groupId?: string): number {
  const row = ctx.db
    .prepare(
      `SELECT count(*) AS n FROM records WHERE resource = 'notification'
    AND json_extract(data, '$.status') = 'new' AND (? IS NULL OR json_extract(data, '$.groupId') = ?)`,
    )
    .get(groupId ?? null, groupId ?? null) as { n: number };
  return row.n;
}

/**
 * Notification groups are the platform's: a client changes their settings, never their set
 * (the seed creates them with their server-owned `code`, which no client can send). The email
 * channel needs an address. Each group carries its count of new notifications.
 */
export const notificationGroupsHooks: ResourceHooks = {
  beforeStore(_ctx, { op, data }) {
    if (op === 'create' && !data.code) throw new HttpError(405, GROUPS_FIXED);
    const channels = (data.notifyChannels as string[] | undefined) ?? [];
    if (channels.includes('email') && !(data.emails as string[] | undefined)?.length) {
      throw invalid({ '/emails': 'Для канала «Электронная почта» укажите хотя бы один адрес' });
    }
    return data;
  },
  decorate(ctx, record) {
    return { ...record, unreadCount: unreadCount(ctx, String(record.id)) };
  },
  onDelete() {
    throw new HttpError(405, GROUPS_FIXED);
  },
};

/**
 * Notifications go from new to read and never back (docs/product.md#states), by the schema's two
 * transitions alone (x-operations: one, or every new one of a group); reading stamps readAt. Only
 * the platform writes them (the seed passes the server-owned title; a client POST has none).
 */
export const notificationsHooks: ResourceHooks = {
  beforeStore(_ctx, { op, data }) {
    if (op === 'create' && !data.title) throw new HttpError(405, PLATFORM_WRITES);
    return data;
  },
  transition(ctx, { data }) {
    return { ...data, readAt: ctx.now().toISOString() };
  },
};
