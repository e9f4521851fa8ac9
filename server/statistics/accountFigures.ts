import { daysOf } from '../routes/period';
import { figures, type Figures } from './query';
import type { AccountFiguresJob, AccountFiguresRow } from './reportJob';

/** Figures of the accounts list: the four the list shows, of a whole period or of one group. */
interface AccountFigures {
  impressions: number;
  clicks: number;
  spent: number;
  ctr: number;
}
interface AccountGroup extends AccountFigures {
  day?: string;
  ssp?: string;
}
export interface AccountStatistics extends AccountFigures {
  groups?: AccountGroup[];
}

/**
 * Most groups one answer of the accounts list carries (accounts of the page × days × SSPs): as
 * many as the summary report's rows. Past it the request is refused before anything is summed —
 * a page of a year by day and SSP is megabytes nobody reads.
 */
export const ACCOUNT_MAX_GROUPS = 10_000;

const ZERO: AccountFigures = { impressions: 0, clicks: 0, spent: 0, ctr: 0 };
const brief = (f: Figures): AccountFigures => ({
  impressions: f.impressions,
  clicks: f.clicks,
  spent: f.spent,
  ctr: f.ctr,
});

/** The period's days an account has groups for: from its creation to today, in the caller's zone. */
function accountDays(days: readonly string[], created: string, today: string): string[] {
  return days.filter((d) => d >= created && d <= today);
}

/** How many groups the answer of `job` would carry, without summing anything. */
export function accountGroupCount(
  job: Pick<AccountFiguresJob, 'from' | 'to' | 'offsetMinutes' | 'created' | 'today' | 'groupBy' | 'ssps'>,
): number {
  if (!job.groupBy.length) return 0;
  const days = job.groupBy.includes('day') ? daysOf(new Date(job.from), new Date(job.to), job.offsetMinutes) : null;
  const ssps = job.groupBy.includes('ssp') ? job.ssps.length : 1;
  return Object.values(job.created).reduce(
    (n, created) => n + (days ? accountDays(days, created, job.today).length : 1) * ssps,
    0,
  );
}

/**
 * The statistics object of each account of the job, from its summed rows: the totals, and when
 * grouped every day of the period from the account's creation to today (zero when nothing was
 * shown) × the SSPs in the order asked. Built in the statistics worker: a page's groups are
 * thousands of objects, not work for the request thread.
 */
export function accountStatistics(
  job: AccountFiguresJob,
  rows: AccountFiguresRow[],
): Record<string, AccountStatistics> {
  const byAccount = new Map<string, AccountFiguresRow[]>();
  for (const r of rows) byAccount.set(r.account, [...(byAccount.get(r.account) ?? []), r]);
  const days = job.groupBy.includes('day') ? daysOf(new Date(job.from), new Date(job.to), job.offsetMinutes) : null;
  const out: Record<string, AccountStatistics> = {};
  for (const [id, created] of Object.entries(job.created)) {
    const mine = byAccount.get(id) ?? [];
    const sum = (key: 'impressions' | 'clicks' | 'views' | 'completes' | 'spent') =>
      mine.reduce((n, r) => n + r[key], 0);
    const stats: AccountStatistics = brief(
      figures({
        impressions: sum('impressions'),
        clicks: sum('clicks'),
        views: sum('views'),
        completes: sum('completes'),
        spent: sum('spent'),
      }),
    );
    if (job.groupBy.length) {
      const byKey = new Map(mine.map((g) => [`${g.day ?? ''}|${g.ssp ?? ''}`, figures(g)]));
      const ssps = job.groupBy.includes('ssp') ? job.ssps : [undefined];
      stats.groups = (days ? accountDays(days, created, job.today) : [undefined]).flatMap((day) =>
        ssps.map((ssp) => {
          const found = byKey.get(`${day ?? ''}|${ssp ?? ''}`);
          return { ...(day ? { day } : {}), ...(ssp ? { ssp } : {}), ...(found ? brief(found) : ZERO) };
        }),
      );
    }
    out[id] = stats;
  }
  return out;
}
