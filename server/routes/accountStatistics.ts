import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { QueryInput } from '../listQuery';
import { ACCOUNT_MAX_GROUPS, accountGroupCount, type AccountStatistics } from '../statistics/accountFigures';
import { ensureFactsFilled } from '../statistics/facts';
import type { AccountFiguresJob } from '../statistics/reportJob';
import { localDay, parsePeriod } from './period';

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
  unknownSsp: (s: string) => `SSP «${s.length > 40 ? `${s.slice(0, 40)}…` : s}» не найдена`,
  tooManyGroups: (n: number, max: number) =>
    `В статистике аккаунтов не больше ${max.toLocaleString('ru-RU')} групп на страницу, а группировка даёт ${n.toLocaleString('ru-RU')}: уберите часть SSP или группировок, сократите период или уменьшите размер страницы`,
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
  // Repeated groupings and SSPs collapse: the answer is the same, never one group per repetition.
  const groupBy = [...new Set(list(query.groupBy))];
  const errors: Record<string, string> = {};
  const badGroup = groupBy.find((g) => !GROUPS.includes(g as 'day'));
  if (badGroup) errors['/groupBy'] = STATISTICS_MESSAGES.badGroup(badGroup);
  const asked = list(query.ssps);
  // The first unknown system name is named (a list of thousands gets one message, not thousands).
  const known = new Set(ctx.store.all('ssp').map((r) => r.id));
  const unknown = asked.findIndex((s) => !known.has(s));
  if (unknown >= 0) errors[`/ssps/${unknown}`] = STATISTICS_MESSAGES.unknownSsp(asked[unknown]);
  let ssps = [...new Set(asked)];
  if (groupBy.includes('ssp') && !ssps.length) ssps = [...known];
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

/** FNV-1a of a key, as a number in [0, 1): the source of every deterministic demo figure. */
export function unit(key: string): number {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

/**
 * The statistics of the accounts of one page, computed by the statistics worker (a year of an
 * account's facts, and a page's groups, must not hold up the server's only thread) and counted
 * against the user's heavy reports like the reports themselves (429 past the limit): sums per
 * account, and per day / SSP when grouped (server/statistics/accountFigures.ts). Refused with a
 * 400 at groupBy, before anything is summed, when the page would carry more than
 * ACCOUNT_MAX_GROUPS groups. Without extra campaigns only the accounts' own campaigns count.
 */
export async function accountsStatistics(
  ctx: ServerContext,
  user: string,
  accounts: Record<string, unknown>[],
  options: StatisticsOptions,
  signal?: AbortSignal,
): Promise<Record<string, AccountStatistics>> {
  if (!accounts.length) return {};
  const ids = accounts.map((a) => String(a.id));
  const job: AccountFiguresJob = {
    kind: 'accountFigures',
    from: options.from.getTime(),
    to: options.to.getTime(),
    offsetMinutes: options.offsetMinutes,
    accounts: ids,
    created: Object.fromEntries(
      accounts.map((a) => [
        String(a.id),
        typeof a.createdAt === 'string' ? localDay(new Date(a.createdAt), options.offsetMinutes) : '',
      ]),
    ),
    today: localDay(ctx.now(), options.offsetMinutes),
    campaigns: options.withoutExtraCampaigns ? ownCampaigns(ctx, ids) : null,
    ssps: options.ssps,
    groupBy: options.groupBy,
  };
  const groups = accountGroupCount(job);
  if (groups > ACCOUNT_MAX_GROUPS)
    throw invalid({ '/groupBy': STATISTICS_MESSAGES.tooManyGroups(groups, ACCOUNT_MAX_GROUPS) });
  ensureFactsFilled(ctx);
  return ctx.reports.run(user, job, signal);
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
