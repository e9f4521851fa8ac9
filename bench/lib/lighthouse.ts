/**
 * What the Lighthouse benches share (bench/lighthouse.bench.ts, bench/mechanisms.bench.ts): the
 * console built as `npm run build` builds it (with some first-load mechanisms off, to measure
 * them), the stock react-admin app (bench/stockAdmin/), the reference API serving a build over the
 * demo data with a signed-in admin's session, and one Lighthouse run of a page on a first visit.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Browser } from 'puppeteer-core';
import { build } from 'vite';
import { BUDGETS, checkBudgets, type Manifest } from '../../scripts/bundleBudget';
import { precompressDir } from '../../scripts/vite/precompress';
import { CABINET_KEY, TOKEN_KEY } from '../../src/providers/storage';
import { ROOT } from './child';
import { gzipSync } from 'node:zlib';

export type Preset = 'desktop' | 'mobile';
export interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/**
 * `vite build` of the console into `outDir` in a process of its own, with the mechanisms named in
 * `disable` off (scripts/vite/switches.ts). With one off the build may break a size budget and
 * exit with an error after writing everything: the bench measures it all the same.
 */
export function buildConsole(outDir: string, disable: string[] = []): void {
  const run = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, KABINET_DISABLE: disable.join(',') },
    },
  );
  const written =
    fs.existsSync(path.join(outDir, '.vite', 'manifest.json')) && fs.existsSync(path.join(outDir, 'index.html'));
  if (!written || (!disable.length && run.status !== 0)) {
    throw new Error(
      `the console's build${disable.length ? ` without ${disable.join(', ')}` : ''} failed:\n${run.stdout}${run.stderr}`,
    );
  }
}

/** Gzipped bytes of each closure budget (sign-in; shell + first list) of a build, as the build counts them. */
export function budgetSizes(outDir: string): number[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // A module that is no chunk of its own in this build (a resource component with the lazy transform off) is in the closure already.
  const budgets = {
    ...BUDGETS,
    closures: BUDGETS.closures.map((b) => ({ ...b, entries: b.entries.filter((key) => manifest[key]) })),
  };
  const lines = checkBudgets(manifest, (file) => gzipSync(fs.readFileSync(path.join(outDir, file))).length, budgets);
  return BUDGETS.closures.map((budget) => lines.find((l) => l.name === budget.name)!.size);
}

/**
 * The stock app, built with its own plain config (Vite's defaults), into `<distDir>/stock/`, where
 * the reference API serves it beside the console; compressed ahead like the console's files, so
 * both travel the same way.
 */
export async function buildStock(distDir: string): Promise<string> {
  const outDir = path.join(distDir, 'stock');
  await build({
    configFile: path.join(ROOT, 'bench', 'stockAdmin', 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  await precompressDir(outDir);
  return outDir;
}

export interface Session {
  origin: string;
  token: string;
  cabinet: string;
}

/** The demo admin signed in, with the id of the admin cabinet. */
export async function signIn(origin: string): Promise<Session> {
  const answer = await fetch(`${origin}/v2/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'admin' }),
  });
  const { token } = (await answer.json()) as { token: string };
  const cabinets = (await (
    await fetch(`${origin}/v2/users/cabinets`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string; cabinetType: string }[];
  return { origin, token, cabinet: cabinets.find((c) => c.cabinetType === 'admin')!.id };
}

/** A page of `origin` with the session in storage as the sign-in page leaves it, and an empty HTTP cache (a first visit). */
export async function signedInPage(browser: Browser, session: Session) {
  const page = await browser.newPage();
  await page.goto(`${session.origin}/favicon.ico`);
  await (await page.createCDPSession()).send('Network.clearBrowserCache');
  await page.evaluate(
    (t, c, tk, ck) => {
      localStorage.setItem(tk, t);
      sessionStorage.setItem(ck, c);
    },
    session.token,
    session.cabinet,
    TOKEN_KEY,
    CABINET_KEY,
  );
  return page;
}

/** One Lighthouse performance run of `url` (which must stay on a page whose address holds `expect`). */
export async function lighthouseRun(
  browser: Browser,
  session: Session,
  url: string,
  preset: Preset,
  expect: string,
): Promise<LighthouseRun> {
  const page = await signedInPage(browser, session);
  try {
    // Storage is kept (disableStorageReset, for the session); the HTTP cache was cleared above.
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new Error(`${preset} ${url}: ${lhr.runtimeError.message}`);
    if (!lhr.finalDisplayedUrl.includes(expect))
      throw new Error(`${preset}: ended on ${lhr.finalDisplayedUrl}, not ${expect}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    };
  } finally {
    await page.close();
  }
}

/** value / baseline, 0 when both are 0 (no blocking time on either side). */
export const ratioOf = (value: number, baseline: number): number =>
  baseline > 0 ? value / baseline : value > 0 ? Infinity : 0;
