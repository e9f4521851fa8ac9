import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { isObject } from '../merge';
import { unreadCount } from '../hooks/notification';
import { recordAccess } from '../http/recordAccess';
import { rewrite } from '../http/access';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/**
 * Notification calls of docs/product.md#calls beyond the generic CRUD of both schemas (which already gives
 * GET /v2/notifications, PATCH /v2/notifications/{id}, GET /v2/notifications/groups/settings and, by
 * the group schema's x-calls, PATCH /v2/notifications/{id}/settings): GET /v2/notifications/count and
 * PATCH /v2/notifications (every new one read, optionally of one group).
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const feed = recordAccess(ctx, 'notification');
  const groups = recordAccess(ctx, 'notificationGroup');
  if (!feed || !groups) return;

  /** The group filter of count and mark-all: must name an existing group when given. */
  const groupOf = (req: FastifyRequest, value: unknown): string | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw invalid({ '/groupId': 'Группа уведомлений не найдена' });
    groups.load(value, groups.gate(req));
    return value;
  };

  app.get('/v2/notifications/count', async (req) => {
    const scope = feed.gate(req);
    const groupId = groupOf(req, one((req.query as Query).groupId));
    const all = ctx.store
      .all('notification')
      .filter((r) => scope === null || (r.cabinetId !== null && scope.includes(r.cabinetId)))
      .filter((r) => !groupId || r.data.groupId === groupId);
    return { total: all.length, unread: all.filter((r) => r.data.status === 'new').length };
  });

  app.patch('/v2/notifications', async (req) => {
    const scope = feed.gate(req);
    const groupId = groupOf(req, isObject(req.body) ? req.body.groupId : one((req.query as Query).groupId));
    const readAt = ctx.now().toISOString();
    const updated = ctx.db.transaction(() =>
      ctx.store
        .all('notification')
        .filter((r) => r.data.status === 'new' && (!groupId || r.data.groupId === groupId))
        .filter((r) => scope === null || (r.cabinetId !== null && scope.includes(r.cabinetId)))
        .map((r) => rewrite(ctx, feed.def, r, { ...r.data, status: 'read', readAt })),
    )();
    return { updated: updated.length, unread: unreadCount(ctx, groupId) };
  });
}
