import dayjs from 'dayjs';
import {
  STATISTICS_DIMENSIONS,
  STATISTICS_METRICS,
  type StatisticsDimension,
  type StatisticsMetric,
  type StatisticsParams,
} from '../../providers/calls/statistics';

/**
 * What a report screen shows, read from and written to the URL query, so that a view can be
 * bookmarked, shared and restored on reload: ?from=2026-11-15&to=2026-11-21&groupBy=campaign,ssp
 * &accounts=…&campaigns=…&ssps=…&sort=clicks&order=desc&page=2&pageSize=50&chart=impressions,ctr
 */
export interface ReportState {
  from: string;
  to: string;
  groupBy: StatisticsDimension[];
  accounts: string[];
  campaigns: string[];
  ssps: string[];
  sort: string | null;
  order: 'asc' | 'desc' | null;
  page: number;
  pageSize: number;
  chart: StatisticsMetric[];
}

export interface ReportDefaults {
  groupBy: StatisticsDimension[];
  pageSize: number;
  pageSizes: readonly number[];
}

const DEFAULT_DAYS = 7;
const DEFAULT_CHART: StatisticsMetric[] = ['impressions', 'clicks'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const listOf = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The state of a query string; what is missing or malformed takes the default (last 7 days up to today). */
export function readState(params: URLSearchParams, defaults: ReportDefaults, today = dayjs()): ReportState {
  const date = (name: string) => {
    const v = params.get(name);
    // dayjs rolls 2026-13-45 over into a real day: a date is good only if it reads back the same.
    return v && DATE.test(v) && dayjs(v).format('YYYY-MM-DD') === v ? v : null;
  };
  const to = date('to') ?? today.format('YYYY-MM-DD');
  const from =
    date('from') ??
    dayjs(to)
      .subtract(DEFAULT_DAYS - 1, 'day')
      .format('YYYY-MM-DD');
  const grouping = params.has('groupBy')
    ? [...new Set(listOf(params, 'groupBy'))].filter((g): g is StatisticsDimension =>
        (STATISTICS_DIMENSIONS as readonly string[]).includes(g),
      )
    : defaults.groupBy;
  const order = params.get('order');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const chart = listOf(params, 'chart').filter((m): m is StatisticsMetric =>
    (STATISTICS_METRICS as readonly string[]).includes(m),
  );
  return {
    from,
    to,
    groupBy: grouping,
    accounts: listOf(params, 'accounts'),
    campaigns: listOf(params, 'campaigns'),
    ssps: listOf(params, 'ssps'),
    sort: params.get('sort') || null,
    order: order === 'asc' || order === 'desc' ? order : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: defaults.pageSizes.includes(pageSize) ? pageSize : defaults.pageSize,
    chart: params.has('chart') ? chart : DEFAULT_CHART,
  };
}

/** The query string of a state; everything explicit, so the link means the same days tomorrow. */
export function writeState(state: ReportState): URLSearchParams {
  const out = new URLSearchParams();
  out.set('from', state.from);
  out.set('to', state.to);
  out.set('groupBy', state.groupBy.join(','));
  if (state.accounts.length) out.set('accounts', state.accounts.join(','));
  if (state.campaigns.length) out.set('campaigns', state.campaigns.join(','));
  if (state.ssps.length) out.set('ssps', state.ssps.join(','));
  if (state.sort) out.set('sort', state.sort);
  if (state.order) out.set('order', state.order);
  if (state.page > 1) out.set('page', String(state.page));
  out.set('pageSize', String(state.pageSize));
  out.set('chart', state.chart.join(','));
  return out;
}

/** A change of anything but the page starts again from the first page. */
export function applyChange(state: ReportState, patch: Partial<ReportState>): ReportState {
  const next = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  // A sort by a grouping that is gone would be refused by the API.
  if (
    next.sort &&
    !(STATISTICS_METRICS as readonly string[]).includes(next.sort) &&
    !next.groupBy.includes(next.sort as StatisticsDimension)
  ) {
    next.sort = null;
    next.order = null;
  }
  return next;
}

/** The browser's zone as minutes east of UTC (Moscow: 180), as the API's offsetTime. */
const browserOffset = (): number => -new Date().getTimezoneOffset();

/** The API parameters of a state. */
export function apiParams(state: ReportState, offsetTime = browserOffset()): StatisticsParams {
  return {
    startTimeISO: state.from,
    endTimeISO: state.to,
    offsetTime,
    groupBy: state.groupBy,
    accounts: state.accounts,
    campaigns: state.campaigns,
    ssps: state.ssps,
    ...(state.sort ? { sort: state.sort, order: state.order ?? 'asc' } : {}),
  };
}
