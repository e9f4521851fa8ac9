import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { enterCabinet, screenshot, signIn, withApp, test } from './harness';
import { dateField, typeDate } from './dates';

const ADMIN_CABINET = 'Администратор платформы';
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');
/** «1 234 567» / «1 234,50 ₽» → 1234567 / 1234.5 */
const numberOf = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** Calls the reference API as the page's signed-in user, in the page's cabinet. */
async function api<T>(
  page: Page,
  url: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('kabinet.token'));
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      cabinet: cabinetBase(page).slice(1),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
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
  await typeDate(dateField(page, label('Начало')), '2025-06-02');
  await typeDate(dateField(page, label('Окончание')), '2025-06-15');

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
  const expected = await api<{ totals: Record<string, number>; recommendedCpm: number; ssps: unknown[] }>(
    page,
    url,
    '/v2/campaigns/forecast',
    { method: 'POST', body: sent },
  );
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
  assert.ok((await lineVertices('days')) >= 13, 'the day line goes through the 14 days');
  assert.ok((await lineVertices('bids')) >= 12, 'the bid curve goes through its points');
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
  assert.equal(await page.getByLabel(label('Общий бюджет')).inputValue(), '300\u00a0000,00');

  // A rule only the server knows (the minimal CPM of the targeting): its Russian message at the field.
  const bid = page.getByLabel(label('Ставка CPM'));
  await bid.fill('1');
  const refused = page.waitForResponse((r) => r.url().endsWith('/v2/campaigns/forecast') && r.status() === 400);
  await page.getByRole('button', { name: 'Рассчитать прогноз' }).click();
  await refused;
  await page
    .getByText(/^Ставка ниже минимальной: \d+/)
    .first()
    .waitFor();
  assert.equal(await bid.getAttribute('aria-invalid'), 'true');
  const helper = await bid.getAttribute('aria-describedby');
  assert.match((await page.locator(`[id="${helper}"]`).textContent()) ?? '', /^Ставка ниже минимальной: \d+/);
}

interface Answer {
  id: string;
  order: number;
  text: string;
  beforeCount: number;
  afterCount: number;
}
interface Survey {
  id: string;
  name: string;
  version: number;
  slides: { id: string; order: number; question: string; storageUrl?: string; answers: Answer[] }[];
}

/** A one-pixel PNG: what the storage takes as a picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const count = (n: number) => new Intl.NumberFormat('ru-RU').format(n);
const percentText = (part: number, whole: number) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(whole === 0 ? 0 : (part / whole) * 100)} %`;

async function brandliftScreens(page: Page, url: string): Promise<void> {
  const base = cabinetBase(page);
  const surveys = await api<Survey[]>(page, url, '/brandlifts?sort=name&order=asc&pageSize=100');
  const survey = surveys.find((s) => s.slides[1]?.answers.some((a) => a.afterCount > 0))!;
  assert.ok(survey, 'a seeded survey with answers');
  const [q1, q2, q3] = survey.slides.map((s) => s.question);
  const answersOf2 = survey.slides[1].answers;

  await page.goto(`${url}${base}/management/brandlifts`);
  await page.getByText(survey.name, { exact: true }).click();
  await page.waitForURL((u) => u.pathname.endsWith(`/management/brandlifts/${survey.id}`));
  const questions = page.getByLabel(label('Вопрос'));
  await questions.first().waitFor();
  assert.deepEqual(await Promise.all((await questions.all()).map((q) => q.inputValue())), [q1, q2, q3]);

  // Reorder: the second slide first, and its first answer second; a picture on it.
  await page.getByRole('button', { name: 'Слайд 1 ниже', exact: true }).click();
  assert.deepEqual(await Promise.all((await questions.all()).map((q) => q.inputValue())), [q2, q1, q3]);
  await page.getByRole('button', { name: 'Слайд 1: ответ 1 ниже', exact: true }).click();
  const slide1 = page.getByRole('region', { name: 'Слайд 1', exact: true });
  // The picture is saved with the slide once the storage has it: the preview shows before the upload ends.
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/storage/uploadfile') && r.request().method() === 'POST',
  );
  await slide1.locator('input[type="file"]').setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: PNG });
  await slide1.getByRole('img', { name: 'Медиа слайда 1' }).waitFor();
  assert.equal((await uploaded).status(), 201);
  await page.getByText('Файл brand.png загружен').first().waitFor();
  // Saved with the platform's PUT /brandlift {id, …changed} (docs/product.md#calls).
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/brandlift' && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  assert.equal((await saved).status(), 200);
  assert.equal(((await saved).request().postDataJSON() as { id?: string }).id, survey.id);

  // Reload: the order is kept, the counts followed their answers, the picture is there.
  await page.goto(`${url}${base}/management/brandlifts/${survey.id}`);
  await questions.first().waitFor();
  assert.deepEqual(await Promise.all((await questions.all()).map((q) => q.inputValue())), [q2, q1, q3]);
  const answerTexts = await Promise.all(
    (
      await page
        .getByRole('region', { name: 'Слайд 1', exact: true })
        .getByLabel(/^Ответ \d/)
        .all()
    ).map((a) => a.inputValue()),
  );
  assert.deepEqual(answerTexts, [answersOf2[1].text, answersOf2[0].text, ...answersOf2.slice(2).map((a) => a.text)]);
  const stored = await api<Survey>(page, url, `/brandlift/${survey.id}`);
  assert.ok(stored.slides[0].storageUrl, 'the picture is saved with its slide');
  // The preview loads lazily (a long form's pictures wait until they are near the screen): bring it there first.
  const picture = page
    .getByRole('region', { name: 'Слайд 1', exact: true })
    .getByRole('img', { name: 'Медиа слайда 1' });
  assert.equal(await picture.getAttribute('src'), stored.slides[0].storageUrl);
  await picture.evaluate((img) => img.scrollIntoView({ block: 'center' }));
  await picture.waitFor();
  assert.deepEqual(
    stored.slides.map((s) => s.order),
    [1, 2, 3],
  );
  const moved = stored.slides[0].answers;
  assert.deepEqual(
    moved.map((a) => [a.id, a.beforeCount, a.afterCount]),
    [answersOf2[1], answersOf2[0], ...answersOf2.slice(2)].map((a) => [a.id, a.beforeCount, a.afterCount]),
  );

  // Statistics: one chart per slide, bars drawn, percentages as computed here from the counts.
  const charts = page.locator('[data-chart="brandlift-slide"]');
  assert.equal(await charts.count(), 3);
  for (const [i, slide] of stored.slides.entries()) {
    const chart = charts.nth(i);
    const bars = chart.locator('.MuiBarChart-element');
    assert.equal(await bars.count(), slide.answers.length * 2);
    const heights = await Promise.all((await bars.all()).map(async (b) => (await b.boundingBox())?.height ?? 0));
    assert.ok(
      heights.some((h) => h > 1),
      'bars have height',
    );
    const before = slide.answers.reduce((t, a) => t + a.beforeCount, 0);
    const after = slide.answers.reduce((t, a) => t + a.afterCount, 0);
    await chart
      .getByText(`Ответов до показа: ${count(before)} · после показа: ${count(after)}`, { exact: true })
      .waitFor();
    const items = await chart
      .getByRole('list', { name: 'Доли ответов до и после показа' })
      .getByRole('listitem')
      .allTextContents();
    assert.deepEqual(
      items,
      slide.answers.map(
        (a) =>
          `${a.text}: до показа ${count(a.beforeCount)} (${percentText(a.beforeCount, before)}) · после ${count(a.afterCount)} (${percentText(a.afterCount, after)})`,
      ),
    );
  }
  await charts.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'brandlift-edit');

  // Preview: the saved survey as a respondent sees it.
  await page.getByRole('button', { name: 'Предпросмотр' }).click();
  const dialog = page.getByRole('dialog');
  const firstSlide = dialog.getByRole('region', { name: 'Вопрос 1 из 3' });
  await firstSlide.getByText(q2, { exact: true }).waitFor();
  await firstSlide.getByRole('img', { name: 'Медиа слайда 1' }).waitFor();
  assert.equal(await dialog.getByRole('region', { name: 'Вопрос 2 из 3' }).getByText(q1, { exact: true }).count(), 1);
  await screenshot(page, 'brandlift-preview');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
}

test('traffic forecast and brand-lift surveys', async () => {
  await withApp('forecast-brandlift', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    // One server and one browser for both screens (CI time): the forecast, then the surveys.
    await forecastScreen(page, server.url);
    await brandliftScreens(page, server.url);
  });
});
