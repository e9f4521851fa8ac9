// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src/engine/schema';
import { seededApi } from './helpers';

/**
 * GET /v2/users/permissions by role, cabinetId, cabinetType and accessType (docs/product.md#permissions):
 * a role's map is the most its users may do in any cabinet; accessType `guest` with an account's
 * cabinet is what its guests may open. No other parameter is taken.
 */
const { admin, agency, viewer, get, send } = await seededApi();
const all = (value: boolean) => Object.fromEntries(PERMISSIONS.map((p) => [p, value]));

describe('permission maps by role and access type', () => {
  it('refuses a parameter, an access type or a role it does not know, in Russian at its place', async () => {
    const unknown = await get('/v2/users/permissions?cabinetType=agency&colour=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      '/colour': 'Неизвестный параметр «colour»: права запрашиваются по role, cabinetId, cabinetType, accessType',
    });
    expect((await get('/v2/users/permissions?accessType=owner')).json().errors).toEqual({
      '/accessType': 'Неизвестный тип доступа: cabinet или guest',
    });
    expect((await get('/v2/users/permissions?role=boss')).json().errors).toEqual({ '/role': 'Неизвестная роль' });
    expect((await get('/v2/users/permissions?accessType=guest')).json().errors).toHaveProperty('/cabinetId');
    // Each of the four the product names is taken.
    for (const query of [
      'role=traffic',
      `cabinetId=${agency.cabinet.id}`,
      'cabinetType=agency',
      `cabinetId=${viewer.cabinet.id}&accessType=guest`,
      'cabinetType=agency&accessType=cabinet',
    ])
      expect((await get(`/v2/users/permissions?${query}`)).statusCode).toBe(200);
  });

  it('a role narrows what its users may do in every cabinet, from their next call', async () => {
    // Until narrowed a role allows everything: the agency manager (role traffic) keeps the cabinet's map.
    expect(await (await get('/v2/users/permissions?role=traffic')).json()).toEqual(all(true));
    expect((await get('/v2/accounts', agency.headers)).statusCode).toBe(200);
    const saved = await send('PUT', '/v2/users/permissions', {
      role: 'traffic',
      permissions: { ...all(true), manageAccounts: false },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/v2/users/permissions?role=traffic')).json().manageAccounts).toBe(false);
    const me = (await get('/v2/users/me', agency.headers)).json();
    expect(me.commonPermission).toMatchObject({ manageAccounts: false, manageCampaignSegments: true });
    expect((await get('/v2/accounts', agency.headers)).statusCode).toBe(403);
    // The cabinet's own map is as it was: another role's user there would still have it.
    expect((await get(`/v2/users/permissions?cabinetId=${agency.cabinet.id}`)).json().manageAccounts).toBe(true);
    // Given back, the agency manager works again.
    await send('PUT', '/v2/users/permissions', { role: 'traffic', permissions: all(true) });
    expect((await get('/v2/accounts', agency.headers)).statusCode).toBe(200);
  });

  it('roles are set from a cabinet that sees the whole platform, never locking out one’s own role', async () => {
    expect(
      (await send('PUT', '/v2/users/permissions', { role: 'guest', permissions: all(false) }, agency.headers))
        .statusCode,
    ).toBe(403);
    const own = await send('PUT', '/v2/users/permissions', {
      role: 'admin',
      permissions: { ...all(true), managePermissions: false },
    });
    expect(own.json().errors).toEqual({
      '/permissions/managePermissions': 'Нельзя снять право управления авторизацией со своей роли',
    });
    const both = await send('PUT', '/v2/users/permissions', {
      role: 'guest',
      cabinetType: 'agency',
      permissions: all(false),
    });
    expect(both.statusCode).toBe(400);
  });

  it('accessType guest: an account cabinet’s guest map, the one its agency sets in the guest dialog', async () => {
    const account = viewer.cabinet.id;
    const saved = await send('PUT', '/v2/users/permissions', {
      cabinetId: account,
      accessType: 'guest',
      permissions: { ...all(false), manageCampaignSegments: true },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(`/v2/users/permissions?cabinetId=${account}&accessType=guest`)).json()).toEqual({
      ...all(false),
      manageCampaignSegments: true,
    });
    const record = (await get(`/v2/accounts/${account}`)).json();
    expect(record.guestPermissions.commonPermissions.manageCampaignSegments).toBe(true);
    // The cabinet's own map is another thing.
    expect((await get(`/v2/users/permissions?cabinetId=${account}`)).json()).toEqual(all(false));
    // An agency's cabinet has no guests.
    const agencyGuests = await get(`/v2/users/permissions?cabinetId=${agency.cabinet.id}&accessType=guest`);
    expect(agencyGuests.json().errors).toEqual({ '/accessType': 'Гостевой доступ есть только у кабинетов аккаунтов' });
    expect(admin.cabinet.id).not.toBe(account);
  });
});
