import { daysOf } from '../http/period';
import type { Dimension, Metric } from './dimensions';
import type { FactsGroup, FactsQuery, Figures } from './query';
import type { ReportRequest } from './request';

/**
 * What the report endpoints answer, whichever store computed it (the columnar store of the
 * statistics worker, or SQLite's facts for the comparison tests and the bench's baseline).
 */
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

interface SeriesPoint extends Figures {
  time: string;
}
export interface SummaryAnswer {
  rows: ReportRow[];
  totals: Figures;
  series: { by: Dimension; points: SeriesPoint[] };
}
export interface DetailsAnswer {
  rows: ReportRow[];
  totals: Figures;
  total: number;
}

export const TIME: readonly Dimension[] = ['hour', 'day'];

/**
 * The order of a report's rows: by `sort` first (default: the time grouping, oldest first; else
 * impressions, biggest first), then by every grouping in its order (stable pages).
 */
export function rowOrder(req: ReportRequest): { sort: Dimension | Metric | null; order: 'asc' | 'desc' } {
  const { groupBy } = req.facts;
  const sort = req.sort ?? groupBy.find((d) => TIME.includes(d)) ?? (groupBy.length ? 'impressions' : null);
  const order = req.sort ? req.order : sort && TIME.includes(sort as Dimension) ? 'asc' : 'desc';
  return { sort, order };
}

/** The chart's time grouping: hours for a short period, days beyond it. */
export const seriesBy = (q: FactsQuery): Dimension =>
  q.to.getTime() - q.from.getTime() <= HOURLY_SERIES_DAYS * 86_400_000 ? 'hour' : 'day';

/** The chart of a summary: the period's hours or days, zero where nothing was shown. */
export function seriesPoints(q: FactsQuery, by: Dimension, groups: FactsGroup[]): SummaryAnswer['series'] {
  const { from, to, offsetMinutes } = q;
  const found = new Map(groups.map((g) => [g.key[by]!, g]));
  const times =
    by === 'day'
      ? daysOf(from, to, offsetMinutes)
      : Array.from(
          { length: Math.max(0, Math.ceil(to.getTime() / HOUR_MS) - Math.ceil(from.getTime() / HOUR_MS)) },
          (_, i) =>
            new Date((Math.ceil(from.getTime() / HOUR_MS) + i) * HOUR_MS + offsetMinutes * 60_000)
              .toISOString()
              .slice(0, 16),
        );
  const zero = { impressions: 0, clicks: 0, ctr: 0, views: 0, completes: 0, vtr: 0, spent: 0 };
  return {
    by,
    points: times.map((time) => {
      const g = found.get(time);
      return { time, ...(g ? { ...g, key: undefined } : zero) };
    }),
  };
}
