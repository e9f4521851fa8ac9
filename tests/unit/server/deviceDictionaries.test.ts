// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

/**
 * The device dictionaries (GET /manufacturers, /models) are demo data: records of the manufacturer
 * and deviceModel schemas seeded from their fixtures, the Russian market's brands with several
 * models each; a few demo campaigns narrow to them, and the traffic forecast takes them too.
 */
const { admin, agency, viewer, get, send } = await seededApi();

type Item = { id: string; name: string; manufacturerId?: string; share?: number };
type Campaign = { id: string; targets?: { device?: { manufacturers?: string[]; models?: string[] } } };

const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(`schemas/${name}.fixture.json`, 'utf8')) as { key: string; data: { name: string } }[];

describe('device dictionaries from their fixtures', () => {
  it("/manufacturers lists the fixture's brands, most common first, for every cabinet", async () => {
    const makers = (await get('/manufacturers', viewer.headers)).json() as Item[];
    expect(makers.map((m) => m.id).sort()).toEqual(
      fixture('manufacturer')
        .map((r) => r.key)
        .sort(),
    );
    const names = makers.map((m) => m.name);
    for (const brand of ['Samsung', 'Xiaomi', 'Apple', 'HUAWEI', 'realme', 'HONOR']) expect(names).toContain(brand);
    const shares = makers.map((m) => m.share ?? 0);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  it('/models: several models of each brand, each of its manufacturer', async () => {
    const makers = (await get('/manufacturers', agency.headers)).json() as Item[];
    const models = (await get('/models', agency.headers)).json() as Item[];
    expect(models).toHaveLength(fixture('deviceModel').length);
    for (const maker of makers.filter((m) =>
      ['samsung', 'xiaomi', 'apple', 'huawei', 'realme', 'honor'].includes(m.id),
    ))
      expect(models.filter((m) => m.manufacturerId === maker.id).length, maker.name).toBeGreaterThanOrEqual(4);
    const apple = (await get('/models?manufacturer=apple', agency.headers)).json() as Item[];
    expect(apple.map((m) => m.name)).toContain('iPhone 15');
  });

  it('only admins keep them; a model names a known manufacturer', async () => {
    expect((await get('/v2/dictionaries/manufacturers', agency.headers)).statusCode).toBe(403);
    const orphan = await send('POST', '/v2/dictionaries/models', {
      code: 'nokia-3310',
      name: '3310',
      manufacturerId: 'nokia',
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual({ '/manufacturerId': 'Неизвестный производитель' });
    const added = await send('POST', '/v2/dictionaries/models', {
      code: 'apple-iphone-16-pro',
      name: 'iPhone 16 Pro',
      manufacturerId: 'apple',
      deviceType: 'smartphone',
    });
    expect(added.statusCode).toBe(201);
    expect(((await get('/models?manufacturer=apple')).json() as Item[]).map((m) => m.id)).toContain(
      'apple-iphone-16-pro',
    );
    // A manufacturer leaves with its models.
    expect((await send('DELETE', '/v2/dictionaries/manufacturers/google')).statusCode).toBe(200);
    expect((await get('/models?manufacturer=google')).json()).toEqual([]);
  });

  it('a few demo campaigns target them, every id known and every model of a chosen manufacturer', async () => {
    const makers = new Set(((await get('/manufacturers')).json() as Item[]).map((m) => m.id));
    const models = new Map(((await get('/models')).json() as Item[]).map((m) => [m.id, m.manufacturerId]));
    const campaigns = (await get('/v2/campaigns?pageSize=1000', admin.headers)).json() as Campaign[];
    const targeted = campaigns.filter((c) => c.targets?.device?.manufacturers?.length);
    expect(targeted.length).toBeGreaterThanOrEqual(5);
    expect(targeted.some((c) => c.targets!.device!.models?.length)).toBe(true);
    for (const c of targeted) {
      const { manufacturers = [], models: chosen = [] } = c.targets!.device!;
      for (const m of manufacturers) expect(makers.has(m)).toBe(true);
      for (const m of chosen) expect(manufacturers).toContain(models.get(m));
    }
  });
});

describe('the traffic forecast by manufacturer and model', () => {
  const BASE = {
    creativeType: 'banner',
    dates: { start: '2025-06-02', end: '2025-06-08' },
    saleSpeedType: 'evenly',
    deviceTypes: ['smartphone'],
  };
  const forecast = (body: object) => send('POST', '/v2/campaigns/forecast', { ...BASE, ...body }, agency.headers);
  const impressions = async (body: object) => (await forecast(body)).json().totals.impressions as number;

  it('narrows the traffic to the chosen manufacturers, and further to their models', async () => {
    const all = await impressions({});
    const two = await impressions({ manufacturers: ['samsung', 'apple'] });
    const samsung = await impressions({ manufacturers: ['samsung'] });
    const galaxy = await impressions({ manufacturers: ['samsung'], models: ['samsung-galaxy-a15'] });
    expect(all).toBeGreaterThan(two);
    expect(two).toBeGreaterThan(samsung);
    expect(samsung).toBeGreaterThan(galaxy);
    expect(galaxy).toBeGreaterThan(0);
  });

  it('refuses a model of another manufacturer and an unknown one with 400 at the field', async () => {
    const res = await forecast({ manufacturers: ['xiaomi', 'nokia'], models: ['apple-iphone-15'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      '/manufacturers/1': 'Неизвестный производитель',
      '/models/0': 'Модель не относится к выбранным производителям',
    });
  });
});
