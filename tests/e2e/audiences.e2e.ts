import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { enterCabinet, screenshot, signIn, withApp, test } from './harness';
import { dateField, typeDate } from './dates';

const ADMIN_CABINET = 'Администратор платформы';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escape(text)}(\\s*\\*)?$`);
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');
const isMultipart = (r: Request) => (r.headers()['content-type'] ?? '').startsWith('multipart/form-data');

test('big list: the form creates it with the picked file in one multipart POST /biglist and its values are on the card; more values and a new list go through multipart POST /biglist, values edited by hand through PUT /biglist', async () => {
  await withApp('audiences-biglist', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);

    await page.goto(`${server.url}${base}/management/audience/biglists/create`);
    await page.getByLabel(label('Название списка')).fill('Фрод-IP сентября');
    await page.getByLabel(label('Тип списка')).click();
    await page.getByRole('option', { name: 'IP-адреса' }).click();
    const toStorage: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/storage/')) toStorage.push(r.url());
    });
    await page.getByTestId('file-file').setInputFiles({
      name: 'fraud-ips.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('ip\n10.0.0.1\n192.168.1.10\n8.8.8.8\n'),
    });
    await page.getByTitle('fraud-ips.txt').waitFor();
    await screenshot(page, 'audiences-biglist-create');

    // The platform's create (docs/product.md#calls): the file is a part of the form, not a storage upload.
    const posted = page.waitForRequest((r) => new URL(r.url()).pathname === '/biglist' && r.method() === 'POST');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const created = await posted;
    assert.ok(isMultipart(created), 'POST /biglist is multipart');
    // The file went nowhere else: its values reach the card from this one call.
    assert.deepEqual(toStorage, []);
    await page.waitForURL((u) => /\/management\/audience\/biglists\/[0-9a-z]{24}$/.test(u.pathname));
    await page.getByText('Большой список «Фрод-IP сентября» создан: значений 3').waitFor();
    // The card reads the list with its values (GET /biglist/{id}) into the form.
    const values = page.getByRole('textbox', { name: 'Значения' });
    const valuesAre = async (expected: string) => {
      for (let i = 0; i < 100 && (await values.inputValue()) !== expected; i++) await page.waitForTimeout(100);
      assert.equal(await values.inputValue(), expected);
    };
    await valuesAre('10.0.0.1\n192.168.1.10\n8.8.8.8');
    await screenshot(page, 'audiences-biglist-values');

    // More values from a second file, through the platform's multipart POST /biglist with listID (docs/product.md#calls).
    await page.getByRole('button', { name: 'Загрузить файл' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'more.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('1.1.1.1;проверено\n8.8.8.8;дубль\n'),
    });
    const upload = page.waitForRequest((r) => new URL(r.url()).pathname === '/biglist' && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Загрузить файл' }).click();
    assert.ok(isMultipart(await upload), 'POST /biglist is multipart');
    await page.getByText('Файл загружен: добавлено 1, всего в списке 4').waitFor();
    await valuesAre('10.0.0.1\n192.168.1.10\n8.8.8.8\n1.1.1.1');
    await screenshot(page, 'audiences-biglist-uploaded');

    // Values edited by hand go as the platform's PUT /biglist {listID, addValues, delValues}, never the whole list.
    await values.fill('10.0.0.1\n8.8.8.8\n1.1.1.1\n172.16.0.1');
    const saved = page.waitForRequest((r) => new URL(r.url()).pathname === '/biglist' && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const put = (await saved).postDataJSON() as Record<string, unknown>;
    assert.deepEqual(put, {
      listID: new URL(page.url()).pathname.split('/').pop(),
      addValues: ['172.16.0.1'],
      delValues: ['192.168.1.10'],
    });
    await page.getByText('Большой список «Фрод-IP сентября» сохранён').waitFor();

    // A new list straight from a file, from the list's toolbar: one multipart POST /biglist.
    await page.goto(`${server.url}${base}/management/audience/biglists`);
    await page.getByRole('button', { name: 'Из файла' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel(label('Название списка')).fill('Домены из отчёта');
    await create.getByLabel(label('Тип списка')).click();
    await page.getByRole('option', { name: 'Домены' }).click();
    // A list from a file needs its file: the dialog refuses without one and sends nothing.
    await create.getByRole('button', { name: 'Из файла' }).click();
    await create.getByText('Обязательное поле').waitFor();
    await create.locator('input[type=file]').setInputFiles({
      name: 'domains.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Novosti.ru\nkino-online.ru\n'),
    });
    const createdFromFile = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/biglist' && r.method() === 'POST',
    );
    await create.getByRole('button', { name: 'Из файла' }).click();
    assert.ok(isMultipart(await createdFromFile));
    await page.waitForURL((u) => /\/management\/audience\/biglists\/[0-9a-z]{24}$/.test(u.pathname));
    await valuesAre('novosti.ru\nkino-online.ru');
    await screenshot(page, 'audiences-biglist-from-file');
  });
});

test('retargeting segment: users come from a file of device ids in one multipart POST /retargeting/users-upload, the count on the card', async () => {
  await withApp('audiences-retargeting-upload', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);

    await page.goto(`${server.url}${base}/management/audience/retargeting/create`);
    await page.getByLabel(label('Название')).fill('Видевшие осеннюю акцию');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => /\/management\/audience\/retargeting\/[0-9a-z]{24}$/.test(u.pathname));

    await page.getByRole('button', { name: 'Загрузить пользователей' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Загрузить пользователей в «Видевшие осеннюю акцию»').waitFor();
    // Without a file nothing is sent: the dialog says so at the field.
    await dialog.getByRole('button', { name: 'Загрузить пользователей' }).click();
    await dialog.getByText('Обязательное поле').waitFor();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'devices.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('38400000-8cf0-11bd-b23e-10b96e40000d\n6D92078A-8246-4BA4-AE5B-76104861E7DC\n'),
    });
    const upload = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/retargeting/users-upload' && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Загрузить пользователей' }).click();
    // The browser does not show a body with a file in it: the count the server answers shows both parts arrived.
    assert.ok(isMultipart(await upload), 'POST /retargeting/users-upload is multipart');
    await page.getByText('Добавлено пользователей: 2, всего в сегменте 2').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'audiences-retargeting-uploaded');
  });
});

test("retargeting segment: «Собирать из кампании» feeds it from a campaign, keeping the campaign's other segment (PUT /retargeting/options)", async () => {
  await withApp('audiences-retargeting-bind', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    const api = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ([method, url, body]) => {
          const response = await fetch(url as string, {
            method: method as string,
            headers: {
              authorization: `Bearer ${localStorage.getItem('kabinet.token')}`,
              cabinet: sessionStorage.getItem('kabinet.cabinetId') ?? '',
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
          });
          return (await response.json()) as Record<string, unknown>;
        },
        [method, path, body] as const,
      );
    const seen = (await api('POST', '/retargeting/segment', { name: 'Видели рекламу', ttl: 30 })).id as string;
    const clicked = (await api('POST', '/retargeting/segment', { name: 'Кликнули', ttl: 30 })).id as string;
    const campaign = ((await api('GET', '/v2/campaigns?pageSize=1')) as unknown as { id: string; name: string }[])[0];
    await api('PUT', '/retargeting/options', { campaignId: campaign.id, clickSegment: clicked });

    await page.goto(`${server.url}${base}/management/audience/retargeting/${seen}`);
    await page.getByRole('button', { name: 'Собирать из кампании' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: label('Кампания') }).fill(campaign.name);
    await page.getByRole('option', { name: campaign.name, exact: true }).click();
    // The campaign's current segments fill the form: its clicks go to the other segment, and stay there.
    const clicks = dialog.getByRole('combobox', { name: label('Сегмент для кликов') });
    for (let i = 0; i < 100 && (await clicks.inputValue()) !== 'Кликнули'; i++) await page.waitForTimeout(100);
    assert.equal(await clicks.inputValue(), 'Кликнули');
    assert.equal(await dialog.getByRole('combobox', { name: label('Сегмент для показов (win)') }).inputValue(), '');
    await dialog.getByRole('combobox', { name: label('Сегмент для показов (win)') }).fill('Видели');
    await page.getByRole('option', { name: 'Видели рекламу', exact: true }).click();
    const saved = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/retargeting/options' && r.method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    assert.deepEqual((await saved).postDataJSON(), {
      campaignId: campaign.id,
      winSegment: seen,
      clickSegment: clicked,
    });
    await page.getByText('Привязка кампании к сегменту «Видели рекламу» сохранена').waitFor();
    await screenshot(page, 'audiences-retargeting-bound');
    assert.deepEqual(await api('GET', `/retargeting/options?campaignId=${campaign.id}`), {
      campaignId: campaign.id,
      winSegment: seen,
      clickSegment: clicked,
    });
  });
});

test('geo preset: created with regions, opened from the list answer (no one-record call), listed; no edit', async () => {
  await withApp('audiences-geo', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    // The product names only GET/POST /v2/presets/geo and DELETE /v2/presets: nothing else is called.
    const offPath: string[] = [];
    page.on('request', (r) => {
      if (/^\/v2\/presets\/geo\/./.test(new URL(r.url()).pathname)) offPath.push(`${r.method()} ${r.url()}`);
    });

    await page.goto(`${server.url}${base}/management/audience/geo-presets/create`);
    await page.getByLabel(label('Название')).fill('Столицы и Татарстан');
    const geo = page.getByRole('group', { name: /^Регионы/ });
    await geo.getByRole('button', { name: 'Развернуть: Россия' }).click();
    for (const region of ['Москва', 'Санкт-Петербург', 'Республика Татарстан'])
      await geo.getByRole('checkbox', { name: region, exact: true }).check();
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v2/presets/geo' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Сохранить' }).click();
    assert.equal((await created).status(), 201);
    await page.waitForURL((u) => /\/management\/audience\/geo-presets\/[0-9a-z]{24}\/show$/.test(u.pathname));
    // The address changes a moment before the form leaves: its tree names the same regions.
    await geo.waitFor({ state: 'detached' });
    await page.getByText('Республика Татарстан').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Редактировать' }).count(), 0);
    await screenshot(page, 'audiences-geo-preset-show');

    await page.goto(`${server.url}${base}/management/audience/geo-presets`);
    const row = page.getByRole('row').filter({ hasText: 'Столицы и Татарстан' });
    await row.waitFor();
    await row.getByText('Республика Татарстан').waitFor();
    await screenshot(page, 'audiences-geo-presets');
    // A row opens the preset (its page reads it from the list).
    await row.getByText('Столицы и Татарстан').click();
    await page.waitForURL((u) => /\/geo-presets\/[0-9a-z]{24}\/show$/.test(u.pathname));
    await row.waitFor({ state: 'detached' });
    await page.getByText('Санкт-Петербург').waitFor();
    assert.deepEqual(offPath, []);
  });
});

test('ORD report: created with VAT computed, then sent — status and sendedAt are shown', async () => {
  await withApp('audiences-ord', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);

    await page.goto(`${server.url}${base}/ord/reports/create`);
    await page.getByLabel(label('Название')).fill('Акт за сентябрь 2025 — проверка');
    await page.getByLabel(label('Договор')).click();
    await page.getByRole('option').first().click();
    await typeDate(dateField(page, label('Начало')), '2025-09-01');
    await typeDate(dateField(page, label('Окончание')), '2025-09-30');
    await page.getByLabel(label('Показов по акту')).fill('1500000');
    await page.getByLabel(label('Ставка НДС')).click();
    await page.getByRole('option', { name: '20 %' }).click();
    await page.getByLabel(label('Без НДС, ₽')).fill('100000');
    // VAT and the sum with it, as the server will store them, shown while typing (x-computed).
    const field = (name: string) =>
      page
        .locator('.RaLabeled-label')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .locator('xpath=..');
    await field('НДС, ₽')
      .getByText(/^20\s000,00$/)
      .waitFor();
    await field('С НДС, ₽')
      .getByText(/^120\s000,00$/)
      .waitFor();
    await screenshot(page, 'audiences-ord-create');

    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => /\/ord\/reports\/[0-9a-z]{24}$/.test(u.pathname));
    await page.getByText('Черновик', { exact: true }).waitFor();

    const send = page.waitForResponse((r) => new URL(r.url()).pathname === '/ord/report/send');
    await page.getByRole('button', { name: 'Отправить в ОРД' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отправить в ОРД' }).click();
    const sent = (await (await send).json()) as { status: string; sendedAt: string; uploadedUrl: string };
    assert.equal(sent.status, 'sent');
    await page.getByText('Отчёт «Акт за сентябрь 2025 — проверка» отправлен в ОРД').waitFor();

    // The card shows the new state: status, when it was sent, the registry's link.
    const day = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(sent.sendedAt));
    const statusField = field('Статус');
    await statusField.getByText('Отправлен в ОРД', { exact: true }).waitFor();
    const sentField = field('Отправлен');
    await sentField.getByText(new RegExp(escape(day))).waitFor();
    await page.getByText(sent.uploadedUrl).waitFor();
    await screenshot(page, 'audiences-ord-sent');

    // A sent report is frozen: the server refuses to delete it.
    await page.getByRole('button', { name: 'Удалить' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Подтвердить|Удалить/ })
      .click();
    await page.getByText('Отчёт уже отправлен в ОРД: изменить или удалить его нельзя').waitFor();
  });
});

test('big list: one a campaign targets is not deleted; the toast names the campaign and the card stays', async () => {
  await withApp('audiences-biglist-in-use', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    type Campaign = { name: string; targets?: { wbLists?: { bigLists?: { listId: string }[] } } };
    const api = (path: string) =>
      page.evaluate(async (url) => {
        const response = await fetch(url, {
          headers: {
            authorization: `Bearer ${localStorage.getItem('kabinet.token')}`,
            cabinet: sessionStorage.getItem('kabinet.cabinetId') ?? '',
          },
        });
        return { status: response.status, body: await response.json() };
      }, path);
    const campaigns = (await api('/v2/campaigns?pageSize=1000')).body as Campaign[];
    const campaign = campaigns.find((c) => c.targets?.wbLists?.bigLists?.length)!;
    const listId = campaign.targets!.wbLists!.bigLists![0].listId;
    const { listName } = (await api(`/biglist/${listId}`)).body as { listName: string };

    await page.goto(`${server.url}${base}/management/audience/biglists/${listId}`);
    await page
      .getByLabel(label('Название списка'))
      .and(page.locator(`[value="${listName}"]`))
      .waitFor();
    await page.getByRole('button', { name: 'Удалить', exact: true }).click();
    // The dialog names the record, not the resource's route.
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Удалить «${listName}»?`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await page
      .locator('.MuiSnackbar-root')
      .getByText(new RegExp(`^Нельзя удалить «${escape(listName)}» — используется: .*Кампания «`))
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'audiences-biglist-in-use');
    assert.ok(page.url().endsWith(listId), 'still on the list');
    assert.equal((await api(`/biglist/${listId}`)).status, 200);
  });
});
