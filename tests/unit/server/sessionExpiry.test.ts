// @vitest-environment node
// Sessions end after a time without requests (idle) and a time after sign-in (absolute); an
// ended session answers 401 like any other, which the console turns into sign-in and back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../server/limits';
import { signIn, startServer, type TestServer } from './helpers';

const MIN = 60_000;
let server: TestServer;
let clock = Date.parse('2026-03-02T09:00:00Z');
beforeAll(async () => {
  server = await startServer({
    now: () => new Date(clock),
    limits: { sessionIdleSeconds: 30 * 60, sessionMaxSeconds: 8 * 3600 },
  });
});
afterAll(async () => {
  await server.app.close();
});

const me = (token: string) => server.app.inject({ url: '/v2/users/me', headers: { authorization: `Bearer ${token}` } });

describe('session expiry', () => {
  it('ends a session left idle longer than the idle limit', async () => {
    const token = await signIn(server.app, 'agency');
    clock += 29 * MIN;
    expect((await me(token)).statusCode).toBe(200);
    clock += 29 * MIN; // 58 min after sign-in, 29 after the last request
    expect((await me(token)).statusCode).toBe(200);
    clock += 31 * MIN;
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Сессия истекла. Войдите снова' });
    // It stays ended: the token is revoked, not just refused this once.
    clock -= 10 * MIN;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a busy session at the absolute limit after sign-in', async () => {
    const token = await signIn(server.app, 'viewer');
    for (let spent = 0; spent < 8 * 60 - 20; spent += 20) {
      clock += 20 * MIN;
      expect((await me(token)).statusCode, `${spent + 20} min after sign-in`).toBe(200);
    }
    clock += 21 * MIN;
    expect((await me(token)).statusCode).toBe(401);
    // Signing in again gives a fresh session.
    expect((await me(await signIn(server.app, 'viewer'))).statusCode).toBe(200);
  });

  it('writes the last use at most every few minutes (each write empties the read cache)', async () => {
    const token = await signIn(server.app, 'admin');
    const { db } = server.app.kabinet;
    const writes = () => db.prepare('SELECT total_changes()').pluck().get() as number;
    const before = writes();
    for (let i = 0; i < 10; i++) {
      clock += 1000;
      await me(token);
    }
    expect(writes()).toBe(before);
    clock += 2 * MIN;
    await me(token);
    expect(writes()).toBe(before + 1);
  });

  it('sign-in drops tokens older than the absolute limit from the store', async () => {
    const { db } = server.app.kabinet;
    const old = db.prepare('SELECT count(*) FROM tokens').pluck().get() as number;
    expect(old).toBeGreaterThan(0);
    clock += 9 * 3600_000;
    await signIn(server.app, 'admin');
    expect(db.prepare('SELECT count(*) FROM tokens').pluck().get()).toBe(1);
  });

  it('defaults: 8 hours idle, 7 days after sign-in', () => {
    expect(DEFAULT_LIMITS.sessionIdleSeconds).toBe(8 * 3600);
    expect(DEFAULT_LIMITS.sessionMaxSeconds).toBe(7 * 24 * 3600);
  });
});
