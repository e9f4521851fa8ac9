import { Box, Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { BidInfo, Forecast } from '../../providers/calls/forecast';
import { formatCount, formatPercent, formatRub } from './formatFigures';

interface Props {
  forecast: Forecast;
  bidInfo: BidInfo;
  minimalCpm: number;
}

/** One figure of the forecast: a term and its value (a description list, read as pairs). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The forecast's totals, its days, the bid → win-rate curve and the split over SSPs. */
export function ForecastResults({ forecast, bidInfo, minimalCpm }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`kabinet.forecast.${key}`);
  const { totals } = forecast;
  const figures: [string, string][] = [
    ['reach', formatCount(totals.reach)],
    ['impressions', formatCount(totals.impressions)],
    ['clicks', formatCount(totals.clicks)],
    ['spend', formatRub(totals.spend)],
    ['ctr', formatPercent(totals.ctr)],
    ['cpm', formatRub(forecast.cpm)],
    ['recommendedCpm', formatRub(bidInfo.recommendedCpm)],
    ['minimalCpm', formatRub(minimalCpm)],
    ['winRate', formatPercent(forecast.winRate)],
    ['available', formatCount(totals.available)],
  ];
  return (
    <Box component="section" aria-label={t('title')}>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 1.5, m: 0, mb: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
      >
        {figures.map(([key, value]) => (
          <Figure key={key} label={t(key)} value={value} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }} data-chart="days">
          <Typography variant="subtitle1" component="h2">
            {t('byDay')}
          </Typography>
          <LineChart
            height={300}
            xAxis={[
              {
                scaleType: 'point',
                data: forecast.days.map((d) => d.date),
                valueFormatter: (v: string) => v.slice(8, 10) + '.' + v.slice(5, 7),
              },
            ]}
            yAxis={[{ valueFormatter: (v: number) => formatCount(v), width: 70 }]}
            series={[
              {
                data: forecast.days.map((d) => d.impressions),
                label: t('impressions'),
                area: true,
                showMark: false,
                valueFormatter: (v) => formatCount(v ?? 0),
              },
            ]}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} data-chart="bids">
          <Typography variant="subtitle1" component="h2">
            {t('bidCurve')}
          </Typography>
          <LineChart
            height={300}
            xAxis={[{ scaleType: 'linear', data: bidInfo.points.map((p) => p.cpm), label: t('bidAxis') }]}
            yAxis={[{ min: 0, max: 100, label: t('winRateAxis') }]}
            series={[
              {
                data: bidInfo.points.map((p) => p.winRate),
                label: t('winRate'),
                valueFormatter: (v) => formatPercent(v ?? 0),
              },
            ]}
          />
        </Paper>
      </Box>
      {forecast.ssps.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-chart="ssps">
          <Typography variant="subtitle1" component="h2">
            {t('bySsp')}
          </Typography>
          <BarChart
            height={Math.max(160, 48 * forecast.ssps.length)}
            layout="horizontal"
            xAxis={[{ valueFormatter: (v: number) => formatCount(v) }]}
            yAxis={[{ scaleType: 'band', data: forecast.ssps.map((s) => s.name), width: 200 }]}
            series={[
              {
                data: forecast.ssps.map((s) => s.impressions),
                label: t('impressions'),
                valueFormatter: (v) => formatCount(v ?? 0),
              },
            ]}
          />
        </Paper>
      )}
    </Box>
  );
}
