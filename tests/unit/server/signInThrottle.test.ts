// @vitest-environment node
// Guessing passwords: failed sign-ins are counted per login and per address; past the limit each
// further try waits twice as long (429 + Retry-After); a success forgets its login's failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitsFromEnv } from '../../../server/limits';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
let clock = Date.parse('2026-03-02T09:00:00Z');
beforeAll(async () => {
  server = await startServer({
    now: () => new Date(clock),
    limits: { signIn: { perLogin: 3, perAddress: 6, delaySeconds: 2, maxDelaySeconds: 10 } },
  });
});
afterAll(async () => {
  await server.app.close();
});

const signIn = (login: string, password: string, address = '10.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/v2/users/sign-in', payload: { login, password }, remoteAddress: address });

describe('sign-in throttling', () => {
  it('after the allowed failures a login waits 2, 4, 8… s (up to the longest wait), answered 429 in Russian', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('agency', `guess-${i}`)).statusCode).toBe(401);
    const blocked = await signIn('agency', 'agency');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('2');
    expect(blocked.json()).toEqual({ message: 'Слишком много попыток входа. Повторите через 2 с.', retryAfter: 2 });
    // Even the right password waits: a guess that lands during the wait is not checked.
    clock += 2000;
    expect((await signIn('agency', 'wrong')).statusCode).toBe(401);
    expect((await signIn('agency', 'agency')).headers['retry-after']).toBe('4');
    clock += 4000;
    expect((await signIn('agency', 'wrong')).statusCode).toBe(401);
    expect((await signIn('agency', 'agency')).headers['retry-after']).toBe('8');
    clock += 8000;
    expect((await signIn('agency', 'wrong')).statusCode).toBe(401);
    expect((await signIn('agency', 'agency')).headers['retry-after']).toBe('10');
    // The same login from elsewhere waits too (and logins are counted regardless of case).
    expect((await signIn('AGENCY', 'agency', '10.0.0.99')).statusCode).toBe(429);
    // Another login from another address is not held up.
    expect((await signIn('viewer', 'viewer', '10.0.0.2')).statusCode).toBe(200);
  });

  it('a success forgets the failures: the next mistakes start from the limit again', async () => {
    clock += 60_000;
    expect((await signIn('agency', 'agency')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn('agency', `again-${i}`, '10.0.0.3')).statusCode).toBe(401);
    expect((await signIn('agency', 'agency', '10.0.0.3')).statusCode).toBe(429);
  });

  it('one address trying many logins waits once it has used the address limit', async () => {
    clock += 60_000;
    const address = '10.0.0.4';
    for (const login of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'])
      expect((await signIn(login, 'x', address)).statusCode).toBe(401);
    const res = await signIn('admin', 'admin', address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The same login from another address is fine.
    expect((await signIn('admin', 'admin', '10.0.0.5')).statusCode).toBe(200);
  });

  it('a burst sent at once counts whole: no more than the limit get their password checked', async () => {
    clock += 60_000;
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn('viewer', `burst-${i}`, `10.1.0.${i}`)),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('many successful sign-ins from one address are never held up (the browser tests sign in all the time)', async () => {
    clock += 60_000;
    for (let i = 0; i < 12; i++) expect((await signIn('admin', 'admin', '10.0.0.6')).statusCode).toBe(200);
    // …with the odd mistake between them (fewer than the address's limit: those stay counted).
    for (let i = 0; i < 5; i++) {
      expect((await signIn('admin', 'typo', '10.0.0.6')).statusCode).toBe(401);
      expect((await signIn('admin', 'admin', '10.0.0.6')).statusCode).toBe(200);
    }
  });

  it("a success forgets only its own login's failures: one address cannot spray passwords over many logins", async () => {
    clock += 60_000;
    const address = '10.0.0.8';
    const answers: number[] = [];
    // Wrong passwords over many logins, the prober's own good sign-in every third request.
    for (let i = 0; i < 30; i++) {
      answers.push((await signIn(`spray-${i}`, 'guess', address)).statusCode);
      if (i % 3 === 2) answers.push((await signIn('agency', 'agency', address)).statusCode);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(6);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(20);
    // Forwarded headers name no other address: the same connection waits.
    const forwarded = await server.app.inject({
      method: 'POST',
      url: '/v2/users/sign-in',
      payload: { login: 'spray-x', password: 'guess' },
      remoteAddress: address,
      headers: { 'x-forwarded-for': '192.0.2.1', 'x-real-ip': '192.0.2.2' },
    });
    expect(forwarded.statusCode).toBe(429);
    // Time alone lets the address back.
    clock += 24 * 3600 * 1000 + 1000;
    expect((await signIn('agency', 'agency', address)).statusCode).toBe(200);
  });

  it('failures are forgotten a day after the last one', async () => {
    clock += 60_000;
    for (let i = 0; i < 4; i++) await signIn('viewer', 'x', '10.0.0.7');
    expect((await signIn('viewer', 'viewer', '10.0.0.7')).statusCode).toBe(429);
    clock += 24 * 3600 * 1000 + 1000;
    expect((await signIn('viewer', 'viewer', '10.0.0.7')).statusCode).toBe(200);
  });
});

describe('limits from the environment', () => {
  it('reads whole positive numbers and refuses anything else at start', () => {
    const limits = limitsFromEnv({
      KABINET_SIGNIN_LIMIT_LOGIN: '7',
      KABINET_SESSION_IDLE_SECONDS: '60',
      KABINET_UPLOAD_QUOTA_MB: '2',
    });
    expect(limits.signIn).toEqual({ ...DEFAULT_LIMITS.signIn, perLogin: 7 });
    expect(limits.sessionIdleSeconds).toBe(60);
    expect(limits.uploadQuotaBytes).toBe(2 * 1024 * 1024);
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(() => limitsFromEnv({ KABINET_SIGNIN_LIMIT_LOGIN: '0' })).toThrow(
      'KABINET_SIGNIN_LIMIT_LOGIN=0: ожидается целое число больше нуля',
    );
    expect(() => limitsFromEnv({ KABINET_SESSION_MAX_SECONDS: '1e9' })).toThrow(/KABINET_SESSION_MAX_SECONDS/);
  });
});
