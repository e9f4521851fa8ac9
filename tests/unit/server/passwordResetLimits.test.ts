// @vitest-environment node
// Password recovery: requests throttled per login and per address, answered before any work that
// only a known login needs (so it takes the same time as an unknown one), and one live link per
// user — a newer request or a reset ends every older link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { tempDir } from './helpers';

let app: FastifyInstance;
let clock = Date.parse('2026-03-02T09:00:00Z');
const resets: { login: string; token: string }[] = [];
/** What the server had done for a request-reset when its answer went out: links and letters. */
const atAnswer: { links: number; letters: number }[] = [];

beforeAll(async () => {
  app = buildServer({
    dataDir: tempDir(),
    seed: true,
    now: () => new Date(clock),
    limits: { passwordReset: { perLogin: 2, perAddress: 6, delaySeconds: 60, maxDelaySeconds: 600 } },
    onPasswordReset: (login, token) => resets.push({ login, token }),
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.url.endsWith('/request-reset')) atAnswer.push({ links: linkCount(), letters: resets.length });
    return payload;
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const linkCount = () => app.kabinet.db.prepare('SELECT count(*) FROM password_resets').pluck().get() as number;
const liveLinks = (login: string) =>
  app.kabinet.db
    .prepare(
      `SELECT count(*) FROM password_resets r JOIN credentials c ON c.user_id = r.user_id
  WHERE c.login = ? AND r.used_at IS NULL`,
    )
    .pluck()
    .get(login) as number;
const post = (url: string, payload: object, address = '10.0.0.1') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: address });
const request = (login: string, address?: string) => post('/password/request-reset', { login }, address);
const valid = async (token: string) => (await post('/password/validate-token', { token })).statusCode === 200;

describe('password-recovery requests', () => {
  it('answer a known login before making its link: the same work, and time, as for an unknown one', async () => {
    const known = await request('agency', '10.0.1.1');
    const unknown = await request('nobody-here', '10.0.1.2');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    const [forKnown, forUnknown] = atAnswer.splice(0);
    // When the known login's answer went out, no link had been written and no letter sent…
    expect(forKnown).toEqual({ links: 0, letters: 0 });
    expect(forUnknown).toEqual({ links: 1, letters: 1 });
    // …they follow it.
    expect(resets.map((r) => r.login)).toEqual(['agency']);
    expect(await valid(resets[0].token)).toBe(true);
  });

  it('are throttled per login, known or not, with 429, Retry-After and a Russian message', async () => {
    clock += 3600_000;
    for (const login of ['viewer', 'no-such-login']) {
      expect((await request(login, '10.0.2.1')).statusCode).toBe(200);
      expect((await request(login, '10.0.2.2')).statusCode).toBe(200);
      const res = await request(login, '10.0.2.3');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.json()).toEqual({
        message: 'Слишком много запросов на восстановление пароля. Повторите через 60 с.',
        retryAfter: 60,
      });
    }
    // The other prefix shares the count.
    expect((await post('/v2/users/password/request-reset', { login: 'viewer' }, '10.0.2.4')).statusCode).toBe(429);
    clock += 60_000;
    expect((await request('viewer', '10.0.2.5')).statusCode).toBe(200);
    // The wait doubles.
    expect((await request('viewer', '10.0.2.5')).headers['retry-after']).toBe('120');
  });

  it('are throttled per address over every login', async () => {
    clock += 3600_000;
    for (let i = 0; i < 6; i++) expect((await request(`login-${i}`, '10.0.3.1')).statusCode).toBe(200);
    expect((await request('admin', '10.0.3.1')).statusCode).toBe(429);
    expect((await request('admin', '10.0.3.2')).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  it('a new request ends the older link; the reset ends every link; one live link at most', async () => {
    clock += 24 * 3600_000;
    resets.length = 0;
    await request('viewer', '10.0.4.1');
    await request('viewer', '10.0.4.2');
    const [first, second] = resets.map((r) => r.token);
    expect(await valid(first)).toBe(false);
    expect(await valid(second)).toBe(true);
    expect(liveLinks('viewer')).toBe(1);
    expect((await post('/password/reset', { token: first, password: 'первая-ссылка-1' })).statusCode).toBe(400);
    expect((await post('/password/reset', { token: second, password: 'вторая-ссылка-2' })).statusCode).toBe(200);
    expect(liveLinks('viewer')).toBe(0);
    expect(await valid(second)).toBe(false);
  });

  it('the database itself refuses a second live link of a user', () => {
    const { db } = app.kabinet;
    const userId = db.prepare("SELECT user_id FROM credentials WHERE login = 'admin'").pluck().get() as string;
    db.prepare('UPDATE password_resets SET used_at = 0 WHERE user_id = ?').run(userId);
    const insert = db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)');
    insert.run('a'.repeat(64), userId, clock + 1000);
    expect(() => insert.run('b'.repeat(64), userId, clock + 1000)).toThrow(/UNIQUE/);
  });
});
