/**
 * The spreadsheet export budget (docs/performance.md): 100 000 × 12 cells written by the console's export (a web worker
 * streaming the file through fflate, src/export) against the npm `xlsx` 0.18.5 writing the same table, both
 * production-built and run alternately in headless Debian chromium, each run in a browser of its
 * own. Time: the write alone (the rows exist before). Memory: the peak resident memory of the
 * whole browser process tree during the write, above what it held just before (the worker's
 * memory counts: it lives in the renderer process).
 * Budget: time ≤ 1 × xlsx, peak memory ≤ 0.60 × xlsx.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { buildEntries, CHROMIUM, serveDir } from './lib/browser';
import { median, QUICK, report } from './lib/report';
import { treeRss } from './lib/treeRss';

const RUNS = QUICK ? 1 : 3;
const APPS = { ours: 'bench/spreadsheet/ours.html', sheetjs: 'bench/spreadsheet/sheetjs.html' } as const;
type App = keyof typeof APPS;

async function runOnce(url: string): Promise<{ ms: number; bytes: number; peak: number }> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const pid = server.process().pid!;
    const browser = await chromium.connect(server.wsEndpoint());
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__write === 'function', null, { timeout: 120_000 });
    await page.waitForTimeout(300);
    const before = treeRss(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRss(pid));
    }, 50);
    try {
      const result = await page.evaluate(() => window.__write!());
      peak = Math.max(peak, treeRss(pid));
      return { ...result, peak: peak - before };
    } finally {
      clearInterval(sampler);
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

console.log('building both writers…');
const dir = await buildEntries(APPS);
const files = await serveDir(dir);
try {
  const runs: Record<App, { ms: number; bytes: number; peak: number }[]> = { ours: [], sheetjs: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const app of (run % 2 ? ['ours', 'sheetjs'] : ['sheetjs', 'ours']) as App[]) {
      const result = await runOnce(`${files.url}/${APPS[app]}`);
      console.log(
        `  ${app}: ${result.ms.toFixed(0)} ms, peak +${(result.peak / 2 ** 20).toFixed(0)} MB, file ${(result.bytes / 2 ** 20).toFixed(1)} MB`,
      );
      runs[app].push(result);
    }
  }
  const ms = (app: App) => median(runs[app].map((r) => r.ms));
  const mb = (app: App) => median(runs[app].map((r) => r.peak)) / 2 ** 20;
  const ok = report(
    'spreadsheet',
    [
      {
        name: 'xlsx 100 000 × 12: write time',
        value: ms('ours'),
        unit: 'ms',
        baseline: ms('sheetjs'),
        ratio: ms('ours') / ms('sheetjs'),
        budget: '≤ 1 × xlsx 0.18.5',
        pass: ms('ours') <= ms('sheetjs'),
      },
      {
        name: 'xlsx 100 000 × 12: peak memory',
        value: mb('ours'),
        unit: 'MB',
        baseline: mb('sheetjs'),
        ratio: mb('ours') / mb('sheetjs'),
        budget: '≤ 0.60 × xlsx 0.18.5',
        pass: mb('ours') <= 0.6 * mb('sheetjs'),
      },
    ],
    { runs: RUNS, results: runs },
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await files.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
