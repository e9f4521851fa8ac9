// Main statistics, interactive statistics, a creative's extra statistics and DMP reports, as the
// admin sees them: figures checked against the seeded facts read straight from the server's
// database, .xlsx downloads read back with `xlsx`, charts screenshotted and checked non-blank;
// a user without the permissions gets «Страница не найдена»; failed reads show the retry-later toast.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { enterCabinet, RESULTS_DIR, screenshot, signIn, withApp, test } from './harness';
import { dateField, typeDate } from './dates';

const ADMIN_CABINET = 'Администратор платформы';
const RETRY_STATS = 'Не удалось загрузить статистику. Попробуйте позже';
const RETRY_DMP = 'Не удалось загрузить DMP-отчёты. Попробуйте позже';
const KINDS = ['offers', 'logo', 'overlay', 'microsite'] as const;

type Db = InstanceType<typeof Database>;
interface Campaign {
  id: string;
  name: string;
  start: string;
  end: string;
  cabinetId: string;
}

/** "71 455" / "4,35" as shown in ru-RU → number. */
const num = (text: string | null) => Number((text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const toast = (page: Page, text: string) => page.locator('.MuiSnackbar-root').getByText(text);
/** In-app navigation to a URL of the console (as a link would): the router follows, nothing reloads. */
async function visit(page: Page, url: string): Promise<void> {
  await page.evaluate(
    (to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    new URL(url).pathname + new URL(url).search,
  );
}
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');

/** The seeded facts, summed here with SQL of our own rather than through the API. */
function sums(db: Db, campaignId: string, kind: string, from: string, to: string, creativeId?: string) {
  return db
    .prepare(
      `SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(clicks), 0) AS clicks, COUNT(DISTINCT day) AS days
    FROM player_events WHERE campaign_id = ? AND kind = ? AND day BETWEEN ? AND ?${creativeId ? ' AND creative_id = ?' : ''}`,
    )
    .get(campaignId, kind, from, to, ...(creativeId ? [creativeId] : [])) as {
    views: number;
    clicks: number;
    days: number;
  };
}

/**
 * The campaign with the most interactive creatives (first by name among equals), from the
 * database, with its creatives in the order the screens list them and the label each shows
 * (a name two creatives share gets its position: «… · №2»).
 */
function pickCampaign(db: Db): Campaign & { creatives: { id: string; label: string }[] } {
  const c = db
    .prepare(
      `SELECT c.id, json_extract(c.data, '$.name') AS name, json_extract(c.data, '$.calendar.dates.start') AS start,
      json_extract(c.data, '$.calendar.dates.end') AS end, c.cabinet_id AS cabinetId, COUNT(cr.id) AS n
    FROM records c JOIN records cr ON cr.resource = 'creative' AND json_extract(cr.data, '$.campaignId') = c.id
      AND json_extract(cr.data, '$.videoData.playerConfigId') IS NOT NULL
    WHERE c.resource = 'campaign' GROUP BY c.id ORDER BY n DESC, name LIMIT 1`,
    )
    .get() as Campaign;
  const creatives = db
    .prepare(
      `SELECT id, json_extract(data, '$.name') AS name FROM records WHERE resource = 'creative'
    AND json_extract(data, '$.campaignId') = ? AND json_extract(data, '$.videoData.playerConfigId') IS NOT NULL ORDER BY rowid`,
    )
    .all(c.id) as { id: string; name: string }[];
  const shared = (name: string) => creatives.filter((x) => x.name === name).length > 1;
  return {
    ...c,
    creatives: creatives.map((x, i) => ({ id: x.id, label: shared(x.name) ? `${x.name} · №${i + 1}` : x.name })),
  };
}

/** A chart's own screenshot, and the share of its pixels that are not background: a drawn chart has plenty. */
async function chartInk(page: Page, chart: Locator, name: string): Promise<number> {
  // Drawn = a line or a bar with a real outline (legend marks are short), then the entry animation.
  await page.waitForFunction(
    (el) =>
      [...el!.querySelectorAll('svg path')].some((p) => (p.getAttribute('d') ?? '').length > 40) ||
      [...el!.querySelectorAll('svg rect')].some(
        (r) => Number(r.getAttribute('width')) > 20 && Number(r.getAttribute('height')) > 4,
      ),
    await chart.elementHandle(),
  );
  await page.waitForTimeout(300);
  const png = await chart.screenshot({ path: join(RESULTS_DIR, `${name}.png`) });
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const { data } = g.getImageData(0, 0, img.width, img.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) ink++;
    return ink / (data.length / 4);
  }, png.toString('base64'));
}

/** A full-page screenshot from the top (the chart checks scroll the page). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function downloadSheet(
  page: Page,
  click: () => Promise<void>,
): Promise<{ names: string[]; rows: (sheet: string) => unknown[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
  return {
    names: book.SheetNames,
    rows: (sheet) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet], { header: 1 }),
  };
}

/** Figures of a table row: the cells after the first (views, clicks, CTR). */
async function rowFigures(row: Locator): Promise<number[]> {
  const cells = await row.locator('td').allTextContents();
  return cells.slice(1, 4).map(num);
}

test('main, interactive and extra statistics and DMP reports: figures, charts, .xlsx, permissions, failures', async () => {
  await withApp('interactive-statistics', async ({ server, browser, page }) => {
    const db = new Database(join(server.dataDir, 'kabinet.db'), { readonly: true, fileMustExist: true });
    try {
      const campaign = pickCampaign(db);
      await signIn(page, server.url, 'admin', 'admin');
      await enterCabinet(page, ADMIN_CABINET);
      const base = `${server.url}${cabinetBase(page)}`;

      // ── Main statistics: choose the campaign; the period starts as the campaign's dates.
      await page.goto(`${base}/management/statistic/common`);
      await page.getByRole('heading', { level: 1, name: 'Основная статистика' }).waitFor();
      await page.getByLabel('Кампания').fill(campaign.name.slice(0, 20));
      await page.getByRole('option', { name: campaign.name, exact: true }).click();
      const kindsTable = page.getByTestId('kinds-table');
      await kindsTable.locator('tr[data-kind="total"] td').nth(1).filter({ hasText: /\d/ }).waitFor();
      let totalViews = 0;
      for (const kind of KINDS) {
        const expected = sums(db, campaign.id, kind, campaign.start, campaign.end);
        assert.ok(expected.views > 0, `${kind}: seeded events`);
        const [views, clicks, ctr] = await rowFigures(kindsTable.locator(`tr[data-kind="${kind}"]`));
        assert.deepEqual([views, clicks], [expected.views, expected.clicks], `${kind} over the campaign`);
        assert.equal(ctr, Math.round((expected.clicks / expected.views) * 10_000) / 100);
        totalViews += expected.views;
      }
      assert.equal((await rowFigures(kindsTable.locator('tr[data-kind="total"]')))[0], totalViews);
      for (const kind of KINDS) {
        const ink = await chartInk(page, page.getByTestId(`chart-${kind}`), `interactive-main-chart-${kind}`);
        assert.ok(ink > 0.02, `${kind} chart drawn (${ink})`);
      }
      await shot(page, 'interactive-main');

      // Another period: the first week of the campaign.
      const weekEnd = addDays(campaign.start, 6);
      await typeDate(page.getByTestId('period-end'), weekEnd);
      assert.equal(new URL(page.url()).searchParams.get('end'), weekEnd);
      const week = sums(db, campaign.id, 'offers', campaign.start, weekEnd);
      await kindsTable
        .locator('tr[data-kind="offers"] td')
        .nth(1)
        .filter({ hasText: new RegExp(`^${week.views.toLocaleString('ru-RU')}$`) })
        .waitFor();
      assert.deepEqual((await rowFigures(kindsTable.locator('tr[data-kind="offers"]'))).slice(0, 2), [
        week.views,
        week.clicks,
      ]);
      const offersXlsx = await downloadSheet(page, () =>
        page.getByRole('button', { name: 'Выгрузить «Офферы» в Excel' }).click(),
      );
      assert.deepEqual(offersXlsx.names, ['По дням', 'По элементам (Офферы)']);
      const byDay = offersXlsx.rows('По дням');
      assert.deepEqual(byDay[0], ['Дата', 'Показы', 'Клики', 'CTR, %']);
      assert.equal(byDay.length, week.days + 2, 'header, a row per day, the total');
      assert.deepEqual(byDay.at(-1)!.slice(0, 3), ['Итого', week.views, week.clicks]);

      // ── Interactive statistics: the microsite tab of the same campaign, then one creative.
      await visit(page, `${base}/management/statistic/creatives?campaignId=${campaign.id}`);
      await page.getByRole('heading', { level: 1, name: 'Интерактивная статистика' }).waitFor();
      await page.getByRole('tab', { name: 'Микросайт' }).click();
      const micro = sums(db, campaign.id, 'microsite', campaign.start, campaign.end);
      const itemsTable = page.getByTestId('items-table-microsite');
      const totalRow = itemsTable.locator('tr[data-kind="total"]');
      await totalRow.waitFor();
      const cells = (await totalRow.locator('td').allTextContents()).map(num).filter((n) => !Number.isNaN(n));
      assert.deepEqual(cells.slice(0, 2), [micro.views, micro.clicks]);
      const items = db
        .prepare(
          "SELECT COUNT(DISTINCT creative_id || item) AS n FROM player_events WHERE campaign_id = ? AND kind = 'microsite'",
        )
        .get(campaign.id) as { n: number };
      assert.equal(await itemsTable.locator('tbody tr').count(), items.n);
      assert.ok(
        (await chartInk(page, page.getByTestId('chart-items-microsite'), 'interactive-items-chart-microsite')) > 0.02,
      );
      await shot(page, 'interactive-creatives');
      const microXlsx = await downloadSheet(page, () =>
        page.getByRole('button', { name: 'Выгрузить «Микросайт» в Excel' }).click(),
      );
      const microRows = microXlsx.rows('По элементам (Микросайт)');
      assert.deepEqual(microRows[0], ['Креатив', 'Элемент', 'Показы', 'Клики', 'CTR, %']);
      assert.equal(microRows.length, items.n + 2);

      const { id: creativeId, label: creativeName } = campaign.creatives[0];
      await page.getByLabel('Креатив', { exact: true }).click();
      await page.getByRole('option', { name: creativeName, exact: true }).click();
      const oneMicro = sums(db, campaign.id, 'microsite', campaign.start, campaign.end, creativeId);
      await totalRow
        .locator('td')
        .nth(1)
        .filter({ hasText: new RegExp(`^${oneMicro.views.toLocaleString('ru-RU')}$`) })
        .waitFor();

      // ── A creative's extra statistics: its four kinds and its extra events.
      await page
        .getByTestId('interactive-creatives')
        .getByRole('link', { name: 'Дополнительная статистика' })
        .first()
        .click();
      await page.waitForURL((u) => u.pathname.endsWith(`/management/statistic/creatives/${creativeId}`));
      await page
        .getByRole('heading', { level: 1, name: `Дополнительная статистика креатива «${creativeName}»` })
        .waitFor();
      const logo = sums(db, campaign.id, 'logo', campaign.start, campaign.end, creativeId);
      await page
        .getByTestId('kinds-table')
        .locator('tr[data-kind="logo"] td')
        .nth(1)
        .filter({ hasText: /\d/ })
        .waitFor();
      assert.deepEqual(
        (await rowFigures(page.getByTestId('kinds-table').locator('tr[data-kind="logo"]'))).slice(0, 2),
        [logo.views, logo.clicks],
      );
      const extraCount = db
        .prepare(
          "SELECT COUNT(*) FROM records WHERE resource = 'extraStatistic' AND json_extract(data, '$.creativeId') = ?",
        )
        .pluck()
        .get(creativeId) as number;
      const extraTable = page.getByTestId('extra-records');
      await extraTable.waitFor();
      assert.equal(await extraTable.locator('tbody tr').count(), Math.max(1, extraCount));
      assert.ok((await chartInk(page, page.getByTestId('chart-kinds'), 'interactive-creative-chart')) > 0.02);
      await shot(page, 'interactive-creative');

      // An extra event through the generated form, the creative prefilled; then it is on the creative's page.
      const creativeUrl = page.url();
      await page.getByRole('link', { name: 'Добавить событие' }).click();
      await page.getByLabel(/^Интерактивный элемент/).click();
      await page.getByRole('option', { name: 'Микросайт', exact: true }).click();
      await page.getByLabel(/^Событие/).fill('Звонок с микросайта (проверка)');
      await typeDate(dateField(page, /^Дата/), campaign.start);
      await page.getByLabel(/^Количество/).fill('17');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await toast(page, 'Дополнительная статистика «Звонок с микросайта (проверка)» сохранена').waitFor();
      const stored = db
        .prepare(
          "SELECT cabinet_id AS cabinetId, data FROM records WHERE resource = 'extraStatistic' AND json_extract(data, '$.event') = ?",
        )
        .get('Звонок с микросайта (проверка)') as { cabinetId: string; data: string };
      assert.deepEqual(JSON.parse(stored.data).creativeId, creativeId);
      assert.equal(stored.cabinetId, campaign.cabinetId, "owned by the creative's cabinet");
      await visit(page, creativeUrl);
      await extraTable.getByRole('row', { name: /Звонок с микросайта \(проверка\).*17/ }).waitFor();
      assert.equal(await extraTable.locator('tbody tr').count(), extraCount + 1);

      // ── DMP reports: every report the admin sees, the figures of the first, its .xlsx.
      await visit(page, `${base}/reports/dmp`);
      await page.getByRole('heading', { level: 1, name: 'DMP отчёты' }).waitFor();
      const reports = db
        .prepare("SELECT id, data FROM records WHERE resource = 'dmpReport' ORDER BY rowid DESC")
        .all() as { id: string; data: string }[];
      const dmpTable = page.getByTestId('dmp-reports');
      await dmpTable.locator('tbody tr').first().waitFor();
      assert.equal(await dmpTable.locator('tbody tr').count(), reports.length);
      const ready = reports.find((r) => JSON.parse(r.data).status === 'ready')!;
      const days = db
        .prepare(
          'SELECT COUNT(*) AS n, SUM(impressions) AS impressions, SUM(clicks) AS clicks FROM dmp_report_days WHERE report_id = ?',
        )
        .get(ready.id) as { n: number; impressions: number; clicks: number };
      const readyRow = dmpTable.locator(`tr[data-report="${ready.id}"] td`);
      assert.equal(num(await readyRow.nth(7).textContent()), days.impressions);
      assert.equal(num(await readyRow.nth(8).textContent()), days.clicks);
      assert.ok((await chartInk(page, page.getByTestId('dmp-chart'), 'dmp-chart')) > 0.02);
      await shot(page, 'dmp-reports');
      const dmpXlsx = await downloadSheet(page, () =>
        page.locator(`tr[data-report="${ready.id}"]`).getByRole('button').click(),
      );
      const dmpRows = dmpXlsx.rows('Статистика');
      assert.deepEqual(dmpRows[0], ['Дата', 'Пользователи', 'Показы', 'Клики', 'CTR, %']);
      assert.equal(dmpRows.length, days.n + 2);

      // ── Failures: a 500 answer shows the retry-later text of docs/product.md#errors.
      await page.route('**/v2/playerconfig/statistics/campaigns/*/offers*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
      );
      // Reloads, not in-app visits: a screen seen seconds ago may be served from the query cache.
      await page.goto(`${base}/management/statistic/common?campaignId=${campaign.id}`);
      await toast(page, RETRY_STATS).waitFor();
      await page.route('**/v2/dmpengine/info', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.goto(`${base}/reports/dmp`);
      await toast(page, RETRY_DMP).waitFor();
      await shot(page, 'dmp-reports-failed');

      // ── Without the permissions: «Страница не найдена» on each screen.
      const viewer = await (
        await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 850 } })
      ).newPage();
      await signIn(viewer, server.url, 'viewer', 'viewer');
      const token = await viewer.evaluate(() => localStorage.getItem('kabinet.token'));
      const [cabinet] = (await (
        await fetch(`${server.url}/v2/users/cabinets`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: string }[];
      // The first URL opened from the address bar, the others followed in the app (no reload each time).
      await viewer.goto(`${server.url}/${cabinet.id}/management/statistic/common`);
      await viewer.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
      for (const path of [
        'management/statistic/creatives',
        `management/statistic/creatives/${creativeId}`,
        'reports/dmp',
      ]) {
        await visit(viewer, `${server.url}/${cabinet.id}/${path}`);
        await viewer.waitForURL((u) => u.pathname === '/error/404' && !u.search);
        await viewer.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
        assert.ok(await viewer.evaluate(() => localStorage.getItem('kabinet.token')), 'the guard kept the session');
      }
    } finally {
      db.close();
    }
  });
});
