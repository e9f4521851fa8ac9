// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src/engine/schema';
import { cabinetsOf, session, signIn, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => { server = await startServer(); });
afterAll(async () => { await server.app.close(); });

describe('sign-in and sessions', () => {
  it('gives a token for the right password', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/v2/users/sign-in', payload: { login: 'admin', password: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password in Russian', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/v2/users/sign-in', payload: { login: 'admin', password: 'nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Неверный логин или пароль' });
    const unknown = await server.app.inject({ method: 'POST', url: '/v2/users/sign-in', payload: { login: 'ghost', password: 'x' } });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers 401 without a token, with an unknown one and after sign-out', async () => {
    expect((await server.app.inject({ url: '/v2/users/me' })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/v2/accounts' })).statusCode).toBe(401);
    const bogus = await server.app.inject({ url: '/v2/users/me', headers: { authorization: 'Bearer 1234' } });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().message).toBeTruthy();

    const token = await signIn(server.app, 'agency');
    const auth = { authorization: `Bearer ${token}` };
    expect((await server.app.inject({ url: '/v2/users/me', headers: auth })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: '/v2/users/sign-out', headers: auth })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/v2/users/me', headers: auth })).statusCode).toBe(401);
  });
});

describe('current user and cabinets', () => {
  it('lists the demo users\' cabinets', async () => {
    const admin = await cabinetsOf(server.app, await signIn(server.app, 'admin'));
    expect(admin.map((c) => c.cabinetType).sort()).toEqual(['account', 'admin', 'agency', 'front_office', 'ord']);
    expect(admin.find((c) => c.cabinetType === 'admin')!.name).toBe('Администратор платформы');
    expect(await cabinetsOf(server.app, await signIn(server.app, 'agency'))).toHaveLength(1);
    const viewer = await cabinetsOf(server.app, await signIn(server.app, 'viewer'));
    expect(viewer).toEqual([expect.objectContaining({ cabinetType: 'account', parentId: expect.any(String) })]);
  });

  it('me: cabinet from the header, every permission present', async () => {
    const { headers, cabinet } = await session(server.app, 'agency', 'agency');
    const me = (await server.app.inject({ url: '/v2/users/me', headers })).json();
    expect(me).toMatchObject({ login: 'agency', cabinet: { id: cabinet.id, type: 'agency', parent: null }, columnPermission: {} });
    expect(Object.keys(me.commonPermission).sort()).toEqual([...PERMISSIONS].sort());
    expect(me.commonPermission).toMatchObject({ manageAccounts: true, manageCampaignSegments: true, manageAudience: true, userManager: false });

    const bare = (await server.app.inject({ url: '/v2/users/me', headers: { authorization: headers.authorization } })).json();
    expect(bare.cabinet).toBeNull();
    expect(Object.values(bare.commonPermission).every((v) => v === false)).toBe(true);

    const viewer = await session(server.app, 'viewer', 'account');
    const vme = (await server.app.inject({ url: '/v2/users/me', headers: viewer.headers })).json();
    expect(vme.cabinet.parent).toMatchObject({ type: 'agency' });
    expect(Object.values(vme.commonPermission).every((v) => v === false)).toBe(true);
  });

  it('403 for a cabinet the user is not bound to, and for a missing permission', async () => {
    const admin = await session(server.app, 'admin', 'admin');
    const agency = await session(server.app, 'agency', 'agency');
    const foreign = await server.app.inject({ url: '/v2/accounts', headers: { ...agency.headers, cabinet: admin.cabinet.id } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/[а-я]/);
    expect((await server.app.inject({ url: '/v2/accounts', headers: { authorization: agency.headers.authorization } })).statusCode).toBe(403);
    expect((await server.app.inject({ url: '/v2/users/me', headers: { ...agency.headers, cabinet: admin.cabinet.id } })).statusCode).toBe(403);

    const viewer = await session(server.app, 'viewer', 'account');
    const res = await server.app.inject({ url: '/v2/accounts', headers: viewer.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Недостаточно прав для выполнения действия' });
    // The agency cabinet has manageAccounts but not manageAgency.
    expect((await server.app.inject({ url: '/v2/agencies', headers: agency.headers })).statusCode).toBe(403);
    expect((await server.app.inject({ url: '/v2/accounts', headers: agency.headers })).statusCode).toBe(200);
  });

  it('roles come from the user schema; permissions by cabinet or type', async () => {
    const { headers, cabinet } = await session(server.app, 'admin', 'agency');
    const roles = (await server.app.inject({ url: '/v2/users/roles', headers })).json();
    expect(roles).toContainEqual({ id: 'guest', name: 'Гость' });
    const byCabinet = (await server.app.inject({ url: `/v2/users/permissions?cabinetId=${cabinet.id}`, headers })).json();
    expect(byCabinet).toMatchObject({ manageAccounts: true, manageAgency: false });
    const byType = (await server.app.inject({ url: '/v2/users/permissions?cabinetType=admin', headers })).json();
    expect(Object.values(byType).every((v) => v === true)).toBe(true);
  });

  it('favourite cabinets are kept per user', async () => {
    const { headers, cabinet } = await session(server.app, 'admin', 'ord');
    const add = await server.app.inject({ method: 'POST', url: '/v2/users/favorites', headers, payload: { cabinetId: cabinet.id } });
    expect(add.json()).toEqual([cabinet.id]);
    expect((await server.app.inject({ url: '/v2/users/favorites', headers })).json()).toEqual([cabinet.id]);
    const del = await server.app.inject({ method: 'DELETE', url: `/v2/users/favorites?cabinetId=${cabinet.id}`, headers });
    expect(del.json()).toEqual([]);
    const empty = await server.app.inject({ method: 'POST', url: '/v2/users/favorites', headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ '/cabinetId': 'Кабинет доступа не выбран' });
  });
});
