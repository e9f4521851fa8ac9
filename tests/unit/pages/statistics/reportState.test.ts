import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { spreadsheetColumns, totalsRow, metricText, dimensionText } from '../../../../src/pages/statistics/columns';
import {
  apiParams,
  applyChange,
  readState,
  writeState,
  type ReportDefaults,
} from '../../../../src/pages/statistics/reportState';
import messages from '../../../../src/pages/statistics/messages';
import type { StatisticsRow } from '../../../../src/providers/calls/statistics';

const DEFAULTS: ReportDefaults = { groupBy: ['campaign'], pageSize: 50, pageSizes: [25, 50, 100] };
const TODAY = dayjs('2026-11-21T12:00:00');

/** The screen's translate over its own messages file. */
const translate = (key: string) =>
  key
    .replace('kabinet.statistics.', '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages) as string;

describe('report state in the URL', () => {
  it('defaults to the last 7 days up to today, grouped as the screen says', () => {
    const state = readState(new URLSearchParams(), DEFAULTS, TODAY);
    expect(state).toMatchObject({
      from: '2026-11-15',
      to: '2026-11-21',
      groupBy: ['campaign'],
      page: 1,
      pageSize: 50,
      sort: null,
      accounts: [],
    });
  });

  it('reads back what it writes, and ignores what it does not know', () => {
    const state = readState(
      new URLSearchParams(
        'from=2026-11-01&to=2026-11-10&groupBy=day,ssp,weather,day&accounts=a,b&ssps=x&sort=clicks&order=desc&page=3&pageSize=100&chart=ctr,bogus',
      ),
      DEFAULTS,
      TODAY,
    );
    expect(state).toMatchObject({
      groupBy: ['day', 'ssp'],
      accounts: ['a', 'b'],
      ssps: ['x'],
      sort: 'clicks',
      order: 'desc',
      page: 3,
      pageSize: 100,
      chart: ['ctr'],
    });
    expect(readState(writeState(state), DEFAULTS, TODAY)).toEqual(state);
    // A page size the screen does not offer, a bad date: the defaults.
    expect(readState(new URLSearchParams('pageSize=7&from=2026-13-45'), DEFAULTS, TODAY)).toMatchObject({
      pageSize: 50,
      from: '2026-11-15',
    });
    // groupBy= (empty) means «no grouping», not the default.
    expect(readState(new URLSearchParams('groupBy='), DEFAULTS, TODAY).groupBy).toEqual([]);
  });

  it('a change starts from the first page and drops a sort by a grouping that is gone', () => {
    const state = readState(new URLSearchParams('groupBy=ssp,day&sort=ssp&order=asc&page=4'), DEFAULTS, TODAY);
    expect(applyChange(state, { groupBy: ['day'] })).toMatchObject({ page: 1, sort: null, order: null });
    expect(applyChange(state, { page: 5 })).toMatchObject({ page: 5, sort: 'ssp' });
    expect(apiParams(state, 180)).toEqual({
      startTimeISO: '2026-11-15',
      endTimeISO: '2026-11-21',
      offsetTime: 180,
      groupBy: ['ssp', 'day'],
      accounts: [],
      campaigns: [],
      ssps: [],
      sort: 'ssp',
      order: 'asc',
    });
  });
});

describe('report columns (table and export)', () => {
  const row: StatisticsRow = {
    key: { hour: '2026-11-21T14:00', campaign: 'c1' },
    labels: { hour: '2026-11-21T14:00', campaign: 'Весна — Колосок' },
    impressions: 1234567,
    clicks: 8901,
    ctr: 0.72,
    views: 0,
    completes: 0,
    vtr: 0,
    spent: 12345.6,
  };

  it('labels, not ids; ru-RU numbers; CTR and VTR as percentages', () => {
    expect(dimensionText('campaign', row)).toBe('Весна — Колосок');
    expect(dimensionText('hour', row)).toBe('21.11.2026 14:00');
    expect(metricText('impressions', 1234567).replace(/\s/g, ' ')).toBe('1 234 567');
    expect(metricText('ctr', 0.72)).toBe('0,72 %');
    expect(metricText('spent', 12345.6).replace(/\s/g, ' ')).toBe('12 345,60');
  });

  it("the export writes the screen's Russian headings, names and numbers, and the totals", () => {
    const columns = spreadsheetColumns(['hour', 'campaign'], translate);
    expect(columns.map((c) => c.header)).toEqual([
      'Час',
      'Кампания',
      'Показы',
      'Клики',
      'CTR, %',
      'Просмотры',
      'Досмотры',
      'VTR, %',
      'Расход, ₽',
    ]);
    expect(columns.map((c) => c.value(row))).toEqual([
      '21.11.2026 14:00',
      'Весна — Колосок',
      1234567,
      8901,
      0.72,
      0,
      0,
      0,
      12345.6,
    ]);
    const totals = totalsRow(row, ['hour', 'campaign'], translate);
    expect(columns.slice(0, 3).map((c) => c.value(totals))).toEqual(['Итого', '', 1234567]);
  });
});
