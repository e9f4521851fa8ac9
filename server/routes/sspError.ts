import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { parseListQuery, type QueryInput } from '../listQuery';
import type { RecordService } from '../recordService';
import { moveSspErrorsToRecords, SSP_ERROR, SSP_ERRORS_READ_ONLY } from '../hooks/sspError';
import type { Scope } from '../store';
import { access, refuseWrites } from '../http/access';
import { sendPage } from '../http/paging';
import { parsePeriod } from '../http/period';

/**
 * The SSP error log (schema sspError): one SSP's (GET /v2/ssp/{sysname}/error, its card) and all
 * SSPs' (GET /v2/ssp-errors, the «Ошибки SSP» screen), both newest first and paged. The list of
 * all is the generic CRUD route answered here: the time range and the newest-first default are
 * more than the generic list's equality filters say. Clients never write the log.
 */
export function registerSspErrorRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
  loadSsp: (sysname: string, scope: Scope) => { id: string },
): void {
  const def = ctx.defs.get(SSP_ERROR);
  if (!def) return;
  moveSspErrorsToRecords(ctx);
  refuseWrites(app, ctx, def, SSP_ERRORS_READ_ONLY);

  const page = (raw: QueryInput, scope: Scope) => {
    const { from, to } = parsePeriod(raw);
    const query = parseListQuery(def, raw.sort ? raw : { ...raw, sort: 'time', order: 'desc' }, ctx.set.resolve);
    for (const [op, bound] of [
      ['>=', from],
      ['<', to],
    ] as const) {
      if (!bound) continue;
      query.where.push(`json_extract(data, '$.time') ${op} ?`);
      query.params.push(bound.toISOString());
    }
    return { query, ...ctx.store.list(def.schemaId, query, scope) };
  };

  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'GET' || req.routeOptions.url !== def.endpoint) return;
    const { scope } = access(ctx, req, def);
    const { query, rows, total } = page(req.query as QueryInput, scope);
    return sendPage(
      reply,
      query,
      total,
      rows.map((r) => service.present(def, r)),
    );
  });

  app.get('/v2/ssp/:sysname/error', async (req: FastifyRequest<{ Params: { sysname: string } }>, reply) => {
    const { scope } = access(ctx, req, def);
    const ssp = loadSsp(req.params.sysname, scope);
    const raw = req.query as QueryInput;
    const { query, rows, total } = page({ page: raw.page, pageSize: raw.pageSize, sysname: ssp.id }, scope);
    return sendPage(
      reply,
      query,
      total,
      rows.map((r) => service.present(def, r)),
    );
  });
}
