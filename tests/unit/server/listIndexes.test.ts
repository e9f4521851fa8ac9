// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery, type QueryInput } from '../../../server/listQuery';
import { RecordStore, type Scope } from '../../../server/store';
import { session, startServer, type TestServer } from './helpers';

/**
 * The list indexes (server/listIndexes.ts) and the plan the store picks with them must not
 * change a single answer: every list here is asked of the indexed store and of a store without
 * indexes (the planner's own way over the same database), and must come back the same.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.app.close();
});

const QUERIES: QueryInput[] = [
  { sort: 'name', order: 'asc' },
  { sort: 'name', order: 'desc', page: '2', pageSize: '10' },
  { status: 'active', sort: 'name', order: 'asc', page: '2', pageSize: '25' },
  { status: 'active,paused', sort: 'name', order: 'desc', page: '3', pageSize: '20' },
  { status: 'paused', sort: 'name', order: 'desc', page: '2', pageSize: '10' },
  { status: 'active', sort: 'createdAt', order: 'asc', pageSize: '1000' },
  { status: 'stopped', sort: 'createdAt', order: 'desc' },
  { status: 'paused', creativeType: 'video', sort: 'name', order: 'asc' },
  { sort: 'isBrandLift', order: 'desc', pageSize: '50' },
  { isBrandLift: 'true', sort: 'name', order: 'asc' },
  { status: 'active', search: 'окна', sort: 'name', order: 'asc' },
  { status: 'active' },
  { status: 'nothing-like-this', sort: 'name' },
];

describe('indexed lists', () => {
  it('answer like unindexed ones: rows, order and totals, for every scope', async () => {
    const { db, defs, set, store, cabinets } = server.app.kabinet;
    const plain = new RecordStore(db);
    const def = defs.get('campaign')!;
    const someAccount = store.all('campaign')[0].data.accountId as string;
    const owners = [...new Set(store.all('campaign').map((r) => r.cabinetId))].filter((c): c is string => !!c);
    const scopes: Scope[] = [null, [owners[0]], owners.slice(0, 3), cabinets.scope(cabinets.get(owners[0])!)];
    for (const raw of [...QUERIES, { accountId: someAccount, sort: 'name', order: 'asc' }]) {
      for (const scope of scopes) {
        const query = parseListQuery(def, raw, set.resolve);
        const indexed = store.list('campaign', query, scope);
        const unindexed = plain.list('campaign', query, scope);
        expect(indexed.total, JSON.stringify({ raw, scope })).toBe(unindexed.total);
        expect(
          indexed.rows.map((r) => r.id),
          JSON.stringify({ raw, scope }),
        ).toEqual(unindexed.rows.map((r) => r.id));
        expect(store.listRaw('campaign', query, scope).rows.map((r) => r.id)).toEqual(unindexed.rows.map((r) => r.id));
      }
    }
    // The lists above made their indexes, on first use only.
    const made = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'kb%campaign%'")
      .pluck()
      .all();
    expect(made).toEqual(
      expect.arrayContaining([
        'kbf_campaign_status',
        'kbs_campaign_name',
        'kbf_campaign_accountId',
        // One filtered value with a sort: a range of (value, key); several values: (key, value).
        'kbv_campaign_status__name',
        'kbp_campaign_name__status',
      ]),
    );
    expect(made).not.toContain('kbs_campaign_groupId');
  });

  it('reads a descending list as the ascending one backwards, ties included; pages join up into the whole list', () => {
    const { defs, set, store } = server.app.kabinet;
    const def = defs.get('campaign')!;
    const ids = (raw: QueryInput, pageSize?: number) => {
      const query = parseListQuery(def, raw, set.resolve);
      return store.listRaw('campaign', pageSize ? { ...query, pageSize } : query, null).rows.map((r) => r.id);
    };
    for (const [filter, sort] of [
      [{}, 'name'],
      [{ status: 'active' }, 'name'],
      [{ status: 'active,paused' }, 'name'],
      [{}, 'isBrandLift'],
    ] as const) {
      const asc = ids({ ...filter, sort, order: 'asc', pageSize: '1000' });
      expect(asc.length).toBeGreaterThan(5);
      expect(ids({ ...filter, sort, order: 'desc', pageSize: '1000' })).toEqual([...asc].reverse());
      // Page by page (rowids first, then their records) as in one page of them all.
      const pages = [1, 2, 3, 4].flatMap((page) =>
        ids({ ...filter, sort, order: 'asc', page: String(page), pageSize: '7' }),
      );
      expect(pages).toEqual(asc.slice(0, 28));
      // Exports ask for more than a page may hold (one statement, not rowids first).
      expect(ids({ ...filter, sort, order: 'asc' }, 1_000_000)).toEqual(asc);
    }
  });

  it('counts again after a write, from this connection or another', async () => {
    const admin = await session(server.app, 'admin', 'admin');
    const total = async () =>
      Number(
        (await server.app.inject({ url: '/v2/campaigns?status=paused', headers: admin.headers })).headers[
          'x-pagination-total'
        ],
      );
    const before = await total();
    const [first] = (
      await server.app.inject({ url: '/v2/campaigns?status=active&pageSize=1', headers: admin.headers })
    ).json();
    const res = await server.app.inject({
      method: 'PUT',
      url: '/campaign/status',
      headers: admin.headers,
      payload: { id: first.id, status: 'paused' },
    });
    expect(res.statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
    // A second connection (another process) writing the same file.
    const { db } = server.app.kabinet;
    const other = new RecordStore(new (db.constructor as new (file: string) => typeof db)(db.name));
    other.insert('campaign', 'f'.repeat(24), null, { name: 'Со стороны', status: 'paused' }, new Date().toISOString());
    expect(await total()).toBe(before + 2);
  });

  it('sends stored records exactly as the record itself reads', async () => {
    const admin = await session(server.app, 'admin', 'admin');
    const page = (
      await server.app.inject({ url: '/v2/campaigns?sort=name&order=asc&pageSize=30', headers: admin.headers })
    ).json();
    expect(page).toHaveLength(30);
    for (const record of page) {
      const one = (await server.app.inject({ url: `/v2/campaigns/${record.id}`, headers: admin.headers })).json();
      expect(record).toEqual(one);
      expect(Object.keys(record)).toEqual(Object.keys(one));
    }
  });
});
