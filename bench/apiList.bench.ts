/**
 * The reference API's list budget (docs/performance.md): with 100 000 campaigns, a filtered, sorted list page as the console asks
 * for it (Bearer + Cabinet, ?page&pageSize=25&sort=name&order&status=…) under 32 concurrent
 * autocannon clients for a fixed time, against a bare Fastify route answering the same pages from
 * memory, measured in alternating rounds in one run (these machines are noisy: the ratio counts).
 * Both servers run in a child process of their own; autocannon runs here.
 * Budget: p99 < 50 ms and at least 30% of the bare route's requests per second.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
type Result = Awaited<ReturnType<typeof autocannon>>;
import { BIG_CAMPAIGNS, bigDatabase } from './lib/bigDb';
import { startChild, stopChild } from './lib/child';
import { QUICK, report } from './lib/report';

const CONNECTIONS = 32;
const SECONDS = QUICK ? 3 : 10;
const ROUNDS = QUICK ? 1 : 2;

/** The console's list calls: run-status filters, name sort both ways, the first pages. */
const URLS = ['active', 'active,paused', 'paused', 'stopped,paused'].flatMap((status, i) =>
  [1, 2, 3, 4, 5].map(
    (page) =>
      `/v2/campaigns?page=${page}&pageSize=25&sort=name&order=${i % 2 ? 'desc' : 'asc'}&status=${encodeURIComponent(status)}`,
  ),
);

async function json(port: number, url: string, init?: RequestInit): Promise<{ body: unknown; total: string | null }> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return { body: await res.json(), total: res.headers.get('x-pagination-total') };
}

function load(port: number, headers: Record<string, string>): Promise<Result> {
  let n = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    // Each request takes the next URL: pages and filters rotate as in a working console.
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: URLS[n++ % URLS.length] }) }],
  });
}

console.log(`building ${BIG_CAMPAIGNS} campaigns…`);
const dataDir = await bigDatabase(BIG_CAMPAIGNS);
const pagesFile = path.join(dataDir, 'pages.json');
try {
  const ref = await startChild('bench/lib/apiServer.ts', ['reference', dataDir]);
  const { token } = (
    await json(ref.port, '/v2/users/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'admin' }),
    })
  ).body as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const cabinets = (await json(ref.port, '/v2/users/cabinets', { headers: auth })).body as {
    id: string;
    cabinetType: string;
  }[];
  const headers = { ...auth, cabinet: cabinets.find((c) => c.cabinetType === 'admin')!.id };
  const pages: Record<string, [string, unknown]> = {};
  for (const url of URLS) {
    const { body, total } = await json(ref.port, url, { headers });
    if (!Array.isArray(body) || body.length !== 25) throw new Error(`${url}: expected a page of 25`);
    pages[url] = [total ?? '0', body];
  }
  fs.writeFileSync(pagesFile, JSON.stringify(pages));
  const bare = await startChild('bench/lib/apiServer.ts', ['bare', dataDir, pagesFile]);

  const ours: Result[] = [];
  const base: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(await load(ref.port, headers));
    base.push(await load(bare.port, headers));
  }
  await stopChild(ref.child);
  await stopChild(bare.child);

  const failures = [...ours, ...base].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  // Worst round of each side: a p99 budget is about the bad moments.
  const rps = (rs: Result[]) => rs.reduce((s, r) => s + r.requests.average, 0) / rs.length;
  const p = (rs: Result[], k: 'p50' | 'p99') => Math.max(...rs.map((r) => r.latency[k]));
  const ratio = rps(ours) / rps(base);
  const ok = report(
    'apiList',
    [
      {
        name: 'list page throughput',
        value: rps(ours),
        unit: 'req/s',
        baseline: rps(base),
        ratio,
        budget: '≥ 0.30 × bare Fastify',
        pass: ratio >= 0.3 && failures === 0,
        note: failures ? `${failures} failed requests` : undefined,
      },
      {
        name: 'list page p99 (32 clients)',
        value: p(ours, 'p99'),
        unit: 'ms',
        baseline: p(base, 'p99'),
        budget: '< 50 ms',
        pass: p(ours, 'p99') < 50,
      },
      {
        name: 'list page p50 (32 clients)',
        value: p(ours, 'p50'),
        unit: 'ms',
        baseline: p(base, 'p50'),
        budget: 'reported',
        pass: true,
      },
    ],
    { campaigns: BIG_CAMPAIGNS, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, urls: URLS.length },
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
