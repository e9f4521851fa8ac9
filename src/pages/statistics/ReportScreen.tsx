import { Box, Button, Card } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { StatisticsFigures, StatisticsRow } from '../../providers/calls/statistics';
import { ReportFilters } from './ReportFilters';
import { ReportHeader } from './ReportHeader';
import { ReportStatus } from './ReportStatus';
import { ReportTable } from './ReportTable';
import type { ReportDefaults } from './reportState';
import type { useReport } from './useReport';

const CopyLinkButton = lazy(() => import('../../engine/views/CopyLinkButton'));

type Kind = 'summary' | 'details';
const OTHER: Record<Kind, { kind: Kind; label: string }> = {
  summary: { kind: 'details', label: 'kabinet.statistics.toDetails' },
  details: { kind: 'summary', label: 'kabinet.statistics.summaryTitle' },
};

/**
 * What both report screens show around their own data: the header with the way to the other
 * report (same query) and the export, the filters, the load's status, the chart if the screen
 * has one, and the table of one page with its totals.
 */
export function ReportScreen({
  kind,
  defaults,
  report,
  exportButton,
  chart,
  rows,
  total,
}: {
  kind: Kind;
  defaults: ReportDefaults;
  report: ReturnType<typeof useReport<{ totals: StatisticsFigures }>>;
  exportButton: ReactNode;
  chart?: ReactNode;
  /** The rows of the page shown, and how many there are in all. */
  rows: StatisticsRow[];
  total: number;
}) {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const { state, change, reset, query, badPeriod } = report;
  const data = query.data;
  const other = OTHER[kind];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ReportHeader title={`kabinet.statistics.${kind}Title`} subtitle={`kabinet.statistics.${kind}Subtitle`}>
        <Button component={Link} to={`${pathname.replace(new RegExp(`${kind}/?$`), other.kind)}${search}`}>
          {translate(other.label)}
        </Button>
        <Suspense fallback={null}>
          <CopyLinkButton />
        </Suspense>
        {exportButton}
      </ReportHeader>
      <ReportFilters state={state} onChange={change} onReset={reset} />
      <ReportStatus
        error={badPeriod ? null : query.error}
        loading={query.isPending && !badPeriod}
        empty={!!data && !query.isFetching && data.totals.impressions === 0}
        onRetry={() => query.refetch()}
      />
      {!query.error && chart}
      {data && !query.error && (
        <Card variant="outlined">
          <ReportTable
            title={`kabinet.statistics.${kind}Title`}
            groupBy={state.groupBy}
            rows={rows}
            totals={data.totals}
            total={total}
            sort={state.sort}
            order={state.order}
            onSort={(sort, order) => change({ sort, order })}
            page={state.page}
            pageSize={state.pageSize}
            pageSizes={defaults.pageSizes}
            onPage={(page, pageSize) => change({ page, pageSize })}
            loading={query.isFetching}
          />
        </Card>
      )}
    </Box>
  );
}
