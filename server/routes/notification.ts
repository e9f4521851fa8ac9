import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { recordAccess } from '../http/recordAccess';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/**
 * The notification call of docs/product.md#calls beyond the generic CRUD of both schemas (GET
 * /v2/notifications, GET /v2/notifications/groups/settings and, by the group schema's x-calls, PATCH
 * /v2/notifications/{id}/settings) and the notification schema's transitions, served by
 * server/routes/operations.ts (PATCH /v2/notifications/{id}, PATCH /v2/notifications {groupId}):
 * GET /v2/notifications/count.
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const feed = recordAccess(ctx, 'notification');
  const groups = recordAccess(ctx, 'notificationGroup');
  if (!feed || !groups) return;

  /** The group filter of the count: must name an existing group when given. */
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
}
