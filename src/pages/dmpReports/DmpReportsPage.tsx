import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  InputAdornment,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { catalog } from '../../engine/load';
import type { DmpReport } from '../../providers/calls/dmp';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { failureText } from '../../engine/actions/failure';
import { fileNameOf, saveBlob } from '../../resourceComponents/shared/download';
import { formatCount, formatDay, formatPercent, tick } from '../interactiveStatistics/format';
import { useFailureToast } from '../interactiveStatistics/useStatistics';
import { PageTitleWithLink } from '../PageTitleWithLink';

const T = 'kabinet.dmpReports';
const CHART_TOP = 10;
/** The total row reads like the rows above it, in bold. */
const TOTAL_ROW = { '& td': { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary' } };

/** Provider names from the schema's enum labels (one source of the Russian names). */
function providerName(code: string | undefined): string {
  const provider = catalog.schemas.get('dmpReport')?.properties?.provider as
    { oneOf?: { const: string; title: string }[] } | undefined;
  return provider?.oneOf?.find((o) => o.const === code)?.title ?? code ?? '—';
}

/** Read by screen readers, not drawn. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * «DMP отчёты» (docs/product.md#routes reports/dmp, permission dmpReports): the DMP engine's reports
 * (GET /v2/dmpengine/info) — which segment in which campaign, the segment's size, the users
 * found in traffic, impressions and clicks, with a total row; each ready report's daily figures
 * download as .xlsx (GET /v2/dmpengine/{id}/statistics.xlsx). A bar chart compares the
 * reports with the most impressions. Failures show the docs/product.md#errors retry-later texts.
 */
export default function DmpReportsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  // The search is in the address (?q=), so «Копировать ссылку» gives a link to the same reports.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const setSearch = (q: string) => setParams(q ? { q } : {}, { replace: true });
  const reports = useQuery<DmpReport[]>({
    queryKey: ['kabinet', 'dmpengine', 'info'],
    queryFn: ({ signal }) => dataProvider.getDmpReports(signal),
    retry: false,
  });
  useFailureToast(reports.error, `${T}.loadFailed`);
  const needle = search.trim().toLocaleLowerCase('ru');
  const shown = (reports.data ?? []).filter(
    (r) => !needle || [r.name, r.segmentName, r.campaignName].some((v) => v?.toLocaleLowerCase('ru').includes(needle)),
  );
  const impressions = shown.reduce((s, r) => s + (r.impressions ?? 0), 0);
  const clicks = shown.reduce((s, r) => s + (r.clicks ?? 0), 0);
  const top = [...shown]
    .sort((a, b) => (b.impressions ?? 0) - (a.impressions ?? 0))
    .slice(0, CHART_TOP)
    .filter((r) => r.impressions);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <PageTitleWithLink title={translate(`${T}.title`)} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.subtitle`)}
      </Typography>
      <TextField
        sx={{ mb: 2, minWidth: 420 }}
        label={translate(`${T}.search`)}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {reports.isLoading ? (
        <Skeleton variant="rectangular" height={240} />
      ) : reports.error ? (
        <Alert severity="error">{translate(`${T}.loadFailed`)}</Alert>
      ) : (
        <>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent data-testid="dmp-chart" role="figure" aria-label={translate(`${T}.chart`)}>
              <Typography variant="subtitle2" gutterBottom>
                {translate(`${T}.chart`)}
              </Typography>
              <BarChart
                height={Math.max(260, top.length * 34 + 80)}
                layout="horizontal"
                localeText={{ noData: translate(`${T}.empty`) }}
                yAxis={[
                  {
                    scaleType: 'band',
                    data: top.map((r) =>
                      r.segmentName ? `${r.segmentName} · ${(r.campaignName ?? '').split(' — ')[0]}` : r.name,
                    ),
                    width: 300,
                  },
                ]}
                xAxis={[
                  { id: 'impressions', height: 44, valueFormatter: tick, label: translate(`${T}.impressions`) },
                  { id: 'clicks', position: 'top', height: 44, valueFormatter: tick, label: translate(`${T}.clicks`) },
                ]}
                series={[
                  {
                    data: top.map((r) => r.impressions ?? 0),
                    label: translate(`${T}.impressions`),
                    xAxisId: 'impressions',
                    valueFormatter: (v) => formatCount(v ?? undefined),
                  },
                  {
                    data: top.map((r) => r.clicks ?? 0),
                    label: translate(`${T}.clicks`),
                    xAxisId: 'clicks',
                    valueFormatter: (v) => formatCount(v ?? undefined),
                  },
                ]}
              />
            </CardContent>
          </Card>
          <TableContainer component={Card} variant="outlined">
            <Table size="small" data-testid="dmp-reports">
              <TableHead>
                <TableRow>
                  {[
                    'name',
                    'provider',
                    'period',
                    'status',
                    'segmentUsers',
                    'matchedUsers',
                    'matchRate',
                    'impressions',
                    'clicks',
                    'ctr',
                  ].map((c) => (
                    <TableCell key={c} align={['name', 'provider', 'period', 'status'].includes(c) ? 'left' : 'right'}>
                      {translate(`${T}.${c}`)}
                    </TableCell>
                  ))}
                  {/* The download column is named for screen readers (every cell needs a header); the icons say it to the eye. */}
                  <TableCell>
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {translate(`${T}.download`)}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={11}>{translate(`${T}.empty`)}</TableCell>
                  </TableRow>
                )}
                {shown.map((r) => (
                  <TableRow key={r.id} data-report={r.id}>
                    <TableCell sx={{ minWidth: 300 }}>
                      <Typography variant="body2">{r.segmentName ?? r.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {r.campaignName}
                      </Typography>
                    </TableCell>
                    <TableCell>{providerName(r.provider)}</TableCell>
                    <TableCell
                      sx={{ whiteSpace: 'nowrap' }}
                    >{`${formatDay(r.period?.start)} — ${formatDay(r.period?.end)}`}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={r.status === 'ready' ? 'success' : 'default'}
                        label={translate(`${T}.status_${r.status ?? 'ready'}`)}
                      />
                    </TableCell>
                    <TableCell align="right">{formatCount(r.segmentUsers)}</TableCell>
                    {/* A report still being built has no figures yet: a dash, not a zero. */}
                    <TableCell align="right">{r.status === 'processing' ? '—' : formatCount(r.matchedUsers)}</TableCell>
                    <TableCell align="right">{r.status === 'processing' ? '—' : formatPercent(r.matchRate)}</TableCell>
                    <TableCell align="right">{r.status === 'processing' ? '—' : formatCount(r.impressions)}</TableCell>
                    <TableCell align="right">{r.status === 'processing' ? '—' : formatCount(r.clicks)}</TableCell>
                    <TableCell align="right">{r.status === 'processing' ? '—' : formatPercent(r.ctr)}</TableCell>
                    <TableCell align="right">
                      <DownloadButton report={r} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter sx={TOTAL_ROW}>
                <TableRow data-report="total">
                  <TableCell colSpan={7}>{translate(`${T}.total`)}</TableCell>
                  <TableCell align="right">{formatCount(impressions)}</TableCell>
                  <TableCell align="right">{formatCount(clicks)}</TableCell>
                  <TableCell align="right">
                    {formatPercent(impressions ? Math.round((clicks / impressions) * 10_000) / 100 : 0)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}

/** The report's daily statistics as .xlsx; a report still being built has none yet. */
function DownloadButton({ report }: { report: DmpReport }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const [busy, setBusy] = useState(false);
  const ready = report.status !== 'processing';
  const label = translate(ready ? `${T}.downloadHint` : `${T}.processingHint`);
  const run = async () => {
    setBusy(true);
    try {
      const name = `${fileNameOf(translate(`${T}.fileName`, { name: report.name }))}.xlsx`;
      saveBlob(await dataProvider.exportDmpReportStatistics(report.id), name);
      notify(`${T}.downloaded`, { type: 'success', messageArgs: { name } });
    } catch (error) {
      notify(failureText(error, translate(`${T}.statisticsFailed`)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={`${translate(`${T}.download`)}: ${report.name}`}
          disabled={!ready || busy}
          onClick={() => void run()}
          size="small"
        >
          {busy ? <CircularProgress size={16} /> : <DownloadIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
