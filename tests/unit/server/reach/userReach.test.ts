// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi, signIn } from '../helpers';

/**
 * A user is changed, blocked, deleted and rebound only by a cabinet whose reach holds every
 * cabinet the user works in; an identity that changes (password, login) ends its sessions.
 */
const { server, admin, agency, send, get } = await seededApi();
const ctx = server.app.kabinet;
const PASSWORD = 'секретный-пароль';
const newUser = (login: string) => ({ login, name: 'Пётр Сидоров', email: `${login}@example.ru`, role: 'traffic' });
const me = async (token: string) =>
  (await server.app.inject({ url: '/v2/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode;

await send('PUT', '/v2/users/permissions', {
  cabinetId: agency.cabinet.id,
  permissions: { ...ctx.cabinets.get(agency.cabinet.id)!.permissions, userManager: true },
});

/** A user the agency created in its own cabinet and bound there. */
async function agencyUser(login: string): Promise<string> {
  const res = await send('POST', '/v2/users', { ...newUser(login), password: PASSWORD }, agency.headers);
  expect(res.statusCode).toBe(201);
  const { id } = res.json();
  expect(
    (await send('POST', `/v2/users/${id}/cabinets`, { cabinetId: agency.cabinet.id }, agency.headers)).statusCode,
  ).toBe(200);
  return id;
}

describe('a user bound to a cabinet above the caller is not the caller’s to change', () => {
  it('once the admin binds the agency’s user to the admin cabinet, the agency can no longer take it over', async () => {
    const id = await agencyUser('u.takeover');
    expect((await send('POST', `/v2/users/${id}/cabinets`, { cabinetId: admin.cabinet.id })).statusCode).toBe(200);

    const attempts = [
      () => send('PATCH', `/v2/users/${id}`, { password: 'чужой-пароль-1' }, agency.headers),
      () => send('PATCH', `/v2/users/${id}`, { login: 'u.taken' }, agency.headers),
      () => send('PUT', `/v2/users/${id}/block`, { blocked: true }, agency.headers),
      () => send('DELETE', `/v2/users/${id}/cabinets/${admin.cabinet.id}`, undefined, agency.headers),
      () => send('DELETE', `/v2/users/${id}/cabinets/${agency.cabinet.id}`, undefined, agency.headers),
      () => send('DELETE', `/v2/users/${id}`, undefined, agency.headers),
      () => send('DELETE', `/v2/users?ids=${id}`, undefined, agency.headers),
    ];
    for (const attempt of attempts) expect((await attempt()).statusCode).toBe(403);
    // Nothing changed: the password is the one the admin knows, both bindings stay, the user is there.
    expect(await signIn(server.app, 'u.takeover', PASSWORD)).toBeTruthy();
    expect(ctx.cabinets.forUser(id).map((c) => c.id)).toEqual([agency.cabinet.id, admin.cabinet.id]);
    // The admin, whose reach holds both cabinets, still manages the user.
    expect((await send('PATCH', `/v2/users/${id}`, { name: 'Пётр Админов' })).statusCode).toBe(200);
  });

  it('the agency binds and unbinds only cabinets within its reach', async () => {
    const id = await agencyUser('u.binding');
    const foreign = await send('POST', `/v2/users/${id}/cabinets`, { cabinetId: admin.cabinet.id }, agency.headers);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ '/cabinetId': expect.any(String) });
    // Its own user without cabinets above it: the agency's to change, rebind and unbind.
    expect((await send('PATCH', `/v2/users/${id}`, { name: 'Пётр Агентов' }, agency.headers)).statusCode).toBe(200);
    const unbound = await send('DELETE', `/v2/users/${id}/cabinets/${agency.cabinet.id}`, undefined, agency.headers);
    expect(unbound.statusCode).toBe(200);
    expect(unbound.json().cabinets).toEqual([]);
  });

  it('an unbinding of a cabinet outside the caller’s reach is refused even for its own user', async () => {
    const id = await agencyUser('u.unbind');
    const res = await send('DELETE', `/v2/users/${id}/cabinets/${admin.cabinet.id}`, undefined, agency.headers);
    expect(res.statusCode).toBe(403);
  });
});

describe('a change of password or login ends the user’s sessions', () => {
  it('the old token stops answering after an admin sets a new password, in data calls too', async () => {
    const id = await agencyUser('u.password');
    const token = await signIn(server.app, 'u.password', PASSWORD);
    const headers = { authorization: `Bearer ${token}`, cabinet: agency.cabinet.id };
    expect((await get('/v2/campaigns?pageSize=1', headers)).statusCode).toBe(200);
    expect((await send('PATCH', `/v2/users/${id}`, { password: 'новый-пароль-123' })).statusCode).toBe(200);
    expect(await me(token)).toBe(401);
    expect((await get('/v2/campaigns?pageSize=1', headers)).statusCode).toBe(401);
    expect(await signIn(server.app, 'u.password', 'новый-пароль-123')).toBeTruthy();
  });

  it('a login rename ends them too; a change of other fields keeps them', async () => {
    const id = await agencyUser('u.rename');
    const token = await signIn(server.app, 'u.rename', PASSWORD);
    expect((await send('PATCH', `/v2/users/${id}`, { phone: '+7 900 000-00-00' })).statusCode).toBe(200);
    expect(await me(token)).toBe(200);
    expect((await send('PATCH', `/v2/users/${id}`, { login: 'u.renamed' })).statusCode).toBe(200);
    expect(await me(token)).toBe(401);
  });
});

describe('nobody deletes their own user', () => {
  it('the admin’s delete of itself is refused at the id, one by one and in a bulk delete', async () => {
    const self = (await get('/v2/users/me')).json().id as string;
    const one = await send('DELETE', `/v2/users/${self}`);
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toEqual({ '/id': 'Нельзя удалить собственную учётную запись' });
    const other = (await send('POST', '/v2/users', { ...newUser('u.gone'), password: PASSWORD })).json().id;
    const bulk = await send('DELETE', `/v2/users?ids=${other},${self}`);
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors).toEqual({ '/ids': 'Нельзя удалить собственную учётную запись' });
    expect(ctx.store.get('user', other)).not.toBeNull();
    expect(await me(admin.token)).toBe(200);
    // Another user is deleted as before.
    expect((await send('DELETE', `/v2/users/${other}`)).statusCode).toBe(200);
    expect(ctx.store.get('user', other)).toBeNull();
  });
});

describe('favourites keep only cabinets the user still works in', () => {
  it('a cabinet taken away from the user leaves its favourites', async () => {
    const id = await agencyUser('u.favourite');
    const token = await signIn(server.app, 'u.favourite', PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const added = await send('POST', '/v2/users/favorites', { cabinetId: agency.cabinet.id }, headers);
    expect(added.json()).toEqual([agency.cabinet.id]);
    await send('DELETE', `/v2/users/${id}/cabinets/${agency.cabinet.id}`, undefined, agency.headers);
    expect((await get('/v2/users/favorites', headers)).json()).toEqual([]);
    expect(ctx.db.prepare('SELECT count(*) FROM favorites WHERE user_id = ?').pluck().get(id)).toBe(0);
  });
});
