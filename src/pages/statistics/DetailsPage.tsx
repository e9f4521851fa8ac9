import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StatisticsRow } from '../../providers/calls/statistics';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { spreadsheetColumns, totalsRow } from './columns';
import { ExportButton } from './ExportButton';
import { ReportScreen } from './ReportScreen';
import { apiParams, type ReportDefaults, type ReportState } from './reportState';
import { useReport } from './useReport';

const DEFAULTS: ReportDefaults = { groupBy: ['day', 'campaign', 'ssp'], pageSize: 50, pageSizes: [25, 50, 100, 500] };
/** Rows per request when the export fetches the whole query. */
const EXPORT_PAGE_SIZE = 5_000;

/**
 * «Детальная статистика» (docs/product.md#routes reports/statistic/details, no permission): every row of a
 * grouping, paged by the API (a report of tens of thousands of rows shows one page at a time);
 * the export fetches all pages one by one and writes them in a web worker.
 */
export default function DetailsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const load = useCallback(
    (s: ReportState, signal: AbortSignal) =>
      dataProvider.getStatisticsDetails({ ...apiParams(s), page: s.page, pageSize: s.pageSize }, signal),
    [dataProvider],
  );
  const report = useReport('details', DEFAULTS, load);
  const { state, query } = report;
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
    <ReportScreen
      kind="details"
      defaults={DEFAULTS}
      report={report}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      exportButton={
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
      }
    />
  );
}
