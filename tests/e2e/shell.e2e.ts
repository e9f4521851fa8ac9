// Browser tests of the navigation shell: sign-in, cabinets, menu by permission, route
// guard, session loss, the fatal panel, the expired reset link. One server and one browser for
// the file; a fresh browser context (empty storage) per test.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { clickMenuLink, screenshot, signIn } from './harness';
import { suite } from './suite';

const app = suite('shell');
const { scenario } = app;

const path = (page: Page) => new URL(page.url()).pathname;

/** Opens the first cabinet of a group on the selection page and waits for its first screen. */
async function openCabinet(page: Page, group: string): Promise<string> {
  const section = page.locator('section', { has: page.getByText(group, { exact: true }) });
  await section.getByRole('button').first().click();
  await page.waitForURL((u) => /^\/[^/]+\/.+/.test(u.pathname) && !u.pathname.startsWith('/auth'));
  return path(page).split('/')[1];
}

/** document.title is set once the lazily loaded screen mounts. */
async function expectTitle(page: Page, title: string | RegExp) {
  await page
    .waitForFunction(
      (t) => (t.startsWith('/') ? new RegExp(t.slice(1, -1)).test(document.title) : document.title === t),
      String(title),
      { timeout: 5_000 },
    )
    .catch(async () => assert.fail(`document.title is "${await page.title()}", expected ${String(title)}`));
}

async function expandMenu(page: Page) {
  await page.getByRole('button', { name: 'Развернуть меню' }).click();
  await page.getByRole('button', { name: 'Свернуть меню' }).waitFor();
  await page.mouse.move(700, 600); // away from the toggle's tooltip
  await page.waitForTimeout(800); // the side bar's width transition
}

scenario('wrong password says «Неверный логин или пароль»', async (page) => {
  await page.goto(`${app.server.url}/auth`);
  await page.waitForURL((u) => u.pathname === '/auth/login');
  await expectTitle(page, 'Kabinet Dev — Вход в личный кабинет');
  await page.getByLabel(/^Логин/).fill('admin');
  await page.getByLabel(/^Пароль(\s*\*)?$/).fill('not-the-password');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.getByRole('alert').getByText('Неверный логин или пароль').waitFor();
  assert.equal(path(page), '/auth/login');
  assert.equal(await page.evaluate(() => localStorage.length), 0);
  await screenshot(page, 'shell-login-wrong-password');
});

scenario('sign in → cabinet selection → cabinet → the users list', async (page) => {
  await page.goto(`${app.server.url}/auth/login`);
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
  await screenshot(page, 'shell-login');
  await signIn(page, app.server.url, 'admin', 'admin');
  await expectTitle(page, 'Kabinet Dev — Выбор кабинета');
  for (const group of ['Администраторы', 'Агентства', 'Аккаунты', 'Другие кабинеты']) {
    await page.getByText(group, { exact: true }).waitFor();
  }
  await page.getByText('Администратор', { exact: true }).first().waitFor(); // identity in the top bar
  // «Список кабинетов» is hidden on the selection page itself
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).waitFor();
  assert.equal(await page.getByRole('menuitem', { name: 'Список кабинетов' }).count(), 0);
  await page.keyboard.press('Escape');
  await screenshot(page, 'shell-cabinets');

  const cabinetId = await openCabinet(page, 'Администраторы');
  await page.waitForURL((u) => u.pathname === `/${cabinetId}/system/users/list`);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('kabinet.cabinetId')), cabinetId);
  await page.getByRole('columnheader', { name: /Логин/ }).waitFor();
  await expectTitle(page, /^Kabinet Dev — Пользовател/);
  await screenshot(page, 'shell-main-collapsed');
  await expandMenu(page);
  await page.getByRole('link', { name: /Пользовател/ }).waitFor();
  await screenshot(page, 'shell-main');
  // The top bar stays when the list scrolls, and the side menu stays below it, not under it.
  const menuTop = () => page.getByRole('navigation').evaluate((nav) => nav.getBoundingClientRect().top);
  const barBottom = await page
    .locator('header')
    .first()
    .evaluate((bar) => bar.getBoundingClientRect().bottom);
  assert.ok((await menuTop()) >= barBottom, 'the side menu starts below the top bar');
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 400 });
  await page.mouse.wheel(0, 300);
  await page.waitForFunction(() => window.scrollY > 0);
  await page.waitForTimeout(400); // the side bar's margin transition, if it moved
  assert.ok(
    (await menuTop()) >= barBottom,
    `after scrolling the side menu's top ${await menuTop()} is under the top bar (${barBottom})`,
  );

  // «Список кабинетов» goes back to the selection and forgets the cabinet
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Список кабинетов' }).click();
  await page.waitForURL((u) => u.pathname === '/auth/cabinets');
  assert.equal(await page.evaluate(() => sessionStorage.getItem('kabinet.cabinetId')), null);

  // «Выйти» signs out. The selection page first settles at the top: the list's scroll carried
  // over, and the open menu moved with the page as the cabinets came in (fresh-clone CI of b5b291a).
  await page.getByRole('heading', { name: 'Выбор кабинета' }).waitFor();
  await page.getByText('Администратор платформы', { exact: true }).waitFor();
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 850 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // What a form left unsaved, and the screen to go back to, belong to this session: they go with it.
  await page.evaluate(() => {
    localStorage.setItem('kabinet.draft.cab.management/accounts.new', '{"user":"u","savedAt":0,"values":{}}');
    localStorage.setItem('kabinet.returnTo', '/cab/management/accounts');
  });
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await clickMenuLink(page.getByRole('menuitem', { name: 'Выйти' }));
  await page.waitForURL((u) => u.pathname === '/auth/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('kabinet.token')), null);
  assert.deepEqual(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('kabinet.'))),
    [],
    'signing out leaves nothing of the session in local storage',
  );
});

scenario('agency sees only permitted menu items; a forbidden screen is «Страница не найдена»', async (page) => {
  // docs/product.md#errors ends the session on any 403, so the agency's first screen must not ask for data it may not read.
  const forbidden: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) forbidden.push(`${r.request().method()} ${r.url().replace(app.server.url, '')}`);
  });
  await signIn(page, app.server.url, 'agency', 'agency');
  const cabinetId = await openCabinet(page, 'Агентства');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(forbidden, [], 'requests answered 403 (they end the session)');
  // the users list is not permitted, so the cabinet opens on the first screen the user may open
  assert.notEqual(path(page), `/${cabinetId}/system/users/list`);
  await expandMenu(page);
  const nav = page.getByRole('navigation');
  await nav.getByRole('button', { name: 'Управление' }).waitFor();
  for (const forbidden of ['Системные настройки', 'Модерация']) {
    assert.equal(await nav.getByRole('button', { name: forbidden }).count(), 0, `${forbidden} must be hidden`);
  }
  const management = nav.getByRole('list', { name: 'Управление' });
  const labels = await management.getByRole('link').allTextContents();
  assert.ok(labels.length > 0);
  assert.ok(!labels.some((l) => /Агентств/.test(l)), `no agencies item for agency: ${labels.join(', ')}`);
  await screenshot(page, 'shell-agency-menu');

  await page.goto(`${app.server.url}/${cabinetId}/system/users/list`);
  await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  assert.equal(path(page), '/error/404');
  await expectTitle(page, 'Kabinet Dev — Страница не найдена');
  // the guard did not cost the session
  assert.ok(await page.evaluate(() => localStorage.getItem('kabinet.token')));
});

scenario('a token revoked on the server sends the open console to sign-in on its next request', async (page) => {
  await signIn(page, app.server.url, 'admin', 'admin');
  // The top bar asks for the unread count 2 s after the cabinet opens: revoked before it, that
  // would be the next request; the one this test means is the menu's.
  const inboxAsked = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/notifications/count');
  const cabinetId = await openCabinet(page, 'Администраторы');
  await page.getByRole('columnheader', { name: /Логин/ }).waitFor();
  await inboxAsked;
  const token = await page.evaluate(() => localStorage.getItem('kabinet.token'));
  assert.ok(token);
  const revoked = await fetch(`${app.server.url}/v2/users/sign-out`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(revoked.status, 200);

  await expandMenu(page);
  await page.getByRole('button', { name: 'Управление' }).click();
  await clickMenuLink(page.getByRole('link', { name: /^Аккаунт/ }));
  await page.waitForURL((u) => u.pathname === '/auth/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('kabinet.token')), null);
  assert.equal(await page.evaluate(() => sessionStorage.length), 0);
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
  assert.ok(cabinetId);
});

scenario('a list read answered 500 shows the fatal panel, and its buttons work', async (page) => {
  await signIn(page, app.server.url, 'admin', 'admin');
  const cabinetId = await openCabinet(page, 'Администраторы');
  await page.getByRole('columnheader', { name: /Логин/ }).waitFor();
  const accounts = (u: URL) => u.pathname === '/v2/accounts';
  const fail = () =>
    page.route(accounts, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
  await fail();

  const panel = page.getByTestId('fatal-panel');
  const openAccounts = async () => {
    await expandMenu(page);
    await page.getByRole('button', { name: 'Управление' }).click();
    await clickMenuLink(page.getByRole('link', { name: /^Аккаунт/ }));
    await panel.waitFor();
  };

  await openAccounts();
  await panel.getByText('Что-то пошло не так').waitFor();
  await panel.getByText(/Приносим извинения.*работаем над восстановлением системы/).waitFor();
  const box = await page.getByRole('alertdialog').boundingBox();
  assert.equal(Math.round(box!.height), 130);
  await screenshot(page, 'shell-fatal-panel');

  // «Назад»: the panel closes and the previous screen is back
  await panel.getByRole('button', { name: 'Назад' }).click();
  await panel.waitFor({ state: 'detached' });
  await page.waitForURL((u) => u.pathname === `/${cabinetId}/system/users/list`);

  // «Обновить страницу»: reloads; with the API healthy again the list shows without the panel
  await openAccounts();
  await page.unroute(accounts);
  await panel.getByRole('button', { name: 'Обновить страницу' }).click();
  await page.waitForLoadState('load');
  await page.waitForURL((u) => u.pathname.startsWith(`/${cabinetId}/management/accounts`));
  await page.getByRole('table').waitFor();
  assert.equal(await panel.count(), 0);

  // «Выйти»: signs out
  await fail();
  await page.reload();
  await panel.waitFor();
  await panel.getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL((u) => u.pathname === '/auth/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('kabinet.token')), null);
});

scenario('an expired reset link leads to sign-in with the expired-link message', async (page) => {
  await page.goto(`${app.server.url}/password/reset/not-a-valid-token`);
  await page.waitForURL((u) => u.pathname === '/auth/login');
  await page.getByText('Срок действия ссылки для восстановления пароля истек').waitFor();
  await page.goto(`${app.server.url}/password`);
  await page.waitForURL((u) => u.pathname === '/auth/login');
  await page.getByText('Срок действия ссылки для восстановления пароля истек').waitFor();
});

scenario('unknown paths land on «Страница не найдена»', async (page) => {
  for (const unknown of ['/error/500', '/auth/nothing-here', '/no-such-cabinet/anything']) {
    await page.goto(`${app.server.url}${unknown}`);
    if (unknown.startsWith('/no-such')) {
      // without a session an unknown cabinet asks the API, whose 401 leads to sign-in
      await page.waitForURL((u) => u.pathname === '/auth/login');
      continue;
    }
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    assert.equal(path(page), '/error/404');
  }
  await signIn(page, app.server.url, 'viewer', 'viewer');
  await page.goto(`${app.server.url}/no-such-cabinet/anything`);
  await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  assert.equal(path(page), '/error/404');
});

scenario(
  "on a phone a list is one entry per record: the page never scrolls sideways, the list's buttons and filters are on screen",
  async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, app.server.url, 'admin', 'admin');
    const cabinetId = await openCabinet(page, 'Администраторы');
    await page.goto(`${app.server.url}/${cabinetId}/management/campaigns`);
    await page.getByRole('list', { name: 'Записи' }).getByRole('listitem').first().waitFor();
    assert.equal(await page.getByRole('table').count(), 0, 'no table wider than the phone');
    const widths = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
    const campaigns = await widths();
    assert.equal(campaigns.page, campaigns.window, 'the page itself is as wide as the window');
    // On a phone react-admin shows the toolbar's buttons as icons, named by their labels.
    for (const name of ['Выгрузить в XLSX', 'Добавить фильтр']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= campaigns.window, `«${name}» is on screen`);
    }
    await screenshot(page, 'shell-phone-campaigns');

    // The accounts' statistics filter (a switch, two dates, SSPs) wraps instead of running off.
    await page.goto(`${app.server.url}/${cabinetId}/management/accounts`);
    await page.getByRole('list', { name: 'Записи' }).getByRole('listitem').first().waitFor();
    const accounts = await widths();
    assert.equal(accounts.page, accounts.window, 'the accounts page with its filters is as wide as the window');
    const until = await page.getByRole('group', { name: 'По дату' }).boundingBox();
    assert.ok(until && until.x + until.width <= accounts.window, '«По дату» is on screen');
    await screenshot(page, 'shell-phone-accounts');

    // A record's toolbar is icons named by their labels, the account's own actions as react-admin's.
    await page.getByRole('list', { name: 'Записи' }).getByRole('listitem').first().click();
    for (const action of [
      page.getByRole('button', { name: 'Изменить баланс', exact: true }),
      page.getByRole('button', { name: 'Гостевой доступ', exact: true }),
      page.getByRole('link', { name: 'Транзакции', exact: true }),
      page.getByRole('button', { name: 'Копировать ссылку', exact: true }),
    ]) {
      await action.waitFor();
      assert.equal((await action.innerText()).trim(), '', `${action} is an icon`);
    }
    await screenshot(page, 'shell-phone-account');

    // A report's actions go on as many lines as they need, each label on one line.
    await page.goto(`${app.server.url}/${cabinetId}/reports/statistic/summary`);
    const lines = await page.getByText('Открыть в детальной статистике', { exact: true }).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    assert.equal(lines, 1, '«Открыть в детальной статистике» on one line');
    const report = await widths();
    assert.equal(report.page, report.window, 'the report is as wide as the window');
  },
);
