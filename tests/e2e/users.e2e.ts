import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { enterCabinet, newPage, screenshot, signIn, withApp, test } from './harness';

const ADMIN_CABINET = 'Администратор платформы';
const AGENCY_CABINET = 'Медиа Вектор';
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

/** The helper text under an input (its error, when there is one): what aria-describedby names. */
async function helperOf(page: Page, inputLabel: string): Promise<string> {
  const input = page.getByLabel(label(inputLabel));
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** A full-page screenshot from the top of the page (the app bar stays where it belongs). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The cabinet part of the current URL: /{cabinetId}/… */
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');

/** A second person at another computer: their own browser context, signed in or refused. */
async function trySignIn(browser: Browser, url: string, login: string, password: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${url}/auth/login`);
  await page.getByLabel(label('Логин')).fill(login);
  await page.getByLabel(label('Пароль')).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  return page;
}

/** Signs in through the API and reads /v2/users/me in a cabinet, as the console does after a reload. */
async function meIn(url: string, login: string, password: string, cabinetName: string) {
  const { token } = (await (
    await fetch(`${url}/v2/users/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password }),
    })
  ).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const cabinets = (await (await fetch(`${url}/v2/users/cabinets`, { headers: auth })).json()) as {
    id: string;
    name: string;
  }[];
  const cabinet = cabinets.find((c) => c.name === cabinetName)!;
  return (await fetch(`${url}/v2/users/me`, { headers: { ...auth, cabinet: cabinet.id } })).json() as Promise<{
    commonPermission: Record<string, boolean>;
  }>;
}

test('users: create (password required, duplicate login on the field), edit, cabinet access, block and unblock', async () => {
  await withApp('users-card', async ({ server, browser, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/v2/users'))
        writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });

    // ---- create ----------------------------------------------------------------------------
    const roles = page.waitForResponse((r) => r.url().endsWith('/v2/users/roles'));
    await page.goto(`${server.url}${base}/system/users/create`);
    assert.equal((await roles).status(), 200, 'role choices come from the roles dictionary');
    await page.getByLabel(label('Логин')).fill('admin');
    await page.getByLabel(label('Имя')).fill('Ирина Смирнова');
    await page.getByLabel(label('Электронная почта')).fill('i.smirnova@example.ru');
    await page.getByLabel(label('Роль')).click();
    await page.getByRole('option', { name: 'Трафик-менеджер' }).click();
    assert.match(
      (await page
        .getByText(/^Пароль/)
        .first()
        .textContent()) ?? '',
      /\*/,
      'the password is marked required on create',
    );

    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Обязательное поле', { exact: true }).waitFor();
    assert.equal(await helperOf(page, 'Пароль'), 'Обязательное поле', "the message is the password field's");
    assert.deepEqual(writes, [], 'a create without a password sends nothing');

    await page.getByLabel(label('Пароль')).fill('надёжный-пароль');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Пользователь с таким логином уже существует', { exact: true }).waitFor();
    assert.equal(
      await helperOf(page, 'Логин'),
      'Пользователь с таким логином уже существует',
      "the message is the login field's",
    );
    assert.deepEqual(writes, ['POST /v2/users']);
    assert.equal(await page.getByLabel(label('Имя')).inputValue(), 'Ирина Смирнова', 'what was typed stays');
    await screenshot(page, 'users-create-duplicate-login');

    await page.getByLabel(label('Логин')).fill('i.smirnova');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => /\/system\/users\/edit\/[0-9a-f]{24}$/.test(u.pathname));
    await page.getByText('Пользователь создан').waitFor();
    const userId = new URL(page.url()).pathname.split('/').pop()!;

    // ---- edit: an empty password keeps the current one ------------------------------------------
    await page.getByText('Оставьте пустым, чтобы не менять пароль').waitFor();
    await page.getByLabel(label('Имя')).fill('Ирина Смирнова-Петрова');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменения пользователя сохранены').waitFor();
    assert.equal(writes.at(-1), `PATCH /v2/users/${userId}`);
    await page.goto(`${server.url}${base}/system/users/edit/${userId}`);
    await page.getByLabel(label('Имя')).and(page.locator('[value="Ирина Смирнова-Петрова"]')).waitFor();

    // ---- cabinet access -------------------------------------------------------------------------
    const panel = page.getByTestId('user-cabinets');
    await panel.getByText('У пользователя пока нет доступа ни к одному кабинету').waitFor();
    await panel.getByRole('button', { name: 'Добавить доступ к кабинету' }).click();
    await panel.getByText('Кабинет доступа не выбран', { exact: true }).waitFor();

    const pick = async (name: string) => {
      await panel.getByLabel('Кабинет доступа').click();
      await panel.getByLabel('Кабинет доступа').fill(name.slice(0, 6));
      await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    };
    await pick(AGENCY_CABINET);
    await panel.getByRole('button', { name: 'Добавить доступ к кабинету' }).click();
    await page.getByText(`Доступ к кабинету «${AGENCY_CABINET}» добавлен`).waitFor();
    await panel.getByRole('cell', { name: AGENCY_CABINET, exact: true }).waitFor();
    assert.equal(writes.at(-1), `POST /v2/users/${userId}/cabinets`);

    await pick(AGENCY_CABINET);
    await panel.getByRole('button', { name: 'Добавить доступ к кабинету' }).click();
    await panel.getByText('У пользователя уже есть доступ к этому кабинету', { exact: true }).waitFor();
    await shot(page, 'users-edit-cabinets');

    await panel.getByRole('button', { name: `Отвязать: ${AGENCY_CABINET}` }).click();
    await page.getByRole('dialog').getByText(`Отвязать кабинет «${AGENCY_CABINET}»?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Отвязать' }).click();
    await page.getByText(`Доступ к кабинету «${AGENCY_CABINET}» отозван`).waitFor();
    await panel.getByText('У пользователя пока нет доступа ни к одному кабинету').waitFor();
    assert.match(writes.at(-1)!, new RegExp(`^DELETE /v2/users/${userId}/cabinets/[0-9a-f]{24}$`));
    // The bindings were saved apart from the form: it has nothing unsaved.
    assert.equal(await page.getByLabel(label('Имя')).inputValue(), 'Ирина Смирнова-Петрова');

    // ---- block (asks first), then the user cannot sign in ------------------------------------------
    await page.getByRole('button', { name: 'Заблокировать' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Заблокировать пользователя i.smirnova?').waitFor();
    await shot(page, 'users-block-confirm');
    await dialog.getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByText('Пользователь i.smirnova заблокирован').waitFor();
    await page.getByRole('button', { name: 'Разблокировать' }).waitFor();
    assert.equal(writes.at(-1), `PUT /v2/users/${userId}/block`);

    const refused = await trySignIn(browser, server.url, 'i.smirnova', 'надёжный-пароль');
    await refused.getByText('Неверный логин или пароль').waitFor();
    assert.equal(new URL(refused.url()).pathname, '/auth/login');
    await refused.context().close();

    // ---- the list: the blocked mark, bulk unblock -----------------------------------------------------
    await page.goto(
      `${server.url}${base}/system/users/list?filter=${encodeURIComponent(JSON.stringify({ q: 'smirnova' }))}`,
    );
    const row = page.getByRole('row').filter({ hasText: 'i.smirnova' });
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await screenshot(page, 'users-list-bulk');
    await page.getByRole('button', { name: 'Разблокировать' }).click();
    await page.getByText('Разблокировано пользователей: 1').waitFor();

    const allowed = await trySignIn(browser, server.url, 'i.smirnova', 'надёжный-пароль');
    await allowed.waitForURL((u) => u.pathname.startsWith('/auth/cabinets'));
    await allowed.context().close();

    // Bulk block asks first too.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByRole('dialog').getByText('Заблокировать выбранных пользователей (1)?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByText('Заблокировано пользователей: 1').waitFor();
    const user = (await (
      await fetch(`${server.url}/v2/users/${userId}`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('kabinet.token'))}`,
          cabinet: base.slice(1),
        },
      })
    ).json()) as { blocked: boolean };
    assert.equal(user.blocked, true);
  });
});

test("authorization: a cabinet's map saved, shown after a reload and in force on its users' next /me; type defaults", async () => {
  await withApp('users-authorization', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    assert.equal((await meIn(server.url, 'agency', 'agency', AGENCY_CABINET)).commonPermission.dmpReports, false);

    await page.goto(`${server.url}${base}/system/auth`);
    await page.getByRole('heading', { name: 'Авторизация', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Права по умолчанию для кабинетов типа «Агентство»' }).waitFor();
    await screenshot(page, 'authorization-type');

    await page.getByLabel('Кабинет', { exact: true }).click();
    await page.getByRole('option', { name: AGENCY_CABINET }).click();
    await page.getByRole('heading', { name: `Права кабинета «${AGENCY_CABINET}»` }).waitFor();
    const dmp = page.getByRole('switch', { name: 'DMP-отчёты' }).or(page.getByRole('checkbox', { name: 'DMP-отчёты' }));
    const accounts = page
      .getByRole('switch', { name: 'Аккаунты' })
      .or(page.getByRole('checkbox', { name: 'Аккаунты' }));
    await dmp.waitFor();
    assert.equal(await dmp.isChecked(), false);
    assert.equal(await accounts.isChecked(), true);
    const save = page.getByRole('button', { name: 'Сохранить' });
    assert.equal(await save.isDisabled(), true, 'nothing to save yet');

    await dmp.check();
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/v2/users/permissions'));
    await save.click();
    const body = (await put).postDataJSON() as { cabinetId: string; permissions: Record<string, boolean> };
    assert.equal(body.permissions.dmpReports, true);
    assert.equal(body.permissions.manageAccounts, true);
    await page.getByText(`Права кабинета «${AGENCY_CABINET}» сохранены`).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: `Права кабинета «${AGENCY_CABINET}»` }).waitFor();
    await dmp.waitFor();
    assert.equal(await dmp.isChecked(), true, 'the saved map after a reload');
    await screenshot(page, 'authorization-cabinet-saved');
    assert.equal((await meIn(server.url, 'agency', 'agency', AGENCY_CABINET)).commonPermission.dmpReports, true);

    // Leaving unsaved changes asks first.
    await accounts.uncheck();
    await page.getByLabel('Тип кабинета').click();
    await page.getByRole('option', { name: 'ОРД' }).click();
    await page.getByRole('dialog').getByText('Отменить несохранённые изменения?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Не сохранять' }).click();
    await page.getByRole('heading', { name: 'Права по умолчанию для кабинетов типа «ОРД»' }).waitFor();

    // Type defaults, applied to the type's cabinets.
    const bidLogger = page
      .getByRole('switch', { name: 'Логирование ставок' })
      .or(page.getByRole('checkbox', { name: 'Логирование ставок' }));
    await bidLogger.check();
    await page.getByText('Применить ко всем кабинетам этого типа').click();
    await save.click();
    await page.getByText('Права по умолчанию для типа «ОРД» сохранены и применены к его кабинетам').waitFor();
    await page.reload();
    await bidLogger.waitFor();
    assert.equal(await bidLogger.isChecked(), true);
    assert.equal(
      (await meIn(server.url, 'admin', 'admin', 'Отдел маркировки рекламы (ОРД)')).commonPermission.bidLogger,
      true,
    );
    await screenshot(page, 'authorization-type-saved');
  });
});

test('users: failures that are not about a field say "try again later"; nothing is lost', async () => {
  await withApp('users-failures', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    const fail = (pattern: RegExp, method: string) =>
      page.route(pattern, (route) =>
        route.request().method() === method
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'Internal Server Error' }),
            })
          : route.fallback(),
      );

    await fail(/\/v2\/users$/, 'POST');
    await page.goto(`${server.url}${base}/system/users/create`);
    await page.getByLabel(label('Логин')).fill('o.orlova');
    await page.getByLabel(label('Имя')).fill('Ольга Орлова');
    await page.getByLabel(label('Электронная почта')).fill('o.orlova@example.ru');
    await page.getByLabel(label('Роль')).click();
    await page.getByRole('option', { name: 'Гость' }).click();
    await page.getByLabel(label('Пароль')).fill('надёжный-пароль');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Не удалось создать пользователя. Попробуйте позже').waitFor();
    assert.equal(await page.getByLabel(label('Логин')).inputValue(), 'o.orlova', 'what was typed stays');
    await page.unrouteAll();

    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => /\/system\/users\/edit\/[0-9a-f]{24}$/.test(u.pathname));

    await page.getByText('Оставьте пустым, чтобы не менять пароль').waitFor();
    await page.getByLabel(label('Имя')).and(page.locator('[value="Ольга Орлова"]')).waitFor();
    await fail(/\/v2\/users\/[0-9a-f]{24}$/, 'PATCH');
    await page.getByLabel(label('Имя')).fill('Ольга Орлова-Соколова');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Не удалось сохранить изменения пользователя. Попробуйте позже').waitFor();
    assert.equal(await page.getByLabel(label('Имя')).inputValue(), 'Ольга Орлова-Соколова');

    await fail(/\/block$/, 'PUT');
    await page.getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Заблокировать' }).click();
    await page.getByText('Не удалось заблокировать пользователя. Попробуйте позже').waitFor();

    await page.route(/\/cabinets$/, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback(),
    );
    const panel = page.getByTestId('user-cabinets');
    await panel.getByLabel('Кабинет доступа').click();
    await page.getByRole('option', { name: new RegExp(`^${AGENCY_CABINET}`) }).click();
    await panel.getByRole('button', { name: 'Добавить доступ к кабинету' }).click();
    await page.getByText('Не удалось добавить доступ к кабинету. Попробуйте позже').waitFor();
    await shot(page, 'users-failures');
  });
});
