/**
 * The reference API's list page against a bare Fastify route that returns the same page from
 * memory, measured side by side in one run (these machines are noisy: only the ratio counts).
 * Issue 7's budget: the real list keeps at least 30% of the bare route's throughput.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildServer } from '../server/app';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);
const URL = '/v2/campaigns?page=2&pageSize=25&sort=name&order=asc&status=active,paused';

async function throughput(send: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await send(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) await send();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return ROUNDS / seconds;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-'));
const app = buildServer({ dataDir: dir, seed: true });
await app.ready();
const token = (await app.inject({ method: 'POST', url: '/v2/users/sign-in', payload: { login: 'admin', password: 'admin' } })).json().token;
const cabinet = (await app.inject({ url: '/v2/users/cabinets', headers: { authorization: `Bearer ${token}` } })).json()
  .find((c: { cabinetType: string }) => c.cabinetType === 'admin').id;
const headers = { authorization: `Bearer ${token}`, cabinet };
const page = (await app.inject({ url: URL, headers })).json();

const bare = Fastify();
bare.get('/v2/campaigns', async (_req, reply) => {
  reply.header('x-pagination-total', '220');
  return page;
});
await bare.ready();

const ours = await throughput(() => app.inject({ url: URL, headers }));
const baseline = await throughput(() => bare.inject({ url: URL }));
console.log(`list page (${page.length} rows): reference API ${ours.toFixed(0)} req/s, bare Fastify from memory ${baseline.toFixed(0)} req/s`);
console.log(`ratio ${(ours / baseline).toFixed(2)} (budget ≥ 0.30)`);
await app.close();
await bare.close();
fs.rmSync(dir, { recursive: true, force: true });
