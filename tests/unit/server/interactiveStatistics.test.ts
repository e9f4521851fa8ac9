// @vitest-environment node
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { INTERACTIVE_KINDS } from '../../../server/statistics/playerEvents';
import { seededApi } from './helpers';

const { server, admin, agency } = await seededApi();

const BASE = '/v2/playerconfig/statistics/campaigns';
const get = (url: string, headers: Record<string, string>) => server.app.inject({ url, headers });
interface Campaign {
  id: string;
  name: string;
  dates: { start: string; end: string };
  creatives: { id: string; name: string }[];
}
type Row = { views: number; clicks: number };

/** The seeded facts summed straight from the table, independently of the route's queries. */
function sums(campaignId: string, kind: string, from: string, to: string, creativeId?: string): Row {
  return server.app.kabinet.db
    .prepare(
      `SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(clicks), 0) AS clicks FROM player_events
    WHERE campaign_id = ? AND kind = ? AND day >= ? AND day <= ?${creativeId ? ' AND creative_id = ?' : ''}`,
    )
    .get(campaignId, kind, from, to, ...(creativeId ? [creativeId] : [])) as Row;
}

/** Gives the agency demo cabinet a permission for one test (the demo agency has neither). */
function grant(cabinetId: string, permission: string, on: boolean) {
  const c = server.app.kabinet.cabinets.get(cabinetId)!;
  server.app.kabinet.db
    .prepare('UPDATE cabinets SET permissions = ? WHERE id = ?')
    .run(JSON.stringify({ ...c.permissions, [permission]: on }), cabinetId);
}

describe('interactive statistics of campaigns', () => {
  it('lists the campaigns with interactive creatives, each a video campaign with player configurations', async () => {
    const res = await get(BASE, admin.headers);
    expect(res.statusCode).toBe(200);
    const campaigns = res.json() as Campaign[];
    expect(campaigns.length).toBeGreaterThan(10);
    for (const c of campaigns.slice(0, 5)) {
      const stored = server.app.kabinet.store.get('campaign', c.id)!;
      expect(stored.data.creativeType).toBe('video');
      for (const creative of c.creatives) {
        const record = server.app.kabinet.store.get('creative', creative.id)!;
        expect(record.data.campaignId).toBe(c.id);
        expect(
          server.app.kabinet.store.get(
            'playerConfig',
            String((record.data.videoData as { playerConfigId: string }).playerConfigId),
          ),
        ).toBeTruthy();
      }
    }
  });

  it('each kind sums the seeded events over the campaign period by default, and over a chosen period', async () => {
    const [campaign] = (await get(BASE, admin.headers)).json() as Campaign[];
    for (const kind of INTERACTIVE_KINDS) {
      const body = (await get(`${BASE}/${campaign.id}/${kind}`, admin.headers)).json();
      const expected = sums(campaign.id, kind, campaign.dates.start, campaign.dates.end);
      expect(expected.views).toBeGreaterThan(0);
      expect(body.period).toEqual(campaign.dates);
      expect(body.total.views).toBe(expected.views);
      expect(body.total.clicks).toBe(expected.clicks);
      expect(body.total.ctr).toBe(Math.round((expected.clicks / expected.views) * 10_000) / 100);
      expect(body.days.reduce((s: number, d: Row) => s + d.views, 0)).toBe(expected.views);
      expect(body.items.reduce((s: number, d: Row) => s + d.clicks, 0)).toBe(expected.clicks);
    }
    const start = campaign.dates.start;
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const week = (
      await get(`${BASE}/${campaign.id}/logo?startTimeISO=${start}&endTimeISO=${end}&offsetTime=180`, admin.headers)
    ).json();
    expect(week.days).toHaveLength(7);
    expect(week.total.views).toBe(sums(campaign.id, 'logo', start, end).views);
    const creative = campaign.creatives[0].id;
    const one = (await get(`${BASE}/${campaign.id}/offers?creativeId=${creative}`, admin.headers)).json();
    expect(one.total.views).toBe(sums(campaign.id, 'offers', start, campaign.dates.end, creative).views);
    expect(one.items.every((i: { creativeId: string }) => i.creativeId === creative)).toBe(true);
  });

  it('exports each kind as .xlsx with Russian headers, a row per day and per item, and the total', async () => {
    const [campaign] = (await get(BASE, admin.headers)).json() as Campaign[];
    const json = (await get(`${BASE}/${campaign.id}/overlay`, admin.headers)).json();
    const res = await get(`${BASE}/${campaign.id}/overlay.xlsx`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['По дням', 'По элементам (Оверлей)']);
    const days = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['По дням'], { header: 1 });
    expect(days[0]).toEqual(['Дата', 'Показы', 'Клики', 'CTR, %']);
    expect(days).toHaveLength(json.days.length + 2);
    expect(days.at(-1)).toEqual(['Итого', json.total.views, json.total.clicks, json.total.ctr]);
    const items = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['По элементам (Оверлей)'], { header: 1 });
    expect(items[0]).toEqual(['Креатив', 'Элемент', 'Показы', 'Клики', 'CTR, %']);
    expect(items).toHaveLength(json.items.length + 2);
  });

  it('bad input is 400 with Russian field errors, never 500', async () => {
    const [campaign] = (await get(BASE, admin.headers)).json() as Campaign[];
    const cases: [string, string][] = [
      [`${BASE}/nope/offers`, '/id'],
      [`${BASE}/${campaign.id}/offers?startTimeISO=вчера`, '/startTimeISO'],
      [`${BASE}/${campaign.id}/offers?startTimeISO=2025-05-10&endTimeISO=2025-05-01`, '/endTimeISO'],
      [`${BASE}/${campaign.id}/offers?startTimeISO=2020-01-01&endTimeISO=2025-01-01`, '/endTimeISO'],
      [`${BASE}/${campaign.id}/logo?creativeId=zzz`, '/creativeId'],
      [`${BASE}/${campaign.id}/logo?creativeId=${'0'.repeat(24)}`, '/creativeId'],
      [`${BASE}/${campaign.id}/microsite.xlsx?offsetTime=abc`, '/offsetTime'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url, admin.headers);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[field], url).toMatch(/[А-Яа-я]/);
    }
    expect((await get(`${BASE}/${'0'.repeat(24)}/offers`, admin.headers)).statusCode).toBe(404);
  });

  it('needs manageExtraEvents or manageInteractiveEvents (403), and a cabinet sees only its own campaigns', async () => {
    const [campaign] = (await get(BASE, admin.headers)).json() as Campaign[];
    for (const url of [BASE, `${BASE}/${campaign.id}/offers`, `${BASE}/${campaign.id}/offers.xlsx`]) {
      expect((await get(url, agency.headers)).statusCode, url).toBe(403);
    }
    expect((await get(BASE, { authorization: admin.headers.authorization })).statusCode).toBe(403);
    expect((await get(BASE, { cabinet: admin.cabinet.id })).statusCode).toBe(401);
    grant(agency.cabinet.id, 'manageExtraEvents', true);
    try {
      const scope = new Set(server.app.kabinet.cabinets.scope(server.app.kabinet.cabinets.get(agency.cabinet.id)!)!);
      const own = (await get(BASE, agency.headers)).json() as Campaign[];
      for (const c of own) expect(scope.has(server.app.kabinet.store.get('campaign', c.id)!.cabinetId!)).toBe(true);
      const foreign = ((await get(BASE, admin.headers)).json() as Campaign[]).find(
        (c) => !scope.has(server.app.kabinet.store.get('campaign', c.id)!.cabinetId!),
      )!;
      expect((await get(`${BASE}/${foreign.id}/logo`, agency.headers)).statusCode).toBe(403);
      expect((await get(`${BASE}/${foreign.id}/logo.xlsx`, agency.headers)).statusCode).toBe(403);
      // The extra statistics CRUD needs manageInteractiveEvents itself.
      expect((await get('/v2/playerconfig/statistics/extra', agency.headers)).statusCode).toBe(403);
    } finally {
      grant(agency.cabinet.id, 'manageExtraEvents', false);
    }
  });
});

describe('extra statistics CRUD', () => {
  const URL = '/v2/playerconfig/statistics/extra';

  it('lists the seeded records of a creative and creates, edits and deletes one owned by the creative cabinet', async () => {
    const [campaign] = (await get(BASE, admin.headers)).json() as Campaign[];
    const creativeId = campaign.creatives[0].id;
    const created = await server.app.inject({
      method: 'POST',
      url: URL,
      headers: admin.headers,
      payload: { creativeId, element: 'microsite', event: 'Звонок с микросайта', date: '2025-06-01', count: 12 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const stored = server.app.kabinet.store.get('extraStatistic', id)!;
    expect(stored.cabinetId).toBe(server.app.kabinet.store.get('creative', creativeId)!.cabinetId);
    const list = (await get(`${URL}?creativeId=${creativeId}`, admin.headers)).json() as {
      id: string;
      creativeId: string;
    }[];
    expect(list.map((r) => r.id)).toContain(id);
    expect(list.every((r) => r.creativeId === creativeId)).toBe(true);
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      headers: { ...admin.headers, 'if-match': '1' },
      payload: { count: 15 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().count).toBe(15);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses a creative that is missing or not interactive, and bad values, with Russian field errors', async () => {
    const plain = server.app.kabinet.store
      .all('creative')
      .find((c) => !(c.data.videoData as { playerConfigId?: string } | undefined)?.playerConfigId)!;
    const base = { element: 'logo', event: 'Переход', date: '2025-06-01', count: 1 };
    for (const creativeId of ['0'.repeat(24), plain.id]) {
      const res = await server.app.inject({
        method: 'POST',
        url: URL,
        headers: admin.headers,
        payload: { ...base, creativeId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['/creativeId']).toMatch(/[А-Яа-я]/);
    }
    const [campaign] = (await get(BASE, admin.headers)).json() as Campaign[];
    const bad = await server.app.inject({
      method: 'POST',
      url: URL,
      headers: admin.headers,
      payload: { ...base, creativeId: campaign.creatives[0].id, count: -1, element: 'banner' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['/count', '/element']));
  });
});
