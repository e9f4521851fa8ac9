import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { enterCabinet, screenshot, signIn, withApp } from './harness';

const ADMIN_CABINET = 'Администратор платформы';
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');
/** «1 234 567» / «1 234,50 ₽» → 1234567 / 1234.5 */
const numberOf = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** Calls the reference API as the page's signed-in user, in the page's cabinet. */
async function api<T>(page: Page, url: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('kabinet.token'));
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, cabinet: cabinetBase(page).slice(1), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return res.json() as Promise<T>;
}

/** The figures of the forecast as the user reads them: term → value. */
async function figures(page: Page): Promise<Record<string, string>> {
  const terms = await page.locator('dl dt').allTextContents();
  const values = await page.locator('dl dd').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
}

async function forecastScreen(page: Page, url: string): Promise<void> {
  const posts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v2/campaigns/forecast') posts.push(r.postDataJSON());
  });
  const base = cabinetBase(page);
  await page.goto(`${url}${base}/tools/forecast`);
  await page.getByRole('button', { name: 'Рассчитать прогноз' }).waitFor();
  assert.equal(await page.locator('#react-admin-title').textContent(), 'Прогноз трафика');
  await page.getByLabel(label('Начало')).fill('2025-06-02');
  await page.getByLabel(label('Окончание')).fill('2025-06-15');

  // A bad value: the Russian message at the field, nothing sent.
  const budget = page.getByLabel(label('Общий бюджет'));
  await budget.fill('-100');
  await page.getByRole('button', { name: 'Рассчитать прогноз' }).click();
  await page.getByText('Не меньше 0').waitFor();
  assert.equal(await budget.getAttribute('aria-invalid'), 'true');
  assert.equal(posts.length, 0, 'an invalid form sends nothing');

  // Fixed: the figures and the charts.
  await budget.fill('300000');
  const answered = page.waitForResponse((r) => r.url().endsWith('/v2/campaigns/forecast') && r.status() === 200);
  await page.getByRole('button', { name: 'Рассчитать прогноз' }).click();
  await answered;
  await page.locator('dl dt', { hasText: 'Показы' }).waitFor();
  const first = await figures(page);
  assert.equal(posts.length, 1);
  const sent = posts[0] as Record<string, unknown>;
  assert.deepEqual(sent.dates, { start: '2025-06-02', end: '2025-06-15' });
  assert.deepEqual(sent.limits, { budgetTotal: 300000 });
  // The figures are the server's, checked against the same request made independently.
  const expected = await api<{ totals: Record<string, number>; recommendedCpm: number; ssps: unknown[] }>(page, url, '/v2/campaigns/forecast', { method: 'POST', body: sent });
  assert.ok(expected.totals.impressions > 0);
  assert.equal(numberOf(first['Показы']), expected.totals.impressions);
  assert.equal(numberOf(first['Охват']), expected.totals.reach);
  assert.equal(numberOf(first['Клики']), expected.totals.clicks);
  assert.equal(numberOf(first['Расход']), expected.totals.spend);
  assert.ok(expected.totals.spend <= 300000);
  assert.equal(numberOf(first['Рекомендуемая ставка']), expected.recommendedCpm);
  // Charts drew lines from the data (an empty chart has no series path).
  // The charts drew the data: a line through every day and every bid, one bar per SSP.
  const lineVertices = async (chart: string) => {
    const d = await page.locator(`[data-chart="${chart}"] path.MuiLineChart-line`).first().getAttribute('d');
    return (d?.match(/[LC]/g) ?? []).length;
  };
  assert.ok(await lineVertices('days') >= 13, 'the day line goes through the 14 days');
  assert.ok(await lineVertices('bids') >= 12, 'the bid curve goes through its points');
  const bars = page.locator('[data-chart="ssps"] .MuiBarChart-element');
  assert.equal(await bars.count(), expected.ssps.length);
  for (const box of await Promise.all((await bars.all()).map((b) => b.boundingBox()))) assert.ok(box && box.width > 0);
  await screenshot(page, 'forecast-result');

  // The same request again gives the same figures; so does a reload (the request is in the URL).
  const again = page.waitForResponse((r) => r.url().endsWith('/v2/campaigns/forecast') && r.status() === 200);
  await page.getByRole('button', { name: 'Рассчитать прогноз' }).click();
  await again;
  assert.deepEqual(await figures(page), first);
  await page.reload();
  await page.locator('dl dt', { hasText: 'Показы' }).waitFor();
  assert.deepEqual(await figures(page), first);
  assert.equal(await page.getByLabel(label('Общий бюджет')).inputValue(), '300000');
}

test('traffic forecast and brand-lift surveys', async () => {
  await withApp('forecast-brandlift', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    // One server and one browser for both screens (CI time): the forecast, then the surveys.
    await forecastScreen(page, server.url);
  });
});
