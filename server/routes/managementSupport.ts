import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import type { ResourceDef } from '../resourceDefs';
import { access, setPageHeaders } from './access';

/**
 * What the agency, account and reservation routes share beyond access.ts: list answers, and
 * journals that clients may only read.
 */

/** A list answer as the generic CRUD gives it: the page and the x-pagination headers. */
export function sendPage(
  reply: FastifyReply,
  page: { page: number; pageSize: number },
  total: number,
  rows: unknown[],
) {
  setPageHeaders(reply, page, total);
  return reply.send(rows);
}

/**
 * Journals the server writes itself (transactions, reservation versions) are read through the
 * generic CRUD routes; writes to them answer 405 after the usual 401/403, whatever the body.
 */
export function refuseWrites(app: FastifyInstance, ctx: ServerContext, def: ResourceDef, message: string): void {
  const urls = [def.endpoint, `${def.endpoint}/:id`];
  app.addHook('preHandler', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || !urls.includes(req.routeOptions.url ?? '')) return;
    access(ctx, req, def);
    throw new HttpError(405, message);
  });
}
