// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../../../server/statistics/reportPool';
import { seededApi } from './helpers';

/**
 * The accounts list's statistics cannot be made to freeze the API: the SSPs asked are checked and
 * collapsed, an answer carries a bounded number of groups, and the figures take the user's places
 * of heavy reports like the reports do.
 */
const { server, agency, viewer, get } = await seededApi();
const ctx = server.app.kabinet;
const ssps = ctx.store.all('ssp').map((s) => s.id);
const own = viewer.cabinet.id;
const day = (offsetDays: number) =>
  new Date(Date.now() + 180 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const week = `startTimeISO=${day(-7)}&endTimeISO=${day(-1)}&offsetTime=180`;
const year = `startTimeISO=${day(-365)}&endTimeISO=${day(-1)}&offsetTime=180`;
// The facts are written, and the statistics worker started, on first use: seconds on a busy machine, before the tests.
await get(`/v2/accounts/${own}?statistics=true&${week}`, viewer.headers);

describe('account statistics under attack', () => {
  it('refuse an unknown SSP system name at its place in the list, with one message for a thousand', async () => {
    const res = await get(
      `/v2/accounts/${own}?statistics=true&groupBy=day,ssp&ssps=${Array(1000).fill('a').join(',')}&${week}`,
      viewer.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/ssps/0': 'SSP «a» не найдена' });
    const second = await get(`/v2/accounts/${own}?statistics=true&ssps=${ssps[0]},nope&${week}`, viewer.headers);
    expect(second.json().errors).toEqual({ '/ssps/1': 'SSP «nope» не найдена' });
  });

  it('collapse repeated SSPs and groupings: a thousand repetitions answer what one does', async () => {
    const once = await get(
      `/v2/accounts/${own}?statistics=true&groupBy=day,ssp&ssps=${ssps[0]}&${week}`,
      viewer.headers,
    );
    const many = await get(
      `/v2/accounts/${own}?statistics=true&groupBy=day,ssp,day&ssps=${Array(1000).fill(ssps[0]).join(',')}&${week}`,
      viewer.headers,
    );
    expect(many.statusCode).toBe(200);
    expect(many.json().statistics).toEqual(once.json().statistics);
    expect(once.json().statistics.groups.length).toBeLessThanOrEqual(7);
  });

  it('refuse a page whose groups would pass the bound, before anything is summed', async () => {
    const all = ssps.join(',');
    const res = await get(
      `/v2/accounts?statistics=true&groupBy=day,ssp&ssps=${all}&pageSize=100&${year}`,
      agency.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['/groupBy']).toMatch(
      /^В статистике аккаунтов не больше 10\s000 групп на страницу, а группировка даёт [\d\s]+: уберите часть SSP/,
    );
    expect(res.body.length).toBeLessThan(1000);
    // The same question on a page the bound admits is answered.
    const small = await get(`/v2/accounts?statistics=true&groupBy=day&pageSize=3&${week}`, agency.headers);
    expect(small.statusCode).toBe(200);
    expect(small.json().every((a: { statistics: { groups: unknown[] } }) => a.statistics.groups.length <= 7)).toBe(
      true,
    );
  });

  it("count against the user's heavy reports: past the limit the list is a 429, another user is served", async () => {
    // The worker holds every job until released, so the two reports are surely still running.
    const pool = ctx.reports as unknown as { post: (...a: unknown[]) => Promise<unknown> };
    const post = pool.post.bind(pool);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    pool.post = async (...a: unknown[]) => {
      await held;
      return post(...a);
    };
    try {
      const reports = [1, 2].map(() => get(`/v2/statistics/summary?groupBy=day&${week}`, agency.headers));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const busy = await get(`/v2/accounts?statistics=true&pageSize=3&${week}`, agency.headers);
      expect(busy.statusCode).toBe(429);
      expect(busy.json().message).toBe(BUSY_MESSAGE);
      const other = get(`/v2/accounts/${own}?statistics=true&${week}`, viewer.headers);
      release();
      expect((await other).statusCode).toBe(200);
      expect((await Promise.all(reports)).map((r) => r.statusCode)).toEqual([200, 200]);
    } finally {
      pool.post = post;
    }
    expect((await get(`/v2/accounts?statistics=true&pageSize=3&${week}`, agency.headers)).statusCode).toBe(200);
  });
});
