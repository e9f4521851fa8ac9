import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { clickMenuLink, enterCabinet, firstDataRow, RESULTS_DIR, screenshot, signIn, withApp, test } from './harness';
import { dateField, dateValue, typeDate } from './dates';

const HOUR = 3_600_000;
/** A Moscow calendar day relative to today (the browser runs in Europe/Moscow). */
const day = (offsetDays: number) =>
  new Date(Date.now() + 180 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const ruDate = (iso: string) => iso.split('-').reverse().join('.');
const digits = (text: string | null) => (text ?? '').replace(/\s/g, '');
const money = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',');

interface Sums {
  impressions: number;
  clicks: number;
  views: number;
  completes: number;
  spent: number;
}

/**
 * The expected figures, summed straight from the server's database file (the facts the API
 * reads), not through the API: [from, to] are whole Moscow days.
 */
function sums(dataDir: string, from: string, to: string, groupBy?: 'ssp'): (Sums & { key?: string; name?: string })[] {
  const db = new Database(join(dataDir, 'kabinet.db'), { readonly: true, fileMustExist: true });
  try {
    const range = [Date.parse(`${from}T00:00:00+03:00`) / HOUR, Date.parse(`${to}T00:00:00+03:00`) / HOUR + 24];
    const select =
      'sum(impressions) AS impressions, sum(clicks) AS clicks, sum(views) AS views, sum(completes) AS completes, sum(spent) AS spent';
    if (!groupBy)
      return [db.prepare(`SELECT ${select} FROM statistic_facts WHERE hour >= ? AND hour < ?`).get(...range) as Sums];
    return db
      .prepare(
        `SELECT f.ssp AS key, json_extract(r.data, '$.name') AS name, ${select.replace(/sum\((\w+)\)/g, 'sum(f.$1)')}
      FROM statistic_facts f LEFT JOIN records r ON r.resource = 'ssp' AND json_extract(r.data, '$.sysname') = f.ssp
      WHERE f.hour >= ? AND f.hour < ? GROUP BY f.ssp`,
      )
      .all(...range) as (Sums & { key: string; name: string })[];
  } finally {
    db.close();
  }
}

const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');
const totalsRow = (page: Page) => page.getByTestId('statistics-totals');
const cellTexts = async (row: Locator) => (await row.getByRole('cell').allTextContents()).map((t) => t.trim());

/** The chart's SVG has drawn lines (paths with many points) and its picture is not one flat colour. */
async function checkChart(page: Page, name: string, points: number): Promise<void> {
  const chart = page.getByTestId('statistics-chart');
  const lines = await chart
    .locator('svg path')
    .evaluateAll((paths) =>
      paths.map((p) => (p.getAttribute('d') ?? '').split(/[ML]/).filter((s) => s.trim()).length).filter((n) => n > 2),
    );
  assert.ok(lines.length >= 2, `two drawn series, got ${JSON.stringify(lines)}`);
  assert.ok(
    lines.every((n) => n >= points),
    `each line has ${points} points or more: ${JSON.stringify(lines)}`,
  );
  const png = await chart.screenshot({ path: join(RESULTS_DIR, `${name}.png`) });
  const colours = await page.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, img.width, img.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return seen.size;
  }, png.toString('base64'));
  assert.ok(colours > 20, `the chart's picture has ${colours} colours`);
}

/** Clicks «Выгрузить в Excel» and reads the saved file back with xlsx. */
async function exportSheet(page: Page, name: string): Promise<unknown[][]> {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const file = join(RESULTS_DIR, name);
  await (await download).saveAs(file);
  const book = XLSX.read(readFileSync(file), { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
}

test('reports: summary totals match the events; grouping, period, chart, export, bookmark; details paging and a large export', async () => {
  await withApp('statistics', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, 'Администратор платформы');
    const base = cabinetBase(page);

    // From the menu: «Отчёты» → «Сводная статистика» (and «Детальная статистика» beside it). Default: the last 7 days by campaign.
    // The landing list first: its menu group opens by itself when it shows, closing any other.
    await firstDataRow(page).waitFor();
    await page.getByRole('navigation').getByRole('button', { name: 'Отчёты' }).click();
    // The click expands the side bar; the group's hover popup may still be closing under the
    // pointer, so the pointer moves away and the bar's width transition ends first.
    await page.getByRole('button', { name: 'Свернуть меню' }).waitFor();
    await page.mouse.move(700, 600);
    await page.waitForTimeout(800);
    await page.getByRole('navigation').getByRole('link', { name: 'Детальная статистика' }).waitFor();
    await clickMenuLink(page.getByRole('navigation').getByRole('link', { name: 'Сводная статистика' }));
    await page.waitForURL((u) => u.pathname === `${base}/reports/statistic/summary`);
    await page.getByRole('heading', { level: 1, name: 'Сводная статистика' }).waitFor();
    assert.equal(await dateValue(dateField(page, 'С даты')), day(-6));
    assert.equal(await dateValue(dateField(page, 'По дату')), day(0));
    await page.getByRole('columnheader', { name: 'Кампания' }).waitFor();
    await totalsRow(page).waitFor();
    for (const heading of ['Показы', 'Клики', 'CTR, %', 'Просмотры', 'Досмотры', 'VTR, %', 'Расход, ₽']) {
      await page.getByRole('columnheader', { name: heading }).waitFor();
    }

    // Another period (the last seven whole days) and another grouping (SSP instead of campaign).
    const [from, to] = [day(-7), day(-1)];
    const answered = page.waitForResponse((r) => {
      const u = new URL(r.url());
      const q = Object.fromEntries(u.searchParams);
      return (
        u.pathname === '/v2/statistics/summary' &&
        q.startTimeISO === from &&
        q.endTimeISO === to &&
        q.groupBy === 'ssp' &&
        q.offsetTime === '180'
      );
    });
    await typeDate(dateField(page, 'С даты'), from);
    await typeDate(dateField(page, 'По дату'), to);
    const grouping = page.getByRole('combobox', { name: 'Группировка' });
    await grouping.click();
    const chosen = page.locator('.MuiAutocomplete-root').filter({ has: grouping });
    await chosen.getByText('Кампания', { exact: true }).waitFor();
    await grouping.press('Backspace'); // removes «Кампания»
    // The grouping lives in the URL: the next choice waits until the removal is there.
    await chosen.getByText('Кампания', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('option', { name: 'SSP', exact: true }).click();
    await page.keyboard.press('Escape');
    await answered;
    await page.getByRole('columnheader', { name: 'SSP' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));

    // Totals and every row against sums computed from the database file.
    const [expected] = sums(server.dataDir, from, to);
    assert.ok(expected.impressions > 0);
    const totals = await cellTexts(totalsRow(page));
    assert.equal(totals[0], 'Итого');
    assert.equal(digits(totals[1]), String(expected.impressions));
    assert.equal(digits(totals[2]), String(expected.clicks));
    assert.equal(
      totals[3],
      `${(Math.round((expected.clicks / expected.impressions) * 10_000) / 100).toFixed(2).replace('.', ',')} %`,
    );
    assert.equal(digits(totals[4]), String(expected.views));
    assert.equal(digits(totals[5]), String(expected.completes));
    assert.equal(digits(totals[7]), money(expected.spent));
    const bySsp = sums(server.dataDir, from, to, 'ssp').sort((a, b) => b.impressions - a.impressions);
    const rows = page.locator('tbody tr').filter({ hasNot: page.getByText('Итого', { exact: true }) });
    assert.equal(await rows.count(), bySsp.length);
    for (let i = 0; i < bySsp.length; i++) {
      const cells = await cellTexts(rows.nth(i));
      assert.equal(cells[0], bySsp[i].name, 'SSP by name, biggest first');
      assert.equal(digits(cells[1]), String(bySsp[i].impressions));
    }
    const url = new URL(page.url());
    assert.deepEqual(
      [url.searchParams.get('from'), url.searchParams.get('to'), url.searchParams.get('groupBy')],
      [from, to, 'ssp'],
    );

    // The chart: a point per day, impressions and clicks drawn.
    await checkChart(page, 'statistics-summary-chart', 7);
    await screenshot(page, 'statistics-summary');

    // Export: what is on screen, Russian headings, names, a row per SSP and the totals.
    const sheet = await exportSheet(page, 'statistics-summary.xlsx');
    assert.deepEqual(sheet[0], ['SSP', 'Показы', 'Клики', 'CTR, %', 'Просмотры', 'Досмотры', 'VTR, %', 'Расход, ₽']);
    assert.equal(sheet.length, 1 + bySsp.length + 1);
    assert.deepEqual(
      sheet.slice(1, -1).map((r) => [r[0], r[1]]),
      bySsp.map((s) => [s.name, s.impressions]),
    );
    assert.deepEqual(sheet.at(-1)!.slice(0, 3), ['Итого', expected.impressions, expected.clicks]);
    await page.getByText(/^Файл «Сводная статистика .*\.xlsx» сохранён$/).waitFor();

    // Bookmark: the same URL after a reload shows the same view.
    const bookmark = page.url();
    await page.reload();
    await page.getByRole('columnheader', { name: 'SSP' }).waitFor();
    assert.equal(page.url(), bookmark);
    assert.equal(await dateValue(dateField(page, 'С даты')), from);
    assert.equal(await dateValue(dateField(page, 'По дату')), to);
    await page.locator('.MuiChip-root').filter({ hasText: /^SSP$/ }).waitFor(); // the grouping's chip
    await totalsRow(page).getByRole('cell').nth(1).filter({ hasText: /\d/ }).waitFor();
    assert.deepEqual(await cellTexts(totalsRow(page)), totals);

    // Details: a 14-day hourly report of more than 10 000 rows, one page at a time.
    await page.goto(
      `${server.url}${base}/reports/statistic/details?from=${day(-14)}&to=${to}&groupBy=hour,campaign,ssp&pageSize=50`,
    );
    await page.getByRole('heading', { level: 1, name: 'Детальная статистика' }).waitFor();
    const shown = page.getByText(/^1–50 из [\d\s]+$/);
    await shown.waitFor();
    const total = Number(digits((await shown.textContent())!.split('из')[1]));
    assert.ok(total > 10_000, `${total} rows`);
    assert.equal(await page.locator('tbody tr').count(), 51, 'a page of 50 and the totals');
    const firstHour = (await cellTexts(page.locator('tbody tr').nth(1)))[0];
    assert.match(firstHour, new RegExp(`^${ruDate(day(-14)).replace(/\./g, '\\.')} 00:00$`));
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await page.getByText(/^51–100 из /).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('page'), '2');
    await screenshot(page, 'statistics-details');

    // Export of the whole query, page by page, in the worker: the page keeps answering meanwhile.
    // A string, not a function: the test's compiler would wrap named functions in a helper the page lacks.
    await page.evaluate(`(() => {
      window.longestGap = 0;
      let last = performance.now();
      const tick = () => { const now = performance.now(); window.longestGap = Math.max(window.longestGap, now - last); last = now; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    const started = Date.now();
    const big = exportSheet(page, 'statistics-details.xlsx');
    await page.getByRole('dialog', { name: 'Выгрузка в Excel' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^(Строк записано|Запись файла)/ })
      .waitFor();
    const rowsBack = await big;
    assert.equal(rowsBack.length, total + 2, 'heading, every row, totals');
    assert.deepEqual(rowsBack[0], [
      'Час',
      'Кампания',
      'SSP',
      'Показы',
      'Клики',
      'CTR, %',
      'Просмотры',
      'Досмотры',
      'VTR, %',
      'Расход, ₽',
    ]);
    assert.equal(rowsBack[1][0], firstHour);
    const gap = await page.evaluate(() => (window as unknown as { longestGap: number }).longestGap);
    console.log(`details export: ${total} rows in ${Date.now() - started} ms, longest frame gap ${Math.round(gap)} ms`);
    assert.ok(gap < 1_500, `the page froze for ${Math.round(gap)} ms`);

    // Cancel: the dialog closes at once and says so.
    await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
    await page.getByRole('dialog', { name: 'Выгрузка в Excel' }).getByRole('button', { name: 'Отменить' }).click();
    await page.getByText('Выгрузка отменена').waitFor();
    await page.getByRole('dialog', { name: 'Выгрузка в Excel' }).waitFor({ state: 'hidden' });
  });
});
