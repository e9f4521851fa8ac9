// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../server/reach/references';
import { IFA_LIMIT } from '../../../server/routes/campaignInsights';
import { seededApi, type Session } from './helpers';

const { server, admin, agency, viewer, get } = await seededApi();
const ctx = server.app.kabinet;
const scopeOf = (s: Session) => ctx.cabinets.scope(ctx.cabinets.get(s.cabinet.id)!);
/** A campaign the session's cabinet reaches, and one it does not. */
const campaigns = (s: Session) => {
  const all = ctx.store.all('campaign');
  return { own: all.find((r) => reaches(scopeOf(s), r))!, other: all.find((r) => !reaches(scopeOf(s), r))! };
};
const agencyCampaigns = campaigns(agency);
const own = agencyCampaigns.own.id;

const CALLS = (id: string) => [
  `/campaign/reach/${id}`,
  `/campaign/${id}/analytics`,
  `/campaign/${id}/ifaid/show`,
  `/campaign/${id}/owner`,
];

describe('campaign insights: reach, analytics, device ids, owner', () => {
  it("another cabinet's campaign is refused on every call (403), a missing one is 404, no token is 401", async () => {
    for (const url of CALLS(agencyCampaigns.other.id)) {
      const res = await get(url, agency.headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain(String(agencyCampaigns.other.data.name));
    }
    for (const url of CALLS('0123456789abcdef01234567')) expect((await get(url)).statusCode, url).toBe(404);
    for (const url of CALLS(own)) expect((await server.app.inject({ url })).statusCode, url).toBe(401);
    // The viewer holds no campaign permission at all.
    for (const url of CALLS(campaigns(viewer).own?.id ?? own))
      expect((await get(url, viewer.headers)).statusCode, url).toBe(403);
  });

  it('GET /campaign/reach/{id}: the audience of the settings over the period and who has been reached', async () => {
    const res = await get(`/campaign/reach/${own}`, agency.headers);
    expect(res.statusCode).toBe(200);
    const reach = res.json();
    expect(reach).toMatchObject({ id: own, period: { start: expect.any(String), end: expect.any(String) } });
    expect(reach.audience).toBeGreaterThan(0);
    expect(reach.impressions).toBeGreaterThanOrEqual(reach.audience);
    expect(reach.frequency).toBeGreaterThanOrEqual(1.5);
    const since = new Date(ctx.now().getTime() - 90 * 86_400_000).toISOString();
    const shown = (await get(`/campaign/${own}/analytics?startTimeISO=${since}`, agency.headers)).json().totals
      .impressions;
    expect(shown).toBeGreaterThan(0);
    expect(reach.reached).toBe(Math.round(shown / reach.frequency));
  });

  it('GET /campaign/{id}/analytics: totals, every day of the period (zeros included), SSPs and devices adding up', async () => {
    const res = await get(`/campaign/${own}/analytics`, agency.headers);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.days.length).toBeGreaterThanOrEqual(30);
    const sum = (rows: { impressions: number }[]) => rows.reduce((n, r) => n + r.impressions, 0);
    expect(a.totals.impressions).toBeGreaterThan(0);
    expect(sum(a.days)).toBe(a.totals.impressions);
    expect(sum(a.ssps)).toBe(a.totals.impressions);
    expect(sum(a.devices)).toBe(a.totals.impressions);
    expect(a.devices.every((d: { name: string }) => /[А-Яа-я]|Smart TV/.test(d.name))).toBe(true);
    const one = (
      await get(
        `/campaign/${own}/analytics?startTimeISO=2000-01-01&endTimeISO=2000-01-02&offsetTime=180`,
        agency.headers,
      )
    ).json();
    expect(one.days.map((d: { day: string }) => d.day)).toEqual(['2000-01-01', '2000-01-02']);
    expect(one.totals.impressions).toBe(0);
  });

  it('analytics answers a bad period with 400 and Russian field errors', async () => {
    const bad = await get(`/campaign/${own}/analytics?startTimeISO=вчера&offsetTime=9999`, agency.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      '/startTimeISO': expect.stringMatching(/^Введите дату/),
      '/offsetTime': expect.stringMatching(/^Смещение/),
    });
    const reversed = await get(
      `/campaign/${own}/analytics?startTimeISO=2025-02-02&endTimeISO=2025-01-01`,
      agency.headers,
    );
    expect(reversed.json().errors).toEqual({ '/endTimeISO': 'Окончание периода раньше начала' });
    const long = await get(`/campaign/${own}/analytics?startTimeISO=2020-01-01&endTimeISO=2025-01-01`, agency.headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['/endTimeISO']).toMatch(/^Период — не больше/);
  });

  it('GET /campaign/{id}/ifaid/{type}: a text file of distinct advertising ids, one a line; an unknown event is 400', async () => {
    const res = await get(`/campaign/${own}/ifaid/click`, agency.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toContain(`filename="ifa-click-${own}.txt"`);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('клики');
    const lines = res.body.trim().split('\n');
    expect(lines.length).toBe(Number(res.headers['x-ifa-count']));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(IFA_LIMIT);
    expect(lines.every((l) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(l))).toBe(
      true,
    );
    expect(new Set(lines).size).toBe(lines.length);
    expect((await get(`/campaign/${own}/ifaid/click`, agency.headers)).body).toBe(res.body);
    const bad = await get(`/campaign/${own}/ifaid/purchase`, agency.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ '/type': 'Выберите событие: показ, клик, досмотр или установка' });
  });

  it('GET /campaign/{id}/owner: account, agency and cabinet, each only if the caller may name it', async () => {
    const owner = (await get(`/campaign/${own}/owner`, agency.headers)).json();
    const account = ctx.store.get('account', String(agencyCampaigns.own.data.accountId))!;
    expect(owner).toMatchObject({
      id: own,
      account: { id: account.id, name: account.data.name },
      cabinet: { id: expect.any(String), type: expect.any(String) },
    });
    expect(owner.agency === null || owner.agency.id === account.data.agencyID).toBe(true);
    // The administrator names the agency too.
    expect((await get(`/campaign/${own}/owner`, admin.headers)).json().agency).toMatchObject({
      id: account.data.agencyID,
    });
  });
});
