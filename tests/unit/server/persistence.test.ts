// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { session, startServer, tempDir } from './helpers';

describe('storage', () => {
  it('data survive closing and reopening the server on the same dir, without a second seed', async () => {
    const first = await startServer();
    const admin = await session(first.app, 'admin', 'admin');
    const created = await first.app.inject({
      method: 'POST',
      url: '/v2/agencies/',
      headers: admin.headers,
      payload: { name: 'Новое агентство', serviceModel: 'selfService', currency: 'rub', inn: '1234567890' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const before = (await first.app.inject({ url: '/v2/accounts', headers: admin.headers })).headers[
      'x-pagination-total'
    ];
    await first.app.close();
    expect(fs.existsSync(path.join(first.dir, 'kabinet.db'))).toBe(true);

    const second = await startServer({ dataDir: first.dir });
    const again = await session(second.app, 'admin', 'admin');
    const record = (await second.app.inject({ url: `/v2/agencies/${id}`, headers: again.headers })).json();
    expect(record).toMatchObject({ id, name: 'Новое агентство', inn: '1234567890', version: 1 });
    expect(
      (await second.app.inject({ url: '/v2/accounts', headers: again.headers })).headers['x-pagination-total'],
    ).toBe(before);
    expect(again.cabinet.id).toBe(admin.cabinet.id);
    await second.app.close();
  });

  it('a schema that appears later gets its demo data on the next start', async () => {
    const schemasDir = tempDir();
    for (const f of fs.readdirSync('schemas').filter((f) => f !== 'account.schema.json')) {
      fs.copyFileSync(path.join('schemas', f), path.join(schemasDir, f));
    }
    const first = await startServer({ schemasDir });
    const count = (resource: string) =>
      (
        first.app.kabinet.db.prepare('SELECT count(*) AS n FROM records WHERE resource = ?').get(resource) as {
          n: number;
        }
      ).n;
    expect(count('account')).toBe(0);
    const agencies = count('agency');
    await first.app.close();

    const second = await startServer({ dataDir: first.dir });
    const { db } = second.app.kabinet;
    const n = (resource: string) =>
      (db.prepare('SELECT count(*) AS n FROM records WHERE resource = ?').get(resource) as { n: number }).n;
    expect(n('account')).toBeGreaterThanOrEqual(40);
    expect(n('agency')).toBe(agencies);
    await second.app.close();
  });

  it('the seed is deterministic: two fresh databases hold the same demo data', async () => {
    const dump = async () => {
      const s = await startServer({ dataDir: tempDir() });
      const { db } = s.app.kabinet;
      const rows = db.prepare('SELECT resource, id, cabinet_id, data FROM records ORDER BY rowid').all();
      const cabinets = db.prepare('SELECT * FROM cabinets ORDER BY rowid').all();
      await s.app.close();
      return { rows, cabinets };
    };
    const [a, b] = [await dump(), await dump()];
    expect(a).toEqual(b);
    const accounts = a.rows.filter((r) => (r as { resource: string }).resource === 'account');
    expect(accounts.length).toBeGreaterThanOrEqual(40);
  });
});
