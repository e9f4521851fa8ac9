import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { parseListQuery, type QueryInput } from '../listQuery';
import type { RecordService } from '../recordService';
import { TRANSACTIONS_READ_ONLY } from '../hooks/agencyTransaction';
import type { StoredRecord } from '../store';
import { authorOf, balanceBody, changeAgencyBalance } from '../balance';
import { access, loadVisible, refuseWrites, rewrite, validBody } from '../http/access';
import { sendPage } from '../http/paging';
import { parsePeriod } from '../http/period';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const SELF_SERVICE_MESSAGES = {
  notSelfService: 'Минимальный CPM задаётся только агентствам на самообслуживании',
} as const;

/**
 * Agencies beyond CRUD (docs/product.md#calls): balance, self-service settings, and the transactions list
 * with its time range. Every call passes the same gate as the agency CRUD (manageAgency).
 */
export function registerAgencyRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const agencyDef = ctx.defs.get('agency');
  if (!agencyDef) return;
  const selfService = (agency: StoredRecord) => ({
    id: agency.id,
    name: agency.data.name,
    currency: agency.data.currency,
    minimalCPM: agency.data.minimalCPM ?? null,
  });

  app.post('/v2/agencies/:id/balance', async (req: IdRequest) => {
    const { scope } = access(ctx, req, agencyDef);
    const agency = loadVisible(ctx, agencyDef, req.params.id, scope);
    const stored = changeAgencyBalance(ctx, agency, balanceBody(ctx, req.body, scope), authorOf(ctx, req));
    return service.present(agencyDef, stored);
  });

  app.get('/v2/agencies/selfservice', async (req, reply) => {
    const { scope } = access(ctx, req, agencyDef);
    const query = parseListQuery(
      agencyDef,
      { ...(req.query as QueryInput), serviceModel: 'selfService' },
      ctx.set.resolve,
    );
    const { rows, total } = ctx.store.list('agency', query, scope);
    return sendPage(reply, query, total, rows.map(selfService));
  });

  app.patch('/v2/agencies/:id/selfservice', async (req: IdRequest) => {
    const { scope } = access(ctx, req, agencyDef);
    const agency = loadVisible(ctx, agencyDef, req.params.id, scope);
    const { minimalCPM } = validBody(ctx, 'agencySelfService', req.body, scope);
    if (agency.data.serviceModel !== 'selfService')
      throw invalid({ '/minimalCPM': SELF_SERVICE_MESSAGES.notSelfService });
    return selfService(rewrite(ctx, agencyDef, agency, { ...agency.data, minimalCPM }));
  });

  // The journal is listed by the generic CRUD route, answered here: the time range (and the
  // newest-first default) is more than the generic list's equality filters can say.
  const transactionDef = ctx.defs.get('agencyTransaction');
  if (!transactionDef) return;
  refuseWrites(app, ctx, transactionDef, TRANSACTIONS_READ_ONLY);
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'GET' || req.routeOptions.url !== transactionDef.endpoint) return;
    const { scope } = access(ctx, req, transactionDef);
    const raw = req.query as QueryInput;
    const { from, to } = parsePeriod(raw);
    const query = parseListQuery(transactionDef, raw, ctx.set.resolve);
    for (const [op, bound] of [
      ['>=', from],
      ['<', to],
    ] as const) {
      if (!bound) continue;
      query.where.push(`json_extract(data, '$.createdAt') ${op} ?`);
      query.params.push(bound.toISOString());
    }
    if (!raw.sort) query.orderBy = 'rowid DESC';
    const { rows, total } = ctx.store.list(transactionDef.schemaId, query, scope);
    return sendPage(
      reply,
      query,
      total,
      rows.map((r) => service.present(transactionDef, r)),
    );
  });
}
