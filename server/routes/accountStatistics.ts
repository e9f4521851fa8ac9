import { percentage } from '../../src/engine/schema/formats';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { QueryInput } from '../listQuery';
import { daysOf, localDay, parsePeriod } from './period';

/**
 * Account statistics for a period (GET /v2/accounts?statistics=true&startTimeISO=…): there is
 * no ad server behind the reference API, so the figures are a pure function of the account id,
 * the day and the SSP — the same request always gives the same numbers, on any machine.
 */
export interface StatisticsOptions {
  from: Date;
  to: Date;
  offsetMinutes: number;
  ssps: string[];
  groupBy: ('day' | 'ssp')[];
}

interface Figures { impressions: number; clicks: number; spent: number }

export const STATISTICS_MESSAGES = {
  tooLong: 'Период статистики — не больше 366 дней',
  badGroup: (g: string) => `Группировка «${g}» недоступна для аккаунтов: выберите день или SSP`,
  noSsps: 'Для группировки по SSP выберите SSP',
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
  if (wanted && to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) errors['/endTimeISO'] = STATISTICS_MESSAGES.tooLong;
  if (Object.keys(errors).length) throw invalid(errors);
  if (!wanted) return null;
  return { from, to, offsetMinutes: period.offsetMinutes, ssps, groupBy: groupBy as StatisticsOptions['groupBy'] };
}

/** FNV-1a of a key, as a number in [0, 1): the source of every deterministic demo figure. */
export function unit(key: string): number {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

function dayFigures(accountId: string, day: string, ssp: string | null): Figures {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const base = 2_000 + unit(accountId) * 60_000;
  const share = ssp === null ? 1 : 0.15 + unit(`${accountId}|${ssp}`) * 0.5;
  const noise = 0.5 + unit(`${accountId}|${day}|${ssp ?? '*'}`);
  const impressions = Math.round(base * share * noise * (weekday === 0 || weekday === 6 ? 0.7 : 1));
  const ctr = 0.002 + unit(`${accountId}|ctr`) * 0.02;
  const clicks = Math.round(impressions * ctr * (0.8 + unit(`${accountId}|${day}|${ssp ?? '*'}|clicks`) * 0.4));
  const cpm = 60 + unit(`${accountId}|cpm`) * 240;
  return { impressions, clicks, spent: Math.round(impressions * cpm / 10) / 100 };
}

const add = (a: Figures, b: Figures): Figures =>
  ({ impressions: a.impressions + b.impressions, clicks: a.clicks + b.clicks, spent: Math.round((a.spent + b.spent) * 100) / 100 });
const withCtr = (f: Figures) => ({ ...f, ctr: Math.round(percentage(f.clicks, f.impressions) * 100) / 100 });
const ZERO: Figures = { impressions: 0, clicks: 0, spent: 0 };

/** The statistics object of one account record for the period (nothing before it existed or after today). */
export function accountStatistics(ctx: ServerContext, account: Record<string, unknown>, options: StatisticsOptions): Record<string, unknown> {
  const id = String(account.id);
  const created = typeof account.createdAt === 'string' ? localDay(new Date(account.createdAt), options.offsetMinutes) : '';
  const today = localDay(ctx.now(), options.offsetMinutes);
  const sspKeys: (string | null)[] = options.ssps.length ? options.ssps : [null];
  const groups = new Map<string, { day?: string; ssp?: string; figures: Figures }>();
  let total = ZERO;
  for (const day of daysOf(options.from, options.to, options.offsetMinutes)) {
    if (day < created || day > today) continue;
    for (const ssp of sspKeys) {
      const figures = dayFigures(id, day, ssp);
      total = add(total, figures);
      if (!options.groupBy.length) continue;
      const key = { day: options.groupBy.includes('day') ? day : undefined, ssp: options.groupBy.includes('ssp') && ssp ? ssp : undefined };
      const name = `${key.day ?? ''}|${key.ssp ?? ''}`;
      const group = groups.get(name) ?? { ...key, figures: ZERO };
      group.figures = add(group.figures, figures);
      groups.set(name, group);
    }
  }
  const out: Record<string, unknown> = withCtr(total);
  if (options.groupBy.length) {
    out.groups = [...groups.values()].map(({ figures, ...key }) => ({ ...JSON.parse(JSON.stringify(key)), ...withCtr(figures) }));
  }
  return out;
}
