/**
 * `npm run bench -- probe`: the attack probe of the reference API, reproducible. On a temp copy of
 * the demo data it signs in every demo login in every cabinet it holds, two users an admin creates
 * (in an agency and in another agency's account, their cabinets given every permission) and
 * nobody, then sends (a) every route of the API, from Fastify's own route list, as every actor,
 * with ids of its own and other tenants' records in the path, the query and the body; (b) bad
 * inputs per route (wrong types, oversized strings and lists, malformed JSON and multipart, bidi
 * names, negative, tiny and huge amounts), as the admin and as the agency's new user; (c) write
 * bursts with the server killed (SIGKILL) mid-burst, then a restart. It prints routes × actors,
 * the bad inputs sent, every 5xx (route and answer shape), every read or write that crossed
 * tenancy, and the acknowledged writes lost. Budgets: 0, 0 and 0. (a) and (b) run in process
 * (Fastify's inject: the same handlers, no sockets), (c) on a real process. `--parts=a,c` runs
 * only those parts (a fix checked again without the rest).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildServer } from '../server/app';
import { QUICK, report } from './lib/report';
import { signInActors } from './probe/actors';
import { sweepBadInputs } from './probe/badInputs';
import { killBurst } from './probe/killBurst';
import { routesOf } from './probe/routes';
import { sweepTenancy } from './probe/tenancy';

const parts = (process.argv.find((a) => a.startsWith('--parts='))?.slice(8) ?? 'a,b,c').split(',');
const load = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
console.log(`uptime: ${load()}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-probe-'));
const app = buildServer({ dataDir, seed: true });
const list: RouteOptions[] = [];
app.addHook('onRoute', (route) => {
  list.push(route);
});
await app.ready();
const routes = routesOf(list);
const actors = await signInActors(app);
console.log(`${routes.length} routes, ${actors.length} actors (${actors.map((a) => a.name).join('; ')})`);

const tenancy = await sweepTenancy(
  app,
  routes,
  QUICK ? actors.filter((a, i) => i < 4 || a.login?.startsWith('probe')) : actors,
);
console.log(`(a) ${tenancy.combinations} route × method × actor combinations, ${tenancy.requests} requests`);
const badActors = actors.filter(
  (a) => (a.login === 'admin' && a.cabinet?.type === 'admin') || a.login === 'probe.user1',
);
const bad = parts.includes('b') ? await sweepBadInputs(app, routes, badActors) : { sent: 0, errors: [] };
console.log(`(b) ${bad.sent} bad inputs as ${badActors.map((a) => a.name).join(', ')}`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const burst = parts.includes('c')
  ? await killBurst(QUICK ? 1 : 4, QUICK ? 20 : 60)
  : { kills: 0, acknowledged: 0, lost: 0 };
console.log(`(c) ${burst.kills} kills mid-burst, ${burst.acknowledged} acknowledged writes, ${burst.lost} lost`);

const errors = [...tenancy.errors, ...bad.errors];
const byRequest = new Map<string, { count: number; status: number; shape: string; actor: string }>();
for (const e of errors) {
  const seen = byRequest.get(e.request);
  if (seen) seen.count++;
  else byRequest.set(e.request, { count: 1, status: e.status, shape: e.shape, actor: e.actor });
}
for (const [request, e] of byRequest) console.log(`5xx  ${e.status} ${request} ×${e.count} as ${e.actor}: ${e.shape}`);
for (const crossing of tenancy.crossings) console.log(`crossing  ${crossing}`);
console.log(`uptime: ${load()}`);

report(
  'probe',
  [
    { name: 'route × actor combinations', value: tenancy.combinations, unit: '', budget: '—', pass: true },
    { name: 'bad inputs sent', value: bad.sent, unit: '', budget: '—', pass: true },
    { name: '5xx answers', value: errors.length, unit: '', budget: '= 0', pass: errors.length === 0 },
    {
      name: 'reads or writes across tenancy',
      value: tenancy.crossings.length,
      unit: '',
      budget: '= 0',
      pass: tenancy.crossings.length === 0,
    },
    {
      name: 'acknowledged writes lost after kill -9',
      value: burst.lost,
      unit: `of ${burst.acknowledged}`,
      budget: '= 0',
      pass: burst.lost === 0,
    },
  ],
  { routes: routes.length, actors: actors.length, errors: [...byRequest.keys()], crossings: tenancy.crossings },
);
process.exitCode = errors.length || tenancy.crossings.length || burst.lost ? 1 : 0;
