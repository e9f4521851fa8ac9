/**
 * The Lighthouse budgets (docs/performance.md), as a comparison in one run: the console's campaigns
 * list of a signed-in admin against a stock react-admin app (bench/stockAdmin/: <List> +
 * <DataTable>, Vite's default build) showing the same 25 campaigns from the same reference API,
 * which serves both over the demo data. Lighthouse 12 drives Debian chromium, desktop and mobile
 * presets, the two apps alternating, 5 runs each; medians. A guard against regressions of the
 * first visit (docs/performance.md#phone-lcp says why it is no ambition): on the phone and the
 * desktop alike, the console's LCP ≤ 1.3 × the stock app's, its TBT ≤ 0.5 ×, CLS ≤ 0.05; the
 * scores are printed beside them. A shared machine's load moves both apps alike, and an absolute
 * score with them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM } from './lib/browser';
import { startChild, stopChild } from './lib/child';
import {
  buildConsole,
  buildStock,
  lighthouseRun,
  ratioOf,
  signedInPage,
  signIn,
  type LighthouseRun,
  type Preset,
  type Session,
} from './lib/lighthouse';
import { median, QUICK, report, type Figure } from './lib/report';

const RUNS = QUICK ? 1 : 5;
const APPS = ['console', 'stock'] as const;
type App = (typeof APPS)[number];
/** The console's ratio to the stock app each figure may not exceed, on either preset. */
const MAX_RATIO = { lcp: 1.3, tbt: 0.5 } as const;

/** Both apps must show the same first page: the 25 campaigns the API sorts first by name. */
async function checkSameRows(browser: Browser, session: Session, urls: Record<App, string>): Promise<void> {
  const answer = await fetch(`${session.origin}/v2/campaigns?page=1&pageSize=25&sort=name&order=asc`, {
    headers: { authorization: `Bearer ${session.token}`, cabinet: session.cabinet, accept: 'application/json' },
  });
  const names = ((await answer.json()) as { name: string }[]).map((c) => c.name);
  if (names.length !== 25) throw new Error(`the API gave ${names.length} campaigns, not 25`);
  for (const app of APPS) {
    const page = await signedInPage(browser, session);
    await page.goto(urls[app]);
    await page.waitForFunction(
      (n) => document.querySelectorAll('tbody tr').length === n,
      { timeout: 60_000 },
      names.length,
    );
    const text = await page.evaluate(() => document.querySelector('tbody')!.textContent ?? '');
    const missing = names.filter((name) => !text.includes(name));
    if (missing.length) throw new Error(`${app} does not show ${missing.join(', ')}`);
    await page.close();
  }
}

console.log('building the console and the stock app…');
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-dist-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-lh-'));
buildConsole(distDir);
await buildStock(distDir);
const server = await startChild('bench/lib/apiServer.ts', ['console', dataDir, distDir]);
const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
try {
  const session = await signIn(`http://127.0.0.1:${server.port}`);
  const urls: Record<App, string> = {
    console: `${session.origin}/${session.cabinet}/management/campaigns`,
    stock: `${session.origin}/stock/index.html#/campaigns`,
  };
  const expect: Record<App, string> = { console: '/management/campaigns', stock: '/stock/' };
  // Also the warm-up: the server's first answers and chromium's start are in no figure.
  await checkSameRows(browser, session, urls);

  const results: Record<Preset, Record<App, LighthouseRun[]>> = {
    mobile: { console: [], stock: [] },
    desktop: { console: [], stock: [] },
  };
  for (let run = 0; run < RUNS; run++) {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const app of run % 2 ? [...APPS].reverse() : APPS) {
        results[preset][app].push(await lighthouseRun(browser, session, urls[app], preset, expect[app]));
      }
    }
    console.log(`run ${run + 1}/${RUNS} done (load ${os.loadavg()[0].toFixed(1)})`);
  }

  const figures: Figure[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    const of = (app: App, key: keyof LighthouseRun) => median(results[preset][app].map((r) => r[key]));
    const scores = `scores: console ${of('console', 'score')} (${results[preset].console.map((r) => r.score).join(', ')}), stock ${of('stock', 'score')} (${results[preset].stock.map((r) => r.score).join(', ')})`;
    for (const [key, label] of [
      ['lcp', 'LCP'],
      ['tbt', 'TBT'],
    ] as const) {
      const value = of('console', key);
      const baseline = of('stock', key);
      const ratio = ratioOf(value, baseline);
      figures.push({
        name: `${preset} ${label}, median`,
        value,
        unit: 'ms',
        baseline,
        ratio,
        budget: `≤ ${MAX_RATIO[key].toFixed(1)} × stock react-admin`,
        pass: ratio <= MAX_RATIO[key],
        note: key === 'lcp' ? scores : undefined,
      });
    }
    figures.push({
      name: `${preset} CLS, median`,
      value: of('console', 'cls'),
      unit: '',
      baseline: of('stock', 'cls'),
      budget: '≤ 0.05',
      pass: of('console', 'cls') <= 0.05,
    });
  }
  const ok = report('lighthouse', figures, { runs: RUNS, results });
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await stopChild(server.child);
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
