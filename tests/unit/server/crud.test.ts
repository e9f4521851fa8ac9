// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency, get } = await seededApi();

type Account = {
  id: string;
  name: string;
  agencyID: string;
  version: number;
  status?: string;
  finance: Record<string, unknown>;
};

describe('lists', () => {
  it('pages with x-pagination headers, exposed to the browser', async () => {
    const res = await get('/v2/accounts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(25);
    expect(res.headers['x-pagination-page']).toBe('1');
    expect(res.headers['x-pagination-page-size']).toBe('25');
    expect(Number(res.headers['x-pagination-total'])).toBeGreaterThanOrEqual(40);
    expect(res.headers['access-control-expose-headers']).toContain('x-pagination-total');
    const total = Number(res.headers['x-pagination-total']);
    const last = await get(`/v2/accounts?page=2&pageSize=25`);
    expect(last.json()).toHaveLength(total - 25);
    expect((await get('/v2/accounts?pageSize=5000')).headers['x-pagination-page-size']).toBe('1000');
    expect((await get('/v2/accounts?page=abc&pageSize=-3')).statusCode).toBe(200);
  });

  it('sorts on any property, nested too, Cyrillic case-insensitively', async () => {
    const names = (await get('/v2/accounts?sort=name&order=asc&pageSize=100')).json().map((a: Account) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const desc = (await get('/v2/accounts?sort=name&order=DESC&pageSize=100')).json().map((a: Account) => a.name);
    expect(desc).toEqual([...names].reverse());
    const limits = (await get('/v2/accounts?sort=finance.creditLimit&order=desc&pageSize=100'))
      .json()
      .map((a: Account) => a.finance.creditLimit ?? -1);
    expect(limits).toEqual([...limits].sort((a, b) => b - a));
  });

  it('filters by equality, nested paths and any-of lists', async () => {
    const agencies = (await get('/v2/agencies')).json() as { id: string; currency: string }[];
    const [a, b] = agencies;
    const one = (await get(`/v2/accounts?agencyID=${a.id}&pageSize=100`)).json() as Account[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((x) => x.agencyID === a.id)).toBe(true);
    const both = await get(`/v2/accounts?agencyID=${a.id},${b.id}&pageSize=100`);
    expect(both.json().every((x: Account) => [a.id, b.id].includes(x.agencyID))).toBe(true);
    expect(both.json().length).toBeGreaterThan(one.length);
    const usd = (await get('/v2/accounts?finance.currency=usd&pageSize=100')).json() as Account[];
    expect(usd.length).toBeGreaterThan(0);
    expect(usd.every((x) => x.finance.currency === 'usd')).toBe(true);
    const vat = (await get('/v2/accounts?finance.vatIncluded=true&pageSize=100')).json() as Account[];
    expect(vat.length).toBeGreaterThan(0);
    expect(vat.every((x) => x.finance.vatIncluded === true)).toBe(true);
    expect((await get('/v2/accounts?status=blocked,active')).headers['x-pagination-total']).toBe(
      (await get('/v2/accounts')).headers['x-pagination-total'],
    );
    // Parameters that are not schema properties (other calls' options) are ignored.
    expect((await get('/v2/accounts?statistics=true&startTimeISO=2025-01-01')).statusCode).toBe(200);
  });

  it('searches substrings case-insensitively, Cyrillic included', async () => {
    const res = await get('/v2/accounts?search=КОЛОСОК&pageSize=100');
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.json().every((x: Account) => x.name.includes('Колосок'))).toBe(true);
    expect((await get('/v2/accounts?search=такого-нет')).json()).toEqual([]);
    // The product's parameter is `search`; `q` is no second spelling of it, and no parameter of a list.
    expect((await get('/v2/accounts?q=такого-нет')).json().errors).toHaveProperty('/q');
  });

  it('getMany by ids returns all of them', async () => {
    const all = (await get('/v2/accounts?pageSize=40')).json() as Account[];
    const ids = all.map((a) => a.id);
    const res = await get(`/v2/accounts?ids=${ids.join(',')}`);
    expect(
      res
        .json()
        .map((a: Account) => a.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it("an agency cabinet sees only its own records; another cabinet's record is 403", async () => {
    const mine = (await get('/v2/accounts?pageSize=100', agency.headers)).json() as Account[];
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((a) => a.agencyID))).toEqual(new Set([agency.cabinet.id]));
    const foreign = ((await get('/v2/accounts?pageSize=100')).json() as Account[]).find(
      (a) => a.agencyID !== agency.cabinet.id,
    )!;
    const res = await get(`/v2/accounts/${foreign.id}`, agency.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Запись принадлежит другому кабинету');
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `/v2/accounts/${foreign.id}`,
      headers: agency.headers,
      payload: { name: 'Чужой' },
    });
    expect(patch.statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/v2/accounts/${foreign.id}`, headers: agency.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('create, read, update, delete', () => {
  const valid = () => ({
    name: 'Тестовый аккаунт',
    agencyID: agency.cabinet.id,
    finance: { currency: 'rub', commission: 10 },
  });

  it("creates (201 {id}) in the caller's cabinet, ignoring server-owned fields", async () => {
    const payload = {
      ...valid(),
      id: 'f'.repeat(24),
      status: 'blocked',
      version: 7,
      createdAt: '2000-01-01T00:00:00Z',
      finance: { currency: 'rub', balance: 1e9 },
      statistics: { impressions: 5 },
    };
    const res = await server.app.inject({ method: 'POST', url: '/v2/accounts', headers: agency.headers, payload });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(id).not.toBe('f'.repeat(24));
    const record = (await get(`/v2/accounts/${id}`, agency.headers)).json();
    expect(record).toMatchObject({ id, name: 'Тестовый аккаунт', version: 1, finance: { currency: 'rub' } });
    expect(record.status).toBe('active'); // the schema's default, not the client's 'blocked'
    expect(record.statistics).toBeUndefined();
    expect(record.finance.balance).toBeUndefined();
    expect(Date.parse(record.createdAt)).toBeGreaterThan(Date.parse('2020-01-01'));
    // Visible to the admin cabinet too (it sees everything).
    expect((await get(`/v2/accounts/${id}`)).statusCode).toBe(200);
  });

  it('400 with Russian per-field errors, nested pointers included', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v2/accounts',
      headers: admin.headers,
      payload: { name: '', agencyID: 'bad', finance: { currency: 'eur', commission: 150 } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Обязательные поля не заполнены или заполнены неверно');
    expect(body.errors).toMatchObject({
      '/name': 'Обязательное поле',
      '/agencyID': 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра',
      '/finance/currency': 'Выберите значение из списка',
      '/finance/commission': 'Не больше 100',
    });
    const missing = await server.app.inject({
      method: 'POST',
      url: '/v2/accounts',
      headers: admin.headers,
      payload: { name: 'Без финансов' },
    });
    expect(missing.json().errors).toMatchObject({ '/agencyID': 'Обязательное поле', '/finance': 'Обязательное поле' });
  });

  it('malformed JSON, wrong content type or a non-object body: 400, never 500', async () => {
    const cases = [
      { payload: '{"name": ', headers: { 'content-type': 'application/json' } },
      { payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: '[1,2]', headers: { 'content-type': 'application/json' } },
      { payload: '"text"', headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
    ];
    for (const c of cases) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/v2/accounts',
        payload: c.payload,
        headers: { ...admin.headers, ...c.headers },
      });
      expect(res.statusCode, c.payload).toBe(400);
      expect(res.json().message).toMatch(/[а-яА-Я]/);
    }
    const badUrl = await server.app.inject({ url: '/v2/accounts/%E0%A4%A', headers: admin.headers });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe('Неверный запрос');
    const patch = await server.app.inject({
      method: 'PATCH',
      url: '/v2/accounts/x',
      payload: '{oops',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(patch.statusCode).toBe(400);
  });

  it('PATCH merges, bumps the version, removes nulls and refuses a stale If-Match', async () => {
    const { id } = (
      await server.app.inject({ method: 'POST', url: '/v2/accounts', headers: admin.headers, payload: valid() })
    ).json();
    const ok = await server.app.inject({
      method: 'PATCH',
      url: `/v2/accounts/${id}`,
      headers: { ...admin.headers, 'if-match': '1' },
      payload: { name: 'Переименован', finance: { creditLimit: 5000, commission: null }, status: 'blocked' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id,
      name: 'Переименован',
      version: 2,
      finance: { currency: 'rub', creditLimit: 5000 },
    });
    expect(ok.json().finance.commission).toBeUndefined();
    expect(ok.json().status).toBe('active'); // server-owned: a client's null does not remove it

    const stale = await server.app.inject({
      method: 'PATCH',
      url: `/v2/accounts/${id}`,
      headers: { ...admin.headers, 'if-match': '1' },
      payload: { name: 'Опоздал' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Обновите страницу/);
    expect((await get(`/v2/accounts/${id}`)).json().name).toBe('Переименован');

    const bad = await server.app.inject({
      method: 'PATCH',
      url: `/v2/accounts/${id}`,
      headers: admin.headers,
      payload: { finance: { currency: null } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ '/finance/currency': 'Обязательное поле' });
    expect((await get(`/v2/accounts/${id}`)).json().version).toBe(2);
  });

  it('404 for ids that do not exist', async () => {
    const missing = '0'.repeat(24);
    expect((await get(`/v2/accounts/${missing}`)).statusCode).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'PATCH',
          url: `/v2/accounts/${missing}`,
          headers: admin.headers,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/v2/accounts/${missing}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect((await get('/v2/unknown')).statusCode).toBe(404);
  });

  it('DELETE one and DELETE ?ids=', async () => {
    const make = async () =>
      (
        await server.app.inject({ method: 'POST', url: '/v2/accounts', headers: admin.headers, payload: valid() })
      ).json().id;
    const a = await make(),
      b = await make(),
      c = await make();
    const one = await server.app.inject({ method: 'DELETE', url: `/v2/accounts/${a}`, headers: admin.headers });
    expect(one.json()).toEqual({ id: a });
    expect((await get(`/v2/accounts/${a}`)).statusCode).toBe(404);
    const many = await server.app.inject({
      method: 'DELETE',
      url: `/v2/accounts?ids=${b},${c}`,
      headers: admin.headers,
    });
    expect(many.json()).toEqual({ ids: [b, c] });
    expect((await get(`/v2/accounts?ids=${b},${c}`)).json()).toEqual([]);
  });
});
