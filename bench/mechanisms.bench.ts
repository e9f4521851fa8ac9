/**
 * What each first-load mechanism buys (docs/performance.md, the mechanisms' table): the console
 * built with all of them on, and once with each off alone (KABINET_DISABLE, scripts/vite/switches.ts);
 * for each, the gzipped KB of the two closure budgets (sign-in; shell + first list) against the
 * all-on build. Then Lighthouse's phone on the campaigns list, the all-on build and the build
 * without the mechanism alternating, 5 runs each, medians of TBT and LCP, for the mechanisms
 * whose size gain is small (their rent is paid in time or not at all) or that are named:
 * `npx tsx bench/mechanisms.bench.ts --lighthouse=tooltip,cabinetDocument` (`--lighthouse=` for none;
 * `--only=…` builds only the mechanisms named).
 * Reports figures only: the budgets themselves are the build's and bench/lighthouse.bench.ts's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { SHIMS } from '../scripts/vite/shims';
import { BUILD_MECHANISMS, shimMechanism } from '../scripts/vite/switches';
import { CHROMIUM } from './lib/browser';
import { startChild, stopChild } from './lib/child';
import { budgetSizes, buildConsole, lighthouseRun, ratioOf, signIn, type LighthouseRun } from './lib/lighthouse';
import { median, QUICK, report, type Figure } from './lib/report';

const RUNS = QUICK ? 1 : 5;
/** A mechanism that saves less than this of the shell is measured with Lighthouse too, unless named otherwise. */
const SMALL_GAIN = 3 * 1024;
const ALL = [...new Set(SHIMS.map((s) => shimMechanism(s.shim))), ...BUILD_MECHANISMS];
/** `--only=a,b`: build and measure only these. */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const MECHANISMS = only ? ALL.filter((m) => only.includes(m)) : ALL;
const named = process.argv.find((a) => a.startsWith('--lighthouse='))?.slice('--lighthouse='.length);
const KB = (bytes: number) => (bytes / 1024).toFixed(1);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-mechanisms-'));
const dist = (name: string) => path.join(root, name);
const sizes: Record<string, number[]> = {};
for (const name of ['all', ...MECHANISMS]) {
  buildConsole(dist(name), name === 'all' ? [] : [name]);
  sizes[name] = budgetSizes(dist(name));
  console.log(
    `${name.padEnd(24)} sign-in ${KB(sizes[name][0]).padStart(6)} KB  shell + first list ${KB(sizes[name][1]).padStart(6)} KB`,
  );
}

const figures: Figure[] = [];
const [signInAll, shellAll] = sizes.all;
for (const name of MECHANISMS) {
  const [signInOff, shellOff] = sizes[name];
  figures.push({
    name: `${name} off: shell + first list`,
    value: shellOff / 1024,
    unit: 'KB',
    baseline: shellAll / 1024,
    ratio: shellOff / shellAll,
    budget: 'reported',
    pass: true,
    note: `saves ${KB(shellOff - shellAll)} KB of the shell, ${KB(signInOff - signInAll)} KB of sign-in`,
  });
}

const timed =
  named !== undefined
    ? named.split(',').filter(Boolean)
    : MECHANISMS.filter((m) => sizes[m][1] - shellAll < SMALL_GAIN);
const lighthouse: Record<string, Record<'on' | 'off', LighthouseRun[]>> = {};
if (timed.length) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-mechanisms-data-'));
  const servers = new Map<string, Awaited<ReturnType<typeof startChild>>>();
  for (const name of ['all', ...timed]) {
    fs.mkdirSync(path.join(data, name));
    servers.set(name, await startChild('bench/lib/apiServer.ts', ['console', path.join(data, name), dist(name)]));
  }
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const sessions = new Map(
      await Promise.all(
        [...servers].map(async ([name, s]) => [name, await signIn(`http://127.0.0.1:${s.port}`)] as const),
      ),
    );
    const url = (name: string) => `${sessions.get(name)!.origin}/${sessions.get(name)!.cabinet}/management/campaigns`;
    const run = (name: string) =>
      lighthouseRun(browser, sessions.get(name)!, url(name), 'mobile', '/management/campaigns');
    await run('all'); // warm-up: the servers' first answers and chromium's start
    for (const name of timed) {
      lighthouse[name] = { on: [], off: [] };
      for (let i = 0; i < RUNS; i++) {
        for (const side of i % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const))
          lighthouse[name][side].push(await run(side === 'on' ? 'all' : name));
      }
      const of = (side: 'on' | 'off', key: 'tbt' | 'lcp') => median(lighthouse[name][side].map((r) => r[key]));
      for (const [key, label] of [
        ['tbt', 'TBT'],
        ['lcp', 'LCP'],
      ] as const) {
        figures.push({
          name: `${name} off: mobile ${label}, median`,
          value: of('off', key),
          unit: 'ms',
          baseline: of('on', key),
          ratio: ratioOf(of('off', key), of('on', key)),
          budget: 'reported',
          pass: true,
          note:
            key === 'tbt'
              ? `off ${lighthouse[name].off.map((r) => r.tbt.toFixed(0)).join(', ')}; on ${lighthouse[name].on.map((r) => r.tbt.toFixed(0)).join(', ')} (load ${os.loadavg()[0].toFixed(1)})`
              : undefined,
        });
      }
      console.log(
        `${name}: mobile TBT off ${of('off', 'tbt').toFixed(0)} / on ${of('on', 'tbt').toFixed(0)} ms, LCP off ${of('off', 'lcp').toFixed(0)} / on ${of('on', 'lcp').toFixed(0)} ms (load ${os.loadavg()[0].toFixed(1)})`,
      );
    }
  } finally {
    await browser.close();
    for (const s of servers.values()) await stopChild(s.child);
    fs.rmSync(data, { recursive: true, force: true });
  }
}

report('mechanisms', figures, { runs: RUNS, sizes, lighthouse });
fs.rmSync(root, { recursive: true, force: true });
