// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, type DictionaryName } from '../../../src/domain/dictionaries';
import { seededApi, signIn } from './helpers';

// Dictionaries need no permission: the viewer (an account cabinet without any) reads them.
const { server, viewer } = await seededApi();

const get = (url: string, headers: Record<string, string> = viewer.headers) => server.app.inject({ url, headers });
type Item = { id: string | number; name: string; [k: string]: unknown };
const cyrillic = /[а-яё]/i;

describe('dictionaries of docs/product.md#calls', () => {
  it.each([
    ['/v2/dictionaries/creatives/moderation/statuses', ['pending', 'approved', 'disapproved', 'cooking', 'empty']],
    ['/v2/dictionaries/balance', ['deposit', 'withdraw']],
    ['/v2/dictionaries/ageranges', ['0-17', '18-24', '25-34', '35-44', '45-54', '55+']],
    ['/v2/dictionaries/orders/schedule', ['once', 'daily', 'weekly', 'monthly']],
    ['/currency', ['rub', 'usd']],
    ['/dictionary/oss', ['Android', 'IOS']],
  ])('%s lists its values with Russian names', async (url, ids) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Item[];
    expect(items.map((i) => i.id)).toEqual(ids);
    // Age ranges are mostly digits ('18–24'); their ends are words.
    const worded =
      url === '/v2/dictionaries/ageranges'
        ? [items[0], items[items.length - 1]]
        : url === '/dictionary/oss'
          ? []
          : items;
    expect(worded.every((i) => cyrillic.test(i.name))).toBe(true);
  });

  it.each([
    '/v2/dictionaries/push-response-formats',
    '/v2/dictionaries/columns',
    '/v2/dictionaries/ord/names',
    '/dictionary/audience',
    '/manufacturers',
  ])('%s answers id/name items', async (url) => {
    const items = (await get(url)).json() as Item[];
    expect(items.length).toBeGreaterThan(2);
    expect(
      items.every(
        (i) => (typeof i.id === 'string' || typeof i.id === 'number') && typeof i.name === 'string' && i.name,
      ),
    ).toBe(true);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it("the moderation statuses are the schemas' (one list for forms and dictionary)", async () => {
    const items = (await get('/v2/dictionaries/creatives/moderation/statuses')).json() as Item[];
    expect(items.find((i) => i.id === 'disapproved')?.name).toBe('Отклонён');
  });

  it('/currency carries symbols and rates; /dictionary/ssp is the SSPs by sysname', async () => {
    expect((await get('/currency')).json()[0]).toMatchObject({ id: 'rub', name: 'Рубль', symbol: '₽', rate: 1 });
    const ssps = (await get('/dictionary/ssp')).json() as Item[];
    expect(ssps.length).toBeGreaterThan(3);
    expect(ssps.some((s) => s.id === 'sever_traffic' && s.name === 'Северный трафик')).toBe(true);
  });

  it('/models filters by manufacturer (comma = any of)', async () => {
    const all = (await get('/models')).json() as Item[];
    const apple = (await get('/models?manufacturer=apple')).json() as Item[];
    const two = (await get('/models?manufacturer=apple,samsung')).json() as Item[];
    expect(apple.length).toBeGreaterThan(0);
    expect(apple.every((m) => m.manufacturerId === 'apple')).toBe(true);
    expect(two.length).toBeGreaterThan(apple.length);
    expect(all.length).toBeGreaterThan(two.length);
  });

  it('/dictionary/constants?dict names its dictionaries, serves each, and refuses an unknown one', async () => {
    const names = (await get('/dictionary/constants')).json() as Item[];
    expect(names.map((n) => n.id)).toEqual(
      expect.arrayContaining(['entityLevels', 'reportGroupings', 'objectTypes', 'bigListTypes']),
    );
    const levels = (await get('/dictionary/constants?dict=entityLevels')).json() as Item[];
    expect(levels.map((l) => l.id)).toEqual(['agency', 'account', 'group', 'campaign', 'creative', 'ordReport']);
    const types = (await get('/dictionary/constants?dict=objectTypes')).json() as Item[];
    expect(types).toContainEqual({ id: 'account', name: 'Аккаунт' });
    const unknown = await get('/dictionary/constants?dict=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ '/dict': 'Неизвестный словарь' });
    expect((await get('/dictionary/constants?dict=constructor')).statusCode).toBe(400);
  });

  it('names every value a field declared with its dictionary accepts (one list: the field’s)', async () => {
    type Node = { [k: string]: unknown; oneOf?: { const?: unknown }[]; items?: Node };
    const declared: [string, DictionaryName, unknown[]][] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as Node;
      const name = n['x-dictionary'] as DictionaryName | undefined;
      const values = (n.oneOf ?? n.items?.oneOf ?? []).map((o) => o.const).filter((v) => v !== undefined);
      if (name && values.length) declared.push([where, name, values]);
      for (const [key, child] of Object.entries(n)) walk(child, `${where}/${key}`);
    };
    for (const file of readdirSync('schemas').filter((f) => f.endsWith('.schema.json')))
      walk(JSON.parse(readFileSync(`schemas/${file}`, 'utf8')), file);
    expect(declared.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['currencies', 'balanceActions', 'ageRanges', 'reportColumns', 'orderSchedules']),
    );
    for (const [where, name, values] of declared) {
      const { path, query } = DICTIONARIES[name] as { path: string; query?: Record<string, string> };
      const items = (await get(`${path}${query ? `?${new URLSearchParams(query)}` : ''}`)).json() as Item[];
      expect({ where, missing: values.filter((v) => !items.some((i) => i.id === v)) }).toEqual({ where, missing: [] });
    }
  });

  it("needs a session; a Cabinet header must be the user's own", async () => {
    expect((await server.app.inject({ url: '/v2/dictionaries/balance' })).statusCode).toBe(401);
    const token = await signIn(server.app, 'viewer');
    expect((await get('/v2/dictionaries/balance', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(
      (await get('/v2/dictionaries/balance', { authorization: `Bearer ${token}`, cabinet: 'ffffffffffffffffffffffff' }))
        .statusCode,
    ).toBe(403);
  });
});
