import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { QueryInput } from '../listQuery';
import type { RecordService } from '../recordService';
import { saveGuestPermissions } from '../hooks/account';
import { abandoned } from '../http/abandoned';
import { accountsStatistics, statisticsOptions, type StatisticsOptions } from '../statistics/accountStatistics';
import { authorOf, balanceBody, changeAccountBalance } from '../balance';
import { access, loadReadable, loadVisible, validBody } from '../http/access';
import { unit } from '../seed/random';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * Accounts beyond CRUD (docs/product.md#calls): the list's statistics for a period, balance, guest
 * permissions (v2 and legacy) and guest prices. Every call passes the account CRUD's gate
 * (manageAccounts) and sees only accounts in the cabinet's reach.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const def = ctx.defs.get('account');
  if (!def) return;
  const load = (req: IdRequest) => loadVisible(ctx, def, req.params.id, access(ctx, req, def).scope);
  const scopeOf = (req: FastifyRequest) => access(ctx, req, def).scope;

  // GET /v2/accounts and /v2/accounts/{id} stay generic; with statistics=true the records leave
  // with the figures of the period (startTimeISO, endTimeISO, offsetTime, ssps, groupBy).
  const reads = [def.endpoint, `${def.endpoint}/:id`];
  const asked = new WeakMap<FastifyRequest, StatisticsOptions>();
  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url ?? '';
    if (req.method !== 'GET' || !reads.includes(url)) return;
    // 401/403/404 before any word about the parameters; an account's cabinet reads its own account.
    if (url === def.endpoint) access(ctx, req, def);
    else loadReadable(ctx, req, def, (req.params as { id: string }).id);
    const query = req.query as QueryInput;
    const options = statisticsOptions(ctx, query);
    if (options) asked.set(req, options);
    // The flag shares its name with the statistics field: the generic list must not filter on it.
    delete query.statistics;
  });
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    const options = asked.get(req);
    if (!options || reply.statusCode !== 200) return payload;
    const records = (Array.isArray(payload) ? payload : [payload]) as Record<string, unknown>[];
    const statistics = await accountsStatistics(ctx, ctx.auth.session(req).userId, records, options, abandoned(reply));
    const fill = (record: Record<string, unknown>) => ({ ...record, statistics: statistics[String(record.id)] });
    return Array.isArray(payload) ? records.map(fill) : fill(payload as Record<string, unknown>);
  });

  // The account's own cabinet may ask too (x-self-cabinet), for its account only.
  app.get(`${def.endpoint}/:id/status`, async (req: IdRequest) => {
    const account = loadReadable(ctx, req, def, req.params.id);
    return { id: account.id, status: account.data.status ?? null };
  });

  app.post(`${def.endpoint}/:id/balance`, async (req: IdRequest) => {
    const account = load(req);
    const stored = changeAccountBalance(ctx, account, balanceBody(ctx, req.body, scopeOf(req)), authorOf(ctx, req));
    return service.present(def, stored);
  });

  const guestPermissions = (replace: boolean) => async (req: IdRequest) => {
    const account = load(req);
    const body = validBody(ctx, 'accountGuestPermissions', req.body, scopeOf(req));
    return { id: account.id, ...saveGuestPermissions(ctx, account.id, account.cabinetId, body, replace) };
  };
  app.patch(`${def.endpoint}/:id/guest/permissions`, guestPermissions(false));
  app.put('/agency/account/:id/guest/permissions', guestPermissions(true));

  // What the account's guests see as the price of each of its campaigns: seeded from the ids.
  app.get('/agency/campaigns-guest-prices/:id', async (req: IdRequest) => {
    const account = load(req);
    const currency = (account.data.finance as { currency?: string } | undefined)?.currency ?? 'rub';
    const campaigns = ctx.db
      .prepare(
        "SELECT id, json_extract(data, '$.name') AS name FROM records WHERE resource = 'campaign' AND json_extract(data, '$.accountId') = ? ORDER BY rowid",
      )
      .all(account.id) as { id: string; name: string }[];
    return campaigns.map((c) => ({
      campaignId: c.id,
      name: c.name,
      currency,
      cpm: Math.round((80 + unit(`${c.id}|cpm`) * 320) * 100) / 100,
      cpc: Math.round((5 + unit(`${c.id}|cpc`) * 45) * 100) / 100,
    }));
  });
}
