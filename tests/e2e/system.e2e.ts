import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { enterCabinet, firstDataRow, screenshot, signIn, withApp, test } from './harness';

const ADMIN_CABINET = 'Администратор платформы';
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');

/** A 1×1 PNG: a real image for the upload, smaller than any companion size. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openAdmin(page: Page, url: string): Promise<string> {
  await signIn(page, url, 'admin', 'admin');
  await enterCabinet(page, ADMIN_CABINET);
  return `${url}${cabinetBase(page)}`;
}

/** Picks an option of a react-admin SelectInput by its label. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByLabel(label(field)).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('SSPs: list → create with the exact toast → edit → status, user-matching key, error log, bulk and export', async () => {
  await withApp('system-ssps', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);

    await page.goto(`${base}/system/ssps/list`);
    await page.getByRole('cell', { name: 'Северный трафик', exact: true }).waitFor();
    assert.ok((await page.getByRole('row').count()) >= 9, 'at least 8 SSPs are listed');
    await screenshot(page, 'system-ssps-list');

    // Create: the empty form stops with the form error, then the SSP is created with its toast.
    await page.getByRole('link', { name: 'Создать' }).click();
    await page.getByLabel(label('Название')).fill('Сеть «Прибой»');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Обязательные поля не заполнены или заполнены неверно').first().waitFor();
    await page.getByLabel(label('Системное имя')).fill('priboy_net');
    // A select and a number are as wide as a text field, not stretched across the screen.
    const widthOf = async (name: string) =>
      (await page.locator(`.ra-input-${name}`).first().boundingBox())?.width ?? NaN;
    const nameWidth = await widthOf('name');
    for (const other of ['protocol', 'timeoutMs'])
      assert.equal(await widthOf(other), nameWidth, `«${other}» as wide as «Название» (${nameWidth} px)`);
    await choose(page, 'Протокол', 'RTB');
    await page.getByLabel(label('Адрес запросов')).fill('https://priboy.ru/openrtb2/bid');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('SSP Сеть «Прибой» успешно создана', { exact: true }).waitFor();
    await page.waitForURL((u) => u.pathname.endsWith('/system/ssps/edit/priboy_net'));
    await page.getByText('Отключена', { exact: true }).waitFor(); // a new SSP starts inactive

    // Edit a field; the change survives a reload.
    await page.getByLabel(label('Таймаут ответа, мс')).fill('250');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/Элемент обновл[её]н|Изменения сохранены/)
      .first()
      .waitFor();
    await page.reload();
    await page.getByLabel(label('Таймаут ответа, мс')).and(page.locator('[value="250"]')).waitFor();

    // Status: switching on is immediate, switching off asks first.
    await page.getByRole('button', { name: 'Включить' }).click();
    await page.getByText('SSP Сеть «Прибой» включена', { exact: true }).waitFor();
    await page.getByText('Отключена', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Отключить' }).click();
    await page.getByRole('dialog').getByText('Отключить SSP Сеть «Прибой»?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Отключить' }).click();
    await page.getByText('SSP Сеть «Прибой» отключена', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Включить' }).waitFor();
    await page.getByText('Отключена', { exact: true }).waitFor();

    // User-matching key: none yet, issue one, it is shown and can be copied.
    await page.getByRole('button', { name: 'Ключ сопоставления пользователей' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ключ ещё не выпущен').waitFor();
    await dialog.getByRole('button', { name: 'Выпустить ключ' }).click();
    await page.getByText('Новый ключ сопоставления пользователей выпущен').waitFor();
    const key = await dialog.getByTestId('answer-value').textContent();
    assert.match(key ?? '', /^[0-9a-f]{32}$/);
    await screenshot(page, 'system-ssps-user-matching');
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    // The error log of a noisy SSP, paged.
    await page.goto(`${base}/system/ssps/edit/kadr_video`);
    await page.getByRole('region', { name: 'Журнал ошибок' }).getByText('1-10 из 57').waitFor();
    await page
      .getByRole('button', { name: /след|next/i })
      .last()
      .click();
    await page.getByRole('region', { name: 'Журнал ошибок' }).getByText('11-20 из 57').waitFor();
    await screenshot(page, 'system-ssps-edit-errors');

    // Bulk: switch two SSPs off, then export the selection to .xlsx.
    await page.goto(`${base}/system/ssps/list`);
    const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row('МедиаПоток').getByRole('checkbox').check();
    await row('Северный трафик').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Отключить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отключить' }).click();
    await page.getByText('Отключено SSP: 2').waitFor();
    await row('МедиаПоток').getByText('Отключена').waitFor();
    await row('МедиаПоток').getByRole('checkbox').check();
    await row('Северный трафик').getByRole('checkbox').check();
    await screenshot(page, 'system-ssps-bulk');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Экспорт в Excel' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^SSP .*\.xlsx$/);
    const file = readFileSync((await download.path())!);
    assert.equal(file.subarray(0, 2).toString('latin1'), 'PK', 'a real .xlsx (zip) file');
    await page.getByText(/^Список SSP выгружен в файл/).waitFor();
  });
});

test('companions: list → create (refused format, size warning, upload) → edit → status and score', async () => {
  await withApp('system-companions', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);

    await page.goto(`${base}/system/companions/list`);
    await page.getByRole('cell', { name: 'Кофейня «Бариста» — осеннее меню', exact: true }).waitFor();
    assert.ok((await page.getByRole('row').count()) >= 7, 'at least 6 companions are listed');
    await screenshot(page, 'system-companions-list');

    await page.getByRole('link', { name: 'Создать' }).click();
    await page.getByLabel(label('Название')).fill('Пекарня «Колосок» — утренняя выпечка');
    await choose(page, 'Размер', '300 × 250 — прямоугольник');
    const input = page.getByTestId('file-fileInfo');

    // A format that is not allowed never reaches the storage.
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/storage/uploadfile')) uploads.push(r.method());
    });
    await input.setInputFiles({ name: 'прайс.txt', mimeType: 'text/plain', buffer: Buffer.from('не картинка') });
    await page.getByText('Не допустимый формат файла', { exact: true }).waitFor();
    assert.deepEqual(uploads, []);
    await screenshot(page, 'system-companions-bad-format');

    // Over the recommended size: a warning, and the file still goes.
    await input.setInputFiles({
      name: 'большой.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([TINY_PNG, Buffer.alloc(5.5 * 1024 * 1024)]),
    });
    await page.getByText(/больше рекомендуемых 5 МБ/).waitFor();
    await page.getByText('Файл большой.png загружен').waitFor();

    await input.setInputFiles({ name: 'kolosok.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByText('Файл kolosok.png загружен').waitFor();
    await page.getByText('kolosok.png', { exact: true }).waitFor();
    await page.getByText('Изображение 1 × 1 пикс. не совпадает с выбранным размером 300 × 250').waitFor();
    await screenshot(page, 'system-companions-create');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Компаньон Пекарня «Колосок» — утренняя выпечка создан', { exact: true }).waitFor();
    await page.waitForURL((u) => /\/system\/companions\/edit\/[0-9a-f]{24}$/.test(u.pathname));
    // The router changes screens in a transition: the saved create form stays on screen, inert,
    // until the edit screen can render (OpeningSavedRecord). The edit screen's own button.
    await page.getByRole('button', { name: 'Удалить', exact: true }).waitFor();

    // Edit, then switch it on and change its score on the card.
    await page.getByLabel(label('Ссылка перехода')).fill('https://kolosok.ru/');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/Элемент обновл[её]н|Изменения сохранены/)
      .first()
      .waitFor();
    await page.getByText('Выключен', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Включить' }).click();
    await page.getByText('Компаньон Пекарня «Колосок» — утренняя выпечка включён').waitFor();
    // The chip now names the new state (the field's own title is «Включён» too).
    await page.getByText('Выключен', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Выключить' }).waitFor();
    await page.getByRole('button', { name: 'Изменить оценку' }).click();
    const scoreDialog = page.getByRole('dialog', { name: /^Оценка компаньона Пекарня/ });
    await scoreDialog.getByLabel(/Оценка от 0 до 100/).fill('101');
    await scoreDialog.getByRole('button', { name: 'Сохранить' }).click();
    await scoreDialog.getByText('Оценка — целое число от 0 до 100').waitFor();
    await scoreDialog.getByLabel(/Оценка от 0 до 100/).fill('70');
    await scoreDialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Оценка компаньона Пекарня «Колосок» — утренняя выпечка: 70').waitFor();
    await screenshot(page, 'system-companions-edit');

    // In the list: the selection's «Выключить», the row's state and score as they now are.
    await page.goto(`${base}/system/companions/list`);
    const row = page.getByRole('row').filter({ hasText: 'Пекарня «Колосок»' });
    await row.getByText('70', { exact: true }).waitFor();
    await row.getByText('Включён', { exact: true }).waitFor();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Выключить' }).click();
    await page.getByText('Выключено компаньонов: 1').waitFor();
    assert.match(new URL(page.url()).pathname, /\/system\/companions\/list$/);
    await row.getByText('Выключен', { exact: true }).waitFor();
  });
});

test('notifications: group settings, the feed of a group, mark one and all read', async () => {
  await withApp('system-notifications', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);

    await page.goto(`${base}/system/notifications/list`);
    await page.getByRole('cell', { name: 'Баланс и оплаты', exact: true }).waitFor();
    await screenshot(page, 'system-notifications-list');
    const withNew = page
      .getByRole('row')
      .filter({ hasText: /\d+ нов(ых|ое)/ })
      .first();
    // The group's name: the first cell with text (the selection's checkbox comes before it).
    const nameCell = withNew.getByRole('cell').filter({ hasText: /\S/ }).first();
    const group = (await nameCell.textContent())!.trim();
    await nameCell.click();
    await page.waitForURL((u) => /\/system\/notifications\/edit\/[0-9a-f]{24}$/.test(u.pathname));

    // The group's notifications below its settings (x-related): the count beside the title, the
    // new ones with «Отметить прочитанным»; «Только новые» shows those alone.
    const feed = page.getByRole('region', { name: 'Уведомления' });
    const markOne = feed.getByRole('button', { name: 'Отметить прочитанным' });
    await markOne.first().waitFor();
    await feed.getByRole('switch', { name: 'Только новые' }).check();
    // The switch reads the rows again from their first page: only new ones, each with its button.
    await markOne.first().waitFor();
    assert.equal(await feed.getByRole('row').filter({ hasText: 'Прочитано' }).count(), 0);
    const fresh = await markOne.count();
    assert.ok(fresh > 0);
    await screenshot(page, 'system-notifications-feed');

    await markOne.first().click();
    await page.getByText(/^Уведомление «.+» отмечено прочитанным$/).waitFor();
    await feed
      .getByRole('row')
      .filter({ hasText: 'Отметить прочитанным' })
      .nth(fresh - 1)
      .waitFor({ state: 'detached' });

    const markAll = feed.getByRole('button', { name: 'Отметить все прочитанными' });
    if (fresh > 1) {
      await markAll.click();
      await page.getByText(`Отмечено прочитанными: ${fresh - 1}`).waitFor();
    }
    await feed.getByText('Записей нет').waitFor();
    await feed.getByRole('switch', { name: 'Только новые' }).uncheck();
    await feed.getByRole('row').filter({ hasText: 'Прочитано' }).first().waitFor();
    assert.equal(await markOne.count(), 0);
    await page.waitForFunction(() =>
      document.querySelector('button[aria-label="Отметить все прочитанными"]')?.hasAttribute('disabled'),
    );

    // Settings go to PATCH /v2/notifications/{id}/settings; the email channel needs an address.
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') saves.push(new URL(r.url()).pathname);
    });
    const email = page.getByRole('checkbox', { name: 'Электронная почта' });
    const addresses = page.getByLabel('Адреса для рассылки');
    if (!(await email.isChecked())) await email.check();
    // Backspace in the empty box removes the last address chip.
    for (let i = 0; i < 5; i++) await addresses.press('Backspace');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Для канала «Электронная почта» укажите хотя бы один адрес').waitFor();
    await screenshot(page, 'system-notifications-settings-error');
    await addresses.fill('dezhurny@kabinet.local');
    await addresses.press('Enter');
    await page.getByRole('checkbox', { name: 'Telegram' }).click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page
      .getByText(/Элемент обновл[её]н|Изменения сохранены/)
      .first()
      .waitFor();
    assert.ok(
      saves.length >= 2 && saves.every((p) => /^\/v2\/notifications\/[0-9a-f]{24}\/settings$/.test(p)),
      saves.join(', '),
    );

    await page.goto(`${base}/system/notifications/list`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: group, exact: true }) });
    await row.getByText('Нет новых').waitFor();
    await row.getByText('dezhurny@kabinet.local').waitFor();
  });
});

test('SSP edit → «К списку SSP» comes back to the list with its query, differing parameters merged (docs/product.md#routes)', async () => {
  await withApp('system-ssp-back', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);
    const listQuery = `?perPage=5&sort=sysname&order=DESC&page=1`;
    await page.goto(`${base}/system/ssps/list${listQuery}`);
    await firstDataRow(page).click();
    await page.waitForURL((u) => /\/system\/ssps\/edit\/[^/]+$/.test(u.pathname));
    // The edit screen carries a parameter of its own that differs from the list's (set in-app,
    // as a link would: the remembered list query lives in the running console).
    await page.evaluate(() => {
      history.pushState(history.state, '', `${location.pathname}?page=2`);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.getByRole('link', { name: 'К списку SSP' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/system/ssps/list'));
    const params = new URL(page.url()).searchParams;
    assert.equal(params.get('perPage'), '5');
    assert.equal(params.get('sort'), 'sysname');
    assert.equal(params.get('page'), '2', 'the differing parameter is merged in');
  });
});
