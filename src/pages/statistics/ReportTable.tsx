import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  STATISTICS_METRICS,
  type StatisticsDimension,
  type StatisticsFigures,
  type StatisticsRow,
} from '../../providers/calls/statistics';
import { dimensionText, dimensionTitle, metricText, metricTitle } from './columns';

interface Props {
  /** The table's accessible name (the report's title key). */
  title: string;
  groupBy: readonly StatisticsDimension[];
  /** The rows of the page shown. */
  rows: readonly StatisticsRow[];
  totals: StatisticsFigures;
  /** Rows of the whole report. */
  total: number;
  sort: string | null;
  order: 'asc' | 'desc' | null;
  onSort: (field: string, order: 'asc' | 'desc') => void;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number, pageSize: number) => void;
  loading: boolean;
}

/** Times on one line; long names get room before they wrap. */
const CELL: Partial<Record<StatisticsDimension, object>> = {
  hour: { whiteSpace: 'nowrap' },
  day: { whiteSpace: 'nowrap' },
  campaign: { minWidth: 220 },
  creative: { minWidth: 220 },
};
const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A report's table: the groupings then the metrics, Russian headings, ru-RU numbers, the totals
 * row first (bold), sortable headings, one page at a time (so a long report never freezes).
 */
export function ReportTable(props: Props) {
  const { title, groupBy, rows, totals, total, sort, order, onSort, page, pageSize, pageSizes, onPage, loading } =
    props;
  const translate = useTranslate();
  const heading = (field: string, title: string, numeric: boolean) => {
    const active = sort === field;
    // Numbers are most useful biggest first; names and times in their order.
    const first = numeric ? 'desc' : 'asc';
    return (
      <TableCell
        key={field}
        sx={numeric ? NUMERIC : { whiteSpace: 'nowrap' }}
        sortDirection={active ? (order ?? first) : false}
      >
        <TableSortLabel
          active={active}
          direction={active ? (order ?? first) : first}
          onClick={() => onSort(field, active ? ((order ?? first) === 'asc' ? 'desc' : 'asc') : first)}
        >
          {title}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('kabinet.statistics.loading')} />}</Box>
      <TableContainer sx={{ maxHeight: 640 }}>
        <Table size="small" stickyHeader aria-label={translate(title)}>
          <TableHead>
            <TableRow>
              {groupBy.map((d) => heading(d, dimensionTitle(translate, d), false))}
              {STATISTICS_METRICS.map((m) => heading(m, metricTitle(translate, m), true))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow data-testid="statistics-totals" sx={{ '& td': { fontWeight: 700, bgcolor: 'action.hover' } }}>
              <TableCell colSpan={Math.max(1, groupBy.length)}>{translate('kabinet.statistics.total')}</TableCell>
              {STATISTICS_METRICS.map((m) => (
                <TableCell key={m} sx={NUMERIC}>
                  {metricText(m, totals[m])}
                </TableCell>
              ))}
            </TableRow>
            {rows.map((row, i) => (
              <TableRow key={`${page}:${i}`} hover>
                {groupBy.map((d) => (
                  <TableCell key={d} sx={CELL[d]}>
                    {dimensionText(d, row)}
                  </TableCell>
                ))}
                {STATISTICS_METRICS.map((m) => (
                  <TableCell key={m} sx={NUMERIC}>
                    {metricText(m, row[m])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {groupBy.length > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.max(0, Math.min(page - 1, Math.ceil(total / pageSize) - 1))}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...pageSizes]}
          onPageChange={(_e, p) => onPage(p + 1, pageSize)}
          onRowsPerPageChange={(e) => onPage(1, Number(e.target.value))}
          labelRowsPerPage={translate('kabinet.statistics.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('kabinet.list.range', { from, to, count: count.toLocaleString('ru-RU') })
          }
          getItemAriaLabel={(type) => translate(`kabinet.statistics.pages.${type}`)}
        />
      )}
    </Box>
  );
}
