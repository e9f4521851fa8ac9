// Browser tests of campaigns, groups and creatives: the nested campaign form, run
// status, copy, bulk stop, xlsx downloads, the creative's version conflict and the quick price
// update. One server and one browser for the file; a fresh browser context per test.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page, Request } from 'playwright-core';
import { screenshot, signInQuickly } from './harness';
import { suite } from './suite';
import { dateField, typeDate } from './dates';

const app = suite('campaigns');
const { scenario, asAdmin } = app;

const CONFLICT = 'Текущая версия креатива устарела. Обновите страницу, чтобы получить актуальную версию';
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`);

/** The API as another user would call it (a second session editing the same record). */
async function api<T>(method: string, path: string, cabinetId: string, body?: unknown): Promise<T> {
  const signInResponse = await fetch(`${app.server.url}/v2/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'admin' }),
  });
  const { token } = (await signInResponse.json()) as { token: string };
  const response = await fetch(`${app.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      cabinet: cabinetId,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.ok(response.ok, `${method} ${path}: ${response.status}`);
  return response.json() as Promise<T>;
}

/** Picks options of a (multi-)select by their visible names. */
async function choose(page: Page, field: string, options: string[], scope = page.locator('body')) {
  await scope.getByLabel(label(field)).first().click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  // A multiple select stays open after a pick.
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}

/** The list's row count from its pager («1-25 из N»). */
async function listTotal(page: Page): Promise<number> {
  return Number((await page.getByText(/^1-\d+ из \d+$/).textContent())!.match(/из (\d+)/)![1]);
}

async function downloadXlsx(page: Page, click: () => Promise<void>): Promise<ExcelJS.Workbook> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const bytes = readFileSync(path!);
  assert.equal(bytes.subarray(0, 2).toString(), 'PK', 'an .xlsx is a zip');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

scenario('campaign list, create with nested fields, edit, pause and resume, copy', async (page) => {
  const base = await asAdmin(page);
  const writes: { method: string; url: string; body: unknown }[] = [];
  const reads: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'GET') reads.push(new URL(r.url()).pathname);
  });
  page.on('request', (r: Request) => {
    if (r.method() !== 'GET' && /\/(v2\/campaigns|campaign\/)/.test(r.url()))
      writes.push({ method: r.method(), url: r.url(), body: r.postDataJSON() });
  });

  await page.goto(`${app.server.url}${base}/management/campaigns`);
  await page.getByRole('columnheader', { name: /Тип закупки/ }).waitFor();
  const total = Number((await page.getByText(/^1-25 из \d+$/).textContent())!.match(/из (\d+)/)![1]);
  assert.ok(total >= 200, `several pages of campaigns (${total})`);
  await screenshot(page, 'campaigns-list');

  await page.getByRole('link', { name: 'Создать' }).click();
  await page.getByLabel(label('Название')).fill('Летняя акция — тест');
  await page.getByLabel(label('Аккаунт')).click();
  await page.getByRole('option').first().click();
  await choose(page, 'Тип креативов', ['Видео']);
  await typeDate(dateField(page, label('Начало')), '2025-06-01');
  await typeDate(dateField(page, label('Окончание')), '2025-08-31');
  await page.locator('.ra-input-calendar\\.week').getByRole('button', { name: 'Добавить' }).click();
  await choose(page, 'Дни', ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
  // A whole week picked reads on one line of its field.
  const dayTops = await page
    .locator('.ra-input-calendar\\.week .MuiChip-root')
    .evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
  assert.equal(new Set(dayTops).size, 1, `the seven days on one line (${dayTops.join(', ')})`);
  await page.getByLabel(label('С (час)')).fill('9');
  await page.getByLabel(label('До (час)')).fill('21');
  await choose(page, 'Тип закупки', ['CPV — за досмотр']);
  await choose(page, 'Скорость расхода бюджета', ['Равномерно']);
  await page.getByLabel(label('Досматриваемость (VTR)')).fill('75');
  await page.getByLabel(label('Общий бюджет')).fill('500000');
  // Regions are ticked in the geo tree, whose country opens on request.
  const geo = page.getByRole('group', { name: /^Показывать в регионах/ });
  await geo.getByRole('button', { name: 'Развернуть: Россия' }).click();
  for (const region of ['Москва', 'Московская область'])
    await geo.getByRole('checkbox', { name: region, exact: true }).check();
  await choose(page, 'Типы устройств', ['Смартфоны', 'Smart TV']);
  await choose(page, 'Возраст', ['25–34']);
  await choose(page, 'Пол', ['Женщины']);
  await page.getByLabel(label('ID договора в ОРД')).fill('ORD-2025-77');
  await screenshot(page, 'campaigns-create-form');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.waitForURL((u) => /\/management\/campaigns\/[0-9a-z]{24}$/.test(u.pathname));
  const id = new URL(page.url()).pathname.split('/').pop()!;

  const post = writes.find((w) => w.method === 'POST' && w.url.endsWith('/v2/campaigns'))!;
  assert.deepEqual(post.body, {
    name: 'Летняя акция — тест',
    accountId: (post.body as { accountId: string }).accountId,
    creativeType: 'video',
    isBrandLift: false,
    calendar: {
      dates: { start: '2025-06-01', end: '2025-08-31' },
      week: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: 9, to: 21 }],
    },
    strategies: { buyingType: 'cpv', saleSpeedType: 'evenly', kpi: { vtr: 75 } },
    limits: { budgetTotal: 500000 },
    targets: {
      geo: { idsWhiteList: ['RU-MOW', 'RU-MOS'] },
      device: { deviceTypes: ['smartphone', 'smarttv'] },
      user: { ageRanges: ['25-34'], genders: ['female'] },
    },
    other: { externalContractId: 'ORD-2025-77', useAdPool: false },
  });

  // Edit: the nested values are back in their inputs; a change is a PATCH without creativeType.
  await page.getByLabel(label('Название')).and(page.locator('[value="Летняя акция — тест"]')).waitFor();
  // The edit page refetches the record it got from the create; typing before that answer would be reset.
  for (let i = 0; i < 100 && reads.filter((p) => p.endsWith(`/v2/campaigns/${id}`)).length < 2; i++)
    await page.waitForTimeout(100);
  await page.waitForLoadState('networkidle');

  assert.equal(await page.getByLabel(label('Досматриваемость (VTR)')).inputValue(), '75');
  await page.getByLabel(label('Название')).fill('Летняя акция — тест (правка)');
  await page.getByLabel(label('Дневной бюджет')).fill('25000');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Кампания «Летняя акция — тест (правка)»').waitFor();
  const patch = writes.find((w) => w.method === 'PATCH')!;
  assert.deepEqual(patch.body, {
    name: 'Летняя акция — тест (правка)',
    limits: { budgetTotal: 500000, budgetDaily: 25000 },
  });
  await screenshot(page, 'campaigns-edit');

  // Run status: a new campaign is paused; run it, pause it again.
  await page.getByRole('button', { name: 'Запустить', exact: true }).click();
  await page.getByText('Кампания «Летняя акция — тест (правка)»: запущена').waitFor();
  await page.getByRole('button', { name: 'Приостановить', exact: true }).click();
  await page.getByText('Кампания «Летняя акция — тест (правка)»: приостановлена').waitFor();
  const statusCalls = writes.filter((w) => w.url.endsWith('/campaign/status')).map((w) => w.body);
  assert.deepEqual(statusCalls, [
    { id, status: 'active' },
    { id, status: 'paused' },
  ]);

  // Copy: a dialog with the copy's name; the copy opens.
  await page.getByRole('button', { name: 'Копировать', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label('Название копии')).fill('Осенняя акция — копия');
  await screenshot(page, 'campaigns-copy-dialog');
  await dialog.getByRole('button', { name: 'Копировать', exact: true }).click();
  await page.getByText(/Создана копия «Осенняя акция — копия»/).waitFor();
  await page.waitForURL((u) => u.pathname.endsWith('/management/campaigns/') === false && !u.pathname.endsWith(id));
  const copy = writes.find((w) => w.url.endsWith('/v2/campaigns/copy'))!;
  assert.deepEqual(copy.body, { id, name: 'Осенняя акция — копия', creativeType: 'video', copyCreatives: true });
  await page.getByLabel(label('Название')).and(page.locator('[value="Осенняя акция — копия"]')).waitFor();
  // The copy points to its original, shown by name.
  await page
    .getByLabel(label('Родительская кампания'))
    .and(page.locator('[value="Летняя акция — тест (правка)"]'))
    .waitFor();
  await screenshot(page, 'campaigns-copy-opened');
});

scenario(
  'stop many: the toast tells affectedCount; xlsx of the filtered list, of the selection and of one campaign',
  async (page) => {
    const base = await asAdmin(page);
    const filter = { status: 'active', strategies: { buyingType: 'cpm' } };
    await page.goto(
      `${app.server.url}${base}/management/campaigns?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    await page.getByRole('columnheader', { name: /Тип закупки/ }).waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const shown = Number((await page.getByText(/^1-\d+ из \d+$/).textContent())!.match(/из (\d+)/)![1]);

    // The list toolbar's export: every page under the current filters, in the platform's parameter names.
    const listCall = page.waitForRequest((r) => r.url().includes('/v2/campaigns.xlsx'));
    const all = await downloadXlsx(page, () => page.getByRole('button', { name: 'Выгрузить в XLSX' }).click());
    const query = new URL((await listCall).url()).searchParams;
    assert.equal(query.get('status'), 'active');
    assert.equal(query.get('buyingType'), 'cpm');
    assert.equal(all.worksheets[0].rowCount - 1, shown);
    const statusColumn = (all.worksheets[0].getRow(1).values as unknown[]).indexOf('Статус');
    assert.ok([2, 3].every((r) => all.worksheets[0].getRow(r).getCell(statusColumn).value === 'Активна'));

    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      names.push((await rows.nth(i).locator('td').nth(1).textContent())!.trim());
      await rows.nth(i).getByRole('checkbox').check();
    }

    const book = await downloadXlsx(page, () => page.getByRole('button', { name: 'Выгрузить выбранные' }).click());
    const sheet = book.worksheets[0];
    assert.equal(sheet.rowCount, 4, 'a header and the three selected campaigns');
    assert.deepEqual(new Set([2, 3, 4].map((r) => String(sheet.getRow(r).getCell(2).value))), new Set(names));

    await page.getByRole('button', { name: 'Остановить', exact: true }).click();
    const [stop] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/v2/campaigns/stop')),
      page.getByRole('dialog').getByRole('button', { name: 'Остановить' }).click(),
    ]);
    assert.equal((stop.postDataJSON() as { ids: string[] }).ids.length, 3);
    await page.getByText('Остановлено кампаний: 3').waitFor();
    await screenshot(page, 'campaigns-stopped');
    // They left the "active" filter.
    for (const name of names) await page.getByRole('cell', { name, exact: true }).waitFor({ state: 'detached' });

    await page.goto(
      `${app.server.url}${base}/management/campaigns?filter=${encodeURIComponent(JSON.stringify({ status: 'stopped' }))}`,
    );
    await page.getByRole('cell', { name: names[0], exact: true }).first().click();
    await page.getByRole('button', { name: 'Скачать XLSX' }).waitFor();
    // A stopped campaign cannot be run: the button says why instead of doing it.
    const runStopped = page.getByRole('button', { name: 'Запустить', exact: true });
    assert.ok(await runStopped.isDisabled(), 'a stopped campaign cannot be run');
    await page.getByLabel('Из состояния «Остановлена» нельзя перейти в «Активна»').first().waitFor();
    const one = await downloadXlsx(page, () => page.getByRole('button', { name: 'Скачать XLSX' }).click());
    const values = new Map<string, unknown>();
    one.getWorksheet('Кампания')!.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    assert.equal(values.get('Название'), names[0]);
    assert.equal(values.get('Статус'), 'Остановлена');
  },
);

scenario(
  'list search: applied as typed, kept when another filter is added, saved and removed as a query, emptied by its clear button',
  async (page) => {
    const base = await asAdmin(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    // The top bar's unread count is asked 2 s after the cabinet opens, and its typed call brings
    // the typed calls' code: that is the inbox's, not the search box's.
    const inboxAsked = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/notifications/count');
    await page.goto(`${app.server.url}${base}/management/campaigns`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    await inboxAsked;
    const total = () => listTotal(page);
    const all = await total();
    const name = (await rows.first().locator('td').nth(1).textContent())!.trim();
    const filterInAddress = () =>
      JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    // The search box is the console's own until another filter is shown (src/shims/filterForm.tsx).
    // Counted once the list's own toolbar buttons, asked for a frame after the rows, are there.
    await page.getByRole('button', { name: 'Выгрузить в XLSX' }).waitFor();
    const scriptsBefore = scripts.length;

    const search = page.getByPlaceholder('Поиск');
    const searched = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname.endsWith('/v2/campaigns') && new URL(r.url()).searchParams.get('search') === name,
    );
    await search.pressSequentially(name);
    await searched;
    await page.waitForFunction(
      (all) => /из (\d+)$/.exec(document.body.innerText.match(/1-\d+ из \d+/)?.[0] ?? '')?.[1] !== String(all),
      all,
    );
    assert.ok((await total()) < all, 'the search narrows the list');
    assert.equal(await search.inputValue(), name, 'every typed letter stays in the box');
    assert.equal(filterInAddress().q, name);
    assert.equal(scripts.length, scriptsBefore, 'the search box loads no form code');

    // Another filter: react-admin's form takes over, the search keeps its text and its filter.
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page.getByRole('menu').getByText('Статус', { exact: true }).click();
    await page.getByLabel(label('Статус')).first().waitFor();
    assert.ok(scripts.length > scriptsBefore, 'the filter form loads when a filter is added');
    assert.equal(await page.getByPlaceholder('Поиск').inputValue(), name);
    const both = page.waitForRequest(
      (r) => new URL(r.url()).searchParams.get('search') === name && new URL(r.url()).searchParams.has('status'),
    );
    await choose(page, 'Статус', ['Активна']);
    await both;
    await screenshot(page, 'campaigns-search-and-status');

    // The query saved from the same menu (its dialog loads when first opened), then removed.
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page.getByRole('menuitem', { name: 'Сохранить текущий запрос...' }).click();
    await page.getByRole('dialog').getByLabel('Имя запроса').fill('Активные по названию');
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page.getByRole('menuitem', { name: 'Удалить запрос "Активные по названию"' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page.getByRole('menuitem', { name: 'Сохранить текущий запрос...' }).waitFor();
    assert.equal(
      await page.getByRole('menuitem', { name: /Активные по названию/ }).count(),
      0,
      'the saved query is gone',
    );
    await page.keyboard.press('Escape');

    // The clear button: the search leaves the box and the filter; the status stays.
    await page.getByRole('button', { name: 'Очистить', exact: true }).click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('filter')?.includes('"q"'));
    assert.equal(await page.getByPlaceholder('Поиск').inputValue(), '');
    assert.ok(filterInAddress().status, 'the status filter stays');
  },
);

scenario(
  'bulk delete: the button and its confirmation come with the first selection; the campaign is gone',
  async (page) => {
    const base = await asAdmin(page);
    await page.goto(`${app.server.url}${base}/management/campaigns`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const before = await listTotal(page);
    await rows.first().getByRole('checkbox').check();
    const [call] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'DELETE' || /delete/i.test(new URL(r.url()).pathname)),
      (async () => {
        await page.getByRole('button', { name: 'Удалить' }).click();
        // The dialog counts the records, not the resource's route.
        await page.getByRole('dialog').getByText('Удалить 1 запись?', { exact: true }).waitFor();
        await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
      })(),
    ]);
    assert.ok(call, 'the platform was asked to delete');
    await page.getByText(new RegExp(`^1-\\d+ из ${before - 1}$`)).waitFor();
    await screenshot(page, 'campaigns-bulk-deleted');
  },
);

scenario('on a phone: each campaign is one entry that opens it, sorted from a picker', async (page) => {
  const base = await asAdmin(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`${app.server.url}${base}/management/campaigns`);
  const entries = page.getByRole('list', { name: 'Записи' }).getByRole('listitem');
  await entries.first().waitFor();
  assert.equal(await page.getByRole('table').count(), 0, 'no sideways-scrolling table on a phone');
  assert.match(await entries.first().innerText(), /Аккаунт: .+\nСтатус: .+/);
  const firstByName = await entries.first().getByRole('link').innerText();
  await screenshot(page, 'campaigns-phone-list');

  await page.getByLabel('Сортировка').selectOption({ label: 'Название ↓' });
  await page.waitForURL((u) => u.searchParams.get('sort') === 'name' && u.searchParams.get('order') === 'DESC');
  await page.waitForFunction((before) => {
    const first = document.querySelector('[aria-label="Записи"] a');
    return first !== null && (first as HTMLElement).innerText !== before;
  }, firstByName);

  await entries.first().getByRole('link').click();
  await page.waitForURL((u) => new RegExp(`^${base}/management/campaigns/[0-9a-f]{24}$`).test(u.pathname));
  await page.getByRole('button', { name: 'Удалить' }).waitFor();
});

scenario('creative: a stale version is refused with the creative message and the edits stay', async (page) => {
  const base = await asAdmin(page);
  const cabinetId = base.slice(1);
  const [creative] = await api<{ id: string; name: string }[]>('GET', '/v2/creatives?pageSize=1', cabinetId);
  await page.goto(`${app.server.url}${base}/management/campaigns/creatives/${creative.id}`);
  await page
    .getByLabel(label('Название'))
    .and(page.locator(`[value="${creative.name}"]`))
    .waitFor();
  await screenshot(page, 'creatives-edit');

  await page.getByLabel(label('Название')).fill('Мои правки');
  await page.getByLabel(label('CPM (за 1000 показов)')).fill('444');
  // Meanwhile someone else saves the same creative.
  await api('PATCH', `/v2/creatives/${creative.id}`, cabinetId, { name: 'Чужая правка' });

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText(CONFLICT).waitFor();
  assert.equal(await page.getByLabel(label('Название')).inputValue(), 'Мои правки');
  assert.equal(await page.getByLabel(label('CPM (за 1000 показов)')).inputValue(), '444,00');
  await screenshot(page, 'creatives-conflict');
});

scenario('creative price: both fields empty is refused locally; a filled one is saved', async (page) => {
  const base = await asAdmin(page);
  const cabinetId = base.slice(1);
  const [, creative] = await api<{ id: string; name: string }[]>('GET', '/v2/creatives?pageSize=2', cabinetId);
  const patches: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patches.push(r.postDataJSON());
  });
  await page.goto(`${app.server.url}${base}/management/campaigns/creatives/${creative.id}`);
  await page.getByRole('button', { name: 'Изменить цену' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await dialog.getByRole('alert').getByText('Не заполнено ни одно поле: укажите CPM или тип вознаграждения').waitFor();
  assert.deepEqual(patches, [], 'nothing was sent');
  await screenshot(page, 'creatives-price-empty');

  await dialog.getByLabel(label('CPM (за 1000 показов)')).fill('275');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText(`Цена креатива «${creative.name}» изменена`).waitFor();
  assert.deepEqual(patches, [{ targets: { price: { cpm: 275 } } }]);
  await page.getByLabel(label('CPM (за 1000 показов)')).and(page.locator('[value="275,00"]')).waitFor();
});

scenario('group: the campaigns of a group changed at once from a form dialog', async (page) => {
  const base = await asAdmin(page);
  await page.goto(`${app.server.url}${base}/management/campaigns/groups`);
  await page.getByRole('columnheader', { name: /Кампаний в группе/ }).waitFor();
  await screenshot(page, 'groups-list');
  await page.locator('tbody tr').first().locator('td').nth(1).click();
  await page.getByRole('button', { name: 'Изменить кампании' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await dialog.getByText('Заполните хотя бы одно поле — иначе менять нечего').waitFor();
  await choose(page, 'Скорость расхода бюджета', ['Быстро'], dialog);
  await choose(page, 'Типы устройств', ['Smart TV'], dialog);
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await screenshot(page, 'groups-patch-dialog');
  const call = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/campaigns'));
  await dialog.getByRole('button', { name: 'Применить' }).click();
  assert.deepEqual((await call).postDataJSON(), { deviceTargets: ['smarttv'], saleSpeedType: 'fast' });
  await page.getByText(/^Изменено кампаний группы: \d+$/).waitFor();
});

scenario(
  "a campaign's big list: picked by name among its row's type, by an account that cannot open big lists",
  async (page) => {
    const url = app.server.url;
    const signInApi = async (login: string) => {
      const res = await fetch(`${url}/v2/users/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password: login }),
      });
      const { token } = (await res.json()) as { token: string };
      const cabinets = (await (
        await fetch(`${url}/v2/users/cabinets`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: string; name: string; cabinetType: string }[];
      return { token, cabinets };
    };
    // The viewer's account is given the campaigns, not the audiences (big lists are one of them).
    const viewer = await signInApi('viewer');
    const account = viewer.cabinets.find((c) => c.cabinetType === 'account')!;
    const admin = await signInApi('admin');
    await api('PUT', '/v2/users/permissions', admin.cabinets.find((c) => c.cabinetType === 'admin')!.id, {
      cabinetId: account.id,
      permissions: { manageCampaignSegments: true },
    });
    const asViewer = async <T>(path: string) =>
      (await (
        await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${viewer.token}`, cabinet: account.id } })
      ).json()) as T;
    const campaign = (
      await asViewer<{ id: string; name: string; targets?: { wbLists?: unknown } }[]>('/v2/campaigns?pageSize=100')
    ).find((c) => !c.targets?.wbLists)!;
    const ownDomains = (await asViewer<{ listName: string }[]>('/v2/labels/bigList?listType=dm')).map(
      (l) => l.listName,
    );
    assert.equal(ownDomains.length, 1, 'the account has one list of domains of its own');

    const base = await signInQuickly(page, url, 'viewer', 'viewer', account.name);
    await page.goto(`${url}${base}/management/campaigns/${campaign.id}`);
    const rows = page.locator('.ra-input-targets\\.wbLists\\.bigLists');
    await rows.getByRole('button', { name: 'Добавить' }).click();
    const list = rows.getByRole('combobox', { name: label('Список') });
    assert.equal(await list.isDisabled(), true, 'no list before its type');
    await rows.getByText('Сначала выберите: Тип списка').waitFor();
    await choose(page, 'Тип списка', ['Домены'], rows);
    await list.click();
    const offered = await page.getByRole('option').allTextContents();
    assert.deepEqual(offered, ownDomains, 'only its own lists of domains, by name');
    await page.getByRole('option', { name: ownDomains[0] }).click();
    await choose(page, 'Режим', ['Чёрный список'], rows);
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().includes(`/v2/campaigns/${campaign.id}`),
    );
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const row = ((await patch).postDataJSON() as { targets: { wbLists: { bigLists: Record<string, string>[] } } })
      .targets.wbLists.bigLists[0];
    assert.equal(row.listType, 'dm');
    assert.equal(row.mode, 'black');
    await page.getByText(`Кампания «${campaign.name}»`).first().waitFor();
    await page.goto(`${url}${base}/management/campaigns/${campaign.id}/show`);
    await page.getByRole('row', { name: `Домены ${ownDomains[0]} Чёрный список` }).waitFor();
    await screenshot(page, 'campaigns-big-list');
  },
);
