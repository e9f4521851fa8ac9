/**
 * The list rendering budget (docs/performance.md): the console's generated campaigns list (500 rows × 8 columns) against the same
 * list written by hand with react-admin's <List><DataTable>, both production-built into one temp
 * dir and opened side by side in headless Debian chromium, alternating, several runs each:
 * navigation start → all 500 rows in the DOM with their references shown (median).
 * Budget: generated ≤ 1.05 × hand-written; select-all on 500 rows ≤ 0.6 × hand-written.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { buildEntries, launch, serveDir } from './lib/browser';
import { median, QUICK, report } from './lib/report';

const RUNS = QUICK ? 3 : 9;
const APPS = {
  generated: 'bench/listRender/generated.html',
  handwritten: 'bench/listRender/handwritten.html',
} as const;
type App = keyof typeof APPS;

/** ms from navigation start to the complete list (bench/listRender/done.ts). */
async function renderTime(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => window.__listDone !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__listDone!);
}

/**
 * ms from a click on the header checkbox to every row checked, painted (next frame), half a second
 * after the pointer came over the table. Page code as
 * text: tsx would wrap named functions in a helper the page does not have.
 */
const SELECT_ALL = `(async () => {
  const all = document.querySelector('thead input[type="checkbox"]');
  const rows = [...document.querySelectorAll('tbody input[type="checkbox"]')];
  const start = performance.now();
  all.click();
  while (!rows.every((r) => r.isConnected && r.checked)) await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  return performance.now() - start;
})()`;
const selectAllTime = (page: Page): Promise<number> => page.evaluate(SELECT_ALL);

console.log('building both apps…');
const dir = await buildEntries(APPS);
const server = await serveDir(dir);
const browser = await launch();
try {
  const times: Record<App, number[]> = { generated: [], handwritten: [] };
  const selects: Record<App, number[]> = { generated: [], handwritten: [] };
  // One warm-up of each (disk cache, chromium's code cache), then alternate.
  for (let run = -1; run < RUNS; run++) {
    for (const app of (run % 2 ? ['generated', 'handwritten'] : ['handwritten', 'generated']) as App[]) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const t = await renderTime(page, `${server.url}/${APPS[app]}`);
      // Select-all as a user meets it: the pointer comes over the table (the console then asks for
      // its selection buttons' modules) and reaches the header checkbox half a second later.
      await page.hover('tbody');
      await page.waitForTimeout(500);
      const s = await selectAllTime(page);
      if (run >= 0) {
        times[app].push(t);
        selects[app].push(s);
      }
      await context.close();
    }
  }
  const gen = median(times.generated);
  const hand = median(times.handwritten);
  const sel = median(selects.generated);
  const selHand = median(selects.handwritten);
  const ok = report(
    'listRender',
    [
      {
        name: 'list 500×8: navigation → all rows',
        value: gen,
        unit: 'ms',
        baseline: hand,
        ratio: gen / hand,
        budget: '≤ 1.05 × hand-written',
        pass: gen / hand <= 1.05,
      },
      // Against the hand-written list in the same run: its absolute time follows the machine's load.
      {
        name: 'select-all, 500 rows',
        value: sel,
        unit: 'ms',
        baseline: selHand,
        ratio: sel / selHand,
        budget: '≤ 0.6 × hand-written',
        pass: sel / selHand <= 0.6,
      },
    ],
    { runs: RUNS, times, selects },
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
