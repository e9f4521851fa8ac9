import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import type { QueryInput } from '../listQuery';
import type { Dimension, Metric } from '../statistics/dimensions';
import { dimensionLabeller, factsGroupCount, factsGroups, factsTotals, type FactsGroup, type Figures } from '../statistics/query';
import { list, parseReportRequest, REPORT_MESSAGES, type ReportRequest } from '../statistics/request';
import type { Scope } from '../store';
import { setPageHeaders } from './access';
import { daysOf } from './period';

/** Most rows a summary answers with (its table is not paged); the details are paged. */
export const SUMMARY_MAX_ROWS = 10_000;
export const DETAILS_MAX_PAGE_SIZE = 10_000;
const HOUR_MS = 3_600_000;
/** Up to this many days the summary's chart is hourly, beyond it daily. */
const HOURLY_SERIES_DAYS = 3;

export interface ReportRow extends Figures {
  key: Partial<Record<Dimension, string>>;
  labels: Partial<Record<Dimension, string>>;
}

const TIME: readonly Dimension[] = ['hour', 'day'];

/** Rows with their labels, sorted: by `sort` first, then by every grouping in its order (stable pages). */
function labelAndSort(ctx: ServerContext, groups: FactsGroup[], req: ReportRequest): ReportRow[] {
  const label = dimensionLabeller(ctx);
  const { groupBy } = req.facts;
  const rows: ReportRow[] = groups.map(({ key, ...figures }) => ({
    key,
    labels: Object.fromEntries(groupBy.map((d) => [d, TIME.includes(d) ? key[d]! : label(d, key[d]!)])),
    ...figures,
  }));
  // Labels are compared once per distinct value (a collator over 50 000 rows is slow); rows are
  // then sorted by integer ranks.
  const collator = new Intl.Collator('ru', { numeric: true });
  const ranks = groupBy.map((d) => {
    const distinct = [...new Set(rows.map((r) => r.labels[d]!))].sort(TIME.includes(d) ? undefined : collator.compare);
    const rank = new Map(distinct.map((v, i) => [v, i]));
    return Int32Array.from(rows, (r) => rank.get(r.labels[d]!)!);
  });
  const sort = req.sort ?? groupBy.find((d) => TIME.includes(d)) ?? (groupBy.length ? 'impressions' : null);
  const order = req.sort ? req.order : sort && TIME.includes(sort as Dimension) ? 'asc' : 'desc';
  const sign = order === 'desc' ? -1 : 1;
  const dimIndex = groupBy.indexOf(sort as Dimension);
  const primary = sort === null ? null
    : dimIndex >= 0 ? (a: number, b: number) => ranks[dimIndex][a] - ranks[dimIndex][b]
      : (a: number, b: number) => rows[a][sort as Metric] - rows[b][sort as Metric];
  const index = Array.from(rows, (_, i) => i).sort((a, b) => {
    const p = primary ? primary(a, b) * sign : 0;
    if (p) return p;
    for (const r of ranks) {
      const c = r[a] - r[b];
      if (c) return c;
    }
    return 0;
  });
  return index.map((i) => rows[i]);
}

/**
 * The last few reports asked for, sorted and labelled, for a short while: paging through a
 * report and its export (page after page of the same query) do not group the facts again.
 * Names changed meanwhile show after CACHE_MS.
 */
const CACHE_MS = 60_000;
const CACHE_SIZE = 4;
const cache = new WeakMap<ServerContext, Map<string, { at: number; rows: ReportRow[] }>>();

function reportRows(ctx: ServerContext, req: ReportRequest): ReportRow[] {
  if (!req.facts.groupBy.length) return [];
  const key = JSON.stringify([req.facts, req.sort, req.order]);
  let entries = cache.get(ctx);
  if (!entries) cache.set(ctx, (entries = new Map()));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.rows;
  const rows = labelAndSort(ctx, factsGroups(ctx, req.facts), req);
  entries.delete(key);
  entries.set(key, { at: now, rows });
  while (entries.size > CACHE_SIZE) entries.delete(entries.keys().next().value!);
  return rows;
}

/** The chart of a summary: the period's hours or days, zero where nothing was shown. */
function series(ctx: ServerContext, req: ReportRequest) {
  const { from, to, offsetMinutes } = req.facts;
  const by: Dimension = to.getTime() - from.getTime() <= HOURLY_SERIES_DAYS * 86_400_000 ? 'hour' : 'day';
  const found = new Map(factsGroups(ctx, { ...req.facts, groupBy: [by] }).map((g) => [g.key[by]!, g]));
  const times = by === 'day'
    ? daysOf(from, to, offsetMinutes)
    : Array.from({ length: Math.max(0, Math.ceil(to.getTime() / HOUR_MS) - Math.ceil(from.getTime() / HOUR_MS)) }, (_, i) =>
      new Date((Math.ceil(from.getTime() / HOUR_MS) + i) * HOUR_MS + offsetMinutes * 60_000).toISOString().slice(0, 16));
  const zero = { impressions: 0, clicks: 0, ctr: 0, views: 0, completes: 0, vtr: 0, spent: 0 };
  return {
    by,
    points: times.map((time) => {
      const g = found.get(time);
      return { time, ...(g ? { ...g, key: undefined } : zero) };
    }),
  };
}

/**
 * Reports (SPEC.md §2 reports/statistic/summary and details, no permission): sums of the ad
 * events (server/statistics/facts.ts) for a period, grouped by SPEC.md §3 dimensions, filtered by
 * accounts / campaigns / SSPs, within the cabinet's reach (an account cabinet sees its own
 * campaigns only; an agency those of its accounts; admin all). Contract: notes/CONTRACT.md.
 */
export function registerStatisticsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** Token and a cabinet of the user; no permission (SPEC.md §2). */
  const reach = (req: FastifyRequest): Scope => {
    const cabinet = ctx.auth.cabinet(req, ctx.auth.session(req), [])!;
    return ctx.cabinets.scope(cabinet);
  };

  app.get('/v2/statistics/summary', async (req) => {
    const request = parseReportRequest(ctx, req.query as QueryInput, reach(req), DETAILS_MAX_PAGE_SIZE);
    const count = request.facts.groupBy.length ? factsGroupCount(ctx, request.facts) : 0;
    if (count > SUMMARY_MAX_ROWS) throw invalid({ '/groupBy': REPORT_MESSAGES.tooManyRows(count, SUMMARY_MAX_ROWS) });
    return {
      rows: reportRows(ctx, request),
      totals: factsTotals(ctx, request.facts),
      series: series(ctx, request),
    };
  });

  app.get('/v2/statistics/details', async (req, reply) => {
    const request = parseReportRequest(ctx, req.query as QueryInput, reach(req), DETAILS_MAX_PAGE_SIZE);
    const rows = reportRows(ctx, request);
    const start = (request.page - 1) * request.pageSize;
    setPageHeaders(reply, request, rows.length);
    return { rows: rows.slice(start, start + request.pageSize), totals: factsTotals(ctx, request.facts) };
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
    const campaigns = ctx.store.all('campaign').filter((c) => scope === null || (c.cabinetId !== null && scope.includes(c.cabinetId)));
    let options: { id: string; name: string }[];
    if (req.params.kind === 'accounts') {
      const mine = new Set(campaigns.map((c) => String(c.data.accountId)));
      options = ctx.store.all('account').filter((a) => mine.has(a.id)).map((a) => ({ id: a.id, name: String(a.data.name ?? a.id) }));
    } else if (req.params.kind === 'campaigns') {
      const accounts = list(query.accounts);
      options = campaigns.filter((c) => !accounts.length || accounts.includes(String(c.data.accountId)))
        .map((c) => ({ id: c.id, name: String(c.data.name ?? c.id) }));
    } else if (req.params.kind === 'ssps') {
      options = ctx.store.all('ssp').map((s) => ({ id: String(s.data.sysname ?? s.id), name: String(s.data.name ?? s.id) }));
    } else {
      throw new HttpError(404, MESSAGES.routeNotFound);
    }
    const chosen = ids.length ? options.filter((o) => ids.includes(o.id))
      : options.filter((o) => !search || o.name.toLocaleLowerCase('ru').includes(search) || o.id === search);
    return chosen.sort((a, b) => a.name.localeCompare(b.name, 'ru')).slice(0, ids.length ? ids.length : 50);
  });
}
