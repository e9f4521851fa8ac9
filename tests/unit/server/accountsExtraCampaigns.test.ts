// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STATISTICS_MESSAGES } from '../../../server/statistics/accountStatistics';
import { seededApi } from './helpers';

/**
 * The accounts list's withoutExtraCampaigns (docs/product.md#entities, list params): with it, an account's
 * figures leave out its extra campaigns (made from another one: parentId) — and groupBy still adds up.
 */
const { server, send } = await seededApi();

type Figures = { impressions: number; clicks: number; spent: number };
type Account = { id: string; statistics: Figures & { groups?: (Figures & { day?: string })[] } };

const HOUR = 3_600_000;
const day = (offsetDays: number) =>
  new Date(Date.now() + 180 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const [from, to] = [day(-7), day(-1)];
const period = `startTimeISO=${from}&endTimeISO=${to}&offsetTime=180`;
const list = async (query: string) => (await send('GET', `/v2/accounts?${query}`)).json() as Account[];
/** Straight from the facts table, optionally without one campaign. */
const sql = (account: string, without?: string) =>
  server.app.kabinet.db
    .prepare(
      `SELECT coalesce(sum(impressions), 0) AS impressions, coalesce(sum(clicks), 0) AS clicks, coalesce(sum(spent), 0) AS spent FROM statistic_facts
   WHERE account_id = ? AND hour >= ? AND hour < ?${without ? ' AND campaign_id <> ?' : ''}`,
    )
    .get(
      account,
      Date.parse(`${from}T00:00:00+03:00`) / HOUR,
      Date.parse(`${to}T00:00:00+03:00`) / HOUR + 24,
      ...(without ? [without] : []),
    ) as Figures;

describe('accounts list: withoutExtraCampaigns', () => {
  it('leaves out the figures of an extra campaign, by total and by day', async () => {
    await list(`pageSize=1&statistics=true&${period}`); // the facts are filled on the first statistics read
    // An account with two campaigns that ran in the period and no extra one; the second becomes an extra one of the first.
    const ran = server.app.kabinet.db
      .prepare(
        `SELECT account_id AS account, campaign_id AS campaign FROM statistic_facts WHERE hour >= ? GROUP BY account_id, campaign_id HAVING sum(impressions) > 0`,
      )
      .all(Date.parse(`${from}T00:00:00+03:00`) / HOUR) as { account: string; campaign: string }[];
    const byAccount = new Map<string, string[]>();
    for (const r of ran) byAccount.set(r.account, [...(byAccount.get(r.account) ?? []), r.campaign]);
    const hasExtra = (account: string) =>
      server.app.kabinet.db
        .prepare(
          `SELECT 1 FROM records WHERE resource = 'campaign' AND json_extract(data, '$.accountId') = ? AND json_extract(data, '$.parentId') IS NOT NULL`,
        )
        .get(account) !== undefined;
    const [account, [main, extra]] = [...byAccount].find(([a, c]) => c.length >= 2 && !hasExtra(a))!;
    const before = (await list(`ids=${account}&statistics=true&withoutExtraCampaigns=true&${period}`))[0].statistics;
    expect(before.impressions).toBe(sql(account).impressions); // no extra campaign yet: everything counts

    const patched = await send('PATCH', `/v2/campaigns/${extra}`, { parentId: main });
    expect(patched.statusCode).toBe(200);
    const all = (await list(`ids=${account}&statistics=true&${period}`))[0].statistics;
    expect(all).toMatchObject({ impressions: sql(account).impressions, clicks: sql(account).clicks });
    const own = (await list(`ids=${account}&statistics=true&withoutExtraCampaigns=true&${period}`))[0].statistics;
    const expected = sql(account, extra);
    expect(own).toMatchObject({
      impressions: expected.impressions,
      clicks: expected.clicks,
      spent: expected.spent / 100,
    });
    expect(own.impressions).toBeLessThan(all.impressions);
    expect((await list(`ids=${account}&statistics=true&withoutExtraCampaigns=false&${period}`))[0].statistics).toEqual(
      all,
    );

    const byDay = (await list(`ids=${account}&statistics=true&withoutExtraCampaigns=true&groupBy=day&${period}`))[0]
      .statistics;
    expect(byDay.groups!.length).toBe(7);
    expect(byDay.groups!.reduce((t, g) => t + g.impressions, 0)).toBe(own.impressions);
  });

  it('refuses a value that is not a flag, in Russian at the parameter', async () => {
    const res = await send('GET', '/v2/accounts?statistics=true&withoutExtraCampaigns=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/withoutExtraCampaigns': STATISTICS_MESSAGES.badFlag });
  });
});
