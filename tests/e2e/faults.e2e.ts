// The fault-injection half of the README's promises: a network lost during a save, slow
// answers, cabinet switches, bad input typed in the form, and hostile text from the API. One
// server and one browser for the file; a fresh browser context (empty storage) per test.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  clickMenuLink,
  enterCabinet,
  firstDataRow,
  launchBrowser,
  newPage,
  printLog,
  screenshot,
  signIn,
  startServer,
  type RunningServer,
  test,
} from './harness';
import {
  api,
  apiCall,
  cabinetBase,
  countAnswered,
  dropRequests,
  HOSTILE_NAMES,
  label,
  recordRows,
  sessionHeaders,
  slowDown,
} from './faults';

const ADMIN_CABINET = 'Администратор платформы';
const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение и повторите попытку';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
});

/** A test with its own page; on failure a screenshot and the server log. */
function scenario(name: string, body: (page: Page) => Promise<void>) {
  test(name, async () => {
    const page = await newPage(browser);
    try {
      await body(page);
    } catch (error) {
      await screenshot(page, `faults-${name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}-failure`).catch(
        () => undefined,
      );
      printLog(server);
      throw error;
    } finally {
      await page.context().close();
    }
  });
}

/** Signs in as admin and opens the first account's edit form; returns its id. */
async function openAccountForm(page: Page, row = 1): Promise<string> {
  await signIn(page, server.url, 'admin', 'admin');
  await enterCabinet(page, ADMIN_CABINET);
  await page.goto(`${server.url}${cabinetBase(page)}/management/accounts`);
  await page.getByRole('row').nth(row).click();
  await page.waitForURL((u) => /\/management\/accounts\/[0-9a-z]{24}$/.test(u.pathname));
  await page.getByLabel(label('Название')).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

scenario('7. the network drops during a save: a clear message, nothing lost, saving again works', async (page) => {
  const id = await openAccountForm(page);
  const name = page.getByLabel(label('Название'));
  await name.fill('Правка, сделанная без сети');
  await page.getByLabel(label('Комиссия агентства')).fill('4.5');
  await page.waitForTimeout(600); // the draft is written 300 ms after typing stops

  // The browser goes offline (navigator.onLine false, every request fails).
  const patches = countAnswered(page, apiCall('PATCH', '/v2/accounts/'));
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, NETWORK_MESSAGE).waitFor();
  await screenshot(page, 'faults-offline-save');
  assert.equal(await name.inputValue(), 'Правка, сделанная без сети', 'the form keeps what was typed');
  assert.equal(await page.getByLabel(label('Комиссия агентства')).inputValue(), '4,5');
  const draft = await page.evaluate(
    () => Object.entries(localStorage).find(([k]) => k.startsWith('kabinet.draft.'))?.[1],
  );
  assert.match(draft ?? '', /Правка, сделанная без сети/, 'the draft survives in the browser');
  assert.equal(new URL(page.url()).pathname.endsWith(id), true, 'still on the form');

  // Back online: the same button saves.
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, /Элемент обновлен/).waitFor();
  assert.deepEqual(
    patches,
    [`PATCH /v2/accounts/${id} 200`],
    'the server got the save once, after the network came back',
  );
  const headers = await sessionHeaders(page);
  const saved = await api<{ name: string }>(`${server.url}/v2/accounts/${id}`, headers);
  assert.equal(saved.data.name, 'Правка, сделанная без сети');

  // A connection lost mid-flight (no answer at all) on a create: the same message, the values stay.
  await page.goto(`${server.url}${cabinetBase(page)}/management/agencies/create`);
  const agencyName = page.getByLabel(label('Название'));
  await agencyName.fill('Агентство без связи');
  await page.getByLabel(label('ИНН')).fill('7701234567');
  for (const select of ['Модель обслуживания', 'Валюта']) {
    await page.getByRole('combobox', { name: label(select) }).click();
    await page.getByRole('option').filter({ hasText: /\S/ }).first().click();
  }
  const lost = await dropRequests(page, apiCall('POST', '/v2/agencies'));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, NETWORK_MESSAGE).waitFor();
  assert.equal(lost.dropped.length, 1);
  assert.equal(await agencyName.inputValue(), 'Агентство без связи');
  await lost.restore();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.waitForURL((u) => /\/management\/agencies\/[0-9a-z]{24}$/.test(u.pathname));
  const created = await api<{ name: string }>(
    `${server.url}/v2/agencies/${new URL(page.url()).pathname.split('/').pop()}`,
    headers,
  );
  assert.equal(created.data.name, 'Агентство без связи');
});

scenario('8. a 3 s save shows a loader, and double click or Enter sends exactly one request', async (page) => {
  const id = await openAccountForm(page, 2);
  const name = page.getByLabel(label('Название'));
  await name.fill('Медленное сохранение');
  const slow = await slowDown(page, apiCall('PATCH', '/v2/accounts/'), 3_000);
  const save = page.getByRole('button', { name: 'Сохранить' });
  await save.dblclick();
  await name.press('Enter');
  await save.click({ force: true }).catch(() => undefined); // a disabled button may refuse the click
  // While the server thinks: the button shows a spinner and refuses clicks, the top bar a loader.
  await save.getByRole('progressbar').waitFor({ timeout: 1_000 });
  assert.equal(await save.isDisabled(), true, 'the save button is disabled while saving');
  await page.getByRole('progressbar', { name: 'Загрузка' }).first().waitFor({ timeout: 1_000 });
  await screenshot(page, 'faults-slow-save');
  await toast(page, /Элемент обновлен/).waitFor({ timeout: 10_000 });
  assert.deepEqual(slow.seen, [`PATCH /v2/accounts/${id}`], `exactly one PATCH: ${slow.seen.join(', ')}`);
  await slow.restore();

  // A slow list read: the loader shows until the rows arrive.
  const slowList = await slowDown(page, apiCall('GET', '/v2/agencies'), 3_000);
  await page.goto(`${server.url}${cabinetBase(page)}/management/agencies`);
  await page.getByRole('progressbar').first().waitFor({ timeout: 2_000 });
  await firstDataRow(page).waitFor({ timeout: 10_000 });
  assert.ok(slowList.seen.length >= 1);
  await slowList.restore();
});

scenario('9. switching cabinet never shows a row of the previous cabinet, not even for a frame', async (page) => {
  await recordRows(page);
  await signIn(page, server.url, 'admin', 'admin');
  await enterCabinet(page, ADMIN_CABINET);
  const admin = cabinetBase(page);
  const menu = async (group: string, item: RegExp) => {
    await page.getByRole('button', { name: 'Развернуть меню' }).click();
    // A group holding the current screen opens by itself (an agency lands on its accounts):
    // a click would close it again, so the group is opened only when it is closed.
    const toggle = page.getByRole('button', { name: group });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await toggle.and(page.locator('[aria-expanded="true"]')).waitFor();
    await clickMenuLink(page.getByRole('link', { name: item }));
  };
  await menu('Управление', /^Аккаунт/);
  await page.waitForURL((u) => u.pathname === `${admin}/management/accounts`);
  // The router changes screens in a transition: the address changes at once, while the landing
  // list (the users) stays on screen until the accounts list can render. Its own column first.
  await page.getByRole('columnheader', { name: /Агентство/ }).waitFor();
  await firstDataRow(page).waitFor();

  // Another cabinet (an agency's) through «Список кабинетов», then its accounts by the menu:
  // all client-side, so anything cached in memory could show.
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Список кабинетов' }).click();
  await page.waitForURL((u) => u.pathname === '/auth/cabinets');
  const agencies = page.locator('section', { has: page.getByText('Агентства', { exact: true }) });
  await agencies.getByRole('button').first().click();
  await page.waitForURL((u) => /^\/[0-9a-z]{24}\//.test(u.pathname) && !u.pathname.startsWith(admin));
  const agency = cabinetBase(page);
  await firstDataRow(page).waitFor(); // the landing list is up, its menu group settled
  await menu('Управление', /^Аккаунт/);
  await page.waitForURL((u) => u.pathname === `${agency}/management/accounts`);
  await firstDataRow(page).waitFor();
  // Back and forth through the history between the two cabinets' lists.
  for (const step of ['back', 'forward'] as const) {
    for (let i = 0; i < 3; i++) await (step === 'back' ? page.goBack() : page.goForward());
    await firstDataRow(page).waitFor();
  }
  await page.waitForTimeout(500);
  await screenshot(page, 'faults-cabinet-switch');

  // What each cabinet may see, asked of the API.
  const headers = await sessionHeaders(page);
  const names = async (cabinet: string) =>
    (
      await api<{ name: string }[]>(`${server.url}/v2/accounts?pageSize=1000`, {
        ...headers,
        cabinet: cabinet.slice(1),
      })
    ).data.map((a) => a.name);
  const agencyNames = new Set(await names(agency));
  const foreign = (await names(admin)).filter((n) => !agencyNames.has(n));
  assert.ok(foreign.length > 0 && agencyNames.size > 0, 'the two cabinets see different accounts');

  const rows = await page.evaluate(() => window.__rows ?? []);
  const inAgency = rows.filter((r) => r.path.startsWith(`${agency}/`));
  assert.ok(
    inAgency.some((r) => [...agencyNames].some((n) => r.text.includes(n))),
    'the agency list was recorded',
  );
  assert.ok(
    rows.some((r) => r.path.startsWith(`${admin}/`) && foreign.some((n) => r.text.includes(n))),
    'the admin list was recorded',
  );
  const leaked = inAgency.filter((r) => foreign.some((n) => r.text.includes(n)));
  assert.deepEqual(leaked, [], 'rows of the admin cabinet shown inside the agency cabinet');
});

scenario('12. names with HTML or script from the API are shown as text everywhere; nothing runs', async (page) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, server.url, 'admin', 'admin');
  await enterCabinet(page, ADMIN_CABINET);
  const base = cabinetBase(page);
  const headers = await sessionHeaders(page);
  // Hostile agency names, and an account under the first one with a hostile name of its own.
  const agencyIds: string[] = [];
  for (const name of HOSTILE_NAMES) {
    const created = await api<{ id: string }>(`${server.url}/v2/agencies/`, headers, 'POST', {
      name,
      serviceModel: 'selfService',
      currency: 'rub',
    });
    assert.equal(created.status, 201, JSON.stringify(created.data));
    agencyIds.push(created.data.id);
  }
  const account = await api<{ id: string }>(`${server.url}/v2/accounts`, headers, 'POST', {
    name: HOSTILE_NAMES[1],
    agencyID: agencyIds[0],
    finance: { currency: 'rub' },
  });
  assert.equal(account.status, 201, JSON.stringify(account.data));

  const shownLiterally = async (text: string, where: string) => {
    await page
      .getByText(text, { exact: true })
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => assert.fail(`«${text}» is not shown as text on ${where}`));
  };
  // Lists (search puts the hostile rows on the first page), show, edit (inputs and titles).
  await page.goto(
    `${server.url}${base}/management/agencies?filter=${encodeURIComponent(JSON.stringify({ q: 'xss' }))}`,
  );
  for (const name of HOSTILE_NAMES) await shownLiterally(name, 'the agencies list');
  await screenshot(page, 'faults-xss-list');
  await page.goto(`${server.url}${base}/management/agencies/${agencyIds[2]}/show`);
  await shownLiterally(HOSTILE_NAMES[2], 'the agency card');
  await page.goto(`${server.url}${base}/management/agencies/${agencyIds[0]}`);
  assert.equal(await page.getByLabel(label('Название')).inputValue(), HOSTILE_NAMES[0]);
  await shownLiterally(`Агентство «${HOSTILE_NAMES[0]}»`, 'the top bar of the agency form');
  await page.goto(
    `${server.url}${base}/management/accounts?filter=${encodeURIComponent(JSON.stringify({ q: 'xss' }))}`,
  );
  await shownLiterally(HOSTILE_NAMES[1], 'the accounts list');
  await shownLiterally(HOSTILE_NAMES[0], 'the accounts list (agency reference)');
  await page.goto(`${server.url}${base}/management/accounts/${account.data.id}`);
  assert.equal(await page.getByLabel(label('Название')).inputValue(), HOSTILE_NAMES[1]);
  await page.getByText(HOSTILE_NAMES[0]).first().waitFor(); // the agency, by its name

  // A toast that carries a name: «SSP %{name} успешно создана».
  await page.goto(`${server.url}${base}/system/ssps/create`);
  await page.getByLabel(label('Название')).fill(HOSTILE_NAMES[2]);
  await page.getByLabel(label('Системное имя')).fill('xss_ssp');
  await page.getByLabel(label('Адрес запросов')).fill('https://ssp.example.ru/bid');
  await page.getByRole('combobox', { name: label('Протокол') }).click();
  await page.getByRole('option').filter({ hasText: /\S/ }).first().click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, `SSP ${HOSTILE_NAMES[2]} успешно создана`).waitFor();
  await screenshot(page, 'faults-xss-toast');

  // Charts: an SSP of the forecast's default format (video), named with a hostile name and active,
  // is a bar of the forecast's SSP chart: its axis label and its tooltip show the name as text.
  const ssp = await api(`${server.url}/v2/ssp`, headers, 'POST', {
    name: HOSTILE_NAMES[0],
    sysname: 'xss_chart',
    protocol: 'VAST',
    endpointUrl: 'https://ssp.example.ru/vast',
    formats: ['video'],
    qpsLimit: 5000,
    currency: 'rub',
  });
  assert.equal(ssp.status, 201, JSON.stringify(ssp.data));
  const on = await api(`${server.url}/ssp/xss_chart/status`, headers, 'PUT', { active: true });
  assert.equal(on.status, 200, JSON.stringify(on.data));
  await page.goto(`${server.url}${base}/tools/forecast`);
  const answered = page.waitForResponse((r) => r.url().endsWith('/v2/campaigns/forecast') && r.status() === 200);
  await page.getByRole('button', { name: 'Рассчитать прогноз' }).click();
  const bar = ((await (await answered).json()) as { ssps: { name: string }[] }).ssps.findIndex(
    (s) => s.name === HOSTILE_NAMES[0],
  );
  assert.ok(bar >= 0, 'the forecast counts the hostile SSP');
  const chart = page.locator('[data-chart="ssps"]');
  await chart.locator('.MuiBarChart-element').first().waitFor();
  const labels = await chart.locator('svg text').allTextContents();
  assert.ok(
    labels.some((l) => l.startsWith('<img src=x')),
    `the hostile SSP name is not an axis label as text: ${labels.join(' | ')}`,
  );
  await chart.locator('.MuiBarChart-element').nth(bar).hover();
  await page
    .locator('.MuiChartsTooltip-root')
    .filter({ hasText: HOSTILE_NAMES[0] })
    .waitFor()
    .catch(() => assert.fail('the chart tooltip does not show the hostile SSP name as text'));
  await screenshot(page, 'faults-xss-chart');

  assert.equal(await page.evaluate(() => window.__xss), undefined, 'a hostile name ran as script');
  assert.deepEqual(dialogs, []);
  assert.equal(await page.locator('img[src="x"], svg[onload]').count(), 0, 'no hostile element entered the page');
});

scenario('11. bad input typed in a form: a Russian message on the field, and nothing is sent', async (page) => {
  await signIn(page, server.url, 'admin', 'admin');
  await enterCabinet(page, ADMIN_CABINET);
  const sent = countAnswered(page, apiCall('POST', '/v2/agencies'));
  await page.goto(`${server.url}${cabinetBase(page)}/management/agencies/create`);
  const name = page.getByLabel(label('Название'));
  const inn = page.getByLabel(label('ИНН'));
  await name.fill('<script>alert(1)</script> Ромашка!');
  await inn.fill('12ab');
  await page.getByLabel(label('Эл. почта для отчётов')).fill('не почта');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Текст не должен содержать символы $ ^ & * ! @ #').waitFor();
  for (const field of [name, inn, page.getByLabel(label('Эл. почта для отчётов'))]) {
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
  }
  await screenshot(page, 'faults-bad-input');
  await page.waitForTimeout(300);
  assert.deepEqual(sent, [], 'nothing reached the server');
  assert.equal(await name.inputValue(), '<script>alert(1)</script> Ромашка!', 'what was typed stays');
});
