import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { enterCabinet, firstDataRow, screenshot, signIn, withApp, test } from './harness';

const ADMIN_CABINET = 'Администратор платформы';
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');

test('a session lost while editing: sign in again and the form comes back with everything typed', async () => {
  await withApp('resilience-401-draft', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    await page.goto(`${server.url}${cabinetBase(page)}/management/accounts`);
    await firstDataRow(page).click();
    await page.waitForURL((u) => /\/management\/accounts\/[0-9a-z]{24}$/.test(u.pathname));
    const editUrl = new URL(page.url()).pathname;
    const name = page.getByLabel(label('Название'));
    await name.fill('Название, набранное до истечения сессии');
    await page.getByLabel(label('Комиссия агентства')).fill('7.5');
    await page.waitForTimeout(600); // the draft is written 300 ms after typing stops

    // The server forgets the token (expired, revoked elsewhere): the next request is a 401.
    const token = await page.evaluate(() => localStorage.getItem('kabinet.token'));
    await fetch(`${server.url}/v2/users/sign-out`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => u.pathname === '/auth/login');

    await page.getByLabel(label('Логин')).fill('admin');
    await page.getByLabel(label('Пароль')).fill('admin');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((u) => u.pathname === editUrl);
    await page.getByText('Восстановлены несохранённые изменения').waitFor();
    assert.equal(await name.inputValue(), 'Название, набранное до истечения сессии');
    assert.equal(await page.getByLabel(label('Комиссия агентства')).inputValue(), '7,5');
    await screenshot(page, 'resilience-draft-restored');

    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/Элемент обновлен|Изменения сохранены/)
      .first()
      .waitFor();
    await page.reload();
    await page.locator('input[value="Название, набранное до истечения сессии"]').waitFor();
    assert.equal(await page.getByText('Восстановлены несохранённые изменения').count(), 0, 'a saved draft is gone');
  });
});

test('several requests answered 401 at once end the session once, with one notice on the sign-in page', async () => {
  await withApp('resilience-401-parallel', async ({ server, page }) => {
    // Every client-side navigation to sign-in is counted (the shell replaces the history entry).
    await page.addInitScript(() => {
      const w = window as unknown as { loginNavigations: number };
      w.loginNavigations = 0;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url && new URL(String(url), location.href).pathname === '/auth/login') w.loginNavigations += 1;
          original(data, unused, url);
        };
      }
    });
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    await page.goto(`${server.url}${cabinetBase(page)}/management/campaigns`);
    await firstDataRow(page).waitFor();

    // The server forgets the token; the user opens the create form, whose reference inputs read
    // their choices at once. The reads are held until all have been sent, then answered
    // together by the server: 401 each.
    const token = await page.evaluate(() => localStorage.getItem('kabinet.token'));
    await fetch(`${server.url}/v2/users/sign-out`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const held: Array<() => Promise<void>> = [];
    const apiReads = (url: URL) => url.pathname.startsWith('/v2/');
    await page.route(apiReads, (route) => {
      held.push(() => route.continue());
    });
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
    });
    await page.getByRole('link', { name: 'Создать' }).click();
    // Until no further read has been sent for a second.
    for (let seen = -1; seen !== held.length || !held.length;) {
      seen = held.length;
      await page.waitForTimeout(1_000);
    }
    assert.ok(held.length >= 2, `several reads in flight: ${held.length}`);
    await Promise.all(held.splice(0).map((release) => release()));
    await page.unroute(apiReads);

    await page.waitForURL((u) => u.pathname === '/auth/login');
    await page.getByText('Сессия завершена. Войдите снова, чтобы продолжить работу').waitFor();
    await page.waitForTimeout(1_000); // late answers would arrive meanwhile
    assert.ok(unauthorized.length >= 2, `several 401 answers: ${unauthorized.join(', ')}`);
    assert.equal(
      await page.evaluate(() => (window as unknown as { loginNavigations: number }).loginNavigations),
      1,
      'one logout',
    );
    assert.equal(
      await page.getByText('Сессия завершена. Войдите снова, чтобы продолжить работу').count(),
      1,
      'one notice',
    );
    assert.equal(await page.getByRole('alert').count(), 0, 'no error toasts besides the notice');
    assert.equal(await page.evaluate(() => localStorage.getItem('kabinet.token')), null, 'the session is gone');
    await screenshot(page, 'resilience-401-parallel');
  });
});

test('409: the server version is shown beside the edits, and saving again keeps both', async () => {
  await withApp('resilience-409', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    await page.goto(`${server.url}${base}/management/accounts`);
    await firstDataRow(page).click();
    await page.waitForURL((u) => /\/management\/accounts\/[0-9a-z]{24}$/.test(u.pathname));
    const id = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByLabel(label('Название')).fill('Моя правка названия');
    // Someone else changes the credit limit meanwhile.
    const headers = await page.evaluate(() => ({
      authorization: `Bearer ${localStorage.getItem('kabinet.token')}`,
      cabinet: sessionStorage.getItem('kabinet.cabinetId')!,
      'content-type': 'application/json',
    }));
    const current = await (await fetch(`${server.url}/v2/accounts/${id}`, { headers })).json();
    const other = await fetch(`${server.url}/v2/accounts/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'if-match': String(current.version) },
      body: JSON.stringify({ finance: { ...current.finance, creditLimit: 777 } }),
    });
    assert.equal(other.status, 200);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Запись изменили, пока вы её редактировали. Ваши правки не потеряны.').waitFor();
    assert.equal(await page.getByLabel(label('Название')).inputValue(), 'Моя правка названия');

    await page.getByRole('button', { name: 'Показать актуальную версию' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('row', { name: /Кредитный лимит/ }).waitFor();
    assert.match((await dialog.getByRole('row', { name: /Кредитный лимит/ }).textContent())!, /777/);
    assert.match((await dialog.getByRole('row', { name: /Название/ }).textContent())!, /Моя правка названия/);
    await screenshot(page, 'resilience-409-dialog');
    await dialog.getByRole('button', { name: /Продолжить с актуальной версией/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    assert.equal(await page.getByLabel(label('Название')).inputValue(), 'Моя правка названия');
    assert.equal(await page.getByLabel(label('Кредитный лимит')).inputValue(), '777,00');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/Элемент обновлен/)
      .first()
      .waitFor();
    const saved = await (await fetch(`${server.url}/v2/accounts/${id}`, { headers })).json();
    assert.equal(saved.name, 'Моя правка названия');
    assert.equal(saved.finance.creditLimit, 777);
  });
});
