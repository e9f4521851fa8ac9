import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportChart } from '../../../../src/pages/statistics/ReportChart';
import { Providers } from '../../layout/helpers';

const day = (time: string, impressions: number, clicks: number) => ({
  time,
  impressions,
  clicks,
  ctr: (clicks / impressions) * 100,
  spent: impressions / 100,
  views: impressions / 2,
  completes: impressions / 4,
  vtr: 50,
});

/**
 * The report's chart draws its figures across its card's width. jsdom lays nothing out, so the
 * test setup gives chart containers a measured width (tests/setup.ts) as a browser does: the
 * chart draws its lines and says nothing about a missing width (the console guard would fail it).
 */
describe("the statistics report's chart", () => {
  it('draws the chosen figures across the measured width of its card', async () => {
    render(
      <Providers>
        <ReportChart
          series={{ by: 'day', points: [day('2025-03-01', 1000, 10), day('2025-03-02', 1500, 30)] }}
          metrics={['impressions', 'clicks']}
          onMetrics={() => {}}
          loading={false}
        />
      </Providers>,
    );
    const chart = screen.getByTestId('statistics-chart');
    const surface = () => chart.querySelector('svg.MuiChartsSvgLayer-root');
    await waitFor(() => expect(surface()?.getAttribute('viewBox')).toBe('0 0 800 320'));
    // Both figures drawn as lines across it.
    expect(
      chart.querySelectorAll('path.MuiLineChart-line, [class*="MuiLineChart-line"]').length,
    ).toBeGreaterThanOrEqual(2);
  });
});
