/**
 * Where the phone's LCP goes: one Lighthouse run (mobile preset, or desktop with --desktop) of the console's campaigns list or
 * of the stock react-admin app, printing the simulation Lighthouse scores — every request and every
 * long main-thread task of its LCP graph, with simulated start and end (docs/performance.md, "Where
 * the phone's first row waits"). Lighthouse's own debug switch keeps the simulated timings.
 *
 *   npx tsx bench/lcpTimeline.ts console|stock [distDir] [--desktop]
 *
 * Without `distDir` both apps are built first (as bench/lighthouse.bench.ts builds them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM } from './lib/browser';
import { startChild, stopChild } from './lib/child';
import { buildConsole, buildStock, signedInPage, signIn } from './lib/lighthouse';

interface SimulatedNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize?: number };
}
type Timings = Map<SimulatedNode, { startTime: number; endTime: number }>;

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const [app = 'console', given] = args.filter((a) => a !== '--desktop');
if (app !== 'console' && app !== 'stock') throw new Error('usage: lcpTimeline.ts console|stock [distDir] [--desktop]');
process.env.LANTERN_DEBUG = '1';
const distDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-lcp-dist-'));
if (!given) {
  buildConsole(distDir);
  await buildStock(distDir);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-lcp-data-'));
const server = await startChild('bench/lib/apiServer.ts', ['console', dataDir, distDir]);
const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
try {
  const session = await signIn(`http://127.0.0.1:${server.port}`);
  const url =
    app === 'stock'
      ? `${session.origin}/stock/index.html#/campaigns`
      : `${session.origin}/${session.cabinet}/management/campaigns`;
  const page = await signedInPage(browser, session);
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
    desktop ? desktopConfig : undefined,
    page,
  );
  const lcp = result!.lhr.audits['largest-contentful-paint'].numericValue ?? NaN;
  console.log(
    `${app}${desktop ? ' (desktop)' : ''}: simulated LCP ${Math.round(lcp)} ms (load ${os.loadavg()[0].toFixed(1)})`,
  );
  const element = result!.lhr.audits['largest-contentful-paint-element'].details as
    { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = element?.items?.[0]?.items?.[0]?.node;
  if (node) console.log(`the largest element: ${node.snippet} «${node.nodeLabel}»`);
  const simulations = (Lantern.Simulation.Simulator as unknown as { allNodeTimings: Map<string, Timings> })
    .allNodeTimings;
  const timings = simulations.get('pessimisticLargestContentfulPaint')!;
  const ms = (n: number) => String(Math.round(n)).padStart(6);
  let cpu = 0;
  for (const [node, t] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
    const took = t.endTime - t.startTime;
    if (node.type === 'cpu') {
      cpu += took;
      if (took >= 40) console.log(`${ms(t.startTime)} ${ms(t.endTime)}  main thread ${Math.round(took)} ms`);
    } else {
      const { url: address, transferSize = 0 } = node.request!;
      const short = address.replace(session.origin, '').slice(0, 70);
      console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${(transferSize / 1024).toFixed(0).padStart(4)} KB  ${short}`);
    }
  }
  console.log(`main thread in the graph: ${Math.round(cpu)} ms (simulated)`);
} finally {
  await browser.close();
  await stopChild(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!given) fs.rmSync(distDir, { recursive: true, force: true });
}
