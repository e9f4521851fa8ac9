import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORECAST_MAX_DAYS } from '../../src/domain/forecast';
import { IFA_EVENTS, type IfaEvent } from '../../src/domain/ifaEvents';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { forecast, type ForecastRequest } from '../forecastModel';
import type { QueryInput } from '../listQuery';
import { reaches } from '../reach/references';
import { DEVICES } from '../statistics/dimensions';
import { factsGroups, factsTotals, figures, type Figures } from '../statistics/query';
import type { StoredRecord } from '../store';
import { access, defOf, loadVisible } from '../http/access';
import { inventoryOf } from '../inventory';
import { daysOf, localDay, parsePeriod } from '../http/period';
import { unit } from '../seed/random';

/**
 * The campaign card's insights (docs/product.md#calls, campaign extras): GET /campaign/reach/{id} (the
 * audience the campaign's settings can reach over its period, and how many people it has reached
 * so far), GET /campaign/{id}/analytics (its figures of a period by day, SSP and device),
 * GET /campaign/{id}/ifaid/{type} (the advertising ids of the devices that had an event, as a file
 * to build an audience from) and GET /campaign/{id}/owner (the account, agency and cabinet it
 * belongs to). Each passes the campaign CRUD's gate and answers only for a campaign in reach.
 */
export const INSIGHT_MESSAGES = {
  badEvent: 'Выберите событие: показ, клик, досмотр или установка',
  tooLong: `Период — не больше ${FORECAST_MAX_DAYS} дней`,
} as const;

const IFA_TITLES: Record<IfaEvent, string> = { show: 'показы', click: 'клики', vtr: 'досмотры', install: 'установки' };
/** One file holds at most this many ids (a platform's upload limit for an audience list). */
export const IFA_LIMIT = 10_000;

const DAY_MS = 86_400_000;
const SSP_NAMES = (ctx: ServerContext) =>
  new Map(ctx.store.all('ssp').map((r) => [String(r.data.sysname ?? r.id), String(r.data.name ?? r.id)]));

type Params = FastifyRequest<{ Params: { id: string; type?: string } }>;

/** How often the campaign's viewer sees it: between 1.5 and 3.5, fixed per campaign. */
const frequencyOf = (id: string) => Math.round((1.5 + unit(`${id}|frequency`) * 2) * 100) / 100;

/** The campaign's settings as a forecast request over its period (30 days from today without one). */
function forecastRequestOf(record: StoredRecord, today: string): ForecastRequest {
  const d = record.data as {
    creativeType?: ForecastRequest['creativeType'];
    calendar?: { dates?: { start?: string; end?: string } };
    targets?: { geo?: ForecastRequest['geo']; device?: { deviceTypes?: string[] }; ssp?: string[] };
    limits?: ForecastRequest['limits'];
    strategies?: { saleSpeedType?: ForecastRequest['saleSpeedType'] };
  };
  const start = d.calendar?.dates?.start ?? today;
  const lastDay = new Date(Date.parse(`${start}T00:00:00Z`) + (FORECAST_MAX_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const wanted =
    d.calendar?.dates?.end ?? new Date(Date.parse(`${start}T00:00:00Z`) + 29 * DAY_MS).toISOString().slice(0, 10);
  return {
    creativeType: d.creativeType ?? 'banner',
    dates: { start, end: wanted > lastDay ? lastDay : wanted < start ? start : wanted },
    geo: d.targets?.geo,
    deviceTypes: d.targets?.device?.deviceTypes,
    ssp: d.targets?.ssp,
    limits: d.limits,
    saleSpeedType: d.strategies?.saleSpeedType ?? 'evenly',
  };
}

/** A deterministic advertising id (IDFA/GAID form) of the n-th device of a campaign's event. */
function ifa(seed: string, n: number): string {
  const hex = [0, 1, 2, 3]
    .map((i) =>
      Math.floor(unit(`${seed}|${n}|${i}`) * 0xffffffff)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[n % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function registerCampaignInsightRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const campaign = defOf(ctx, 'campaign');
  if (!campaign) return;
  const load = (req: Params) => loadVisible(ctx, campaign, req.params.id, access(ctx, req, campaign).scope);
  const lifetime = (record: StoredRecord): Figures =>
    factsTotals(ctx, { from: new Date(0), to: ctx.now(), offsetMinutes: 0, groupBy: [], campaigns: [record.id] });

  app.get('/campaign/reach/:id', async (req: Params) => {
    const record = load(req);
    const request = forecastRequestOf(record, localDay(ctx.now(), 0));
    const planned = forecast(request, inventoryOf(ctx));
    const frequency = frequencyOf(record.id);
    const shown = lifetime(record).impressions;
    return {
      id: record.id,
      period: request.dates,
      audience: planned.totals.reach,
      impressions: planned.totals.impressions,
      reached: Math.round(shown / frequency),
      frequency,
    };
  });

  app.get('/campaign/:id/analytics', async (req: Params) => {
    const record = load(req);
    const period = parsePeriod(req.query as QueryInput);
    const to = period.to ?? ctx.now();
    const from = period.from ?? new Date(to.getTime() - 30 * DAY_MS);
    if (to.getTime() - from.getTime() > FORECAST_MAX_DAYS * DAY_MS)
      throw invalid({ '/endTimeISO': INSIGHT_MESSAGES.tooLong });
    const query = { from, to, offsetMinutes: period.offsetMinutes, campaigns: [record.id] };
    const byDay = new Map(factsGroups(ctx, { ...query, groupBy: ['day'] }).map(({ key, ...f }) => [key.day!, f]));
    const zero = figures({ impressions: 0, clicks: 0, views: 0, completes: 0, spent: 0 });
    const ssps = SSP_NAMES(ctx);
    const desc = (a: Figures, b: Figures) => b.impressions - a.impressions;
    return {
      id: record.id,
      from: from.toISOString(),
      to: to.toISOString(),
      totals: factsTotals(ctx, { ...query, groupBy: [] }),
      days: daysOf(from, to, period.offsetMinutes).map((day) => ({ day, ...(byDay.get(day) ?? zero) })),
      ssps: factsGroups(ctx, { ...query, groupBy: ['ssp'] })
        .sort(desc)
        .map(({ key, ...f }) => ({ ssp: key.ssp!, name: ssps.get(key.ssp!) ?? key.ssp!, ...f })),
      devices: factsGroups(ctx, { ...query, groupBy: ['device'] })
        .sort(desc)
        .map(({ key, ...f }) => ({ device: key.device!, name: DEVICES[key.device!] ?? key.device!, ...f })),
    };
  });

  app.get('/campaign/:id/ifaid/:type', async (req: Params, reply) => {
    const record = load(req);
    const type = req.params.type as IfaEvent;
    if (!IFA_EVENTS.includes(type)) throw invalid({ '/type': INSIGHT_MESSAGES.badEvent });
    const f = lifetime(record);
    const events = {
      show: f.impressions / frequencyOf(record.id),
      click: f.clicks,
      vtr: f.completes,
      install: f.clicks * 0.05,
    }[type];
    const count = Math.min(IFA_LIMIT, Math.floor(events));
    const lines = Array.from({ length: count }, (_, n) => ifa(`${record.id}|${type}`, n));
    const name = `Кампания ${String(record.data.name ?? record.id)} — ${IFA_TITLES[type]}.txt`;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="ifa-${type}-${record.id}.txt"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('access-control-expose-headers', 'content-disposition')
      .header('x-ifa-count', String(count))
      .send(lines.length ? `${lines.join('\n')}\n` : '');
  });

  app.get('/campaign/:id/owner', async (req: Params) => {
    const { scope } = access(ctx, req, campaign);
    const record = loadVisible(ctx, campaign, req.params.id, scope);
    // Only what the caller may name: an account cabinet never learns its agency's record.
    const named = (schemaId: string, id: unknown) => {
      const found = typeof id === 'string' ? ctx.store.get(schemaId, id) : null;
      return found && reaches(scope, found) ? { id: found.id, name: String(found.data.name ?? found.id) } : null;
    };
    const account = named('account', record.data.accountId);
    const accountRecord = account ? ctx.store.get('account', account.id) : null;
    const cabinet = record.cabinetId ? ctx.cabinets.get(record.cabinetId) : null;
    return {
      id: record.id,
      account,
      agency: named('agency', accountRecord?.data.agencyID),
      cabinet:
        cabinet && reaches(scope, { id: cabinet.id, cabinetId: cabinet.id })
          ? { id: cabinet.id, name: cabinet.name, type: cabinet.type }
          : null,
      createdAt: record.data.createdAt ?? null,
    };
  });
}
