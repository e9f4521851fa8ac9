// @vitest-environment node
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededApi, startServer, tempDir } from './helpers';

const { server, admin, agency, viewer, get, send } = await seededApi();

interface Line {
  id: string;
  sysname: string;
  time: string;
  code: string;
  message: string;
  count: number;
}
const lines = async (query: string, headers = admin.headers) => {
  const res = await get(`/v2/ssp-errors${query}`, headers);
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Line[], total: Number(res.headers['x-pagination-total']), res };
};

describe('GET /v2/ssp-errors: the error log of every SSP', () => {
  it('lists the errors of all SSPs newest first, paged by the server', async () => {
    const { rows, total, res } = await lines('?page=1&pageSize=30');
    expect(rows).toHaveLength(30);
    expect(res.headers['x-pagination-page-size']).toBe('30');
    // kadr_video alone has 57 lines; the others add theirs
    expect(total).toBeGreaterThan(57);
    expect(new Set(rows.map((r) => r.sysname)).size).toBeGreaterThan(1);
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => r.time)].sort().reverse());
    const next = await lines('?page=2&pageSize=30');
    expect(next.rows[0].time <= rows[29].time).toBe(true);
    expect(next.rows.some((r) => rows.some((o) => o.id === r.id))).toBe(false);
  });

  it('filters by SSP (comma = any of), code and period', async () => {
    const one = await lines('?sysname=kadr_video&pageSize=100');
    expect(one.total).toBe(57);
    expect(one.rows.every((r) => r.sysname === 'kadr_video')).toBe(true);
    const two = await lines('?sysname=kadr_video,mediapotok&pageSize=1');
    expect(two.total).toBe(57 + (await lines('?sysname=mediapotok')).total);

    const timeouts = await lines('?code=timeout&pageSize=1000');
    expect(timeouts.total).toBeGreaterThan(0);
    expect(timeouts.rows.every((r) => r.code === 'timeout')).toBe(true);

    const all = (await lines('?pageSize=1000')).rows;
    const from = all[Math.floor(all.length / 2)].time;
    const to = all[5].time;
    const inPeriod = await lines(`?startTimeISO=${from}&endTimeISO=${to}&pageSize=1000`);
    // An instant as the end bound is included (a date as the end includes its whole day).
    const expected = all.filter((r) => r.time >= from && r.time <= to);
    expect(inPeriod.total).toBe(expected.length);
    expect(inPeriod.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('answers a bad period with a Russian field error, not a 500', async () => {
    const bad = await get('/v2/ssp-errors?startTimeISO=вчера');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/startTimeISO']).toMatch(/ГГГГ-ММ-ДД/);
    const reversed = await get('/v2/ssp-errors?startTimeISO=2025-03-10&endTimeISO=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors['/endTimeISO']).toBe('Окончание периода раньше начала');
  });

  it('reads one line by id and refuses every write', async () => {
    const [first] = (await lines('?pageSize=1')).rows;
    expect((await get(`/v2/ssp-errors/${first.id}`)).json()).toMatchObject({ id: first.id, sysname: first.sysname });
    for (const [method, url] of [
      ['POST', '/v2/ssp-errors'],
      ['PATCH', `/v2/ssp-errors/${first.id}`],
      ['DELETE', `/v2/ssp-errors/${first.id}`],
    ] as const) {
      const res = await send(method, url, {
        sysname: 'kadr_video',
        time: '2025-03-01T00:00:00Z',
        code: 'timeout',
        message: 'x',
        count: 1,
      });
      expect(res.statusCode).toBe(405);
      expect(res.json().message).toMatch(/^Ошибки SSP записывает платформа/);
    }
  });

  it('needs the ssp permission: agency and viewer cabinets are refused', async () => {
    expect((await get('/v2/ssp-errors', agency.headers)).statusCode).toBe(403);
    expect((await get('/v2/ssp-errors', viewer.headers)).statusCode).toBe(403);
    expect((await server.app.inject({ url: '/v2/ssp-errors' })).statusCode).toBe(401);
  });

  it('names the codes in Russian in the sspErrorCodes dictionary', async () => {
    const dict = (await get('/dictionary/constants?dict=sspErrorCodes')).json() as { id: string; name: string }[];
    const codes = new Set((await lines('?pageSize=1000')).rows.map((r) => r.code));
    for (const code of codes) expect(dict.find((d) => d.id === code)?.name).toMatch(/[а-яё]/i);
  });
});

describe('data dirs from before the log was a schema', () => {
  it('move the ssp_errors table into the records once, owned like their SSP', async () => {
    const dir = tempDir();
    const first = await startServer({ dataDir: dir });
    const ssp = first.app.kabinet.store.get('ssp', 'mediapotok')!;
    await first.app.close();
    const db = new Database(path.join(dir, 'kabinet.db'));
    db.exec(`CREATE TABLE ssp_errors (id TEXT PRIMARY KEY, sysname TEXT NOT NULL, time TEXT NOT NULL, code TEXT NOT NULL, message TEXT NOT NULL, count INTEGER NOT NULL DEFAULT 1);
      INSERT INTO ssp_errors VALUES ('old1', 'mediapotok', '2030-01-01T00:00:00.000Z', 'no_price', 'Старая ошибка', 3)`);
    db.close();
    const again = await startServer({ dataDir: dir });
    const moved = again.app.kabinet.store.get('sspError', 'old1');
    expect(moved).toMatchObject({
      cabinetId: ssp.cabinetId,
      data: { sysname: 'mediapotok', code: 'no_price', message: 'Старая ошибка', count: 3 },
    });
    expect(again.app.kabinet.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'ssp_errors'").get()).toBeUndefined();
    await again.app.close();
  });
});
