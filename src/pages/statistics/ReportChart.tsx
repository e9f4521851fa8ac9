import { Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import type { StatisticsMetric, StatisticsSummary } from '../../providers/calls/statistics';
import { metricText, metricTitle, PERCENT_METRICS } from './columns';

/** What the chart can draw: the reports' figures over time (docs/product.md#calls). */
const CHART_METRICS: readonly StatisticsMetric[] = ['impressions', 'clicks', 'ctr', 'spent', 'vtr'];

interface Props {
  series: StatisticsSummary['series'] | undefined;
  metrics: readonly StatisticsMetric[];
  onMetrics: (metrics: StatisticsMetric[]) => void;
  loading: boolean;
}

/**
 * The summary's time series (@mui/x-charts LineChart) of the chosen figures, each on its own
 * scale; which figures are drawn lives in the URL.
 */
export function ReportChart({ series, metrics, onMetrics, loading }: Props) {
  const translate = useTranslate();
  const points = series?.points ?? [];
  const format = series?.by === 'hour' ? 'DD.MM HH:mm' : 'DD.MM';
  const shown = CHART_METRICS.filter((m) => metrics.includes(m));
  // Each figure on its own scale (clicks beside impressions would lie flat at zero): the first
  // two have their axes drawn, left and right; the tooltip gives every exact value.
  const yAxis = shown.map((m, i) => ({
    id: m,
    position: (i === 0 ? 'left' : i === 1 ? 'right' : 'none') as 'left' | 'right' | 'none',
    width: i < 2 ? 70 : 0,
    label: i < 2 ? metricTitle(translate, m) : undefined,
    valueFormatter: (v: number) => (PERCENT_METRICS.includes(m) ? `${v} %` : metricText('impressions', v)),
  }));
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {translate('kabinet.statistics.chartTitle')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            value={shown}
            onChange={(_e, next: StatisticsMetric[]) => onMetrics(CHART_METRICS.filter((m) => next.includes(m)))}
            aria-label={translate('kabinet.statistics.chartMetrics')}
          >
            {CHART_METRICS.map((m) => (
              <ToggleButton key={m} value={m}>
                {metricTitle(translate, m)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <div data-testid="statistics-chart">
          <LineChart
            height={320}
            loading={loading && !points.length}
            localeText={{
              noData: translate('kabinet.statistics.chartEmpty'),
              loading: translate('kabinet.statistics.chartLoading'),
            }}
            xAxis={[
              {
                scaleType: 'point',
                data: points.map((p) => p.time),
                valueFormatter: (t: string) => dayjs(t).format(format),
              },
            ]}
            yAxis={yAxis}
            series={shown.map((m) => ({
              id: m,
              label: metricTitle(translate, m),
              data: points.map((p) => p[m]),
              yAxisId: m,
              curve: 'linear' as const,
              showMark: points.length <= 60,
              valueFormatter: (v: number | null) => (v === null ? '' : metricText(m, v)),
            }))}
            margin={{ top: 16, right: 16, bottom: 8, left: 8 }}
          />
        </div>
      </CardContent>
    </Card>
  );
}
