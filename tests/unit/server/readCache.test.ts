// @vitest-environment node
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../../server/readCache';
import { seededApi, session, tempDir } from './helpers';

/**
 * server/readCache.ts keeps the reads every request repeats until something is written. These
 * tests write in every way the server does (its own connection, another connection, a rolled
 * back transaction, the API's own routes) and expect the next read to see the new state.
 */

function database() {
  const file = path.join(tempDir(), 'cache.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec("CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT); INSERT INTO t VALUES ('a', 'one'); CREATE TABLE other (x)");
  let loads = 0;
  const cache = new ReadCache(db);
  const read = () =>
    cache.get('a', () => {
      loads++;
      return db.prepare("SELECT v FROM t WHERE k = 'a'").pluck().get() as string;
    });
  return { db, file, read, loads: () => loads };
}

describe('ReadCache', () => {
  it('answers from memory until this connection writes anything, then reads again', () => {
    const { db, read, loads } = database();
    expect(read()).toBe('one');
    expect(read()).toBe('one');
    expect(loads()).toBe(1);
    db.prepare("UPDATE t SET v = 'two' WHERE k = 'a'").run();
    expect(read()).toBe('two');
    // A write anywhere drops everything: the cache does not know what a value depends on.
    db.prepare('INSERT INTO other VALUES (1)').run();
    expect(read()).toBe('two');
    expect(loads()).toBe(3);
    db.close();
  });

  it('reads again after another connection commits', () => {
    const { db, file, read } = database();
    expect(read()).toBe('one');
    const other = new Database(file);
    other.prepare("UPDATE t SET v = 'from elsewhere' WHERE k = 'a'").run();
    other.close();
    expect(read()).toBe('from elsewhere');
    db.close();
  });

  it('keeps nothing read inside a transaction: a rollback leaves no trace', () => {
    const { db, read, loads } = database();
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE t SET v = 'never' WHERE k = 'a'").run();
        expect(read()).toBe('never');
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(read()).toBe('one');
    expect(read()).toBe('one');
    expect(loads()).toBe(2);
    db.close();
  });
});

describe('per-request reads of the API', async () => {
  const { server, admin, viewer, get, send } = await seededApi();

  it('a revoked session is refused at once', async () => {
    const agency = await session(server.app, 'agency', 'agency');
    // Twice: the second answer comes from the cache.
    expect((await get('/v2/campaigns', agency.headers)).statusCode).toBe(200);
    expect((await get('/v2/campaigns', agency.headers)).statusCode).toBe(200);
    expect((await send('POST', '/v2/users/sign-out', undefined, agency.headers)).statusCode).toBe(200);
    expect((await get('/v2/campaigns', agency.headers)).statusCode).toBe(401);
  });

  it('a permission taken from a cabinet counts from the next call', async () => {
    const agency = await session(server.app, 'agency', 'agency');
    expect((await get('/v2/campaigns', agency.headers)).statusCode).toBe(200);
    expect((await get('/v2/campaigns', agency.headers)).statusCode).toBe(200);
    // None of the permissions that open campaigns to reading is left.
    const put = await send('PUT', '/v2/users/permissions', {
      cabinetId: agency.cabinet.id,
      permissions: { manageAccounts: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await get('/v2/campaigns', agency.headers)).statusCode).toBe(403);
  });

  it('a cabinet unbound from a user is refused at once', async () => {
    const me = (await get('/v2/users/me', viewer.headers)).json() as { id: string };
    // Reservations need no permission, only a cabinet bound to the user.
    expect((await get('/v2/reservations', viewer.headers)).statusCode).toBe(200);
    expect((await get('/v2/reservations', viewer.headers)).statusCode).toBe(200);
    expect((await send('DELETE', `/v2/users/${me.id}/cabinets/${viewer.cabinet.id}`)).statusCode).toBe(200);
    expect((await get('/v2/reservations', viewer.headers)).statusCode).toBe(403);
  });

  it('list totals follow a write', async () => {
    const total = async () =>
      Number((await get('/v2/campaigns?status=paused', admin.headers)).headers['x-pagination-total']);
    const before = await total();
    expect(await total()).toBe(before);
    const [active] = (await get('/v2/campaigns?status=active&pageSize=1')).json() as { id: string }[];
    expect((await send('PUT', '/campaign/status', { id: active.id, status: 'paused' })).statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
  });

  it('hands out cabinets and scopes frozen: no caller can change them for the next', () => {
    const { cabinets } = server.app.kabinet;
    const cabinet = cabinets.get(admin.cabinet.id)!;
    expect(Object.isFrozen(cabinet) && Object.isFrozen(cabinet.permissions)).toBe(true);
    const agencyCabinet = cabinets.all().find((c) => c.type === 'agency')!;
    expect(Object.isFrozen(cabinets.scope(agencyCabinet))).toBe(true);
  });
});
