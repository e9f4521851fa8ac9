import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { QueryInput } from '../listQuery';
import { factsGroups, factsTotals, type Figures } from '../statistics/query';
import { daysOf, localDay, parsePeriod } from './period';

/**
 * Account statistics for a period (GET /v2/accounts?statistics=true&startTimeISO=…): sums of the
 * seeded ad events of the account's campaigns (server/statistics/facts.ts).
 */
export interface StatisticsOptions {
  from: Date;
  to: Date;
  offsetMinutes: number;
  ssps: string[];
  groupBy: ('day' | 'ssp')[];
  /**
   * withoutExtraCampaigns=true: only the account's own campaigns count, not the extra ones made
   * from them (copies, which name their source as parentId).
   */
  withoutExtraCampaigns: boolean;
}

export const STATISTICS_MESSAGES = {
  tooLong: 'Период статистики — не больше 366 дней',
  badGroup: (g: string) => `Группировка «${g}» недоступна для аккаунтов: выберите день или SSP`,
  noSsps: 'Для группировки по SSP выберите SSP',
  badFlag: 'Ожидается true или false',
} as const;

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const GROUPS = ['day', 'ssp'] as const;

const list = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : [v ?? '']).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);

/** statistics=true|1 turns the figures on; null when the request does not ask for them. */
export function statisticsOptions(ctx: ServerContext, query: QueryInput): StatisticsOptions | null {
  const flag = (Array.isArray(query.statistics) ? query.statistics[0] : query.statistics)?.trim();
  // Bad dates and groupings are 400 even without the flag: a wrong request is never silently ignored.
  const period = parsePeriod(query);
  const groupBy = list(query.groupBy);
  const errors: Record<string, string> = {};
  const badGroup = groupBy.find((g) => !GROUPS.includes(g as 'day'));
  if (badGroup) errors['/groupBy'] = STATISTICS_MESSAGES.badGroup(badGroup);
  let ssps = list(query.ssps);
  if (groupBy.includes('ssp') && !ssps.length) ssps = ctx.store.all('ssp').map((r) => r.id);
  if (groupBy.includes('ssp') && !ssps.length) errors['/ssps'] = STATISTICS_MESSAGES.noSsps;
  // Without bounds: the last 30 days up to the end of today in the caller's zone.
  const endOfToday = new Date(Date.parse(`${localDay(ctx.now(), period.offsetMinutes)}T00:00:00Z`) + DAY_MS - period.offsetMinutes * 60_000);
  // With only a start, up to today but never longer than the longest period.
  const to = period.to ?? (period.from
    ? new Date(Math.max(Math.min(endOfToday.getTime(), period.from.getTime() + MAX_DAYS * DAY_MS), period.from.getTime() + DAY_MS))
    : endOfToday);
  const from = period.from ?? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  const wanted = flag === 'true' || flag === '1';
  const extra = (Array.isArray(query.withoutExtraCampaigns) ? query.withoutExtraCampaigns[0] : query.withoutExtraCampaigns)?.trim();
  if (extra !== undefined && !['true', 'false', '1', '0', ''].includes(extra)) errors['/withoutExtraCampaigns'] = STATISTICS_MESSAGES.badFlag;
  if (wanted && to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) errors['/endTimeISO'] = STATISTICS_MESSAGES.tooLong;
  if (Object.keys(errors).length) throw invalid(errors);
  if (!wanted) return null;
  return { from, to, offsetMinutes: period.offsetMinutes, ssps, groupBy: groupBy as StatisticsOptions['groupBy'], withoutExtraCampaigns: extra === 'true' || extra === '1' };
}

/** FNV-1a of a key, as a number in [0, 1): the source of every deterministic demo figure. */
export function unit(key: string): number {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

const ZERO = { impressions: 0, clicks: 0, spent: 0, ctr: 0 };
const brief = (f: Figures) => ({ impressions: f.impressions, clicks: f.clicks, spent: f.spent, ctr: f.ctr });

/**
 * The statistics object of one account record for the period: sums of the ad events
 * (server/statistics/facts.ts), the same facts the reports read, so the accounts list and the
 * reports agree. Day groups cover every day of the period from the account's creation to today
 * (zero when nothing was shown); SSP groups follow the order of `ssps`.
 */
export function accountStatistics(ctx: ServerContext, account: Record<string, unknown>, options: StatisticsOptions): Record<string, unknown> {
  const id = String(account.id);
  const own = options.withoutExtraCampaigns ? ownCampaigns(ctx, id) : undefined;
  // An empty list would mean "any campaign": no campaign has an empty id, so nothing counts.
  const campaigns = own && !own.length ? [''] : own;
  const query = { from: options.from, to: options.to, offsetMinutes: options.offsetMinutes, accounts: [id], campaigns, ssps: options.ssps };
  const out: Record<string, unknown> = brief(factsTotals(ctx, { ...query, groupBy: [] }));
  if (!options.groupBy.length) return out;
  const byKey = new Map(factsGroups(ctx, { ...query, groupBy: options.groupBy }).map((g) => [`${g.key.day ?? ''}|${g.key.ssp ?? ''}`, g]));
  const created = typeof account.createdAt === 'string' ? localDay(new Date(account.createdAt), options.offsetMinutes) : '';
  const today = localDay(ctx.now(), options.offsetMinutes);
  const days = options.groupBy.includes('day')
    ? daysOf(options.from, options.to, options.offsetMinutes).filter((d) => d >= created && d <= today)
    : [undefined];
  const ssps = options.groupBy.includes('ssp') ? options.ssps : [undefined];
  out.groups = days.flatMap((day) => ssps.map((ssp) => {
    const found = byKey.get(`${day ?? ''}|${ssp ?? ''}`);
    return { ...(day ? { day } : {}), ...(ssp ? { ssp } : {}), ...(found ? brief(found) : ZERO) };
  }));
  return out;
}

/** The account's campaigns that are not extra ones made from another campaign (no parentId). */
function ownCampaigns(ctx: ServerContext, accountId: string): string[] {
  const rows = ctx.db.prepare(
    "SELECT id FROM records WHERE resource = 'campaign' AND json_extract(data, '$.accountId') = ? AND json_extract(data, '$.parentId') IS NULL",
  ).all(accountId) as { id: string }[];
  return rows.map((r) => r.id);
}
