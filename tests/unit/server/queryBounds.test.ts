// @vitest-environment node
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { MAX_QUERY_VALUES, QUERY_BOUND_MESSAGE } from '../../../server/queryBounds';
import { session, tempDir } from './helpers';

/**
 * Every query parameter of every route has a bounded number of values: the routes come from
 * Fastify's own list (a new route is walked at once), the parameters each one takes from what
 * its handler reads of the query, and each is sent an oversized list.
 */
const app = buildServer({ dataDir: tempDir(), seed: true });
const routes: RouteOptions[] = [];
app.addHook('onRoute', (route) => {
  routes.push(route);
});
/** Route → the query parameters its handler read (a Proxy over the parsed query records them). */
const taken = new Map<string, Set<string>>();
let recording = false;
app.addHook('preHandler', async (req) => {
  if (!recording) return;
  const key = `${req.method} ${req.routeOptions.url}`;
  const names = taken.get(key) ?? new Set<string>();
  taken.set(key, names);
  req.query = new Proxy(req.query as object, {
    get(target, name, receiver) {
      if (typeof name === 'string') names.add(name);
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
});
await app.ready();
afterAll(() => app.close());

const admin = await session(app, 'admin', 'admin');
const ctx = app.kabinet;
const ssp = ctx.store.all('ssp')[0].id;
const campaign = ctx.store.all('campaign')[0].id;
/** A value each parameter takes, so a list of them reaches the work it asks for. */
const sample = (name: string) =>
  name === 'ssps' || name === 'ssp' ? ssp : name === 'groupBy' ? 'day,ssp' : name === 'statistics' ? 'true' : campaign;
/**
 * Path parameters filled with a record the route knows (a real campaign, SSP or schema) for the
 * reads; the writes name no record, so that the walk changes nothing and ends no session.
 */
const pathOf = (url: string, method: string) =>
  method === 'GET'
    ? url
        .replace(':schema', 'campaign')
        .replace(/:(sysname|sspSysname)/, ssp)
        .replace(/:[A-Za-z]+/g, campaign)
    : url.replace(/:[A-Za-z]+/g, '0'.repeat(24));

const walked = routes.filter((r) => !String(r.url).includes('*') && r.method !== 'HEAD');
const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]) as string[];

describe('query parameters', () => {
  // Seconds of work on a busy machine: every read route runs once (the reports fill their facts).
  it('are each refused past the bound, in Russian, or answered with a bounded page', { timeout: 240_000 }, async () => {
    recording = true;
    // What each read takes of the query (the writes are sent oversized lists below, not probed).
    for (const r of walked)
      if (methodsOf(r).includes('GET'))
        await app.inject({ url: `${pathOf(r.url, 'GET')}?statistics=true`, headers: admin.headers });
    recording = false;
    const names = new Set([...taken.values()].flatMap((s) => [...s]));
    // What the sweep is about is among what the handlers read.
    for (const name of ['ids', 'ssps', 'groupBy', 'accounts', 'campaigns']) expect(names).toContain(name);

    const oversized = MAX_QUERY_VALUES * 2;
    const unbounded: string[] = [];
    for (const r of walked)
      for (const method of methodsOf(r)) {
        const params = new Set([...(taken.get(`${method} ${r.url}`) ?? []), 'ids']);
        for (const name of params) {
          const others = [...params].filter((p) => p !== name && ['statistics', 'groupBy'].includes(p));
          const query = new URLSearchParams([
            ...others.map((p) => [p, sample(p)]),
            [name, Array(oversized).fill(sample(name)).join(',')],
          ]);
          const res = await app.inject({
            method: method as 'GET',
            url: `${pathOf(r.url, method)}?${query}`,
            headers: admin.headers,
          });
          const rows = res.statusCode === 200 && res.body.startsWith('[') ? (res.json() as unknown[]).length : 0;
          const bounded =
            res.statusCode === 400
              ? res.json().errors?.[`/${name}`] === QUERY_BOUND_MESSAGE(MAX_QUERY_VALUES)
              : res.statusCode === 200 && res.body.length < 1_000_000 && rows <= MAX_QUERY_VALUES;
          if (!bounded) unbounded.push(`${method} ${r.url} ${name}: ${res.statusCode}, ${res.body.length} bytes`);
        }
      }
    expect(unbounded).toEqual([]);
  });

  it('take a list up to the bound', async () => {
    const ids = ctx.store
      .all('campaign')
      .slice(0, MAX_QUERY_VALUES)
      .map((c) => c.id);
    const res = await app.inject({ url: `/v2/campaigns?ids=${ids.join(',')}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(ids.length);
  });
});
