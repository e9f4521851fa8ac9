import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { INTERACTIVE_KINDS, type InteractiveKind } from '../../providers/calls/interactiveStatistics';
import { CampaignPeriodBar } from './CampaignPeriodBar';
import { ItemsChart } from './charts';
import { ExportButton } from './ExportButton';
import { formatDay } from './format';
import { ItemsTable } from './tables';
import {
  creativeLabels,
  T,
  useFailureToast,
  useInteractiveCampaigns,
  useKindStatistics,
  useStatisticsParams,
} from './useStatistics';

export const CREATIVES_PATH = 'management/statistic/creatives';

/**
 * «Интерактивная статистика» (docs/product.md#routes management/statistic/creatives, manageInteractiveEvents):
 * one campaign (optionally one of its creatives) over a period, a tab per interactive element
 * kind with a bar chart and a table of its elements (each offer, each microsite page) and their
 * total, and a .xlsx; below, the campaign's interactive creatives with a link to each one's extra
 * statistics (management/statistic/creatives/{creativeId}).
 */
export default function InteractiveStatisticsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const campaigns = useInteractiveCampaigns();
  const { choice } = useStatisticsParams();
  const [kind, setKind] = useState<InteractiveKind>('offers');
  const campaign = campaigns.data?.find((c) => c.id === choice.campaignId);
  const query = { start: choice.start, end: choice.end, creativeId: choice.creativeId };
  const stats = useKindStatistics(campaign?.id, kind, query);
  useFailureToast(stats.error, `${T}.loadFailed`);
  const kindName = translate(`${T}.kind_${kind}`);
  const labels = creativeLabels(campaign);
  // The creative column (and the creative in the chart's labels) only when several are shown.
  const shownLabels = !choice.creativeId && labels.size > 1 ? labels : null;

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(`${T}.interactiveTitle`)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`${T}.interactiveTitle`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.interactiveSubtitle`)}
      </Typography>
      <CampaignPeriodBar campaigns={campaigns.data ?? []} loading={campaigns.isLoading} creatives />
      {!campaign ? (
        <Alert severity="info">{translate(`${T}.chooseCampaign`)}</Alert>
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined">
            <Tabs
              value={kind}
              onChange={(_e, k: InteractiveKind) => setKind(k)}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              {INTERACTIVE_KINDS.map((k) => (
                <Tab key={k} value={k} label={translate(`${T}.kind_${k}`)} />
              ))}
            </Tabs>
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1">
                  {stats.data ? `${formatDay(stats.data.period.start)} — ${formatDay(stats.data.period.end)}` : ''}
                </Typography>
                <ExportButton campaignId={campaign.id} campaignName={campaign.name} kind={kind} query={query} />
              </Stack>
              <ItemsChart
                stats={stats.data}
                labels={shownLabels}
                testId={`chart-items-${kind}`}
                title={translate(`${T}.byItem`, { kind: kindName })}
              />
              <ItemsTable stats={stats.data} labels={shownLabels} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" gutterBottom>
                {translate(`${T}.creatives`)}
              </Typography>
              <Table size="small" data-testid="interactive-creatives">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.creativeColumn`)}</TableCell>
                    <TableCell>{translate(`${T}.playerConfig`)}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {campaign.creatives.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell>{labels.get(c.id)}</TableCell>
                      <TableCell>{c.playerConfigName}</TableCell>
                      <TableCell align="right">
                        <Link component={RouterLink} to={`${basename}/${CREATIVES_PATH}/${c.id}`}>
                          {translate(`${T}.extraLink`)}
                        </Link>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
