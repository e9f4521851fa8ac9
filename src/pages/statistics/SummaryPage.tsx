import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StatisticsRow } from '../../providers/calls/statistics';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { spreadsheetColumns, totalsRow } from './columns';
import { ExportButton } from './ExportButton';
import { ReportChart } from './ReportChart';
import { ReportScreen } from './ReportScreen';
import { apiParams, type ReportDefaults, type ReportState } from './reportState';
import { useReport } from './useReport';

const DEFAULTS: ReportDefaults = { groupBy: ['campaign'], pageSize: 50, pageSizes: [25, 50, 100, 500] };

/**
 * «Сводная статистика» (docs/product.md#routes reports/statistic/summary, no permission): the figures of a
 * period by any groupings, with the totals and a chart over time; the table pages on screen, the
 * export writes every row. Everything shown is in the URL.
 */
export default function SummaryPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const load = useCallback(
    (s: ReportState, signal: AbortSignal) => dataProvider.getStatisticsSummary(apiParams(s), signal),
    [dataProvider],
  );
  const report = useReport('summary', DEFAULTS, load);
  const { state, change, query } = report;
  const data = query.data;
  const rows = data?.rows ?? [];
  const start = (state.page - 1) * state.pageSize;
  const fileName = `${translate('kabinet.statistics.summaryTitle')} ${state.from} — ${state.to}.xlsx`;

  return (
    <ReportScreen
      kind="summary"
      defaults={DEFAULTS}
      report={report}
      rows={rows.slice(start, start + state.pageSize)}
      total={rows.length}
      exportButton={
        <ExportButton<StatisticsRow>
          fileName={fileName}
          disabled={!data || query.isFetching || !rows.length}
          source={() => ({
            columns: spreadsheetColumns(state.groupBy, translate),
            rows: [...rows, totalsRow(data!.totals, state.groupBy, translate)],
            sheet: translate('kabinet.statistics.summaryTitle'),
          })}
        />
      }
      chart={
        <ReportChart
          series={data?.series}
          metrics={state.chart}
          onMetrics={(chart) => change({ chart, page: state.page })}
          loading={query.isFetching}
        />
      }
    />
  );
}
