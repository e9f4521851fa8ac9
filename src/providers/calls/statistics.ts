import { totalOf } from '../wireFormat';
import type { RequestFn } from './index';
import type { StatisticsDimension, StatisticsMetric } from '../../domain/statisticsKeys';

export {
  STATISTICS_DIMENSIONS,
  STATISTICS_METRICS,
  type StatisticsDimension,
  type StatisticsMetric,
} from '../../domain/statisticsKeys';

export type StatisticsFigures = Record<StatisticsMetric, number>;

export interface StatisticsRow extends StatisticsFigures {
  /** Values of the groupings: ids, codes, local "YYYY-MM-DDTHH:mm" hours, "YYYY-MM-DD" days. */
  key: Partial<Record<StatisticsDimension, string>>;
  /** What to show for them: names and Russian labels («—» for none). */
  labels: Partial<Record<StatisticsDimension, string>>;
}

/** The parameters both reports take (docs/contract.md, Reports). */
export interface StatisticsParams {
  startTimeISO: string;
  endTimeISO: string;
  /** Minutes east of UTC (the browser's zone). */
  offsetTime: number;
  groupBy: readonly StatisticsDimension[];
  accounts?: readonly string[];
  campaigns?: readonly string[];
  ssps?: readonly string[];
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface StatisticsSummary {
  rows: StatisticsRow[];
  totals: StatisticsFigures;
  series: { by: 'hour' | 'day'; points: (StatisticsFigures & { time: string })[] };
}

export interface StatisticsDetailsPage {
  rows: StatisticsRow[];
  totals: StatisticsFigures;
  /** Rows of the whole query (x-pagination-total). */
  total: number;
}

export type StatisticsFilterKind = 'accounts' | 'campaigns' | 'ssps';
export interface StatisticsFilterOption {
  id: string;
  name: string;
}

const query = (p: StatisticsParams) => ({
  ...p,
  groupBy: [...p.groupBy],
  accounts: p.accounts?.length ? [...p.accounts] : undefined,
  campaigns: p.campaigns?.length ? [...p.campaigns] : undefined,
  ssps: p.ssps?.length ? [...p.ssps] : undefined,
});

/** Reports (docs/product.md#routes reports/statistic/summary and details). */
export function statisticsCalls(request: RequestFn) {
  return {
    /** GET /v2/statistics/summary: every row of the grouping, totals and the chart's series. */
    async getStatisticsSummary(params: StatisticsParams, signal?: AbortSignal): Promise<StatisticsSummary> {
      const { data } = await request<StatisticsSummary>('/v2/statistics/summary', { query: query(params), signal });
      return data;
    },
    /** GET /v2/statistics/details: one page of rows, the totals of the whole query and its row count. */
    async getStatisticsDetails(
      params: StatisticsParams & { page: number; pageSize: number },
      signal?: AbortSignal,
    ): Promise<StatisticsDetailsPage> {
      const { data, headers } = await request<Omit<StatisticsDetailsPage, 'total'>>('/v2/statistics/details', {
        query: query(params),
        signal,
      });
      return { ...data, total: totalOf(headers, data.rows.length) };
    },
    /** GET /v2/statistics/filters/{kind}: choices of a report filter in the cabinet's reach (by search, or the chosen ids). */
    async getStatisticsFilterOptions(
      kind: StatisticsFilterKind,
      params: { search?: string; ids?: readonly string[]; accounts?: readonly string[] },
      signal?: AbortSignal,
    ): Promise<StatisticsFilterOption[]> {
      const { data } = await request<StatisticsFilterOption[]>(`/v2/statistics/filters/${kind}`, {
        query: {
          search: params.search,
          ids: params.ids?.length ? [...params.ids] : undefined,
          accounts: params.accounts?.length ? [...params.accounts] : undefined,
        },
        signal,
      });
      return data;
    },
  };
}
