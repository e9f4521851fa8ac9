// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../server/reach/references';
import { seededApi } from './helpers';

const { server, admin, agency, viewer, get } = await seededApi();
const ctx = server.app.kabinet;
const including = (fields: string, headers = admin.headers) => ({ ...headers, 'x-json-include': fields });

describe('the x-json-include header of a GET', () => {
  it('a list answers only the named fields, with id and version, paging as before', async () => {
    const res = await get('/biglist-all?pageSize=5', including('listName'));
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(['id', 'listName', 'version']);
    expect(res.headers['x-pagination-total']).toBe(
      (await get('/biglist-all?pageSize=5')).headers['x-pagination-total'],
    );
  });

  it('a record answers the named fields, nested ones by dotted name', async () => {
    const [account] = (await get('/v2/accounts?pageSize=1')).json() as {
      id: string;
      name: string;
      finance: { currency: string };
    }[];
    const res = await get(`/v2/accounts/${account.id}`, including('name, finance.currency'));
    expect(res.json()).toEqual({
      id: account.id,
      version: expect.any(Number),
      name: account.name,
      finance: { currency: account.finance.currency },
    });
  });

  it('an unknown field is 400 naming it; without the header nothing changes', async () => {
    const res = await get('/v2/accounts', including('name,пароль'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/x-json-include': 'Нет такого поля: «пароль»' });
    expect((await get('/v2/accounts', including(' , '))).json().errors).toEqual({
      '/x-json-include': 'Перечислите поля через запятую',
    });
    const [full] = (await get('/v2/accounts?pageSize=1')).json() as Record<string, unknown>[];
    expect(Object.keys(full).length).toBeGreaterThan(4);
  });

  it("never widens access: another cabinet's record is still 403, a list still only in reach, no permission still 403", async () => {
    const scope = ctx.cabinets.scope(ctx.cabinets.get(agency.cabinet.id)!);
    const foreign = ctx.store.all('account').find((r) => !reaches(scope, r))!;
    expect((await get(`/v2/accounts/${foreign.id}`, including('name', agency.headers))).statusCode).toBe(403);
    const listed = (await get('/v2/accounts?pageSize=1000', including('name', agency.headers))).json() as {
      id: string;
    }[];
    expect(listed.map((a) => a.id)).not.toContain(foreign.id);
    expect((await get('/v2/accounts', including('name', viewer.headers))).statusCode).toBe(403);
  });
});
