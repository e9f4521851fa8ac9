import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Title, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { catalog } from '../../engine/load';
import { INTERACTIVE_KINDS } from '../../providers/calls/interactiveStatistics';
import { CampaignPeriodBar } from './CampaignPeriodBar';
import { ExportButton } from './ExportButton';
import { formatCount, formatDay, tick } from './format';
import { CREATIVES_PATH } from './InteractiveStatisticsPage';
import { KindsTable } from './tables';
import {
  creativeLabels,
  T,
  useAllKinds,
  useFailureToast,
  useInteractiveCampaigns,
  useStatisticsParams,
} from './useStatistics';

/** The extra statistics resource's route (react-admin resource name), from its resource file. */
const extraPath = () => catalog.byKey('extraStatistics')?.path ?? 'management/statistic/extra';

/**
 * Extra statistics of one interactive creative (docs/product.md#routes management/statistic/creatives/{creativeId},
 * manageInteractiveEvents): its four kinds over a period (table with total, .xlsx per kind, a bar
 * chart comparing them) and the extra events entered for it (GET /v2/playerconfig/statistics/extra
 * ?creativeId=…), with links to add one (creativeId prefilled) and to its records in the generated
 * extra statistics screens.
 */
export default function CreativeStatisticsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { creativeId = '' } = useParams();
  const campaigns = useInteractiveCampaigns();
  const { choice } = useStatisticsParams();
  const campaign = campaigns.data?.find((c) => c.creatives.some((cr) => cr.id === creativeId));
  const found = campaign?.creatives.find((c) => c.id === creativeId);
  const creative = found && { ...found, name: creativeLabels(campaign).get(found.id)! };
  const query = { start: choice.start, end: choice.end, creativeId };
  const { queries } = useAllKinds(campaign?.id, query);
  const stats = Object.fromEntries(INTERACTIVE_KINDS.map((k) => [k, queries[k].data])) as Record<
    (typeof INTERACTIVE_KINDS)[number],
    (typeof queries)['offers']['data']
  >;
  const extra = useGetList(
    extraPath(),
    {
      filter: { creativeId },
      sort: { field: 'date', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
      meta: { fatal: false },
    },
    { enabled: !!creative, retry: false },
  );
  useFailureToast(extra.error, `${T}.extraLoadFailed`);
  const period = queries.offers.data?.period;
  const title = creative ? `${translate(`${T}.creativeTitle`)} «${creative.name}»` : translate(`${T}.creativeTitle`);
  const listUrl = `${basename}/${extraPath()}?filter=${encodeURIComponent(JSON.stringify({ creativeId }))}`;
  const createUrl = `${basename}/${extraPath()}/create?source=${encodeURIComponent(JSON.stringify({ creativeId }))}`;
  const chartReady = INTERACTIVE_KINDS.every((k) => stats[k]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Button
        component={RouterLink}
        to={`${basename}/${CREATIVES_PATH}${campaign ? `?campaignId=${campaign.id}` : ''}`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {translate(`${T}.backToInteractive`)}
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {creative
          ? `${campaign!.name} · ${translate(`${T}.playerConfig`)}: ${creative.playerConfigName}`
          : translate(`${T}.creativeSubtitle`)}
      </Typography>
      {campaigns.isLoading ? (
        <Skeleton variant="rectangular" height={200} />
      ) : !campaign || !creative ? (
        <Alert severity={campaigns.error ? 'error' : 'warning'}>
          {translate(campaigns.error ? `${T}.loadFailed` : `${T}.creativeMissing`)}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <CampaignPeriodBar campaigns={campaigns.data ?? []} loading={false} fixed={campaign} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" gutterBottom>
                    {period ? `${formatDay(period.start)} — ${formatDay(period.end)}` : translate(`${T}.loading`)}
                  </Typography>
                  <KindsTable
                    stats={stats}
                    action={(kind) => (
                      <ExportButton
                        compact
                        campaignId={campaign.id}
                        campaignName={creative.name}
                        kind={kind}
                        query={query}
                      />
                    )}
                  />
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent data-testid="chart-kinds" role="figure" aria-label={translate(`${T}.kindsChart`)}>
                  <Typography variant="subtitle2" gutterBottom>
                    {translate(`${T}.kindsChart`)}
                  </Typography>
                  <BarChart
                    height={260}
                    loading={!chartReady}
                    localeText={{ noData: translate(`${T}.noData`), loading: translate(`${T}.loading`) }}
                    xAxis={[{ scaleType: 'band', data: INTERACTIVE_KINDS.map((k) => translate(`${T}.kind_${k}`)) }]}
                    yAxis={[{ width: 56, valueFormatter: tick }]}
                    series={[
                      {
                        data: chartReady ? INTERACTIVE_KINDS.map((k) => stats[k]!.total.clicks) : [],
                        label: translate(`${T}.clicks`),
                        valueFormatter: (v) => formatCount(v ?? undefined),
                      },
                    ]}
                  />
                </CardContent>
              </Card>
            </Grid>
          </Grid>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" sx={{ flex: 1 }}>
                  {translate(`${T}.extraRecords`)}
                </Typography>
                <Link component={RouterLink} to={listUrl}>
                  {translate(`${T}.extraAll`)}
                </Link>
                <Button component={RouterLink} to={createUrl} variant="contained" startIcon={<AddIcon />}>
                  {translate(`${T}.extraAdd`)}
                </Button>
              </Stack>
              {extra.isLoading ? (
                <Skeleton variant="rectangular" height={80} />
              ) : extra.error ? (
                <Alert severity="error">{translate(`${T}.extraLoadFailed`)}</Alert>
              ) : (
                <Table size="small" data-testid="extra-records">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(`${T}.date`)}</TableCell>
                      <TableCell>{translate(`${T}.element`)}</TableCell>
                      <TableCell>{translate(`${T}.extraEvent`)}</TableCell>
                      <TableCell align="right">{translate(`${T}.extraCount`)}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {!extra.data?.length && (
                      <TableRow>
                        <TableCell colSpan={5}>{translate(`${T}.extraEmpty`)}</TableCell>
                      </TableRow>
                    )}
                    {extra.data?.map((r) => (
                      <TableRow key={r.id}>
                        <TableCell>{formatDay(String(r.date ?? ''))}</TableCell>
                        <TableCell>
                          {translate(`${T}.kind_${String(r.element)}`, { _: String(r.element ?? '') })}
                        </TableCell>
                        <TableCell>{String(r.event ?? '')}</TableCell>
                        <TableCell align="right">{formatCount(r.count as number)}</TableCell>
                        <TableCell align="right">
                          <Link component={RouterLink} to={`${basename}/${extraPath()}/${r.id}`}>
                            {translate(`${T}.extraOpen`)}
                          </Link>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
