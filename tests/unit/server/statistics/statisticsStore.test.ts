// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../../../../server/statistics/reportPool';
import { DETAILS_MAX_PAGE_SIZE } from '../../../../server/statistics/reportShape';
import { parseReportRequest } from '../../../../server/statistics/request';
import { sqliteDetails, sqliteSummary } from '../../../../server/statistics/sqliteReport';
import type { QueryInput } from '../../../../server/listQuery';
import fs from 'node:fs';
import path from 'node:path';
import { seededApi, session, startServer, tempDir, type Session } from '../helpers';

/**
 * The reports come from the columnar store in the statistics worker now; on the demo data they
 * must answer exactly what the request thread computed from SQLite's facts before (the same
 * rows, labels, order, totals, chart and page counts), under every grouping, sort, filter and
 * cabinet reach the console can ask for.
 */
const { server, admin, agency, viewer, get } = await seededApi();
const ctx = server.app.kabinet;

const day = (offsetDays: number) =>
  new Date(Date.now() + 180 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const MONTH = `startTimeISO=${day(-29)}&endTimeISO=${day(-1)}&offsetTime=180`;
const WEEK = `startTimeISO=${day(-7)}&endTimeISO=${day(-1)}&offsetTime=180`;
/** A zone whose days do not start on a whole UTC hour. */
const INDIA = `startTimeISO=${day(-10)}&endTimeISO=${day(-2)}&offsetTime=330`;

const scopeOf = (who: Session) => ctx.cabinets.scope(ctx.cabinets.get(who.cabinet.id)!);
const queryOf = (qs: string): QueryInput => Object.fromEntries(new URLSearchParams(qs)) as QueryInput;
/** What the old code answers for the same request and caller. */
const before = (kind: 'summary' | 'details', qs: string, who: Session) => {
  const request = parseReportRequest(ctx, queryOf(qs), scopeOf(who), DETAILS_MAX_PAGE_SIZE);
  return kind === 'summary' ? sqliteSummary(ctx, request) : sqliteDetails(ctx, request);
};

/** Each test compares dozens of reports computed twice; on a busy 2-core machine that takes a while. */
const SLOW = { timeout: 180_000 };

const SUMMARIES = [
  '',
  'groupBy=campaign',
  'groupBy=ssp&sort=ssp&order=desc',
  'groupBy=day,device',
  'groupBy=creative&sort=ctr',
  'groupBy=region,city&sort=spent&order=asc',
  'groupBy=gender,ageInterval&sort=vtr',
  'groupBy=domain,bundle,country',
  'groupBy=campaign,ssp&sort=campaign',
  'groupBy=hour',
];
const DETAILS = [
  'groupBy=day,campaign,ssp&pageSize=400',
  'groupBy=day,campaign,ssp&page=3&pageSize=400',
  'groupBy=hour,creative&sort=clicks&page=2&pageSize=100',
  'groupBy=creative,device&sort=creative&order=desc&pageSize=50',
  'groupBy=campaign&page=999',
  '',
  // Read from the hourly rollup: a row per group (hour × creative), or grouped again (day × campaign).
  'groupBy=hour,campaign,creative&pageSize=50',
  'groupBy=hour,creative&sort=impressions&pageSize=50',
  'groupBy=hour,creative&sort=hour&order=desc&page=2&pageSize=100',
  'groupBy=day,campaign&page=2&pageSize=30',
  'groupBy=hour&page=3&pageSize=200',
];
/** Time-first pages looked for in the period's first or last days, in a zone whose days start mid-hour. */
const ZONED_DETAILS = [
  'groupBy=day,creative&page=2&pageSize=40',
  'groupBy=day,ssp&sort=day&order=desc&pageSize=7',
  'groupBy=day&page=2&pageSize=3',
];

describe('the columnar reports answer what SQLite answered', SLOW, () => {
  it('summaries: every grouping, sort, period and zone', async () => {
    for (const q of SUMMARIES) {
      for (const period of [WEEK, MONTH, INDIA]) {
        const qs = `${period}&${q}`;
        const res = await get(`/v2/statistics/summary?${qs}`);
        expect(res.statusCode, qs).toBe(200);
        expect(res.json(), qs).toEqual(JSON.parse(JSON.stringify(before('summary', qs, admin))));
      }
    }
  });

  it('details pages, their totals and row counts', async () => {
    for (const qs of [...DETAILS.map((q) => `${MONTH}&${q}`), ...ZONED_DETAILS.map((q) => `${INDIA}&${q}`)]) {
      const res = await get(`/v2/statistics/details?${qs}`);
      expect(res.statusCode, qs).toBe(200);
      const old = before('details', qs, admin) as ReturnType<typeof sqliteDetails>;
      expect(res.json(), qs).toEqual(JSON.parse(JSON.stringify({ rows: old.rows, totals: old.totals })));
      expect(res.headers['x-pagination-total'], qs).toBe(String(old.total));
    }
  });

  it("within each cabinet's reach, with account, campaign and SSP filters", async () => {
    const account = ctx.db
      .prepare('SELECT account_id FROM statistic_facts GROUP BY account_id ORDER BY count(*) DESC LIMIT 1')
      .pluck()
      .get() as string;
    const campaigns = (
      ctx.db.prepare('SELECT DISTINCT campaign_id FROM statistic_facts LIMIT 3').pluck().all() as string[]
    ).join(',');
    const ssps = ctx.store
      .all('ssp')
      .slice(0, 2)
      .map((s) => String(s.data.sysname))
      .join(',');
    for (const who of [viewer, agency, admin]) {
      for (const q of [
        'groupBy=campaign',
        `accounts=${account}&groupBy=day`,
        `campaigns=${campaigns}&groupBy=creative`,
        `ssps=${ssps}&groupBy=ssp`,
      ]) {
        const qs = `${MONTH}&${q}`;
        const res = await get(`/v2/statistics/summary?${qs}`, who.headers);
        expect(res.statusCode, qs).toBe(200);
        expect(res.json(), `${who.cabinet.cabinetType} ${qs}`).toEqual(
          JSON.parse(JSON.stringify(before('summary', qs, who))),
        );
      }
    }
  });

  it('facts written after the first report reach the next one', async () => {
    const last = ctx.db.prepare('SELECT * FROM statistic_facts ORDER BY rowid DESC LIMIT 1').get() as Record<
      string,
      unknown
    >;
    const qs = `${WEEK}&groupBy=ssp`;
    const first = (await get(`/v2/statistics/summary?${qs}`)).json();
    const hour = Math.floor(Date.parse(`${day(-2)}T12:00:00Z`) / 3_600_000);
    ctx.db
      .prepare(
        `INSERT INTO statistic_facts (hour, account_id, campaign_id, creative_id, ssp, domain, bundle, age_interval, gender,
      country, region, city, device, impressions, clicks, views, completes, spent) VALUES (@hour, @account_id, @campaign_id, @creative_id,
      @ssp, @domain, @bundle, @age_interval, @gender, @country, @region, @city, @device, 1000, 10, 0, 0, 5000)`,
      )
      .run({ ...last, hour });
    const next = (await get(`/v2/statistics/summary?${qs}`)).json();
    expect(next.totals.impressions).toBe(first.totals.impressions + 1000);
    expect(next).toEqual(JSON.parse(JSON.stringify(before('summary', qs, admin))));
  });

  const sameDetails = async (qs: string) => {
    const res = await get(`/v2/statistics/details?${qs}`);
    const old = before('details', qs, admin) as ReturnType<typeof sqliteDetails>;
    expect(res.json(), qs).toEqual(JSON.parse(JSON.stringify({ rows: old.rows, totals: old.totals })));
    expect(res.headers['x-pagination-total'], qs).toBe(String(old.total));
  };

  it('a late fact of an hour already in the rollup is summed into its row', async () => {
    const last = ctx.db.prepare('SELECT * FROM statistic_facts ORDER BY hour DESC LIMIT 1').get() as Record<
      string,
      unknown
    >;
    const qs = `startTimeISO=${day(-2)}&endTimeISO=${day(0)}&offsetTime=180&groupBy=hour,creative&sort=impressions&pageSize=5`;
    await sameDetails(qs);
    ctx.db
      .prepare(
        `INSERT INTO statistic_facts (hour, account_id, campaign_id, creative_id, ssp, domain, bundle, age_interval, gender,
      country, region, city, device, impressions, clicks, views, completes, spent) VALUES (@hour, @account_id, @campaign_id, @creative_id,
      @ssp, @domain, @bundle, @age_interval, @gender, @country, @region, @city, @device, 900000, 10, 0, 0, 5000)`,
      )
      .run(last);
    await sameDetails(qs);
    expect((await get(`/v2/statistics/details?${qs}`)).json().rows[0].key.creative).toBe(last.creative_id);
  });

  it('a creative whose facts name two campaigns is still one row per hour (the rollup is grouped again)', async () => {
    const last = ctx.db.prepare('SELECT * FROM statistic_facts ORDER BY hour DESC LIMIT 1').get() as Record<
      string,
      unknown
    >;
    const other = ctx.db
      .prepare('SELECT campaign_id FROM statistic_facts WHERE campaign_id <> ? LIMIT 1')
      .pluck()
      .get(last.campaign_id);
    ctx.db
      .prepare(
        `INSERT INTO statistic_facts (hour, account_id, campaign_id, creative_id, ssp, domain, bundle, age_interval, gender,
      country, region, city, device, impressions, clicks, views, completes, spent) VALUES (@hour, @account_id, @other, @creative_id,
      @ssp, @domain, @bundle, @age_interval, @gender, @country, @region, @city, @device, 7, 1, 0, 0, 50)`,
      )
      .run({ ...last, other });
    for (const q of [
      'groupBy=hour,creative&sort=impressions&pageSize=5',
      'groupBy=hour,creative&sort=hour&order=desc&pageSize=20',
    ]) {
      await sameDetails(`startTimeISO=${day(-2)}&endTimeISO=${day(0)}&offsetTime=180&${q}`);
    }
  });
});

describe('heavy reports per user', SLOW, () => {
  it('a third report of the same user while two are computed is 429 with a Russian message; other users go on', async () => {
    const url = `/v2/statistics/details?${MONTH}&groupBy=hour,creative,device&sort=ctr`;
    const [a, b, c, other] = await Promise.all([get(url), get(url), get(url), get(url, viewer.headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(c.statusCode).toBe(429);
    expect(c.json()).toEqual({ message: BUSY_MESSAGE });
    expect(BUSY_MESSAGE).toBe('Отчёт уже строится, дождитесь результата');
    expect(other.statusCode).toBe(200);
    // Once they are done, the user may ask again.
    expect((await get(url)).statusCode).toBe(200);
  });

  it('a refused request is 400 from the worker as before, and does not hold a place', async () => {
    const tooMany = `/v2/statistics/summary?${MONTH}&groupBy=hour,creative,ssp,device`;
    const answers = await Promise.all([get(tooMany), get(tooMany)]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['/groupBy']).toMatch(/^В сводной статистике не больше 10\s000 строк/);
    }
    expect((await get(`/v2/statistics/summary?${WEEK}`)).statusCode).toBe(200);
  });
});

describe('the columnar copy follows its kabinet.db', SLOW, () => {
  it('a demo data reset (a new kabinet.db beside the old copy) is copied anew, not mixed with the old facts', async () => {
    const dir = tempDir();
    const ask = async (app: Awaited<ReturnType<typeof startServer>>['app']) => {
      const who = await session(app, 'admin', 'admin');
      const res = await app.inject({ url: `/v2/statistics/summary?${WEEK}&groupBy=campaign`, headers: who.headers });
      expect(res.statusCode).toBe(200);
      const request = parseReportRequest(app.kabinet, queryOf(`${WEEK}&groupBy=campaign`), null, DETAILS_MAX_PAGE_SIZE);
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(sqliteSummary(app.kabinet, request))));
      return res.json();
    };
    const first = await startServer({ dataDir: dir });
    await ask(first.app);
    await first.app.close();
    for (const f of fs.readdirSync(dir).filter((f) => f.startsWith('kabinet.db'))) fs.rmSync(path.join(dir, f));
    expect(fs.existsSync(path.join(dir, 'statistics.duckdb'))).toBe(true);
    const again = await startServer({ dataDir: dir, now: () => new Date(Date.now() - 5 * 86_400_000) });
    try {
      await ask(again.app);
    } finally {
      await again.app.close();
    }
  });
});
