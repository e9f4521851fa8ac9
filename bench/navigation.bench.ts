/**
 * Warm navigation (docs/performance.md#navigation): where an operator waits all day, the console
 * against the stock react-admin app (bench/stockAdmin/: <List> + <DataTable>, <Edit> +
 * <SimpleForm> of the campaign's fields with stock inputs, Vite's default build), same reference
 * API, same demo data, headless Chromium. Each run opens a fresh browser context per app (the two
 * apps alternating), loads the campaigns list once (the HTTP cache is then warm, as on any morning
 * after the first) and times four steps in the page itself (performance.now(), from the user's act
 * to the first frame that shows the result):
 *
 * - repeat visit: the campaigns list reloaded → 25 rows with their reference names;
 * - menu → list: on another list (the groups'), loaded and idle for a moment as an operator's eye
 *   would leave it, a click on «Кампании» in the side menu → 25 rows with their reference names;
 * - row → form: a click on the first row → the edit form filled with its name and accepting input;
 * - save → list: the name changed and saved → the list showing the new name. The stock app goes
 *   back to its list on a save (react-admin's default); the console stays on the form, so its
 *   figure is the save's wait plus the wait after a click on «Кампании».
 *
 * Desktop and a 4× CPU slowdown (DevTools' throttling), RUNS runs each, medians. Budget: each step
 * ≤ 0.8 × stock in the same run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch } from './lib/browser';
import { startChild, stopChild } from './lib/child';
import { buildConsole, buildStock, ratioOf, signIn, type Session } from './lib/lighthouse';
import { median, QUICK, report, type Figure } from './lib/report';
import { CABINET_KEY, TOKEN_KEY } from '../src/providers/storage';

const RUNS = QUICK ? 1 : 7;
const BUDGET = 0.8;
const MODES = [
  { name: 'desktop', cpu: 1 },
  { name: '4× CPU', cpu: 4 },
] as const;
const STEPS = ['repeat visit', 'menu → list', 'row → form', 'save → list'] as const;
type Step = (typeof STEPS)[number];
const APPS = ['console', 'stock'] as const;
type App = (typeof APPS)[number];
/** How long the other list is left idle before the click: an operator reads a screen before moving on. */
const IDLE_MS = 1000;
const TIMEOUT_MS = 60_000;

interface AppPaths {
  list: string;
  other: string;
  /** The side menu's link to the campaigns list. */
  menuLink: string;
}

/** The first page both apps show (25 campaigns sorted by name) and the names of what they reference. */
interface FirstPage {
  id: string;
  names: string[];
  references: string[];
}

async function firstPage(session: Session): Promise<FirstPage> {
  const headers = { authorization: `Bearer ${session.token}`, cabinet: session.cabinet, accept: 'application/json' };
  const get = async <T>(url: string): Promise<T> =>
    (await (await fetch(`${session.origin}${url}`, { headers })).json()) as T;
  const rows = await get<{ id: string; name: string; accountId: string; groupId?: string }[]>(
    '/v2/campaigns?page=1&pageSize=25&sort=name&order=asc',
  );
  if (rows.length !== 25) throw new Error(`the API gave ${rows.length} campaigns, not 25`);
  const labels = async (schema: string, ids: string[]) =>
    ids.length
      ? (
          await get<{ name: string }[]>(
            `/v2/labels/${schema}?ids=${[...new Set(ids)].join(',')}&pageSize=${ids.length}`,
          )
        ).map((l) => l.name)
      : [];
  const accounts = await labels(
    'account',
    rows.map((r) => r.accountId),
  );
  const groups = await labels(
    'group',
    rows.flatMap((r) => (r.groupId ? [r.groupId] : [])),
  );
  return { id: rows[0].id, names: rows.map((r) => r.name), references: [...accounts, ...groups] };
}

/**
 * Clicks what `selector` finds (when given) and resolves with the milliseconds until the first
 * animation frame at which the table shows `texts` in 25 rows, or the form's name input holds
 * `name` and is enabled. Measured in the page, so the driver's round trips are in no figure.
 */
function timed(page: Page, selector: string | null, until: { texts?: string[]; name?: string }): Promise<number> {
  return page.evaluate(
    ({ selector, until, timeout }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        if (selector) {
          const target = document.querySelector<HTMLElement>(selector);
          if (!target) return reject(new Error(`nothing matches ${selector}`));
          target.click();
        }
        requestAnimationFrame(function frame() {
          let shown: boolean;
          if (until.texts) {
            const body = document.querySelector('tbody');
            const text = body?.querySelectorAll('tr').length === 25 ? (body.textContent ?? '') : null;
            shown = text !== null && until.texts.every((t) => text.includes(t));
          } else {
            const input = document.querySelector<HTMLInputElement>('input[name="name"]');
            shown = !!input && input.value === until.name && !input.disabled && !input.readOnly;
          }
          if (shown) resolve(performance.now() - (selector ? started : 0));
          else if (performance.now() - started > timeout) reject(new Error(`not shown in ${timeout} ms`));
          else requestAnimationFrame(frame);
        });
      }),
    { selector, until, timeout: TIMEOUT_MS },
  );
}

/** Waits (untimed) until the save has been answered and the console's form is at rest again. */
async function waitSaved(page: Page, app: App, name: string): Promise<void> {
  if (app === 'stock') return;
  await page.waitForFunction(
    (n) => {
      const button = document.querySelector<HTMLButtonElement>('button[type="submit"]');
      const input = document.querySelector<HTMLInputElement>('input[name="name"]');
      // Saved: the form took the server's record (pristine again, so the save button rests).
      return !!button && button.disabled && !button.querySelector('[role="progressbar"]') && input?.value === n;
    },
    name,
    { timeout: TIMEOUT_MS, polling: 'raf' },
  );
}

/** The console's side menu shows group rails; the campaigns' link is in the «Управление» group. */
async function showMenuLink(page: Page, app: App, link: string): Promise<void> {
  if (app === 'stock' || (await page.locator(link).isVisible())) return;
  const expand = page.locator('button[aria-label="Развернуть меню"]');
  if (await expand.isVisible()) await expand.click();
  if (!(await page.locator(link).isVisible())) await page.locator('[role="button"][aria-label="Управление"]').click();
  await page.locator(link).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
}

async function oneRun(
  browser: Browser,
  session: Session,
  app: App,
  paths: AppPaths,
  cpu: number,
  expected: FirstPage,
  rename: { from: string; to: string },
): Promise<Record<Step, number>> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // tsx names the functions this file hands to the page with a __name() the page lacks (a string, so tsx leaves it alone).
  await context.addInitScript('globalThis.__name = (f) => f;');
  await context.addInitScript(
    ([token, cabinet, tokenKey, cabinetKey]) => {
      localStorage.setItem(tokenKey, token);
      sessionStorage.setItem(cabinetKey, cabinet);
    },
    [session.token, session.cabinet, TOKEN_KEY, CABINET_KEY],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const listTexts = [rename.from, ...expected.names.slice(1), ...expected.references];
  try {
    const took = {} as Record<Step, number>;
    // The first visit fills the HTTP cache; the reload is the morning's repeat visit.
    await page.goto(paths.list);
    await timed(page, null, { texts: listTexts });
    await page.reload({ waitUntil: 'commit' });
    took['repeat visit'] = await timed(page, null, { texts: listTexts });

    await page.goto(paths.other);
    await page.locator('tbody tr').first().waitFor();
    await showMenuLink(page, app, paths.menuLink);
    await page.waitForTimeout(IDLE_MS);
    took['menu → list'] = await timed(page, paths.menuLink, { texts: listTexts });

    took['row → form'] = await timed(page, 'tbody tr:first-child td.column-name', { name: rename.from });

    await page.locator('input[name="name"]').fill(rename.to);
    const shown = { texts: [rename.to] };
    if (app === 'stock') took['save → list'] = await timed(page, 'button[type="submit"]', shown);
    else {
      const save = await page.evaluate(() => {
        const started = performance.now();
        document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
        return started;
      });
      await waitSaved(page, app, rename.to);
      // The save's wait ends at the frame the form rests again; a rAF-polled wait sees it within a frame.
      const saved = await page.evaluate(() => performance.now());
      await showMenuLink(page, app, paths.menuLink);
      took['save → list'] = saved - save + (await timed(page, paths.menuLink, shown));
    }
    return took;
  } finally {
    await context.close();
  }
}

console.log('building the console and the stock app…');
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-dist-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-nav-'));
buildConsole(distDir);
await buildStock(distDir);
const server = await startChild('bench/lib/apiServer.ts', ['console', dataDir, distDir]);
const browser = await launch();
try {
  const session = await signIn(`http://127.0.0.1:${server.port}`);
  const expected = await firstPage(session);
  const cabinet = `${session.origin}/${session.cabinet}`;
  const paths: Record<App, AppPaths> = {
    console: {
      list: `${cabinet}/management/campaigns`,
      other: `${cabinet}/management/campaigns/groups`,
      menuLink: `a[href="/${session.cabinet}/management/campaigns"]`,
    },
    stock: {
      list: `${session.origin}/stock/index.html#/campaigns`,
      other: `${session.origin}/stock/index.html#/groups`,
      menuLink: 'a[href="#/campaigns"]',
    },
  };
  const base = expected.names[0];
  let current = base;
  let edits = 0;
  const results: Record<string, Record<App, Record<Step, number>[]>> = {};
  for (const mode of MODES) {
    results[mode.name] = { console: [], stock: [] };
    // One warm-up run each, in no figure: the server's first answers and chromium's caches.
    for (let run = -1; run < RUNS; run++) {
      for (const app of run % 2 ? [...APPS].reverse() : APPS) {
        // The first row keeps its place: the new name is the old one with a number after it.
        const rename = { from: current, to: `${base} ${++edits}` };
        const steps = await oneRun(browser, session, app, paths[app], mode.cpu, expected, rename);
        current = rename.to;
        if (run >= 0) results[mode.name][app].push(steps);
      }
      if (run >= 0) console.log(`${mode.name}: run ${run + 1}/${RUNS} done (load ${os.loadavg()[0].toFixed(1)})`);
    }
  }

  const figures: Figure[] = [];
  for (const mode of MODES) {
    for (const step of STEPS) {
      const of = (app: App) => median(results[mode.name][app].map((r) => r[step]));
      const value = of('console');
      const baseline = of('stock');
      const ratio = ratioOf(value, baseline);
      figures.push({
        name: `${mode.name} ${step}, median`,
        value,
        unit: 'ms',
        baseline,
        ratio,
        budget: `≤ ${BUDGET.toFixed(1)} × stock react-admin`,
        pass: ratio <= BUDGET,
        note: `console ${results[mode.name].console.map((r) => r[step].toFixed(0)).join(', ')}; stock ${results[mode.name].stock.map((r) => r[step].toFixed(0)).join(', ')}`,
      });
    }
  }
  process.exitCode = report('navigation', figures, { runs: RUNS }) ? 0 : 1;
} finally {
  await browser.close();
  await stopChild(server.child);
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
