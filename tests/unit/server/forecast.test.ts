// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORECAST_MESSAGES } from '../../../server/routes/forecast';
import { FORECAST_RULE_MESSAGES } from '../../../src/domain/forecast';
import { seededApi, session, signIn } from './helpers';

const {
  server,
  admin: { headers: admin },
  viewer: { headers: viewer },
} = await seededApi();

const BASE = {
  creativeType: 'video',
  dates: { start: '2025-06-02', end: '2025-06-15' },
  saleSpeedType: 'evenly',
  geo: { idsWhiteList: ['RU-MOW', 'RU-SPE'] },
  deviceTypes: ['smartphone', 'tablet'],
  limits: { budgetTotal: 200_000 },
};

const post = (url: string, payload: unknown, headers = admin) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /v2/campaigns/forecast', () => {
  it('answers the same figures for the same request, with days and totals that add up', async () => {
    const a = await post('/v2/campaigns/forecast', BASE);
    const b = await post('/v2/campaigns/forecast', BASE);
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    const f = a.json();
    expect(f.days).toHaveLength(14);
    const sum = (k: string) => f.days.reduce((t: number, d: Record<string, number>) => t + d[k], 0);
    expect(f.totals.impressions).toBe(sum('impressions'));
    expect(f.totals.clicks).toBe(sum('clicks'));
    expect(f.totals.spend).toBeCloseTo(sum('spend'), 1);
    expect(f.totals.impressions).toBeGreaterThan(0);
    expect(f.totals.reach).toBeGreaterThan(0);
    expect(f.totals.reach).toBeLessThanOrEqual(f.totals.impressions);
    // The budget is a cap: evenly spread, never exceeded.
    expect(f.totals.spend).toBeLessThanOrEqual(200_000);
    expect(f.cpm).toBe(f.recommendedCpm);
    expect(f.ssps.reduce((t: number, s: { impressions: number }) => t + s.impressions, 0)).toBe(f.totals.impressions);
    // Only active SSPs that take video.
    const dict = (await server.app.inject({ url: '/dictionary/ssp', headers: admin })).json() as {
      id: string;
      active: boolean;
    }[];
    const active = new Set(dict.filter((s) => s.active).map((s) => s.id));
    for (const s of f.ssps) expect(active.has(s.sysname)).toBe(true);
  });

  it('follows the targeting: wider geo, higher bid and fast pacing give more, limits give less', async () => {
    const impressions = async (body: object) =>
      (await post('/v2/campaigns/forecast', body)).json().totals.impressions as number;
    const base = await impressions({ ...BASE, limits: {} });
    expect(await impressions({ ...BASE, limits: {}, geo: {} })).toBeGreaterThan(base);
    const recommended = (await post('/v2/campaigns/forecast', BASE)).json().recommendedCpm as number;
    expect(await impressions({ ...BASE, limits: {}, cpm: recommended * 2 })).toBeGreaterThan(base);
    expect(await impressions({ ...BASE, limits: { impressionsDaily: 1000 } })).toBe(14 * 1000);
    const fast = (
      await post('/v2/campaigns/forecast', { ...BASE, saleSpeedType: 'fast', limits: { budgetTotal: 5000 } })
    ).json();
    // Fast pacing spends the small budget on the first day(s); evenly spreads it.
    expect(fast.days[fast.days.length - 1].impressions).toBe(0);
    const evenly = (await post('/v2/campaigns/forecast', { ...BASE, limits: { budgetTotal: 5000 } })).json();
    expect(evenly.days[evenly.days.length - 1].impressions).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 and Russian field errors, never 500', async () => {
    const cases: [object, string, string][] = [
      [{ ...BASE, limits: { budgetTotal: -1 } }, '/limits/budgetTotal', 'Не меньше 0'],
      [
        { ...BASE, dates: { start: '2025-06-10', end: '2025-06-01' } },
        '/dates/end',
        FORECAST_RULE_MESSAGES.endBeforeStart,
      ],
      [{ ...BASE, dates: { start: '2025-01-01', end: '2026-06-01' } }, '/dates/end', FORECAST_RULE_MESSAGES.tooLong],
      [{ ...BASE, dates: { start: '2025-01-01' } }, '/dates/end', 'Укажите дату окончания'],
      [{ ...BASE, creativeType: 'audio' }, '/creativeType', ''],
      [{ ...BASE, ssp: ['nope_ssp'] }, '/ssp/0', FORECAST_MESSAGES.unknownSsp],
      [{ ...BASE, ssp: ['mediapotok'] }, '/ssp', FORECAST_MESSAGES.noSsp],
      [{ ...BASE, cpm: 1 }, '/cpm', 'Ставка ниже минимальной'],
    ];
    for (const [body, pointer, text] of cases) {
      const res = await post('/v2/campaigns/forecast', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[pointer]).toContain(text);
      expect(res.json().errors[pointer]).toMatch(/[а-яё]/i);
    }
    expect((await post('/v2/campaigns/forecast', 'not json')).statusCode).toBe(400);
  });

  it("needs a token and one of the user's cabinets, but no permission", async () => {
    expect((await post('/v2/campaigns/forecast', BASE, {})).statusCode).toBe(401);
    const token = await signIn(server.app, 'viewer');
    expect(
      (await post('/v2/campaigns/forecast', BASE, { authorization: `Bearer ${token}`, cabinet: 'f'.repeat(24) }))
        .statusCode,
    ).toBe(403);
    const asViewer = await post('/v2/campaigns/forecast', BASE, viewer);
    expect(asViewer.statusCode).toBe(200);
    expect(asViewer.body).toBe((await post('/v2/campaigns/forecast', BASE)).body);
  });
});

describe('POST /v2/forecast/bid-info and /v2/campaigns/minimalcpm', () => {
  it('gives a rising win-rate curve from the minimal CPM and the same minimal CPM in both', async () => {
    const info = (await post('/v2/forecast/bid-info', BASE)).json();
    const min = (await post('/v2/campaigns/minimalcpm', BASE)).json();
    expect(min.minimalCpm).toBe(info.minimalCpm);
    expect(min.minimalCpm).toBeGreaterThan(0);
    const rates = info.points.map((p: { winRate: number }) => p.winRate);
    expect(rates[0]).toBe(0);
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeGreaterThanOrEqual(rates[i - 1]);
    expect(rates[rates.length - 1]).toBeGreaterThan(80);
    // Capitals cost more than the regions.
    const regions = (await post('/v2/campaigns/minimalcpm', { ...BASE, geo: { idsWhiteList: ['RU-TA'] } })).json();
    expect(regions.minimalCpm).toBeLessThan(min.minimalCpm);
    expect((await post('/v2/forecast/bid-info', { ...BASE, saleSpeedType: 'slow' })).statusCode).toBe(400);
  });
});

describe('a self-service agency', () => {
  it("never gets a minimal CPM below its own minimalCPM, in its cabinet and its accounts'", async () => {
    const agencySession = await session(server.app, 'agency', 'agency');
    const floor = (await post('/v2/campaigns/minimalcpm', BASE, agencySession.headers)).json().minimalCpm as number;
    // Make the agency self-service with a minimum above the inventory's floor.
    server.app.kabinet.db
      .prepare(
        `UPDATE records SET data = json_set(data, '$.serviceModel', 'selfService', '$.minimalCPM', ?)
      WHERE resource = 'agency' AND id = ?`,
      )
      .run(floor + 100, agencySession.cabinet.id);
    const min = (await post('/v2/campaigns/minimalcpm', BASE, agencySession.headers)).json();
    expect(min.minimalCpm).toBe(floor + 100);
    const f = (await post('/v2/campaigns/forecast', BASE, agencySession.headers)).json();
    expect(f.minimalCpm).toBe(floor + 100);
    expect(f.recommendedCpm).toBeGreaterThan(floor + 100);
    const low = await post('/v2/campaigns/forecast', { ...BASE, cpm: floor + 50 }, agencySession.headers);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors['/cpm']).toContain('Ставка ниже минимальной');
    // The admin cabinet buys for no agency: the inventory's floor.
    expect((await post('/v2/campaigns/minimalcpm', BASE)).json().minimalCpm).toBe(floor);
  });
});
