import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';
import type { ResourceDef } from '../resourceDefs';
import { access, type Access } from './campaignsSupport';
import { PAGINATION_HEADERS } from './crud';

/**
 * What the agency, account and reservation routes share beyond campaignsSupport's gate: the
 * read gate of the generic CRUD, list answers, and journals that clients may only read.
 */

/** The generic CRUD's read gate: the resource's permissions or those of a resource that references it. */
export function readAccess(ctx: ServerContext, req: FastifyRequest, def: ResourceDef): Access {
  const cabinet = ctx.auth.cabinetForAnyOf(req, ctx.auth.session(req), def.readPermissions);
  return { cabinet, scope: ctx.cabinets.scope(cabinet) };
}

/** A list answer as the generic CRUD gives it: the page and the x-pagination headers. */
export function sendPage(reply: FastifyReply, page: { page: number; pageSize: number }, total: number, rows: unknown[]) {
  reply.headers({
    'x-pagination-page': String(page.page),
    'x-pagination-page-size': String(page.pageSize),
    'x-pagination-total': String(total),
    'access-control-expose-headers': PAGINATION_HEADERS.join(', '),
  });
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
