// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src/engine/schema';
import { cabinetsOf, session, signIn, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('sign-in and sessions', () => {
  it('gives a token for the right password', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v2/users/sign-in',
      payload: { login: 'admin', password: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password in Russian', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v2/users/sign-in',
      payload: { login: 'admin', password: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Неверный логин или пароль' });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/v2/users/sign-in',
      payload: { login: 'ghost', password: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('a token sent without the Bearer scheme is no credential (401); with it, any case of the word, it is', async () => {
    const token = await signIn(server.app, 'viewer');
    for (const authorization of [token, `Token ${token}`, `Bearer${token}`, `Bearer ${token} extra`]) {
      const res = await server.app.inject({ url: '/v2/users/me', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 12)).toBe(401);
    }
    for (const authorization of [`Bearer ${token}`, `bearer ${token}`]) {
      expect((await server.app.inject({ url: '/v2/users/me', headers: { authorization } })).statusCode).toBe(200);
    }
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
    expect((await server.app.inject({ method: 'POST', url: '/v2/users/sign-out', headers: auth })).statusCode).toBe(
      200,
    );
    expect((await server.app.inject({ url: '/v2/users/me', headers: auth })).statusCode).toBe(401);
  });
});

describe('current user and cabinets', () => {
  it("lists the demo users' cabinets", async () => {
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
    expect(me).toMatchObject({
      login: 'agency',
      cabinet: { id: cabinet.id, type: 'agency', parent: null },
      columnPermission: {},
    });
    expect(Object.keys(me.commonPermission).sort()).toEqual([...PERMISSIONS].sort());
    expect(me.commonPermission).toMatchObject({
      manageAccounts: true,
      manageCampaignSegments: true,
      manageAudience: true,
      userManager: false,
    });

    const bare = (
      await server.app.inject({ url: '/v2/users/me', headers: { authorization: headers.authorization } })
    ).json();
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
    const foreign = await server.app.inject({
      url: '/v2/accounts',
      headers: { ...agency.headers, cabinet: admin.cabinet.id },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/[а-я]/);
    expect(
      (await server.app.inject({ url: '/v2/accounts', headers: { authorization: agency.headers.authorization } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ url: '/v2/users/me', headers: { ...agency.headers, cabinet: admin.cabinet.id } }))
        .statusCode,
    ).toBe(403);

    const viewer = await session(server.app, 'viewer', 'account');
    // Writes always need the schema's permission (reads may be open through referencing screens).
    const res = await server.app.inject({ method: 'POST', url: '/v2/accounts', headers: viewer.headers, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Недостаточно прав для выполнения действия' });
    // The agency cabinet has manageAccounts but not manageAgency: it may read agencies (accounts
    // reference them) but not write them.
    expect(
      (await server.app.inject({ method: 'POST', url: '/v2/agencies/', headers: agency.headers, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect((await server.app.inject({ url: '/v2/accounts', headers: agency.headers })).statusCode).toBe(200);
  });

  it('roles come from the user schema; permissions by cabinet or type', async () => {
    const { headers, cabinet } = await session(server.app, 'admin', 'agency');
    const roles = (await server.app.inject({ url: '/v2/users/roles', headers })).json();
    expect(roles).toContainEqual({ id: 'guest', name: 'Гость' });
    const byCabinet = (
      await server.app.inject({ url: `/v2/users/permissions?cabinetId=${cabinet.id}`, headers })
    ).json();
    expect(byCabinet).toMatchObject({ manageAccounts: true, manageAgency: false });
    const byType = (await server.app.inject({ url: '/v2/users/permissions?cabinetType=admin', headers })).json();
    expect(Object.values(byType).every((v) => v === true)).toBe(true);
  });

  it('favourite cabinets are kept per user', async () => {
    const { headers, cabinet } = await session(server.app, 'admin', 'ord');
    const add = await server.app.inject({
      method: 'POST',
      url: '/v2/users/favorites',
      headers,
      payload: { cabinetId: cabinet.id },
    });
    expect(add.json()).toEqual([cabinet.id]);
    expect((await server.app.inject({ url: '/v2/users/favorites', headers })).json()).toEqual([cabinet.id]);
    const del = await server.app.inject({
      method: 'DELETE',
      url: `/v2/users/favorites?cabinetId=${cabinet.id}`,
      headers,
    });
    expect(del.json()).toEqual([]);
    const empty = await server.app.inject({ method: 'POST', url: '/v2/users/favorites', headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ '/cabinetId': 'Кабинет доступа не выбран' });
  });
});

describe('saving permission maps (PUT /v2/users/permissions)', () => {
  // A server of its own: these tests change permission maps the tests above rely on.
  let own: TestServer;
  beforeAll(async () => {
    own = await startServer();
  });
  afterAll(async () => {
    await own.app.close();
  });
  const put = (headers: Record<string, string>, payload: unknown) =>
    own.app.inject({ method: 'PUT', url: '/v2/users/permissions', headers, payload: payload as object });
  const get = (headers: Record<string, string>, query: string) =>
    own.app.inject({ url: `/v2/users/permissions?${query}`, headers }).then((r) => r.json());

  it("a cabinet's map: saved whole, read back, and in force for its users on their next /me", async () => {
    const admin = await session(own.app, 'admin', 'admin');
    const agency = await session(own.app, 'agency', 'agency');
    const before = (await own.app.inject({ url: '/v2/users/me', headers: agency.headers })).json();
    expect(before.commonPermission).toMatchObject({ manageAccounts: true, manageAudience: true, dmpReports: false });

    const res = await put(admin.headers, {
      cabinetId: agency.cabinet.id,
      permissions: { manageAccounts: true, dmpReports: true },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([...PERMISSIONS].sort());
    expect(res.json()).toMatchObject({ manageAccounts: true, dmpReports: true, manageAudience: false });
    expect(await get(admin.headers, `cabinetId=${agency.cabinet.id}`)).toEqual(res.json());

    const after = (await own.app.inject({ url: '/v2/users/me', headers: agency.headers })).json();
    expect(after.commonPermission).toMatchObject({ manageAccounts: true, dmpReports: true, manageAudience: false });
    // The permission checks follow the same map at once.
    expect((await own.app.inject({ url: '/v2/accounts', headers: agency.headers })).statusCode).toBe(200);
  });

  it('type defaults: saved, read back by cabinetType; applyToCabinets gives them to every cabinet of the type', async () => {
    const admin = await session(own.app, 'admin', 'admin');
    expect(await get(admin.headers, 'cabinetType=ord')).toMatchObject({
      manageAgency: true,
      manageAccounts: true,
      bidLogger: false,
    });
    const saved = await put(admin.headers, { cabinetType: 'ord', permissions: { bidLogger: true } });
    expect(saved.statusCode).toBe(200);
    expect(await get(admin.headers, 'cabinetType=ord')).toMatchObject({ bidLogger: true, manageAgency: false });
    // Without applyToCabinets the ord cabinet keeps its own map.
    const ord = (await cabinetsOf(own.app, admin.token)).find((c) => c.cabinetType === 'ord')!;
    expect(await get(admin.headers, `cabinetId=${ord.id}`)).toMatchObject({ manageAgency: true, bidLogger: false });

    const applied = await put(admin.headers, {
      cabinetType: 'ord',
      permissions: { actionLogger: true },
      applyToCabinets: true,
    });
    expect(applied.statusCode).toBe(200);
    expect(await get(admin.headers, `cabinetId=${ord.id}`)).toMatchObject({
      actionLogger: true,
      manageAgency: false,
      bidLogger: false,
    });
    const inOrd = await session(own.app, 'admin', 'ord');
    expect(
      (await own.app.inject({ url: '/v2/users/me', headers: inOrd.headers })).json().commonPermission.actionLogger,
    ).toBe(true);
  });

  it('validates names against docs/product.md#permissions and the target, in Russian', async () => {
    const admin = await session(own.app, 'admin', 'admin');
    const unknown = await put(admin.headers, {
      cabinetType: 'agency',
      permissions: { manageAccounts: true, fly: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Неизвестное право: fly',
      errors: { '/permissions/fly': 'Неизвестное право «fly»' },
    });

    const notBool = await put(admin.headers, { cabinetType: 'agency', permissions: { ssp: 'yes' } });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().errors).toEqual({ '/permissions/ssp': 'Значение права должно быть true или false' });

    expect((await put(admin.headers, { cabinetType: 'agency' })).json().errors).toEqual({
      '/permissions': expect.any(String),
    });
    expect((await put(admin.headers, { cabinetType: 'agency', permissions: [] })).statusCode).toBe(400);
    expect((await put(admin.headers, { permissions: {} })).json().errors).toEqual({
      '/cabinetType': 'Выберите тип кабинета или кабинет',
    });
    expect((await put(admin.headers, { cabinetType: 'galaxy', permissions: {} })).json().errors).toEqual({
      '/cabinetType': 'Неизвестный тип кабинета',
    });
    expect((await put(admin.headers, { cabinetId: '0'.repeat(24), permissions: {} })).json().errors).toEqual({
      '/cabinetId': 'Кабинет не найден',
    });
    expect(
      (await put(admin.headers, { cabinetId: admin.cabinet.id, cabinetType: 'admin', permissions: {} })).statusCode,
    ).toBe(400);
    expect((await put(admin.headers, 'not json at all')).statusCode).toBe(400);
    // Nothing of the above was saved.
    expect(await get(admin.headers, 'cabinetType=agency')).toMatchObject({ manageAccounts: true, ssp: false });
  });

  it('the current cabinet cannot lose managePermissions', async () => {
    const admin = await session(own.app, 'admin', 'admin');
    const res = await put(admin.headers, { cabinetId: admin.cabinet.id, permissions: { userManager: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      '/permissions/managePermissions': expect.stringMatching(/^Нельзя снять право/),
    });
    const applied = await put(admin.headers, {
      cabinetType: 'admin',
      permissions: { userManager: true },
      applyToCabinets: true,
    });
    expect(applied.statusCode).toBe(400);
    expect(
      (await own.app.inject({ url: '/v2/users/me', headers: admin.headers })).json().commonPermission.managePermissions,
    ).toBe(true);
  });

  it('the cabinets to choose from open with managePermissions as well as with userManager', async () => {
    const admin = await session(own.app, 'admin', 'admin');
    const agency = await session(own.app, 'agency', 'agency');
    await put(admin.headers, { cabinetId: agency.cabinet.id, permissions: { managePermissions: true } });
    const list = await own.app.inject({ url: '/v2/cabinets', headers: agency.headers });
    expect(list.statusCode).toBe(200);
    // Its own reach only: the agency and its accounts.
    expect(
      list
        .json()
        .map((c: { cabinetType: string }) => c.cabinetType)
        .sort(),
    ).toEqual(['account', 'account', 'agency']);
    await put(admin.headers, { cabinetId: agency.cabinet.id, permissions: { manageAccounts: true } });
    expect((await own.app.inject({ url: '/v2/cabinets', headers: agency.headers })).statusCode).toBe(403);
  });

  it('needs a session and managePermissions', async () => {
    expect((await own.app.inject({ method: 'PUT', url: '/v2/users/permissions', payload: {} })).statusCode).toBe(401);
    const agency = await session(own.app, 'agency', 'agency');
    expect((await put(agency.headers, { cabinetId: agency.cabinet.id, permissions: { ssp: true } })).statusCode).toBe(
      403,
    );
    expect((await put(agency.headers, { cabinetType: 'agency', permissions: { ssp: true } })).statusCode).toBe(403);
  });
});
