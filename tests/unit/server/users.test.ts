// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi, session, signIn } from './helpers';

const { server, admin } = await seededApi();

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: admin.headers, payload });
const newUser = (login: string) => ({
  login,
  name: 'Пётр Сидоров',
  email: `${login}@example.ru`,
  role: 'traffic',
  password: 'секретный-пароль',
});

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

    const patched = await inject('PATCH', `/v2/users/${id}`, {
      password: 'новый-пароль-123',
      phone: '+7 900 000-00-00',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).not.toHaveProperty('password');
    expect(patched.json().phone).toBe('+7 900 000-00-00');
    expect(await signIn(server.app, 'p.sidorov', 'новый-пароль-123')).toBeTruthy();
    // A patch without a password keeps the current one.
    await inject('PATCH', `/v2/users/${id}`, { name: 'Пётр Сидоров-Иванов' });
    expect(await signIn(server.app, 'p.sidorov', 'новый-пароль-123')).toBeTruthy();
  });

  it("validates with the schema's Russian messages", async () => {
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
    expect(
      (await server.app.inject({ url: '/v2/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    expect((await inject('POST', '/v2/users', newUser('z.gone'))).statusCode).toBe(201);
  });
});

describe('blocking (PUT /v2/users/:id/block)', () => {
  const block = (id: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
    server.app.inject({ method: 'PUT', url: `/v2/users/${id}/block`, headers, payload: payload as object });

  it('a new user is not blocked', async () => {
    const { id } = (await inject('POST', '/v2/users', newUser('n.fresh'))).json();
    expect((await inject('GET', `/v2/users/${id}`)).json().blocked).toBe(false);
  });

  it('a blocked user cannot sign in and loses open sessions; unblocking lets them back', async () => {
    const { id } = (await inject('POST', '/v2/users', newUser('b.blocked'))).json();
    const token = await signIn(server.app, 'b.blocked', 'секретный-пароль');
    const res = await block(id, { blocked: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, blocked: true, version: 2, login: 'b.blocked' });
    expect(res.json()).not.toHaveProperty('password');

    const refused = await server.app.inject({
      method: 'POST',
      url: '/v2/users/sign-in',
      payload: { login: 'b.blocked', password: 'секретный-пароль' },
    });
    // Answered exactly like a wrong password: the right one must not be told apart.
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/v2/users/sign-in',
      payload: { login: 'b.blocked', password: 'не-тот-пароль' },
    });
    expect(refused.statusCode).toBe(401);
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({ status: 401, body: refused.json() });
    expect(
      (await server.app.inject({ url: '/v2/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    expect(
      (await inject('GET', '/v2/users?blocked=true&pageSize=100')).json().map((u: { login: string }) => u.login),
    ).toContain('b.blocked');

    // An edit of a blocked user keeps it blocked (blocked is not the form's to change).
    const edited = await inject('PATCH', `/v2/users/${id}`, { name: 'Борис Блоков', blocked: false });
    expect(edited.json()).toMatchObject({ blocked: true, name: 'Борис Блоков' });

    expect((await block(id, { blocked: false })).json()).toMatchObject({ blocked: false });
    expect(await signIn(server.app, 'b.blocked', 'секретный-пароль')).toBeTruthy();
  });

  it('validates the body, refuses to block oneself, and needs userManager', async () => {
    const { id } = (await inject('POST', '/v2/users', newUser('b.other'))).json();
    const bad = await block(id, { blocked: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ '/blocked': 'Выберите одно из состояний: «Заблокирован», «Активен»' });
    expect((await block(id, undefined)).statusCode).toBe(400);

    const me = (await server.app.inject({ url: '/v2/users/me', headers: admin.headers })).json();
    const self = await block(me.id, { blocked: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Нельзя заблокировать собственную учётную запись');

    expect((await block('0'.repeat(24), { blocked: true })).statusCode).toBe(404);
    const agency = await session(server.app, 'agency', 'agency');
    expect((await block(id, { blocked: true }, agency.headers)).statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'PUT', url: `/v2/users/${id}/block`, payload: { blocked: true } })).statusCode,
    ).toBe(401);
  });
});

describe('password on create and on edit', () => {
  it("is required on create, with the schema's other findings at once", async () => {
    const { password: _none, ...noPassword } = newUser('p.nopass');
    const res = await inject('POST', '/v2/users', noPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/password': 'Обязательное поле' });
    const both = await inject('POST', '/v2/users', { ...noPassword, password: '', email: 'nope' });
    expect(both.json().errors).toEqual({
      '/password': 'Обязательное поле',
      '/email': 'Введите корректный адрес электронной почты',
    });
    expect((await inject('GET', '/v2/users?search=p.nopass')).json()).toEqual([]);
  });

  it('an unauthenticated create is a 401 whatever the body', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/v2/users', payload: {} })).statusCode).toBe(401);
  });

  it('is optional on edit: an edit without one keeps it', async () => {
    const { id } = (await inject('POST', '/v2/users', newUser('p.keeps'))).json();
    expect((await inject('PATCH', `/v2/users/${id}`, { email: 'keeps@example.ru' })).statusCode).toBe(200);
    expect(await signIn(server.app, 'p.keeps', 'секретный-пароль')).toBeTruthy();
  });
});
