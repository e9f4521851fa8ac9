// Browser-test harness: a real reference API (server/) on a free port with a fresh data dir,
// and Debian's Chromium driven by playwright-core. `npm run test:e2e` runs the files through
// tests/e2e/run.ts (node's test runner, each file its own process); one file runs alone with
//   npx tsx --test tests/e2e/<file>.e2e.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test as nodeTest } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { recordContract, takeContractProblems, failOnContract, writeContractCounts } from './contract';
import { printJournal, recordJournal } from './journal';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const RESULTS_DIR = join(ROOT, 'test-results');
export const CHROMIUM_PATH = '/usr/bin/chromium';

const HEALTH_TIMEOUT_MS = 60_000;

/**
 * Each browser test's own time limit. The slowest test (axe over every screen) took 61 s and
 * typical ones 5–35 s with both cores shared by six other jobs (load average 15); three times the
 * slowest leaves room for a loaded machine and still ends a hung test within minutes. The limit
 * is per test: a file's tests together may take longer (node's --test-timeout would also bound
 * each file's whole run, and a file of eight healthy tests was stopped by it).
 */
export const TEST_TIMEOUT_MS = 180_000;

/** node:test's test with the per-test limit above (`timeout` overrides it for one test). */
export function test(name: string, body: () => void | Promise<void>, options: { timeout?: number } = {}): void {
  nodeTest(name, { timeout: options.timeout ?? TEST_TIMEOUT_MS }, body);
}

/**
 * A database the run seeded once (tests/e2e/run.ts sets KABINET_E2E_SEED_DIR): each server
 * starts from a copy of it instead of seeding the demo data again, which costs a second or more
 * of a core per server. Without it (one file run by hand) each server seeds its own.
 */
function copySeed(dataDir: string): void {
  const seedDir = process.env.KABINET_E2E_SEED_DIR;
  if (!seedDir) return;
  cpSync(seedDir, dataDir, { recursive: true });
}

export interface RunningServer {
  /** Origin of the console and the API, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The server's KABINET_DATA_DIR (a fresh temp dir, removed by stop()). */
  dataDir: string;
  /** Where the server's stdout and stderr go (kept after stop(), under test-results/). */
  logFile: string;
  /** The server's output so far. */
  log(): string;
  /** Kills the server's process group and removes the data dir. */
  stop(): Promise<void>;
}

// Process groups still running, killed if the test process leaves without calling stop().
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => process.exit(code)); // runs the 'exit' cleanup above
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Prints a server log to stderr, framed, so a failing run shows what the server said. */
export function printLog(server: Pick<RunningServer, 'logFile' | 'log'>): void {
  console.error(`----- server log (${server.logFile}) -----\n${server.log()}\n----- end of server log -----`);
}

/**
 * Starts the reference API (`tsx server/main.ts`) on a free port with a fresh data dir
 * and waits until GET /healthz answers 200. `env` adds to or overrides the environment.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kabinet-e2e-'));
  copySeed(dataDir);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = join(RESULTS_DIR, `server-${port}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), KABINET_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', out, out],
    detached: true, // own process group, so stop() also ends tsx's child node process
  });
  closeSync(out);
  running.add(child);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    dataDir,
    logFile,
    log: () => readLog(logFile),
    async stop() {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      running.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    await waitForHealth(url, child);
  } catch (error) {
    printLog(server);
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before /healthz answered`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`GET ${url}/healthz did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last})`);
}

/** Debian's Chromium, headless; see scripts/ensure-chromium.mjs for how it gets there. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: run "node scripts/ensure-chromium.mjs" (or sudo apt-get install chromium)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

/**
 * Content-Security-Policy violations seen by every page newPage() made:
 * the console must run under its policy with none. withApp fails its test on one, and every
 * test file that imports the harness fails at its end (the hook below) on one still recorded.
 * A test that provokes one on purpose takes it with takeCspViolations().
 */
interface CspViolation {
  page: Page;
  text: string;
}
const cspViolations: CspViolation[] = [];

/** Returns and forgets the violations recorded on this page so far. */
export function takeCspViolations(page: Page): string[] {
  const taken = cspViolations.filter((v) => v.page === page);
  for (const v of taken) cspViolations.splice(cspViolations.indexOf(v), 1);
  return taken.map((v) => v.text);
}

function cspReport(violations: CspViolation[]): string {
  return `Content-Security-Policy violations (${violations.length}):\n${violations.map((v) => `  ${v.text}`).join('\n')}`;
}

after(async () => {
  if (cspViolations.length) throw new Error(cspReport(cspViolations.splice(0)));
  writeContractCounts(RESULTS_DIR, process.argv[1] ?? 'e2e');
  failOnContract(await takeContractProblems(chromiumContexts.splice(0)));
});

/** Every context newPage() made: a request a test did not answer for is reported at the file's end. */
const chromiumContexts: import('playwright-core').BrowserContext[] = [];

async function recordCspViolations(page: Page): Promise<void> {
  const record = (text: string) => cspViolations.push({ page, text: `${page.url()}: ${text}` });
  // Bindings and init scripts come from the browser's protocol, so the policy does not block them.
  await page.exposeBinding('__kabinetCspViolation', (_source, text: string) => record(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __kabinetCspViolation(text: string): void }).__kabinetCspViolation;
      void report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      record(`console: ${message.text()}`);
  });
}

/** A page as a Russian-speaking user on a laptop sees it; CSP violations are recorded (above). */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1366, height: 850 },
  });
  context.setDefaultTimeout(15_000);
  chromiumContexts.push(context);
  await recordContract(context, ROOT);
  recordJournal(context);
  const page = await context.newPage();
  await recordCspViolations(page);
  return page;
}

// MUI marks required fields with " *" in the label; match the label with or without it.
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

/** Signs in on /auth/login and waits for the cabinet selection page (/auth/cabinets). */
export async function signIn(page: Page, url: string, login: string, password: string): Promise<void> {
  await page.goto(`${url}/auth/login`);
  await page.getByLabel(label('Логин')).fill(login);
  await page.getByLabel(label('Пароль')).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/auth/cabinets'));
}

/**
 * Signs in through the API and leaves the token where the console keeps it, without loading the
 * sign-in, cabinet selection and cabinet pages: for tests about what comes after signing in (the
 * form itself is tested by signIn's users). Returns "/{cabinetId}" of the cabinet with this name;
 * the page stays on a blank page of the origin until the test opens a screen.
 */
export async function signInQuickly(
  page: Page,
  url: string,
  login: string,
  password: string,
  cabinet: string,
): Promise<string> {
  const response = await fetch(`${url}/v2/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${login}: HTTP ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  const cabinets = (await (
    await fetch(`${url}/v2/users/cabinets`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string | number; name: string }[];
  const found = cabinets.find((c) => c.name === cabinet);
  if (!found) throw new Error(`${login} has no cabinet named «${cabinet}»`);
  await page.goto(`${url}/healthz`);
  await page.evaluate((t) => localStorage.setItem('kabinet.token', t), token);
  return `/${found.id}`;
}

/** On the cabinet selection page, opens the cabinet with this visible name and waits to be inside it. */
export async function enterCabinet(page: Page, name: string): Promise<void> {
  await page.getByText(name, { exact: true }).first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
}

/**
 * The list's first row of data. While a list takes longer than a second to load, react-admin
 * draws a table of placeholder rows with no text, so `getByRole('row').nth(1)` alone can be a
 * placeholder: a row counts here only once it holds text (the header row is the first such).
 */
export function firstDataRow(page: Page): Locator {
  return page.getByRole('row').filter({ hasText: /\S/ }).nth(1);
}

/**
 * Clicks a side-menu link once the menu has stopped moving: opening a group collapses the open
 * one above it, so the link slides up for a few hundred milliseconds, and on a loaded machine
 * Playwright's own stability check (two animation frames) can pass mid-slide and click beside it.
 */
export async function clickMenuLink(link: Locator): Promise<void> {
  await link.waitFor();
  let last = '';
  for (let i = 0; i < 40; i++) {
    const box = JSON.stringify(await link.boundingBox());
    if (box === last) break;
    last = box;
    await link.page().waitForTimeout(150);
  }
  await link.click();
}

/**
 * Saves a full-page screenshot to test-results/<name>.png and returns its path. Not Playwright's
 * fullPage: Chromium's capture beyond the viewport passes the window through 1 × 1 px and back,
 * and on a busy machine the console renders its phone layout meanwhile, which has no table: the
 * list's table, its selection and an open bulk-edit dialog were unmounted by a screenshot. The
 * window grows to the page's height instead, its width (and so the layout) kept.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.png`);
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const grow = viewport !== null && height > viewport.height;
  if (grow) await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path });
  } finally {
    if (grow) await page.setViewportSize(viewport);
  }
  return path;
}

export interface App {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/**
 * The file's server and browser, started by the first withApp of the test file (each file runs
 * in its own process) and ended after its last test. Starting a server and a browser costs
 * seconds of both cores; started once per file instead of once per test, the browser suite
 * starts 17 servers instead of 31. Tests of a file run one after another and each gets a fresh
 * browser context (empty storage), so only the data they write is shared: a test never counts
 * on what another test of its file leaves behind.
 */
let shared: Promise<{ server: RunningServer; browser: Browser }> | undefined;

function sharedApp(): Promise<{ server: RunningServer; browser: Browser }> {
  shared ??= (async () => {
    const server = await startServer();
    try {
      return { server, browser: await launchBrowser() };
    } catch (error) {
      await server.stop();
      throw error;
    }
  })();
  return shared;
}

after(async () => {
  if (!shared) return;
  const { server, browser } = await shared;
  await browser.close().catch(() => undefined);
  await server.stop();
});

/**
 * Runs `body` against the file's server and browser in a fresh browser context, which it closes
 * (a file whose server needs its own environment uses suite() with it). When `body` fails it saves
 * test-results/<name>-failure.png and prints the server log before rethrowing.
 */
export async function withApp(name: string, body: (app: App) => Promise<void>): Promise<void> {
  const { server, browser } = await sharedApp();
  let page: Page | undefined;
  try {
    page = await newPage(browser);
    await body({ server, browser, page });
    // Tests of a file run one at a time, so what this browser recorded and no one took is this test's.
    const seen = cspViolations.filter((v) => v.page.context().browser() === browser);
    if (seen.length) {
      for (const v of seen) cspViolations.splice(cspViolations.indexOf(v), 1);
      throw new Error(cspReport(seen));
    }
    failOnContract(await takeContractProblems(browser.contexts()));
  } catch (error) {
    if (page) await screenshot(page, `${name}-failure`).catch(() => undefined);
    printLog(server);
    for (const context of browser.contexts()) printJournal(context);
    throw error;
  } finally {
    for (const context of browser.contexts()) await context.close().catch(() => undefined);
  }
}
