/**
 * The forms' keystroke budget (docs/performance.md): typing into the console's full nested campaign create form, in headless Debian
 * chromium, production build. Per keystroke: keydown → end of the task that handled the input
 * (bench/formKeystroke/keystrokes.ts), over a sentence typed into the name field; the baseline is
 * react-admin's least form (one SimpleForm, the same input) typed in the same run.
 * Budget: ≤ 16 ms per keystroke (median; the p95 is printed beside it).
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { buildEntries, launch, serveDir } from './lib/browser';
import { median, QUICK, report } from './lib/report';

const TEXT = QUICK ? 'Осенняя распродажа' : 'Осенняя распродажа — Сибирские окна, видео, вся Россия';
const RUNS = QUICK ? 1 : 3;
const APPS = {
  generated: 'bench/formKeystroke/generated.html',
  handwritten: 'bench/formKeystroke/handwritten.html',
} as const;
type App = keyof typeof APPS;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

async function typeName(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  const name = page.getByLabel('Название', { exact: false }).first();
  await name.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500); // references and drafts settle before typing starts
  await name.click();
  await page.evaluate('window.__keystrokes = []');
  // A person's pace: each key lands on an idle main thread, as it would at 10 keys a second.
  await name.pressSequentially(TEXT, { delay: 100 });
  return page.evaluate('window.__keystrokes') as Promise<number[]>;
}

console.log('building both forms…');
const dir = await buildEntries(APPS);
const server = await serveDir(dir);
const browser = await launch();
try {
  const keys: Record<App, number[]> = { generated: [], handwritten: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const app of Object.keys(APPS) as App[]) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      keys[app].push(...(await typeName(await context.newPage(), `${server.url}/${APPS[app]}`)));
      await context.close();
    }
  }
  const gen = median(keys.generated);
  const base = median(keys.handwritten);
  const ok = report(
    'formKeystroke',
    [
      {
        name: 'keystroke in the campaign form (median)',
        value: gen,
        unit: 'ms',
        baseline: base,
        ratio: gen / base,
        budget: '≤ 16 ms',
        pass: gen <= 16,
      },
      {
        name: 'keystroke in the campaign form (p95)',
        value: p95(keys.generated),
        unit: 'ms',
        baseline: p95(keys.handwritten),
        budget: 'reported',
        pass: true,
      },
    ],
    { keystrokes: keys.generated.length, text: TEXT },
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
