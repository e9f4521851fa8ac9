import { Alert, Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { INTERACTIVE_KINDS } from '../../providers/calls/interactiveStatistics';
import { PageTitleWithLink } from '../PageTitleWithLink';
import { CampaignPeriodBar } from './CampaignPeriodBar';
import { DayChart } from './charts';
import { ExportButton } from './ExportButton';
import { formatDay } from './format';
import { KindsTable } from './tables';
import { T, useAllKinds, useInteractiveCampaigns, useStatisticsParams } from './useStatistics';

/**
 * «Основная статистика» (docs/product.md#routes management/statistic/common, manageExtraEvents): one
 * campaign's interactive elements over a period — a table of the four kinds with their total and
 * a .xlsx per kind, then per kind a line chart of views and clicks by day. Campaign and period
 * are in the URL; the period starts as the campaign's dates.
 */
export default function MainStatisticsPage() {
  const translate = useTranslate();
  const campaigns = useInteractiveCampaigns();
  const { choice } = useStatisticsParams();
  const campaign = campaigns.data?.find((c) => c.id === choice.campaignId);
  const query = { start: choice.start, end: choice.end };
  const { queries } = useAllKinds(campaign?.id, query);
  const stats = Object.fromEntries(INTERACTIVE_KINDS.map((k) => [k, queries[k].data])) as Record<
    (typeof INTERACTIVE_KINDS)[number],
    (typeof queries)['offers']['data']
  >;
  const period = queries.offers.data?.period;

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(`${T}.mainTitle`)} />
      <PageTitleWithLink title={translate(`${T}.mainTitle`)} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.mainSubtitle`)}
      </Typography>
      <CampaignPeriodBar campaigns={campaigns.data ?? []} loading={campaigns.isLoading} />
      {!campaign ? (
        <Alert severity="info">{translate(`${T}.chooseCampaign`)}</Alert>
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" gutterBottom>
                {campaign.name}
                {period ? ` · ${formatDay(period.start)} — ${formatDay(period.end)}` : ''}
              </Typography>
              <KindsTable
                stats={stats}
                action={(kind) => (
                  <ExportButton
                    compact
                    campaignId={campaign.id}
                    campaignName={campaign.name}
                    kind={kind}
                    query={query}
                  />
                )}
              />
            </CardContent>
          </Card>
          <Grid container spacing={2}>
            {INTERACTIVE_KINDS.map((kind) => (
              <Grid key={kind} size={{ xs: 12, lg: 6 }}>
                <Card variant="outlined">
                  <CardContent>
                    <DayChart
                      stats={stats[kind]}
                      testId={`chart-${kind}`}
                      title={translate(`${T}.byDay`, { kind: translate(`${T}.kind_${kind}`) })}
                    />
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Stack>
      )}
    </Box>
  );
}
