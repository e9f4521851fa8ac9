import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** The schedules of report orders: the same list as reportOrder.schema.json's oneOf. */
function scheduleChoices(ctx: ServerContext): { id: string; name: string }[] {
  const schema = ctx.set.schemas.get('reportOrder') as
    { properties?: { schedule?: { oneOf?: { const: string; title: string }[] } } } | undefined;
  return (schema?.properties?.schedule?.oneOf ?? []).map((o) => ({ id: o.const, name: o.title }));
}

/**
 * GET /v2/dictionaries/orders/schedule. The dictionaries' route file may serve it too; this one
 * registers only if nobody did (it runs when the server gets ready, after the synchronous
 * registrations of the other route files).
 */
export function registerReportOrderScheduleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.register(async (scope) => {
    if (scope.hasRoute({ method: 'GET', url: '/v2/dictionaries/orders/schedule' })) return;
    scope.get('/v2/dictionaries/orders/schedule', async (req) => {
      ctx.auth.cabinet(req, ctx.auth.session(req), []);
      return scheduleChoices(ctx);
    });
  });
}
