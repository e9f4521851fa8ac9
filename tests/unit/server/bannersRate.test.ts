// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../server/reach/references';
import { seededApi, type Session } from './helpers';

const { server, agency, viewer, get, send } = await seededApi();
const ctx = server.app.kabinet;
const scopeOf = (s: Session) => ctx.cabinets.scope(ctx.cabinets.get(s.cabinet.id)!);
const changes = (): number => ctx.db.prepare('SELECT total_changes()').pluck().get() as number;

/** Creatives grouped by campaign: one of the agency's campaigns with two creatives, and another cabinet's creative. */
function fixtures() {
  const creatives = ctx.store.all('creative');
  const mine = creatives.filter((r) => reaches(scopeOf(agency), r));
  const byCampaign = new Map<string, string[]>();
  for (const c of mine)
    byCampaign.set(String(c.data.campaignId), [...(byCampaign.get(String(c.data.campaignId)) ?? []), c.id]);
  const [campaign, ids] = [...byCampaign].find(([, list]) => list.length >= 2)!;
  const elsewhere = mine.find((c) => c.data.campaignId !== campaign)!;
  const foreign = creatives.find((r) => !reaches(scopeOf(agency), r))!;
  return { campaign, ids: ids.slice(0, 2), elsewhere: elsewhere.id, foreign };
}
const { campaign, ids, elsewhere, foreign } = fixtures();
const cpmOf = (id: string) =>
  (ctx.store.get('creative', id)!.data.targets as { price?: { cpm?: number } } | undefined)?.price?.cpm;

describe('PUT /banners/rate {banners, campaign, rate}', () => {
  it('sets one CPM on the listed creatives of the campaign, each with a new version', async () => {
    const versions = ids.map((id) => ctx.store.get('creative', id)!.version);
    const res = await send('PUT', '/banners/rate', { banners: ids, campaign, rate: 321.5 }, agency.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ids, affectedCount: 2, rate: 321.5 });
    expect(ids.map(cpmOf)).toEqual([321.5, 321.5]);
    expect(ids.map((id) => ctx.store.get('creative', id)!.version)).toEqual(versions.map((v) => v + 1));
  });

  it("refuses, writing nothing: a creative of another campaign, another cabinet's creative or campaign, bad input", async () => {
    const before = changes();
    const other = await send(
      'PUT',
      '/banners/rate',
      { banners: [ids[0], elsewhere], campaign, rate: 10 },
      agency.headers,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ '/banners/1': 'Креатив из другой кампании' });
    const foreignBanner = await send(
      'PUT',
      '/banners/rate',
      { banners: [foreign.id], campaign, rate: 10 },
      agency.headers,
    );
    expect(foreignBanner.statusCode).toBe(400);
    expect(foreignBanner.json().errors).toEqual({ '/banners/0': 'Выбранная запись не найдена' });
    const foreignCampaign = await send(
      'PUT',
      '/banners/rate',
      { banners: [foreign.id], campaign: String(foreign.data.campaignId), rate: 10 },
      agency.headers,
    );
    expect(foreignCampaign.statusCode).toBe(400);
    expect(Object.keys(foreignCampaign.json().errors).sort()).toEqual(['/banners/0', '/campaign']);
    const bad = await send('PUT', '/banners/rate', { banners: [], campaign: 'x', rate: 0 }, agency.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      '/banners': 'Выберите хотя бы один креатив',
      '/campaign': expect.stringMatching(/^ObjectID должен быть/),
      '/rate': 'Ставка должна быть больше нуля',
    });
    const odd = await send('PUT', '/banners/rate', { banners: ['1', ids[0]], campaign, rate: 'много' }, agency.headers);
    expect(odd.json().errors).toEqual({
      '/banners/0': expect.stringMatching(/^ObjectID должен быть/),
      '/rate': 'Ставка — число рублей за 1000 показов',
    });
    const missing = await send(
      'PUT',
      '/banners/rate',
      { banners: ['f'.repeat(24)], campaign: 'e'.repeat(24), rate: 2_000_000 },
      agency.headers,
    );
    expect(missing.json().errors).toEqual({ '/rate': 'Ставка — не больше 1 000 000 ₽' });
    const gone = await send(
      'PUT',
      '/banners/rate',
      { banners: ['f'.repeat(24)], campaign: 'e'.repeat(24), rate: 20 },
      agency.headers,
    );
    expect(gone.json().errors).toEqual({
      '/banners/0': 'Выбранная запись не найдена',
      '/campaign': 'Выбранная запись не найдена',
    });
    const empty = await send('PUT', '/banners/rate', {}, agency.headers);
    expect(empty.json().errors).toEqual({
      '/banners': 'Выберите хотя бы один креатив',
      '/campaign': 'Выберите кампанию',
      '/rate': 'Укажите ставку',
    });
    expect((await send('PUT', '/banners/rate', '[1]', agency.headers)).statusCode).toBe(400);
    expect(changes()).toBe(before);
    expect(cpmOf(foreign.id)).not.toBe(10);
  });

  it("needs the creatives' permission: the viewer is refused", async () => {
    expect((await send('PUT', '/banners/rate', { banners: ids, campaign, rate: 5 }, viewer.headers)).statusCode).toBe(
      403,
    );
  });
});

describe("DELETE /banner/{id}: a creative is deleted one at a time, on the platform's path", () => {
  it("deletes an own creative; another cabinet's is refused and stays; the REST paths are gone", async () => {
    const res = await send('DELETE', `/banner/${elsewhere}`, undefined, agency.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: elsewhere });
    expect(ctx.store.get('creative', elsewhere)).toBeNull();
    expect((await get(`/v2/creatives/${elsewhere}`, agency.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `/banner/${elsewhere}`, undefined, agency.headers)).statusCode).toBe(404);

    const refused = await send('DELETE', `/banner/${foreign.id}`, undefined, agency.headers);
    expect(refused.statusCode).toBe(403);
    expect(ctx.store.get('creative', foreign.id)).not.toBeNull();
    expect((await send('DELETE', `/banner/${ids[0]}`, undefined, viewer.headers)).statusCode).toBe(403);

    expect((await send('DELETE', `/v2/creatives/${ids[0]}`, undefined, agency.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `/v2/creatives?ids=${ids[0]}`, undefined, agency.headers)).statusCode).toBe(404);
    expect(ctx.store.get('creative', ids[0])).not.toBeNull();
  });
});
