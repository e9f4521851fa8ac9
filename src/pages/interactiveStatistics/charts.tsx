import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { KindStatistics } from '../../providers/calls/interactiveStatistics';
import { formatCount, shortDay } from './format';
import { T } from './useStatistics';

const HEIGHT = 260;
const valueFormatter = (v: number | null) => formatCount(v ?? undefined);

/** Views and clicks by day (two axes: clicks are two orders of magnitude fewer). */
export function DayChart({ stats, title, testId }: { stats: KindStatistics | undefined; title: string; testId: string }) {
  const translate = useTranslate();
  const days = stats?.days ?? [];
  return (
    <Box data-testid={testId} aria-label={title} role="figure">
      <Typography variant="subtitle2" gutterBottom>{title}</Typography>
      <LineChart
        height={HEIGHT}
        loading={!stats}
        localeText={{ noData: translate(`${T}.noData`), loading: translate(`${T}.loading`) }}
        xAxis={[{ scaleType: 'point', data: days.map((d) => shortDay(d.date)) }]}
        yAxis={[{ id: 'views', width: 56 }, { id: 'clicks', position: 'right', width: 48 }]}
        series={[
          { data: days.map((d) => d.views), label: translate(`${T}.views`), yAxisId: 'views', showMark: false, valueFormatter },
          { data: days.map((d) => d.clicks), label: translate(`${T}.clicks`), yAxisId: 'clicks', showMark: false, valueFormatter },
        ]}
      />
    </Box>
  );
}

/** Clicks and views per element (offer, page…) of the chosen creatives. */
export function ItemsChart({ stats, title, testId, showCreative }: { stats: KindStatistics | undefined; title: string; testId: string; showCreative: boolean }) {
  const translate = useTranslate();
  // The same element of several creatives is summed: the chart compares elements, the table splits them.
  const byItem = new Map<string, { views: number; clicks: number }>();
  for (const i of stats?.items ?? []) {
    const key = showCreative ? `${i.item} (${i.creativeName.split(' — ')[0]})` : i.item;
    const sum = byItem.get(key) ?? { views: 0, clicks: 0 };
    byItem.set(key, { views: sum.views + i.views, clicks: sum.clicks + i.clicks });
  }
  const items = [...byItem.entries()];
  return (
    <Box data-testid={testId} aria-label={title} role="figure">
      <Typography variant="subtitle2" gutterBottom>{title}</Typography>
      <BarChart
        height={Math.max(HEIGHT, items.length * 36 + 80)}
        layout="horizontal"
        loading={!stats}
        localeText={{ noData: translate(`${T}.noData`), loading: translate(`${T}.loading`) }}
        yAxis={[{ scaleType: 'band', data: items.map(([name]) => name), width: 220 }]}
        // Views are tens of times the clicks: each has its own scale (clicks below, views on top).
        xAxis={[{ id: 'clicks', height: 28 }, { id: 'views', position: 'top', height: 28 }]}
        series={[
          { data: items.map(([, s]) => s.clicks), label: translate(`${T}.clicks`), xAxisId: 'clicks', valueFormatter },
          { data: items.map(([, s]) => s.views), label: translate(`${T}.views`), xAxisId: 'views', valueFormatter },
        ]}
      />
    </Box>
  );
}
