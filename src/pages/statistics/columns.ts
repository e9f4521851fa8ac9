import dayjs from 'dayjs';
import type { SpreadsheetColumn } from '../../export/spreadsheet';
import {
  STATISTICS_METRICS,
  type StatisticsDimension,
  type StatisticsFigures,
  type StatisticsMetric,
  type StatisticsRow,
} from '../../providers/calls/statistics';

/**
 * The columns of a report as the table shows them and the export writes them: the groupings
 * (names and labels, never ids) then every metric, with the same Russian headings.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const integer = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const PERCENT_METRICS: readonly StatisticsMetric[] = ['ctr', 'vtr'];

/** A metric as text, ru-RU: 1 234 567; CTR and VTR 0,85 %; spend 12 345,60. */
export function metricText(metric: StatisticsMetric, value: number): string {
  if (PERCENT_METRICS.includes(metric)) return `${twoDecimals.format(value)} %`;
  if (metric === 'spent') return twoDecimals.format(value);
  return integer.format(value);
}

/** A grouping's cell: hours and days as dates of the browser's zone, the rest by its label. */
export function dimensionText(dimension: StatisticsDimension, row: Pick<StatisticsRow, 'key' | 'labels'>): string {
  const key = row.key[dimension] ?? '';
  if (!key) return row.labels[dimension] ?? '';
  if (dimension === 'hour') return dayjs(key).format('DD.MM.YYYY HH:mm');
  if (dimension === 'day') return dayjs(key).format('DD.MM.YYYY');
  return row.labels[dimension] ?? key;
}

export const dimensionTitle = (translate: Translate, d: StatisticsDimension) =>
  translate(`kabinet.statistics.dimensions.${d}`);
export const metricTitle = (translate: Translate, m: StatisticsMetric) => translate(`kabinet.statistics.metrics.${m}`);

/** The export's columns: what the table shows, numbers kept numbers (rounded as on screen). */
export function spreadsheetColumns(
  groupBy: readonly StatisticsDimension[],
  translate: Translate,
): SpreadsheetColumn<StatisticsRow>[] {
  return [
    ...groupBy.map((d): SpreadsheetColumn<StatisticsRow> => ({
      header: dimensionTitle(translate, d),
      value: (row) => dimensionText(d, row),
      width: d === 'campaign' || d === 'creative' ? 45 : d === 'hour' ? 18 : undefined,
    })),
    ...STATISTICS_METRICS.map((m): SpreadsheetColumn<StatisticsRow> => ({
      header: metricTitle(translate, m),
      value: (row) => row[m],
      width: 14,
    })),
  ];
}

/** The totals as a row of the export (first cell «Итого»). */
export function totalsRow(
  totals: StatisticsFigures,
  groupBy: readonly StatisticsDimension[],
  translate: Translate,
): StatisticsRow {
  const label = translate('kabinet.statistics.total');
  return {
    ...totals,
    key: {},
    labels: Object.fromEntries(groupBy.map((d, i) => [d, i === 0 ? label : ''])),
  };
}
