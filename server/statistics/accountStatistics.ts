import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { QueryInput } from '../listQuery';
import type { AccountFiguresRow } from './reportJob';
import { ensureFactsFilled } from './facts';
import { figures, type Figures } from './query';
import { daysOf, localDay, parsePeriod } from '../http/period';

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
  (Array.isArray(v) ? v : [v ?? ''])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

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
  const endOfToday = new Date(
    Date.parse(`${localDay(ctx.now(), period.offsetMinutes)}T00:00:00Z`) + DAY_MS - period.offsetMinutes * 60_000,
  );
  // With only a start, up to today but never longer than the longest period.
  const to =
    period.to ??
    (period.from
      ? new Date(
          Math.max(
            Math.min(endOfToday.getTime(), period.from.getTime() + MAX_DAYS * DAY_MS),
            period.from.getTime() + DAY_MS,
          ),
        )
      : endOfToday);
  const from = period.from ?? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  const wanted = flag === 'true' || flag === '1';
  const extra = (
    Array.isArray(query.withoutExtraCampaigns) ? query.withoutExtraCampaigns[0] : query.withoutExtraCampaigns
  )?.trim();
  if (extra !== undefined && !['true', 'false', '1', '0', ''].includes(extra))
    errors['/withoutExtraCampaigns'] = STATISTICS_MESSAGES.badFlag;
  if (wanted && to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) errors['/endTimeISO'] = STATISTICS_MESSAGES.tooLong;
  if (Object.keys(errors).length) throw invalid(errors);
  if (!wanted) return null;
  return {
    from,
    to,
    offsetMinutes: period.offsetMinutes,
    ssps,
    groupBy: groupBy as StatisticsOptions['groupBy'],
    withoutExtraCampaigns: extra === 'true' || extra === '1',
  };
}

const ZERO = { impressions: 0, clicks: 0, spent: 0, ctr: 0 };
const brief = (f: Figures) => ({ impressions: f.impressions, clicks: f.clicks, spent: f.spent, ctr: f.ctr });

/**
 * The figures of the accounts of one page, computed by the statistics worker in one query (a
 * year of an account's facts must not hold up the server's only thread): rows per account, and
 * per day / SSP when grouped. Without extra campaigns only the accounts' own campaigns count.
 */
export async function accountsFigures(
  ctx: ServerContext,
  accountIds: string[],
  options: StatisticsOptions,
  signal?: AbortSignal,
): Promise<AccountFiguresRow[]> {
  if (!accountIds.length) return [];
  ensureFactsFilled(ctx);
  return ctx.reports.accountFigures(
    {
      kind: 'accountFigures',
      from: options.from.getTime(),
      to: options.to.getTime(),
      offsetMinutes: options.offsetMinutes,
      accounts: accountIds,
      campaigns: options.withoutExtraCampaigns ? ownCampaigns(ctx, accountIds) : null,
      ssps: options.ssps,
      groupBy: options.groupBy,
    },
    signal,
  );
}

/**
 * The statistics object of one account record for the period, from its rows of accountsFigures():
 * sums of the ad events (server/statistics/facts.ts), the same facts the reports read, so the
 * accounts list and the reports agree. Day groups cover every day of the period from the
 * account's creation to today (zero when nothing was shown); SSP groups follow the order of `ssps`.
 */
export function accountStatistics(
  ctx: ServerContext,
  account: Record<string, unknown>,
  options: StatisticsOptions,
  rows: AccountFiguresRow[],
): Record<string, unknown> {
  const id = String(account.id);
  const mine = rows.filter((r) => r.account === id);
  const sum = (key: 'impressions' | 'clicks' | 'views' | 'completes' | 'spent') => mine.reduce((n, r) => n + r[key], 0);
  const out: Record<string, unknown> = brief(
    figures({
      impressions: sum('impressions'),
      clicks: sum('clicks'),
      views: sum('views'),
      completes: sum('completes'),
      spent: sum('spent'),
    }),
  );
  if (!options.groupBy.length) return out;
  const byKey = new Map(mine.map((g) => [`${g.day ?? ''}|${g.ssp ?? ''}`, figures(g)]));
  const created =
    typeof account.createdAt === 'string' ? localDay(new Date(account.createdAt), options.offsetMinutes) : '';
  const today = localDay(ctx.now(), options.offsetMinutes);
  const days = options.groupBy.includes('day')
    ? daysOf(options.from, options.to, options.offsetMinutes).filter((d) => d >= created && d <= today)
    : [undefined];
  const ssps = options.groupBy.includes('ssp') ? options.ssps : [undefined];
  out.groups = days.flatMap((day) =>
    ssps.map((ssp) => {
      const found = byKey.get(`${day ?? ''}|${ssp ?? ''}`);
      return { ...(day ? { day } : {}), ...(ssp ? { ssp } : {}), ...(found ? brief(found) : ZERO) };
    }),
  );
  return out;
}

/** The accounts' campaigns that are not extra ones made from another campaign (no parentId). */
function ownCampaigns(ctx: ServerContext, accountIds: string[]): string[] {
  const rows = ctx.db
    .prepare(
      `SELECT id FROM records WHERE resource = 'campaign' AND json_extract(data, '$.accountId') IN (${accountIds.map(() => '?').join(',')})
     AND json_extract(data, '$.parentId') IS NULL`,
    )
    .all(...accountIds) as { id: string }[];
  return rows.map((r) => r.id);
}
