import { HttpError } from '../errors';
import type { Dimension, Metric } from './dimensions';
import type { ReportRequest } from './request';

/**
 * What crosses between the request thread and the statistics worker. Kept apart from the
 * columnar store so that the routes (and so server start-up) never load DuckDB's native module:
 * only the worker does, on the first report.
 */

/** A report request as it travels to the statistics worker (structured-clone safe: dates as ms). */
export interface ReportJob {
  kind: 'summary' | 'details';
  from: number;
  to: number;
  offsetMinutes: number;
  groupBy: Dimension[];
  accounts: string[];
  campaigns: string[];
  ssps: string[];
  scope: string[] | null;
  sort: Dimension | Metric | null;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const jobOf = (kind: ReportJob['kind'], r: ReportRequest): ReportJob => ({
  kind,
  from: r.facts.from.getTime(),
  to: r.facts.to.getTime(),
  offsetMinutes: r.facts.offsetMinutes,
  groupBy: [...r.facts.groupBy],
  accounts: [...(r.facts.accounts ?? [])],
  campaigns: [...(r.facts.campaigns ?? [])],
  ssps: [...(r.facts.ssps ?? [])],
  scope: r.facts.scope ? [...r.facts.scope] : null,
  sort: r.sort,
  order: r.order,
  page: r.page,
  pageSize: r.pageSize,
});

export const requestOf = (j: ReportJob): ReportRequest => ({
  facts: {
    from: new Date(j.from),
    to: new Date(j.to),
    offsetMinutes: j.offsetMinutes,
    groupBy: j.groupBy,
    accounts: j.accounts,
    campaigns: j.campaigns,
    ssps: j.ssps,
    scope: j.scope,
  },
  sort: j.sort,
  order: j.order,
  page: j.page,
  pageSize: j.pageSize,
});

/**
 * The accounts list's figures for a period (GET /v2/accounts?statistics=true): sums per account,
 * and per local day and/or SSP when asked, of the accounts on one page. `campaigns`: only these
 * count (the accounts' own campaigns, without the extra ones), null = all.
 */
export interface AccountFiguresJob {
  kind: 'accountFigures';
  from: number;
  to: number;
  offsetMinutes: number;
  accounts: string[];
  /** Each account's creation day in the caller's zone ('' when unknown): its day groups start there. */
  created: Record<string, string>;
  /** Today in the caller's zone: day groups end there. */
  today: string;
  campaigns: string[] | null;
  ssps: string[];
  groupBy: ('day' | 'ssp')[];
}

/** One account's raw sums (of one day and/or SSP when grouped), turned into figures by figures(). */
export interface AccountFiguresRow {
  impressions: number;
  clicks: number;
  views: number;
  completes: number;
  spent: number;
  account: string;
  day?: string;
  ssp?: string;
}

/** An error as it crosses from the worker: HttpErrors keep their status, message and field errors. */
export interface WorkerFailure {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export const failureOf = (e: unknown): WorkerFailure =>
  e instanceof HttpError
    ? { status: e.status, message: e.message, errors: e.errors as Record<string, string> | undefined }
    : { status: 500, message: e instanceof Error ? e.message : String(e) };
