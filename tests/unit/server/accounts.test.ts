// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency, send: call } = await seededApi();

type Figures = { impressions: number; clicks: number; ctr: number; spent: number };
type Account = {
  id: string;
  name: string;
  agencyID: string;
  version: number;
  status: string;
  createdAt: string;
  finance: { currency: string; balance: number };
  statistics?: Figures & { groups?: (Figures & { day?: string; ssp?: string })[] };
  guestPermissions: { commonPermissions: Record<string, boolean>; columnPermissions: Record<string, boolean> };
};

const list = async (query: string, headers = admin.headers) =>
  (await call('GET', `/v2/accounts?${query}`, undefined, headers)).json() as Account[];
const one = async (id: string) => (await call('GET', `/v2/accounts/${id}`)).json() as Account;
const agencyOf = async (a: Account) =>
  (await call('GET', `/v2/agencies/${a.agencyID}`)).json() as { id: string; balance: number; currency: string };

describe('statistics for a period', () => {
  // The figures are sums of the seeded ad events (last 30 days up to the seed moment): the last
  // seven whole days in Moscow are inside them.
  const day = (offsetDays: number) =>
    new Date(Date.now() + 180 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const days = [-7, -6, -5, -4, -3, -2, -1].map(day);
  const period = `startTimeISO=${days[0]}&endTimeISO=${days[6]}&offsetTime=180`;
  const HOUR = 3_600_000;
  /** Straight from the facts table: an independent sum of what the API must answer. */
  const sql = (account: string, from: string, to: string, ssp?: string) =>
    server.app.kabinet.db
      .prepare(
        `SELECT coalesce(sum(impressions), 0) AS impressions, coalesce(sum(clicks), 0) AS clicks, coalesce(sum(spent), 0) AS spent FROM statistic_facts
     WHERE account_id = ? AND hour >= ? AND hour < ?${ssp ? ' AND ssp = ?' : ''}`,
      )
      .get(
        account,
        Date.parse(`${from}T00:00:00+03:00`) / HOUR,
        Date.parse(`${to}T00:00:00+03:00`) / HOUR + 24,
        ...(ssp ? [ssp] : []),
      ) as Figures;
  const ssps = () => server.app.kabinet.store.all('ssp').map((s) => String(s.data.sysname));

  it("are absent unless asked, and the sums of the account's events when asked", async () => {
    const plain = await list('pageSize=5');
    expect(plain.every((a) => a.statistics === undefined)).toBe(true);
    const first = await list(`pageSize=5&statistics=true&${period}`);
    expect(first.map((a) => a.id)).toEqual(plain.map((a) => a.id)); // the flag is not a filter
    for (const a of first) {
      const expected = sql(a.id, days[0], days[6]);
      expect(a.statistics).toMatchObject({
        impressions: expected.impressions,
        clicks: expected.clicks,
        spent: expected.spent / 100,
      });
      if (a.statistics!.impressions)
        expect(a.statistics!.ctr).toBeCloseTo((a.statistics!.clicks / a.statistics!.impressions) * 100, 1);
    }
    expect(first.some((a) => a.statistics!.impressions > 0)).toBe(true);
    expect(await list(`pageSize=5&statistics=true&${period}`)).toEqual(first);
    expect((await call('GET', `/v2/accounts/${first[0].id}?statistics=1&${period}`)).json().statistics).toEqual(
      first[0].statistics,
    );
  });

  it('are summed by the statistics worker, never by a scan of the facts on the request thread', async () => {
    await list(`pageSize=5&statistics=true&${period}`); // the facts are written on first use
    const db = server.app.kabinet.db;
    const prepare = db.prepare.bind(db);
    const read: string[] = [];
    db.prepare = ((sql: string) => {
      if (/FROM statistic_facts/i.test(sql)) read.push(sql);
      return prepare(sql);
    }) as typeof db.prepare;
    try {
      const year = `startTimeISO=${day(-365)}&endTimeISO=${days[6]}&offsetTime=180`;
      const figures = await list(`pageSize=25&statistics=true&groupBy=day&${year}`);
      expect(figures.some((a) => a.statistics!.impressions > 0)).toBe(true);
      expect(read).toEqual([]);
    } finally {
      db.prepare = prepare;
    }
  });

  it('add up by day and by SSP, and respect the other filters', async () => {
    const busy = (await list(`pageSize=100&statistics=true&${period}`)).find((x) => x.statistics!.impressions > 0)!;
    const [a] = await list(`pageSize=1&ids=${busy.id}&statistics=true&groupBy=day&${period}`);
    const byDay = a.statistics!.groups!;
    expect(byDay.map((g) => g.day)).toEqual(days);
    expect(byDay.reduce((s, g) => s + g.impressions, 0)).toBe(a.statistics!.impressions);
    const [oneDay] = await list(
      `pageSize=1&ids=${busy.id}&statistics=true&startTimeISO=${days[2]}&endTimeISO=${days[2]}&offsetTime=180`,
    );
    expect(oneDay.statistics!.impressions).toBe(byDay[2].impressions);
    expect(oneDay.statistics!.impressions).toBe(sql(busy.id, days[2], days[2]).impressions);

    const [x, y] = ssps();
    const [bySsp] = await list(`pageSize=1&ids=${busy.id}&statistics=true&groupBy=ssp&ssps=${x},${y}&${period}`);
    expect(bySsp.statistics!.groups!.map((g) => g.ssp)).toEqual([x, y]);
    expect(bySsp.statistics!.groups!.reduce((s, g) => s + g.clicks, 0)).toBe(bySsp.statistics!.clicks);
    const [onlyX] = await list(`pageSize=1&ids=${busy.id}&statistics=true&ssps=${x}&${period}`);
    expect(onlyX.statistics!.impressions).toBe(bySsp.statistics!.groups![0].impressions);
    expect(onlyX.statistics!.impressions).toBe(sql(busy.id, days[0], days[6], x).impressions);
    // Every SSP when grouped by SSP without a choice: the groups make up the whole.
    const [all] = await list(`pageSize=1&ids=${busy.id}&statistics=true&groupBy=ssp&${period}`);
    expect(all.statistics!.groups!.map((g) => g.ssp)).toEqual(ssps());
    expect(all.statistics!.groups!.reduce((s, g) => s + g.impressions, 0)).toBe(busy.statistics!.impressions);

    const blocked = await list(`pageSize=100&status=blocked&statistics=true&${period}`);
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((b) => b.status === 'blocked' && b.statistics)).toBe(true);
  });

  it('count nothing outside the events (before the seeded 30 days)', async () => {
    const [a] = await list('pageSize=1&statistics=true&startTimeISO=2024-06-01&endTimeISO=2024-06-30');
    expect(a.statistics).toMatchObject({ impressions: 0, clicks: 0, spent: 0, ctr: 0 });
  });

  it('bad parameters are 400 naming them', async () => {
    expect((await call('GET', '/v2/accounts?statistics=true&groupBy=city')).json().errors).toEqual({
      '/groupBy': 'Группировка «city» недоступна для аккаунтов: выберите день или SSP',
    });
    expect(
      (await call('GET', '/v2/accounts?statistics=true&startTimeISO=2025-05-01&endTimeISO=2025-04-01')).json().errors,
    ).toEqual({ '/endTimeISO': 'Окончание периода раньше начала' });
    expect(
      (await call('GET', '/v2/accounts?statistics=true&startTimeISO=2023-01-01&endTimeISO=2025-01-01')).json().errors,
    ).toEqual({ '/endTimeISO': 'Период статистики — не больше 366 дней' });
    expect((await call('GET', '/v2/accounts?statistics=true&startTimeISO=2025-02-30')).statusCode).toBe(400);
    // 401/403 come before any word about the parameters.
    expect((await server.app.inject({ url: '/v2/accounts?groupBy=city' })).statusCode).toBe(401);
  });
});

describe('account balance', () => {
  it('a deposit is taken from the agency, a withdrawal returned to it; both are journaled', async () => {
    const [account] = await list('pageSize=1');
    const agencyBefore = await agencyOf(account);
    const dep = await call('POST', `/v2/accounts/${account.id}/balance`, { action: 'deposit', money: 1000 });
    expect(dep.statusCode).toBe(200);
    expect(dep.json().finance.balance).toBe(account.finance.balance + 1000);
    expect(dep.json().version).toBe(account.version + 1);
    expect((await agencyOf(account)).balance).toBe(agencyBefore.balance - 1000);

    const wd = await call('POST', `/v2/accounts/${account.id}/balance`, { action: 'withdraw', money: 400.5 });
    expect(wd.json().finance.balance).toBe(account.finance.balance + 599.5);
    expect((await agencyOf(account)).balance).toBe(agencyBefore.balance - 599.5);

    const journal = (await call('GET', `/v2/agencies/transactions?accountId=${account.id}`)).json();
    expect(journal.slice(0, 2)).toMatchObject([
      {
        action: 'withdraw',
        money: 400.5,
        accountId: account.id,
        agencyId: account.agencyID,
        accountBalance: account.finance.balance + 599.5,
      },
      {
        action: 'deposit',
        money: 1000,
        accountId: account.id,
        agencyId: account.agencyID,
        agencyBalance: agencyBefore.balance - 1000,
      },
    ]);
  });

  it('never below zero on either side', async () => {
    const [account] = await list('pageSize=1&sort=name');
    const agencyNow = await agencyOf(account);
    const over = await call('POST', `/v2/accounts/${account.id}/balance`, {
      action: 'withdraw',
      money: account.finance.balance + 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors['/money']).toMatch(/^Сумма списания больше баланса аккаунта \(доступно /);
    const tooMuch = await call('POST', `/v2/accounts/${account.id}/balance`, {
      action: 'deposit',
      money: agencyNow.balance + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors['/money']).toMatch(/^Недостаточно средств на балансе агентства \(доступно /);
    expect((await one(account.id)).finance.balance).toBe(account.finance.balance);
  });

  it('refuses a transfer between different currencies', async () => {
    const [account] = await list('pageSize=1');
    const agencyNow = await agencyOf(account);
    const other = agencyNow.currency === 'rub' ? 'usd' : 'rub';
    const created = await call('POST', '/v2/accounts', {
      name: 'Валютный аккаунт',
      agencyID: account.agencyID,
      finance: { currency: other },
    });
    const id = created.json().id;
    const res = await call('POST', `/v2/accounts/${id}/balance`, { action: 'deposit', money: 1 });
    expect(res.json().errors).toEqual({
      '/money': 'Валюта аккаунта не совпадает с валютой агентства: перевод между ними невозможен',
    });
  });

  it('an agency cabinet funds its own accounts, and only them', async () => {
    const mine = await list('pageSize=1', agency.headers);
    expect(
      (await call('POST', `/v2/accounts/${mine[0].id}/balance`, { action: 'deposit', money: 10 }, agency.headers))
        .statusCode,
    ).toBe(200);
    const foreign = (await list('pageSize=100')).find((a) => a.agencyID !== mine[0].agencyID)!;
    expect(
      (await call('POST', `/v2/accounts/${foreign.id}/balance`, { action: 'deposit', money: 10 }, agency.headers))
        .statusCode,
    ).toBe(403);
  });

  it('the agency is chosen on create only', async () => {
    const [a, b] = (await (await call('GET', '/v2/agencies')).json()) as { id: string }[];
    const [account] = await list(`pageSize=1&agencyID=${a.id}`);
    const res = await call('PATCH', `/v2/accounts/${account.id}`, { agencyID: b.id, name: 'Переименованный аккаунт' });
    expect(res.json()).toMatchObject({ agencyID: a.id, name: 'Переименованный аккаунт' });
  });
});

describe('guest permissions', () => {
  it('every account shows the full map; the seed gave the first accounts some', async () => {
    const accounts = await list('pageSize=100');
    const names = Object.keys(accounts[0].guestPermissions.commonPermissions);
    expect(names).toContain('manageCampaignSegments');
    expect(names).toHaveLength(17);
    expect(accounts.some((a) => a.guestPermissions.commonPermissions.manageExtraEvents)).toBe(true);
  });

  it('PATCH merges, the legacy PUT replaces, neither bumps the account version', async () => {
    const account = (await list('pageSize=100')).find(
      (a) => !Object.values(a.guestPermissions.commonPermissions).some(Boolean),
    )!;
    const patched = await call('PATCH', `/v2/accounts/${account.id}/guest/permissions`, {
      commonPermissions: { manageAccounts: true },
      columnPermissions: { clicks: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().commonPermissions).toMatchObject({ manageAccounts: true, ssp: false });
    await call('PATCH', `/v2/accounts/${account.id}/guest/permissions`, { commonPermissions: { dmpReports: true } });
    let now = await one(account.id);
    expect(now.guestPermissions.commonPermissions).toMatchObject({ manageAccounts: true, dmpReports: true });
    expect(now.guestPermissions.columnPermissions).toMatchObject({ clicks: true, impressions: false });
    expect(now.version).toBe(account.version);

    const put = await call('PUT', `/agency/account/${account.id}/guest/permissions`, {
      commonPermissions: { bidLogger: true },
    });
    expect(put.statusCode).toBe(200);
    now = await one(account.id);
    expect(
      Object.entries(now.guestPermissions.commonPermissions)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['bidLogger']);
    expect(Object.values(now.guestPermissions.columnPermissions).some(Boolean)).toBe(false);
  });

  it('unknown names and non-booleans are 400; foreign accounts 403', async () => {
    const [account] = await list('pageSize=1');
    const bad = await call('PATCH', `/v2/accounts/${account.id}/guest/permissions`, {
      commonPermissions: { manageAccounts: 'да' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/commonPermissions/manageAccounts']).toBe('Неверный тип значения');
    expect((await call('PATCH', `/v2/accounts/${account.id}/guest/permissions`, { everything: true })).statusCode).toBe(
      400,
    );
    const mine = await list('pageSize=1', agency.headers);
    const foreign = (await list('pageSize=100')).find((a) => a.agencyID !== mine[0].agencyID)!;
    expect((await call('PATCH', `/v2/accounts/${foreign.id}/guest/permissions`, {}, agency.headers)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/agency/account/${'0'.repeat(24)}/guest/permissions`, {})).statusCode).toBe(404);
  });
});

describe('status and guest prices', () => {
  it('GET /v2/accounts/{id}/status', async () => {
    const [account] = await list('pageSize=1');
    expect((await call('GET', `/v2/accounts/${account.id}/status`)).json()).toEqual({
      id: account.id,
      status: account.status,
    });
  });

  it("refuses another agency's account (status and guest prices) and answers its own", async () => {
    const [mine] = await list('pageSize=1', agency.headers);
    const foreign = (await list('pageSize=100')).find((a) => a.agencyID !== mine.agencyID)!;
    for (const url of [`/v2/accounts/${foreign.id}/status`, `/agency/campaigns-guest-prices/${foreign.id}`])
      expect((await call('GET', url, undefined, agency.headers)).statusCode, url).toBe(403);
    const own = await call('GET', `/v2/accounts/${mine.id}/status`, undefined, agency.headers);
    expect(own.json()).toEqual({ id: mine.id, status: mine.status });
    expect((await call('GET', `/v2/accounts/${'0'.repeat(24)}/status`)).statusCode).toBe(404);
  });

  it("GET /agency/campaigns-guest-prices/{id} prices the account's campaigns, the same every time", async () => {
    const campaigns = (await call('GET', '/v2/campaigns?pageSize=100')).json() as { accountId: string }[];
    const accountId = campaigns[0]?.accountId ?? (await list('pageSize=1'))[0].id;
    const res = await call('GET', `/agency/campaigns-guest-prices/${accountId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBe(campaigns.filter((c) => c.accountId === accountId).length);
    for (const price of res.json())
      expect(price).toMatchObject({ campaignId: expect.any(String), cpm: expect.any(Number), cpc: expect.any(Number) });
    expect((await call('GET', `/agency/campaigns-guest-prices/${accountId}`)).json()).toEqual(res.json());
  });
});
