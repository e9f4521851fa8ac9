import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { KindStatistics } from '../../providers/calls/interactiveStatistics';
import { formatCount, shortDay, tick } from './format';
import { T } from './useStatistics';

const HEIGHT = 260;
const valueFormatter = (v: number | null) => formatCount(v ?? undefined);

/** Views and clicks by day (two axes: clicks are two orders of magnitude fewer). */
export function DayChart({
  stats,
  title,
  testId,
}: {
  stats: KindStatistics | undefined;
  title: string;
  testId: string;
}) {
  const translate = useTranslate();
  const days = stats?.days ?? [];
  return (
    <Box data-testid={testId} aria-label={title} role="figure">
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <LineChart
        height={HEIGHT}
        loading={!stats}
        localeText={{ noData: translate(`${T}.noData`), loading: translate(`${T}.loading`) }}
        xAxis={[{ scaleType: 'point', data: days.map((d) => shortDay(d.date)) }]}
        yAxis={[
          { id: 'views', width: 72, valueFormatter: tick, label: translate(`${T}.views`) },
          { id: 'clicks', position: 'right', width: 64, valueFormatter: tick, label: translate(`${T}.clicks`) },
        ]}
        series={[
          {
            data: days.map((d) => d.views),
            label: translate(`${T}.views`),
            yAxisId: 'views',
            showMark: false,
            valueFormatter,
          },
          {
            data: days.map((d) => d.clicks),
            label: translate(`${T}.clicks`),
            yAxisId: 'clicks',
            showMark: false,
            valueFormatter,
          },
        ]}
      />
    </Box>
  );
}

/** Clicks and views per element (offer, page…) of the chosen creatives. */
export function ItemsChart({
  stats,
  title,
  testId,
  labels,
}: {
  stats: KindStatistics | undefined;
  title: string;
  testId: string;
  /** Creative labels when several creatives are shown (the element's label names its creative). */
  labels: Map<string, string> | null;
}) {
  const translate = useTranslate();
  // The same element of several creatives is summed: the chart compares elements, the table splits them.
  const byItem = new Map<string, { views: number; clicks: number }>();
  for (const i of stats?.items ?? []) {
    const creative = labels?.get(i.creativeId) ?? i.creativeName;
    // «Ролик 15 с — Охват молодёжи · №2» → «Главная (Ролик 15 с · №2)»: the campaign part is known.
    const key = labels ? `${i.item} (${creative.replace(/ — [^·]*?(\s·|$)/, '$1')})` : i.item;
    const sum = byItem.get(key) ?? { views: 0, clicks: 0 };
    byItem.set(key, { views: sum.views + i.views, clicks: sum.clicks + i.clicks });
  }
  const items = [...byItem.entries()];
  return (
    <Box data-testid={testId} aria-label={title} role="figure">
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <BarChart
        height={Math.max(HEIGHT, items.length * 36 + 80)}
        layout="horizontal"
        loading={!stats}
        localeText={{ noData: translate(`${T}.noData`), loading: translate(`${T}.loading`) }}
        yAxis={[{ scaleType: 'band', data: items.map(([name]) => name), width: 220 }]}
        // Views are tens of times the clicks: each has its own scale (clicks below, views on top).
        xAxis={[
          { id: 'clicks', height: 44, valueFormatter: tick, label: translate(`${T}.clicks`) },
          { id: 'views', position: 'top', height: 44, valueFormatter: tick, label: translate(`${T}.views`) },
        ]}
        series={[
          { data: items.map(([, s]) => s.clicks), label: translate(`${T}.clicks`), xAxisId: 'clicks', valueFormatter },
          { data: items.map(([, s]) => s.views), label: translate(`${T}.views`), xAxisId: 'views', valueFormatter },
        ]}
      />
    </Box>
  );
}
