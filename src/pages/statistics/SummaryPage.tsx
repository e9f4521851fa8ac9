import { Box, Button, Card } from '@mui/material';
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { StatisticsRow } from '../../providers/calls/statistics';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { spreadsheetColumns, totalsRow } from './columns';
import { ExportButton } from './ExportButton';
import { ReportChart } from './ReportChart';
import { ReportFilters } from './ReportFilters';
import { ReportHeader } from './ReportHeader';
import { ReportStatus } from './ReportStatus';
import { ReportTable } from './ReportTable';
import { apiParams, type ReportDefaults, type ReportState } from './reportState';
import { useReport } from './useReport';

const DEFAULTS: ReportDefaults = { groupBy: ['campaign'], pageSize: 50, pageSizes: [25, 50, 100, 500] };

/**
 * «Сводная статистика» (SPEC.md §2 reports/statistic/summary, no permission): the figures of a
 * period by any groupings, with the totals and a chart over time; the table pages on screen, the
 * export writes every row. Everything shown is in the URL.
 */
export default function SummaryPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { pathname, search } = useLocation();
  const load = useCallback((s: ReportState, signal: AbortSignal) => dataProvider.getStatisticsSummary(apiParams(s), signal), [dataProvider]);
  const { state, change, reset, query, badPeriod } = useReport('summary', DEFAULTS, load);
  const data = query.data;
  const rows = data?.rows ?? [];
  const start = (state.page - 1) * state.pageSize;
  const fileName = `${translate('kabinet.statistics.summaryTitle')} ${state.from} — ${state.to}.xlsx`;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ReportHeader title="kabinet.statistics.summaryTitle" subtitle="kabinet.statistics.summarySubtitle">
        <Button component={Link} to={`${pathname.replace(/summary\/?$/, 'details')}${search}`}>{translate('kabinet.statistics.toDetails')}</Button>
        <ExportButton<StatisticsRow>
          fileName={fileName}
          disabled={!data || query.isFetching || !rows.length}
          source={() => ({
            columns: spreadsheetColumns(state.groupBy, translate),
            rows: [...rows, totalsRow(data!.totals, state.groupBy, translate)],
            sheet: translate('kabinet.statistics.summaryTitle'),
          })}
        />
      </ReportHeader>
      <ReportFilters state={state} onChange={change} onReset={reset} />
      <ReportStatus
        error={badPeriod ? null : query.error}
        loading={query.isPending && !badPeriod}
        empty={!!data && !query.isFetching && data.totals.impressions === 0}
        onRetry={() => query.refetch()}
      />
      {!query.error && <ReportChart series={data?.series} metrics={state.chart} onMetrics={(chart) => change({ chart, page: state.page })} loading={query.isFetching} />}
      {data && !query.error && (
        <Card variant="outlined">
          <ReportTable
            title="kabinet.statistics.summaryTitle"
            groupBy={state.groupBy}
            rows={rows.slice(start, start + state.pageSize)}
            totals={data.totals}
            total={rows.length}
            sort={state.sort}
            order={state.order}
            onSort={(sort, order) => change({ sort, order })}
            page={state.page}
            pageSize={state.pageSize}
            pageSizes={DEFAULTS.pageSizes}
            onPage={(page, pageSize) => change({ page, pageSize })}
            loading={query.isFetching}
          />
        </Card>
      )}
    </Box>
  );
}
