// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from './helpers';

let server: TestServer;
let clock = Date.parse('2025-06-01T10:00:00Z');
beforeAll(async () => {
  server = await startServer({ now: () => new Date(clock) });
});
afterAll(async () => {
  await server.app.close();
});

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

describe('password recovery', () => {
  it('request → validate → reset → sign in with the new password; old sessions end', async () => {
    const oldToken = await signIn(server.app, 'agency');
    expect((await post('/password/request-reset', { login: 'agency' })).statusCode).toBe(200);
    const { token } = server.resets.at(-1)!;
    expect((await post('/password/validate-token', { token })).statusCode).toBe(200);
    const short = await post('/password/reset', { token, password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ '/password': 'Пароль не короче 8 символов' });
    expect((await post('/password/reset', { token, password: 'агентство-2025' })).statusCode).toBe(200);
    expect(await signIn(server.app, 'agency', 'агентство-2025')).toBeTruthy();
    expect(
      (await server.app.inject({ url: '/v2/users/me', headers: { authorization: `Bearer ${oldToken}` } })).statusCode,
    ).toBe(401);
    // A link works once.
    const again = await post('/password/reset', { token, password: 'ещё-один-пароль' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Срок действия ссылки для восстановления пароля истек');
  });

  it('the /v2/users/password paths do the same; links expire after an hour', async () => {
    await post('/v2/users/password/request-reset', { login: 'viewer' });
    const { token } = server.resets.at(-1)!;
    expect((await post('/v2/users/password/validate-token', { token })).statusCode).toBe(200);
    clock += 61 * 60 * 1000;
    const late = await post('/v2/users/password/validate-token', { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Срок действия ссылки для восстановления пароля истек');
    expect((await post('/v2/users/password/reset', { token, password: 'просрочено-123' })).statusCode).toBe(400);
    expect((await post('/password/validate-token', { token: 'garbage' })).statusCode).toBe(400);
  });

  it('"email is empty" when the user has no email', async () => {
    const { db } = server.app.kabinet;
    const { user_id } = db.prepare("SELECT user_id FROM credentials WHERE login = 'viewer'").get() as {
      user_id: string;
    };
    const row = db.prepare("SELECT data FROM records WHERE resource = 'user' AND id = ?").get(user_id) as {
      data: string;
    };
    const { email: _gone, ...rest } = JSON.parse(row.data);
    db.prepare("UPDATE records SET data = ? WHERE resource = 'user' AND id = ?").run(JSON.stringify(rest), user_id);
    const res = await post('/password/request-reset', { login: 'viewer' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'email is empty' });
  });
});
