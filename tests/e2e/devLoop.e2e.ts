// The edit loop of `npm run dev` (scripts/dev.ts, scripts/vite/devLoop.ts), as a developer runs
// it: in a temporary copy of the project, with the console open, an edit on disk of a schema, a
// fixture and a resource file shows on the open list without a reload by hand, and a signal to
// the npm that started it ends Vite and the reference API alike.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_CABINET } from './suite';
import { freePort, launchBrowser, newPage, ROOT, screenshot, signInQuickly, test } from './harness';

const COPIED = [
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'schemas',
  'resources',
  'src',
  'server',
  'scripts',
];

let dir: string;
let dev: ChildProcess;
let output = '';
let consoleUrl: string;
let browser: Browser;
let page: Page;

/** Every process below `pid`, read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(pid);
  return out;
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

const edit = (file: string, change: (text: string) => string) => {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  assert.notEqual(after, before, `${file}: the edit changed nothing`);
  writeFileSync(path, after);
};

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kabinet-dev-'));
  for (const item of COPIED) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const dataDir = join(dir, '.data-dev');
  // The demo data the run seeded once (tests/e2e/run.ts), as every browser test's server starts from.
  if (process.env.KABINET_E2E_SEED_DIR) cpSync(process.env.KABINET_E2E_SEED_DIR, dataDir, { recursive: true });
  const [port, apiPort] = [await freePort(), await freePort()];
  consoleUrl = `http://localhost:${port}`;
  dev = spawn('npm', ['run', 'dev'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), KABINET_API_PORT: String(apiPort), KABINET_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (d) => (output += d));
  dev.stderr!.on('data', (d) => (output += d));
  // Vite colours its words where the environment asks for colour (CI does): «Local» is read without them.
  // eslint-disable-next-line no-control-regex -- the colours' escape sequences
  const listening = () => output.replace(/\u001b\[[0-9;]*m/g, '').includes('Local:');
  const deadline = Date.now() + 120_000;
  while (!listening() && Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`npm run dev ended before it listened:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.ok(listening(), `npm run dev did not listen within 120 s:\n${output}`);
  browser = await launchBrowser();
  page = await newPage(browser);
  // The dev server's first answers wait for Vite's start-up work: on a busy machine (a load of 16)
  // the first page took more than the harness's 15 s.
  page.setDefaultNavigationTimeout(120_000);
  const cabinet = await signInQuickly(page, consoleUrl, 'admin', 'admin', ADMIN_CABINET);
  await page.goto(`${consoleUrl}${cabinet}/management/audience/geo-presets`);
  // The first page of `npm run dev` compiles the console's modules: it takes longer than a built one.
  await column('Регионы').waitFor({ timeout: 120_000 });
});

after(async () => {
  await browser?.close().catch(() => undefined);
  if (dev && running(dev.pid!)) {
    for (const pid of [dev.pid!, ...descendants(dev.pid!)]) if (running(pid)) process.kill(pid, 'SIGKILL');
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The list's column headed exactly `title` (a sortable one's name is its sort button's). */
const column = (title: string) => page.getByRole('columnheader').filter({ hasText: new RegExp(`^${title}$`) });

/** The open page, unreloaded by the test, shows `text` within `ms` (the loop reloads it itself). */
async function shows(name: string, find: () => Promise<void>): Promise<void> {
  try {
    await find();
  } catch (error) {
    await screenshot(page, `devLoop-${name}-failure`).catch(() => undefined);
    console.error(`----- npm run dev -----\n${output}\n-----`);
    throw error;
  }
}

test('a schema title changed on disk shows on the open list', async () => {
  edit('schemas/geoPreset.schema.json', (text) => text.replace('"title": "Регионы"', '"title": "Регионы пресета"'));
  await shows('schema', () => column('Регионы пресета').waitFor({ timeout: 120_000 }));
  // The API follows the schema too: it answered the reloaded list, after its restart.
  assert.match(output, /Справочный API снова отвечает/);
});

test('a fixture record renamed on disk shows on the open list', async () => {
  edit('schemas/geoPreset.fixture.json', (text) =>
    text.replace('"name": "Две столицы"', '"name": "Две столицы и области"'),
  );
  await shows('fixture', () => page.getByText('Две столицы и области', { exact: true }).waitFor({ timeout: 120_000 }));
});

test('a resource file edited on disk shows on the open page', async () => {
  edit('resources/geoPresets.ts', (text) => text.replace("label: 'Гео-пресеты'", "label: 'Пресеты регионов'"));
  await shows('resource', () =>
    page.getByText('Пресеты регионов', { exact: true }).first().waitFor({ timeout: 120_000 }),
  );
});

test('SIGTERM to the npm of `npm run dev` ends Vite and the reference API', async () => {
  const tree = [dev.pid!, ...descendants(dev.pid!)];
  // npm, tsx and the dev script, the API's tsx and server at least.
  assert.ok(tree.length >= 4, `processes of npm run dev: ${tree.join(', ')}`);
  dev.kill('SIGTERM');
  const until = Date.now() + 30_000;
  while (tree.some(running) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(tree.filter(running), []);
  assert.ok(!existsSync(join(dir, 'dist')), 'the loop builds nothing');
});
