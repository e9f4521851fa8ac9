import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, MESSAGES } from '../errors';
import type { QueryInput } from '../listQuery';
import { jobOf } from '../statistics/reportJob';
import { ensureFactsFilled } from '../statistics/facts';
import { DETAILS_MAX_PAGE_SIZE } from '../statistics/reportShape';
import { list, parseReportRequest } from '../statistics/request';
import type { Scope } from '../store';
import { setPageHeaders } from '../http/paging';
import { abandoned } from '../http/abandoned';

/**
 * Reports (docs/product.md#routes reports/statistic/summary and details, no permission): sums of the ad
 * events (server/statistics/facts.ts) for a period, grouped by docs/product.md#entities dimensions, filtered by
 * accounts / campaigns / SSPs, within the cabinet's reach (an account cabinet sees its own
 * campaigns only; an agency those of its accounts; admin all). Contract: docs/contract.md.
 * Computed by the statistics worker over the columnar store (server/statistics/reportPool.ts),
 * never on this thread: a year's report must not stall everyone else's requests.
 */
export function registerStatisticsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const pool = ctx.reports;

  /** Token and a cabinet of the user; no permission (docs/product.md#routes). */
  const reach = (req: FastifyRequest): Scope => {
    const cabinet = ctx.auth.cabinet(req, ctx.auth.session(req), [])!;
    return ctx.cabinets.scope(cabinet);
  };

  app.get('/v2/statistics/summary', async (req, reply) => {
    const request = parseReportRequest(ctx, req.query as QueryInput, reach(req), DETAILS_MAX_PAGE_SIZE);
    ensureFactsFilled(ctx);
    return pool.run(ctx.auth.session(req).userId, { ...jobOf('summary', request), kind: 'summary' }, abandoned(reply));
  });

  app.get('/v2/statistics/details', async (req, reply) => {
    const request = parseReportRequest(ctx, req.query as QueryInput, reach(req), DETAILS_MAX_PAGE_SIZE);
    ensureFactsFilled(ctx);
    const { rows, totals, total } = await pool.run(
      ctx.auth.session(req).userId,
      { ...jobOf('details', request), kind: 'details' },
      abandoned(reply),
    );
    setPageHeaders(reply, request, total);
    return { rows, totals };
  });

  /**
   * The choices of the report filters, within the cabinet's reach: accounts whose campaigns the
   * cabinet sees, those campaigns (of the chosen accounts when `accounts` is given), and SSPs.
   * `search` (substring, any case) or `ids` (the chosen ones, for their names); 50 at most.
   */
  app.get('/v2/statistics/filters/:kind', async (req: FastifyRequest<{ Params: { kind: string } }>) => {
    const scope = reach(req);
    const query = req.query as QueryInput;
    const search = (Array.isArray(query.search) ? query.search[0] : query.search)?.trim().toLocaleLowerCase('ru') ?? '';
    const ids = list(query.ids);
    const campaigns = ctx.store
      .all('campaign')
      .filter((c) => scope === null || (c.cabinetId !== null && scope.includes(c.cabinetId)));
    let options: { id: string; name: string }[];
    if (req.params.kind === 'accounts') {
      const mine = new Set(campaigns.map((c) => String(c.data.accountId)));
      options = ctx.store
        .all('account')
        .filter((a) => mine.has(a.id))
        .map((a) => ({ id: a.id, name: String(a.data.name ?? a.id) }));
    } else if (req.params.kind === 'campaigns') {
      const accounts = list(query.accounts);
      options = campaigns
        .filter((c) => !accounts.length || accounts.includes(String(c.data.accountId)))
        .map((c) => ({ id: c.id, name: String(c.data.name ?? c.id) }));
    } else if (req.params.kind === 'ssps') {
      options = ctx.store
        .all('ssp')
        .map((s) => ({ id: String(s.data.sysname ?? s.id), name: String(s.data.name ?? s.id) }));
    } else {
      throw new HttpError(404, MESSAGES.routeNotFound);
    }
    const chosen = ids.length
      ? options.filter((o) => ids.includes(o.id))
      : options.filter((o) => !search || o.name.toLocaleLowerCase('ru').includes(search) || o.id === search);
    return chosen.sort((a, b) => a.name.localeCompare(b.name, 'ru')).slice(0, ids.length ? ids.length : 50);
  });
}
