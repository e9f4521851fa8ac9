import { Box, Button, Card } from '@mui/material';
import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { StatisticsRow } from '../../providers/calls/statistics';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { spreadsheetColumns, totalsRow } from './columns';
import { ExportButton } from './ExportButton';
import { ReportFilters } from './ReportFilters';
import { ReportHeader } from './ReportHeader';
import { ReportStatus } from './ReportStatus';
import { ReportTable } from './ReportTable';
import { apiParams, type ReportDefaults, type ReportState } from './reportState';
import { useReport } from './useReport';

const DEFAULTS: ReportDefaults = { groupBy: ['day', 'campaign', 'ssp'], pageSize: 50, pageSizes: [25, 50, 100, 500] };
/** Rows per request when the export fetches the whole query. */
const EXPORT_PAGE_SIZE = 5_000;

/**
 * «Детальная статистика» (SPEC.md §2 reports/statistic/details, no permission): every row of a
 * grouping, paged by the API (a report of tens of thousands of rows shows one page at a time);
 * the export fetches all pages one by one and writes them in a web worker.
 */
export default function DetailsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { pathname, search } = useLocation();
  const load = useCallback(
    (s: ReportState, signal: AbortSignal) => dataProvider.getStatisticsDetails({ ...apiParams(s), page: s.page, pageSize: s.pageSize }, signal),
    [dataProvider],
  );
  const { state, change, reset, query, badPeriod } = useReport('details', DEFAULTS, load);
  const data = query.data;
  const fileName = `${translate('kabinet.statistics.detailsTitle')} ${state.from} — ${state.to}.xlsx`;

  async function* pages(signal: AbortSignal) {
    const params = apiParams(state);
    for (let page = 1; ; page++) {
      const next = await dataProvider.getStatisticsDetails({ ...params, page, pageSize: EXPORT_PAGE_SIZE }, signal);
      yield next.rows;
      if (page * EXPORT_PAGE_SIZE >= next.total || !next.rows.length) {
        yield [totalsRow(next.totals, state.groupBy, translate)];
        return;
      }
    }
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ReportHeader title="kabinet.statistics.detailsTitle" subtitle="kabinet.statistics.detailsSubtitle">
        <Button component={Link} to={`${pathname.replace(/details\/?$/, 'summary')}${search}`}>{translate('kabinet.statistics.summaryTitle')}</Button>
        <ExportButton<StatisticsRow>
          fileName={fileName}
          disabled={!data || query.isFetching || !data.total}
          source={(signal) => ({
            columns: spreadsheetColumns(state.groupBy, translate),
            pages: pages(signal),
            total: (data?.total ?? 0) + 1,
            sheet: translate('kabinet.statistics.detailsTitle'),
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
      {data && !query.error && (
        <Card variant="outlined">
          <ReportTable
            title="kabinet.statistics.detailsTitle"
            groupBy={state.groupBy}
            rows={data.rows}
            totals={data.totals}
            total={data.total}
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
