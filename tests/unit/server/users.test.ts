// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, signIn, startServer, type TestServer } from './helpers';

let server: TestServer;
let admin: Awaited<ReturnType<typeof session>>;
beforeAll(async () => {
  server = await startServer();
  admin = await session(server.app, 'admin', 'admin');
});
afterAll(async () => { await server.app.close(); });

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: admin.headers, payload });
const newUser = (login: string) => ({ login, name: 'Пётр Сидоров', email: `${login}@example.ru`, role: 'traffic', password: 'секретный-пароль' });

describe('/v2/users as a schema resource', () => {
  it('needs userManager', async () => {
    const agency = await session(server.app, 'agency', 'agency');
    expect((await server.app.inject({ url: '/v2/users', headers: agency.headers })).statusCode).toBe(403);
  });

  it('creates a user who can sign in; the password is never returned', async () => {
    const res = await inject('POST', '/v2/users', newUser('p.sidorov'));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const record = (await inject('GET', `/v2/users/${id}`)).json();
    expect(record).toMatchObject({ id, login: 'p.sidorov', name: 'Пётр Сидоров', version: 1, cabinets: [] });
    expect(record).not.toHaveProperty('password');
    const list = await inject('GET', '/v2/users?pageSize=100');
    expect(list.body).not.toContain('password');
    expect(list.body).not.toContain('scrypt');
    expect(await signIn(server.app, 'p.sidorov', 'секретный-пароль')).toBeTruthy();

    const patched = await inject('PATCH', `/v2/users/${id}`, { password: 'новый-пароль-123', phone: '+7 900 000-00-00' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).not.toHaveProperty('password');
    expect(patched.json().phone).toBe('+7 900 000-00-00');
    expect(await signIn(server.app, 'p.sidorov', 'новый-пароль-123')).toBeTruthy();
    // A patch without a password keeps the current one.
    await inject('PATCH', `/v2/users/${id}`, { name: 'Пётр Сидоров-Иванов' });
    expect(await signIn(server.app, 'p.sidorov', 'новый-пароль-123')).toBeTruthy();
  });

  it('validates with the schema\'s Russian messages', async () => {
    const res = await inject('POST', '/v2/users', { ...newUser('ab'), password: 'short', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      '/password': 'Пароль не короче 8 символов',
      '/email': 'Введите корректный адрес электронной почты',
      '/login': expect.any(String),
    });
  });

  it('refuses a taken login on create and on rename', async () => {
    const taken = await inject('POST', '/v2/users', newUser('Admin'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      message: 'Обязательные поля не заполнены или заполнены неверно',
      errors: { '/login': 'Пользователь с таким логином уже существует' },
    });
    const { id } = (await inject('POST', '/v2/users', newUser('k.belova'))).json();
    const rename = await inject('PATCH', `/v2/users/${id}`, { login: 'viewer' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().errors).toEqual({ '/login': 'Пользователь с таким логином уже существует' });
    // The failed rename left nothing behind: the old login still signs in.
    expect(await signIn(server.app, 'k.belova', 'секретный-пароль')).toBeTruthy();
  });

  it('lists the bound cabinets; bindings are added and removed on the card', async () => {
    const { id } = (await inject('POST', '/v2/users', newUser('v.kotov'))).json();
    const cabinet = (await inject('GET', '/v2/cabinets?type=agency')).json()[0];
    const bound = await inject('POST', `/v2/users/${id}/cabinets`, { cabinetId: cabinet.id });
    expect(bound.json().cabinets).toEqual([{ id: cabinet.id, name: cabinet.name, cabinetType: 'agency' }]);
    const twice = await inject('POST', `/v2/users/${id}/cabinets`, { cabinetId: cabinet.id });
    expect(twice.json().errors).toEqual({ '/cabinetId': 'У пользователя уже есть доступ к этому кабинету' });
    const none = await inject('POST', `/v2/users/${id}/cabinets`, {});
    expect(none.json().errors).toEqual({ '/cabinetId': 'Кабинет доступа не выбран' });
    const removed = await inject('DELETE', `/v2/users/${id}/cabinets/${cabinet.id}`);
    expect(removed.json().cabinets).toEqual([]);
  });

  it('a deleted user loses the session and the login', async () => {
    const { id } = (await inject('POST', '/v2/users', newUser('z.gone'))).json();
    const token = await signIn(server.app, 'z.gone', 'секретный-пароль');
    expect((await inject('DELETE', `/v2/users/${id}`)).json()).toEqual({ id });
    expect((await server.app.inject({ url: '/v2/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await inject('POST', '/v2/users', newUser('z.gone'))).statusCode).toBe(201);
  });
});
