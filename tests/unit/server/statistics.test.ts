// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency, viewer, get } = await seededApi();

type Figures = {
  impressions: number;
  clicks: number;
  ctr: number;
  views: number;
  completes: number;
  vtr: number;
  spent: number;
};
type Row = Figures & { key: Record<string, string>; labels: Record<string, string> };
type Summary = { rows: Row[]; totals: Figures; series: { by: string; points: (Figures & { time: string })[] } };

const day = (offsetDays: number) =>
  new Date(Date.now() + 180 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The last seven whole days in Moscow: inside the seeded 30 days, and never the hour being written. */
const PERIOD = `startTimeISO=${day(-7)}&endTimeISO=${day(-1)}&offsetTime=180`;
const HOUR = 3_600_000;
const fromHour = Date.parse(`${day(-7)}T00:00:00+03:00`) / HOUR;
const toHour = Date.parse(`${day(0)}T00:00:00+03:00`) / HOUR;

const summary = async (query: string, headers = admin.headers) => {
  const res = await get(`/v2/statistics/summary?${PERIOD}&${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Summary;
};

/** Sums straight from the facts table: an independent computation of what the API must answer. */
function sql(where = '', params: unknown[] = []) {
  return server.app.kabinet.db
    .prepare(
      `SELECT sum(impressions) AS impressions, sum(clicks) AS clicks, sum(views) AS views,
    sum(completes) AS completes, sum(spent) AS spent FROM statistic_facts WHERE hour >= ? AND hour < ? ${where}`,
    )
    .get(fromHour, toHour, ...params) as {
    impressions: number;
    clicks: number;
    views: number;
    completes: number;
    spent: number;
  };
}
const sumOf = (rows: Figures[], k: keyof Figures) => rows.reduce((s, r) => s + r[k], 0);

describe('seeded facts', () => {
  it('are written on first use: hourly events of the 30 days up to the seed, of seeded campaigns and SSPs', async () => {
    const db = server.app.kabinet.db;
    expect((db.prepare('SELECT count(*) AS n FROM statistic_facts').get() as { n: number }).n).toBe(0); // the seed only notes its moment
    await summary('');
    const { n, hours } = db
      .prepare('SELECT count(*) AS n, count(DISTINCT hour) AS hours FROM statistic_facts')
      .get() as { n: number; hours: number };
    expect(n).toBeGreaterThan(30_000);
    expect(n).toBeLessThan(120_000);
    expect(hours).toBeGreaterThan(24 * 28);
    const { seeded_at: seededAt } = db
      .prepare("SELECT seeded_at FROM seeded WHERE module = 'statisticFacts'")
      .get() as { seeded_at: string };
    const { last } = db.prepare('SELECT max(hour) AS last FROM statistic_facts').get() as { last: number };
    expect(last).toBe(Math.floor(Date.parse(seededAt) / HOUR));
    const orphans = db
      .prepare(
        `SELECT count(*) AS n FROM statistic_facts f WHERE NOT EXISTS (SELECT 1 FROM records r
      WHERE r.resource = 'creative' AND r.id = f.creative_id AND json_extract(r.data, '$.campaignId') = f.campaign_id)`,
      )
      .get() as { n: number };
    expect(orphans.n).toBe(0);
    const ssps = (db.prepare('SELECT DISTINCT ssp FROM statistic_facts').all() as { ssp: string }[]).map((r) => r.ssp);
    const seeded = server.app.kabinet.store.all('ssp').map((s) => s.data.sysname);
    expect(ssps.every((s) => seeded.includes(s))).toBe(true);
  });
});

describe('GET /v2/statistics/summary', () => {
  it('totals are the sums of the facts and the same under every grouping', async () => {
    const expected = sql();
    const plain = await summary('');
    expect(plain.rows).toEqual([]);
    expect(plain.totals).toMatchObject({
      impressions: expected.impressions,
      clicks: expected.clicks,
      views: expected.views,
      completes: expected.completes,
      spent: expected.spent / 100,
    });
    expect(plain.totals.ctr).toBeCloseTo((expected.clicks / expected.impressions) * 100, 2);
    for (const groupBy of [
      'campaign',
      'ssp',
      'day',
      'hour',
      'creative,device',
      'region,city',
      'gender,ageInterval',
      'domain,bundle,country',
    ]) {
      const r = await summary(`groupBy=${groupBy}`);
      expect(r.totals, groupBy).toEqual(plain.totals);
      for (const k of ['impressions', 'clicks', 'views', 'completes'] as const)
        expect(sumOf(r.rows, k), `${groupBy} ${k}`).toBe(plain.totals[k]);
      expect(Math.round(sumOf(r.rows, 'spent') * 100), groupBy).toBe(Math.round(plain.totals.spent * 100));
      expect(sumOf(r.series.points, 'impressions')).toBe(plain.totals.impressions);
    }
  });

  it('labels rows by name, sorts them, and charts the period by day', async () => {
    const bySsp = await summary('groupBy=ssp');
    const names = new Map(server.app.kabinet.store.all('ssp').map((s) => [s.data.sysname, s.data.name]));
    for (const row of bySsp.rows) expect(row.labels.ssp).toBe(names.get(row.key.ssp));
    const impressions = bySsp.rows.map((r) => r.impressions);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a)); // biggest first by default
    const byName = await summary('groupBy=ssp&sort=ssp&order=asc');
    expect(byName.rows.map((r) => r.labels.ssp)).toEqual(
      [...byName.rows.map((r) => r.labels.ssp)].sort((a, b) => a.localeCompare(b, 'ru')),
    );
    const byDay = await summary('groupBy=day,device');
    expect(byDay.rows[0].key.day).toBe(day(-7));
    expect(byDay.rows[0].labels.device).toMatch(/^(Смартфон|Планшет|Компьютер|Smart TV)$/);
    expect(byDay.series.by).toBe('day');
    expect(byDay.series.points.map((p) => p.time)).toEqual([-7, -6, -5, -4, -3, -2, -1].map(day));
    const short = (
      await get(`/v2/statistics/summary?startTimeISO=${day(-2)}&endTimeISO=${day(-2)}&offsetTime=180`)
    ).json() as Summary;
    expect(short.series.by).toBe('hour');
    expect(short.series.points).toHaveLength(24);
    expect(short.series.points[0].time).toBe(`${day(-2)}T00:00`);
  });

  it('filters by accounts, campaigns and SSPs, and agrees with the accounts list', async () => {
    const db = server.app.kabinet.db;
    const { account_id: account } = db
      .prepare('SELECT account_id FROM statistic_facts GROUP BY account_id ORDER BY sum(impressions) DESC LIMIT 1')
      .get() as { account_id: string };
    const mine = await summary(`accounts=${account}`);
    expect(mine.totals.impressions).toBe(sql('AND account_id = ?', [account]).impressions);
    const listed = (await get(`/v2/accounts/${account}?statistics=true&${PERIOD}`)).json();
    expect(listed.statistics).toMatchObject({
      impressions: mine.totals.impressions,
      clicks: mine.totals.clicks,
      spent: mine.totals.spent,
    });

    const byCampaign = await summary(`accounts=${account}&groupBy=campaign`);
    const campaign = byCampaign.rows[0].key.campaign;
    expect((await summary(`campaigns=${campaign}`)).totals.impressions).toBe(byCampaign.rows[0].impressions);
    const bySsp = await summary('groupBy=ssp');
    const two = bySsp.rows.slice(0, 2);
    expect((await summary(`ssps=${two.map((r) => r.key.ssp).join(',')}`)).totals.impressions).toBe(
      two[0].impressions + two[1].impressions,
    );
  });
});

describe('reach of a cabinet', () => {
  const campaignsOf = (scope: string[]) =>
    server.app.kabinet.store
      .all('campaign')
      .filter((c) => c.cabinetId && scope.includes(c.cabinetId))
      .map((c) => c.id);

  it('an account cabinet sees its own campaigns only; an agency those of its accounts', async () => {
    for (const who of [viewer, agency]) {
      const scope = server.app.kabinet.cabinets.scope(server.app.kabinet.cabinets.get(who.cabinet.id)!)!;
      const own = campaignsOf(scope);
      const r = await summary('groupBy=campaign', who.headers);
      expect(r.rows.every((row) => own.includes(row.key.campaign))).toBe(true);
      const expected = own.length
        ? (sql(`AND campaign_id IN (${own.map(() => '?').join(',')})`, own).impressions ?? 0)
        : 0;
      expect(r.totals.impressions).toBe(expected);
      expect(r.totals.impressions).toBeLessThan((await summary('')).totals.impressions);
    }
    // Someone else's account as a filter: nothing, not an error and not their figures.
    const foreign = (
      server.app.kabinet.db.prepare('SELECT account_id FROM statistic_facts GROUP BY account_id').all() as {
        account_id: string;
      }[]
    )
      .map((r) => r.account_id)
      .find((id) => id !== viewer.cabinet.id)!;
    expect((await summary(`accounts=${foreign}`, viewer.headers)).totals.impressions).toBe(0);
    const accounts = (await get('/v2/statistics/filters/accounts', viewer.headers)).json() as { id: string }[];
    expect(accounts.map((a) => a.id)).toEqual([viewer.cabinet.id]);
  });

  it("needs a token and one of the user's cabinets", async () => {
    expect((await server.app.inject({ url: '/v2/statistics/summary' })).statusCode).toBe(401);
    expect((await get('/v2/statistics/summary', { ...viewer.headers, cabinet: admin.cabinet.id })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /v2/statistics/details', () => {
  it('pages the rows with x-pagination headers; the pages make up the summary', async () => {
    const all = await summary('groupBy=day,campaign,ssp');
    const pages: Row[] = [];
    let total = 0;
    for (let page = 1; pages.length < all.rows.length; page++) {
      const res = await get(`/v2/statistics/details?${PERIOD}&groupBy=day,campaign,ssp&page=${page}&pageSize=400`);
      expect(res.headers['x-pagination-page']).toBe(String(page));
      expect(res.headers['x-pagination-page-size']).toBe('400');
      total = Number(res.headers['x-pagination-total']);
      const body = res.json() as { rows: Row[]; totals: Figures };
      expect(body.totals).toEqual(all.totals);
      pages.push(...body.rows);
      if (!body.rows.length) break;
    }
    expect(total).toBe(all.rows.length);
    expect(pages).toEqual(all.rows);
  });
});

describe('bad input is 400 with Russian messages', () => {
  const errors = async (query: string) => {
    const res = await get(`/v2/statistics/details?${query}`);
    expect(res.statusCode, query).toBe(400);
    return res.json().errors as Record<string, string>;
  };

  it('names each bad parameter', async () => {
    expect((await errors('groupBy=campaign,weather'))['/groupBy']).toMatch(
      /^Группировка «weather» недоступна: выберите из час, день, кампания, SSP/,
    );
    expect((await errors('groupBy=ssp,ssp'))['/groupBy']).toBe('Группировка «SSP» указана дважды');
    expect(await errors('startTimeISO=2026-02-30')).toEqual({
      '/startTimeISO': 'Введите дату в формате ГГГГ-ММ-ДД или дату и время ISO 8601',
    });
    expect(await errors('startTimeISO=2026-05-01&endTimeISO=2026-04-01')).toEqual({
      '/endTimeISO': 'Окончание периода раньше начала',
    });
    expect(await errors('startTimeISO=2024-01-01&endTimeISO=2026-01-01')).toEqual({
      '/endTimeISO': 'Период отчёта — не больше 366 дней',
    });
    expect(await errors('offsetTime=abc')).toEqual({
      '/offsetTime': 'Смещение часового пояса — целое число минут от -720 до 840',
    });
    expect(await errors('accounts=123')).toEqual({
      '/accounts/0': 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра',
    });
    expect(await errors('groupBy=ssp&sort=campaign')).toEqual({
      '/sort': 'Сортировка по «campaign» недоступна: выберите группировку отчёта или показатель',
    });
    expect(await errors('order=up')).toEqual({ '/order': 'Порядок сортировки — asc или desc' });
    expect(await errors('page=0&pageSize=10001')).toEqual({
      '/page': 'Номер страницы — целое число не меньше 1',
      '/pageSize': 'Размер страницы — целое число от 1 до 10000',
    });
  });

  it('a summary too big for one table asks for fewer groupings or the details', async () => {
    const res = await get(
      '/v2/statistics/summary?startTimeISO=' +
        day(-29) +
        '&endTimeISO=' +
        day(-1) +
        '&groupBy=hour,creative,ssp,device',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['/groupBy']).toMatch(
      /^В сводной статистике не больше 10\s000 строк, а группировка даёт [\d\s]+: .*детальную статистику$/,
    );
  });
});
