/**
 * The spreadsheet import budget (docs/performance.md#import): 50 000 campaigns × 12 columns, the
 * file written by the console's own list export (bench/import/exportFile.ts, production-built) and
 * then imported in the built console (`vite build`, served by the reference API over the demo data,
 * the admin signed in) in headless Debian chromium: «Импорт» on the campaigns list, the file chosen,
 * «Проверить». Each side runs in a browser of its own, RUNS runs alternating, medians.
 *
 * - Time: from the file chosen to «Файл …: строк — 50000» (read in the import's worker) plus from
 *   «Проверить» to the preview's counts (the dry run: existing records and names through the API,
 *   then every row converted, validated and matched in the worker). Budget ≤ 2 × the export's write
 *   time of the same rows in the same run.
 * - Memory: the peak resident memory of the whole browser process tree (the worker lives in the
 *   renderer) while reading and checking, above what it held with the dialog open. Budget ≤ 300 MB.
 * - The main thread's longest task (a `longtask` PerformanceObserver) from «Проверить» to the
 *   preview's last row drawn. Budget ≤ 50 ms; the reading's is printed too, and the three longest
 *   tasks of the dry run with what the dialog said just after each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CABINET_KEY, TOKEN_KEY } from '../src/providers/storage';
import { ROWS, type RowNames } from './import/campaignRows';
import { buildEntries, CHROMIUM, serveDir } from './lib/browser';
import { startChild, stopChild } from './lib/child';
import { buildConsole, signIn, type Session } from './lib/lighthouse';
import { median, QUICK, report } from './lib/report';
import { treeRss } from './lib/treeRss';

const RUNS = QUICK ? 1 : 3;
const TIMEOUT_MS = 300_000;

async function inBrowser<T>(work: (page: Page, pid: number) => Promise<T>, session?: Session): Promise<T> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const context = await browser.newContext();
      if (session)
        await context.addInitScript(
          ({ token, cabinet, tokenKey, cabinetKey }) => {
            localStorage.setItem(tokenKey, token);
            sessionStorage.setItem(cabinetKey, cabinet);
          },
          { token: session.token, cabinet: session.cabinet, tokenKey: TOKEN_KEY, cabinetKey: CABINET_KEY },
        );
      // Every long task of the page's main thread, with its start on the page's clock.
      await context.addInitScript(() => {
        const tasks: { start: number; duration: number; after: string }[] = [];
        (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
        new PerformanceObserver((list) => {
          // What the dialog says just after the task: which step it belonged to.
          const after = (document.querySelector('[role="dialog"] .MuiDialogContent-root')?.textContent ?? '').slice(
            0,
            60,
          );
          for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration, after });
        }).observe({ type: 'longtask', buffered: true });
      });
      return await work(await context.newPage(), server.process().pid!);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

async function exportOnce(url: string, names: RowNames): Promise<{ ms: number; file: string }> {
  return inBrowser(async (page) => {
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__export === 'function', null, { timeout: TIMEOUT_MS });
    const { ms, file, rows } = await page.evaluate((n) => window.__export!(n), names);
    if (rows !== ROWS) throw new Error(`the export wrote ${rows} rows`);
    return { ms, file };
  });
}

interface ImportRun {
  readMs: number;
  checkMs: number;
  ms: number;
  peak: number;
  readPeak: number;
  readTask: number;
  checkTask: number;
  summary: string;
}

/** Waits in the page (by animation frame) until the dialog's text matches; the page's clock then. */
const shownAt = (page: Page, pattern: string) =>
  page.evaluate(
    // No named functions in here: tsx would wrap them in a __name() the page lacks.
    async ({ pattern, timeout }) => {
      const started = performance.now();
      const wanted = new RegExp(pattern);
      for (;;) {
        await new Promise((r) => requestAnimationFrame(r));
        const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
        if (wanted.test(text)) return performance.now();
        if (/Не удалось/.test(text)) throw new Error(text);
        if (performance.now() - started > timeout) throw new Error(`«${pattern}» not shown: ${text}`);
      }
    },
    { pattern, timeout: TIMEOUT_MS },
  );

async function importOnce(session: Session, file: string): Promise<ImportRun> {
  return inBrowser(async (page, pid) => {
    await page.goto(`${session.origin}/${session.cabinet}/management/campaigns`);
    await page.getByRole('button', { name: 'Импорт' }).click({ timeout: 60_000 });
    await page.getByRole('dialog').getByText('Скачать шаблон').waitFor({ timeout: 60_000 });
    await page.evaluate((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      (window as unknown as { __file: File }).__file = new File([bytes], 'Медиаплан.xlsx');
    }, file);
    await page.waitForTimeout(500);
    const before = treeRss(pid);
    let peak = before;
    // The peak of each phase too, to say where the memory goes.
    const phases = { read: before, check: before };
    let phase: keyof typeof phases = 'read';
    const sampler = setInterval(() => {
      const now = treeRss(pid);
      peak = Math.max(peak, now);
      phases[phase] = Math.max(phases[phase], now);
    }, 50);
    try {
      const chosen = await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]')!;
        const files = new DataTransfer();
        files.items.add((window as unknown as { __file: File }).__file);
        input.files = files.files;
        const at = performance.now();
        input.dispatchEvent(new Event('change', { bubbles: true }));
        return at;
      });
      const read = await shownAt(page, `строк — ${ROWS}`);
      phase = 'check';
      const clicked = await page.evaluate(() => {
        const button = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
          (b) => b.textContent === 'Проверить',
        )!;
        const at = performance.now();
        button.click();
        return at;
      });
      const checked = await shownAt(page, 'Создать: \\d+, обновить: \\d+');
      // The preview is drawn a few rows a frame: its tasks count until its last row is there.
      const drawn = await page.evaluate(async () => {
        for (;;) {
          await new Promise((r) => requestAnimationFrame(r));
          if (document.querySelectorAll('[role="dialog"] tbody tr').length >= 100) return performance.now();
        }
      });
      peak = Math.max(peak, treeRss(pid));
      await page.waitForTimeout(200);
      const tasks = await page.evaluate(
        () => (window as unknown as { __tasks: { start: number; duration: number; after: string }[] }).__tasks,
      );
      const during = tasks.filter((t) => t.start >= clicked && t.start <= drawn);
      for (const t of [...during].sort((a, b) => b.duration - a.duration).slice(0, 3))
        console.log(`    task ${t.duration.toFixed(0)} ms at +${(t.start - clicked).toFixed(0)} ms, then «${t.after}»`);
      const longest = (from: number, to: number) =>
        Math.max(0, ...tasks.filter((t) => t.start >= from && t.start <= to).map((t) => t.duration));
      const summary = await page.getByRole('dialog').getByRole('status').first().innerText();
      return {
        readMs: read - chosen,
        checkMs: checked - clicked,
        ms: read - chosen + (checked - clicked),
        peak: peak - before,
        readPeak: phases.read - before,
        readTask: longest(chosen, read),
        checkTask: longest(clicked, drawn),
        summary,
      };
    } finally {
      clearInterval(sampler);
    }
  }, session);
}

console.log('building the console and the export page…');
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-dist-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-import-'));
buildConsole(distDir);
const pagesDir = await buildEntries({ exportFile: 'bench/import/exportFile.html' });
const pages = await serveDir(pagesDir);
const server = await startChild('bench/lib/apiServer.ts', ['console', dataDir, distDir]);
try {
  const session = await signIn(`http://127.0.0.1:${server.port}`);
  const get = async <T>(url: string) =>
    (await (
      await fetch(`${session.origin}${url}`, {
        headers: { authorization: `Bearer ${session.token}`, cabinet: session.cabinet },
      })
    ).json()) as T;
  const names: RowNames = {
    accounts: (await get<RowNames['accounts']>('/v2/accounts?pageSize=20')).slice(0, 20),
    // An SSP is identified by its sysname (x-id): the platform answers no `id` beside it.
    ssps: (await get<{ sysname: string; name: string }[]>('/v2/ssp?pageSize=5'))
      .slice(0, 5)
      .map(({ sysname, name }) => ({ id: sysname, name })),
  };
  const exports: number[] = [];
  const imports: ImportRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    const exported = await exportOnce(`${pages.url}/bench/import/exportFile.html`, names);
    exports.push(exported.ms);
    console.log(
      `  export: ${exported.ms.toFixed(0)} ms, file ${((exported.file.length * 0.75) / 2 ** 20).toFixed(1)} MB`,
    );
    const imported = await importOnce(session, exported.file);
    imports.push(imported);
    console.log(
      `  import: read ${imported.readMs.toFixed(0)} ms + check ${imported.checkMs.toFixed(0)} ms, peak +${(imported.peak / 2 ** 20).toFixed(0)} MB (reading +${(imported.readPeak / 2 ** 20).toFixed(0)} MB), longest task ${imported.checkTask.toFixed(0)} ms (reading ${imported.readTask.toFixed(0)} ms) — ${imported.summary} (load ${os.loadavg()[0].toFixed(1)})`,
    );
  }
  const ms = median(imports.map((r) => r.ms));
  const write = median(exports);
  const mb = median(imports.map((r) => r.peak)) / 2 ** 20;
  const task = median(imports.map((r) => r.checkTask));
  const ok = report(
    'import',
    [
      {
        name: `xlsx ${ROWS} × 12: read + dry run`,
        value: ms,
        unit: 'ms',
        baseline: write,
        ratio: ms / write,
        budget: '≤ 2 × the export’s write of the same rows',
        pass: ms <= 2 * write,
        note: `read ${median(imports.map((r) => r.readMs)).toFixed(0)} ms, dry run ${median(imports.map((r) => r.checkMs)).toFixed(0)} ms`,
      },
      {
        name: `xlsx ${ROWS} × 12: peak memory above the page's`,
        value: mb,
        unit: 'MB',
        budget: '≤ 300 MB',
        pass: mb <= 300,
      },
      {
        name: 'main thread longest task during the dry run',
        value: task,
        unit: 'ms',
        budget: '≤ 50 ms',
        pass: task <= 50,
        note: `while reading: ${median(imports.map((r) => r.readTask)).toFixed(0)} ms`,
      },
    ],
    { runs: RUNS, exports, imports },
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await pages.close();
  await stopChild(server.child);
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(pagesDir, { recursive: true, force: true });
}
