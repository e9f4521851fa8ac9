import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { enterCabinet, screenshot, signIn, withApp, test } from './harness';
import { dateField, typeDate } from './dates';

const ADMIN_CABINET = 'Администратор платформы';
const OBJECT_ID_MESSAGE = 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра';
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

/** The cabinet part of the current URL: /{cabinetId}/… */
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');

/** A full-page screenshot from the top of the page. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Calls the reference API as the signed-in admin of the page, in the page's cabinet. */
async function api<T>(page: Page, url: string, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('kabinet.token'));
  const cabinet = cabinetBase(page).slice(1);
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}`, cabinet } });
  return res.json() as Promise<T>;
}

/** Requests of the page whose URL contains `part`, as "METHOD path?query". */
function recordRequests(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (u.pathname.includes(part)) seen.push(`${r.method()} ${u.pathname}${u.search}`);
  });
  return seen;
}

async function openAdmin(page: Page, url: string): Promise<string> {
  await signIn(page, url, 'admin', 'admin');
  await enterCabinet(page, ADMIN_CABINET);
  return cabinetBase(page);
}

test('moderation: status with a reason for one creative, then for a selection of two', async () => {
  await withApp('tools-moderation', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v2/moderation/creatives/status')) bodies.push(r.postDataJSON());
    });

    await page.goto(`${server.url}${base}/moderation/creatives`);
    await page.getByRole('columnheader', { name: /Статус модерации/ }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await shot(page, 'tools-moderation-creatives');

    // One creative: «Отклонён» with a reason, from its page.
    const firstRow = page.locator('tbody tr').first();
    const name = (await firstRow.locator('td').nth(1).textContent())!.trim();
    await firstRow.locator('td').nth(1).click();
    await page.waitForURL((u) => /\/moderation\/creatives\/[0-9a-f]{24}\/show$/.test(u.pathname));
    const creativeId = new URL(page.url()).pathname.split('/').at(-2)!;
    await page.getByRole('button', { name: 'Изменить статус' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Статус модерации: «${name}»`).waitFor();
    await dialog.getByRole('combobox', { name: /^Новый статус/ }).click();
    await page.getByRole('option', { name: 'На модерации' }).click();
    assert.equal(await dialog.getByLabel('Причина отклонения').count(), 0, 'no reason unless «Отклонён» is chosen');
    await dialog.getByRole('combobox', { name: /^Новый статус/ }).click();
    await page.getByRole('option', { name: 'Отклонён' }).click();
    await dialog.getByLabel('Причина отклонения').fill('Нет маркировки «Реклама»');
    await shot(page, 'tools-moderation-dialog');
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await page.getByText(`Статус «Отклонён» установлен: «${name}»`).waitFor();
    assert.deepEqual(bodies[0], { ids: [creativeId], status: 'disapproved', reason: 'Нет маркировки «Реклама»' });
    await page.getByText('Нет маркировки «Реклама»').first().waitFor();
    await shot(page, 'tools-moderation-creative-show');
    const after = await api<{ moderationStatus: string; reason: string; moderatedBy: string }>(
      page,
      server.url,
      `/v2/moderation/creatives/${creativeId}`,
    );
    assert.deepEqual(
      [after.moderationStatus, after.reason, after.moderatedBy],
      ['disapproved', 'Нет маркировки «Реклама»', 'admin'],
    );

    // A selection: «Одобрен» for the first two rows at once (the list is newest first, as the API's default).
    const refetched = page.waitForResponse((r) => r.url().includes('/v2/moderation/creatives?'));
    await page.goBack();
    await refetched;
    const listed = await api<{ id: string; name: string }[]>(
      page,
      server.url,
      '/v2/moderation/creatives?sort=createdAt&order=desc&pageSize=2',
    );
    const rows = page.locator('tbody tr');
    await rows.nth(1).getByText(listed[1].name).waitFor();
    for (const i of [0, 1]) await rows.nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Изменить статус' }).click();
    await dialog.getByText('Статус модерации: выбрано 2').waitFor();
    await dialog.getByRole('combobox', { name: /^Новый статус/ }).click();
    await page.getByRole('option', { name: 'Одобрен' }).click();
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Статус «Одобрен» установлен у записей: 2').waitFor();
    const bulk = bodies[1] as { ids: string[]; status: string; reason?: string };
    assert.equal(bulk.status, 'approved');
    assert.deepEqual([...bulk.ids].sort(), listed.map((c) => c.id).sort(), 'the selected rows, in one call');
    assert.equal(bulk.reason, undefined);
    for (const { id } of listed) {
      const row = await api<{ moderationStatus: string; reason?: string }>(
        page,
        server.url,
        `/v2/moderation/creatives/${id}`,
      );
      assert.equal(row.moderationStatus, 'approved');
      assert.equal(row.reason, undefined, 'an approval drops the reason of a disapproval');
    }
    await shot(page, 'tools-moderation-bulk-done');
  });
});

test('moderation: the status filter comes from the dictionary, read once per session; the apps queue', async () => {
  await withApp('tools-moderation-filter', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);
    const dictionary = recordRequests(page, '/v2/dictionaries/creatives/moderation/statuses');

    await page.goto(`${server.url}${base}/moderation/creatives`);
    await page.getByRole('columnheader', { name: /Статус модерации/ }).waitFor();
    const filtered = page.waitForRequest(
      (r) => r.url().includes('/v2/moderation/creatives?') && r.url().includes('moderationStatus=pending'),
    );
    await page.getByRole('combobox', { name: /^Статус модерации/ }).click();
    await page.getByRole('option', { name: 'На модерации' }).click();
    await filtered;
    await page.locator('tbody tr').first().getByText('На модерации').waitFor();
    const statuses = await page.locator('tbody tr').allTextContents();
    assert.ok(
      statuses.length > 0 && statuses.every((t) => t.includes('На модерации')),
      'only pending creatives are listed',
    );
    await shot(page, 'tools-moderation-creatives-pending');

    // The apps queue, reached from the side menu (the same session): the same filter and action.
    await page.getByRole('button', { name: 'Развернуть меню' }).click();
    const moderationMenu = page.getByRole('navigation').getByRole('list', { name: 'Модерация' });
    await moderationMenu.getByRole('link', { name: 'Креативы' }).waitFor();
    await shot(page, 'tools-moderation-menu');
    await moderationMenu.getByRole('link', { name: 'Приложения' }).click();
    await page.waitForURL((u) => u.pathname === `${base}/moderation/apps`);
    await page.getByRole('columnheader', { name: /Бандл/ }).waitFor();
    await page.locator('tbody tr').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Изменить статус' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /^Новый статус/ }).click();
    // «Готовится» is the platform's own state and «Без статуса» no decision: a moderator is offered only decisions.
    assert.equal(await page.getByRole('option', { name: 'Готовится' }).count(), 0);
    assert.equal(await page.getByRole('option', { name: 'Без статуса' }).count(), 0);
    await page.getByRole('option', { name: 'Одобрен' }).click();
    await dialog.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Статус «Одобрен» установлен у записей: 1').waitFor();
    await shot(page, 'tools-moderation-apps');
    assert.equal(dictionary.length, 1, `the statuses dictionary is read once per session (${dictionary.join(', ')})`);
  });
});

test('action log: filters, an invalid ObjectID is told at the filter and not sent, the time range', async () => {
  await withApp('tools-action-log', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);
    const loads = recordRequests(page, '/v2/actionlogs');

    await page.goto(`${server.url}${base}/tools/action-logger`);
    await page.getByRole('columnheader', { name: /Тип объекта/ }).waitFor();
    await page.locator('tbody tr').nth(5).waitFor();
    await shot(page, 'tools-action-log');

    // An invalid ObjectID: the rule's message at the filter, and no request carries it.
    const before = loads.length;
    await page.getByRole('textbox', { name: 'ID объекта' }).fill('abc123');
    await page.getByText(OBJECT_ID_MESSAGE).waitFor();
    await page.waitForTimeout(1000); // the filter form's debounce has long passed
    assert.equal(
      loads.slice(before).filter((l) => l.includes('objectID')).length,
      0,
      'an invalid ObjectID is not sent',
    );
    await shot(page, 'tools-action-log-invalid-id');

    // A valid one (a seeded line's object): sent, and the rows are that object's.
    const [line] = await api<{ objectID: string; objectName: string }[]>(
      page,
      server.url,
      '/v2/actionlogs?objectType=campaign&pageSize=1',
    );
    const byId = page.waitForRequest((r) => r.url().includes(`objectID=${line.objectID}`));
    await page.getByRole('textbox', { name: 'ID объекта' }).fill(line.objectID);
    await byId;
    await page.getByRole('cell', { name: line.objectID }).first().waitFor();
    assert.equal(await page.getByText(OBJECT_ID_MESSAGE).count(), 0);
    const cells = await page.locator('tbody tr').allTextContents();
    assert.ok(cells.length > 0 && cells.every((t) => t.includes(line.objectID)), "only that object's lines");

    // Object type (a dictionary of the platform's entity types), then clear the id.
    await page.getByRole('textbox', { name: 'ID объекта' }).fill('');
    const byType = page.waitForRequest((r) => r.url().includes('objectType=creative'));
    await page.getByRole('combobox', { name: /^Тип объекта/ }).click();
    await page.getByRole('option', { name: 'Креатив', exact: true }).click();
    await byType;
    await page.locator('tbody tr').first().getByText('Креатив', { exact: true }).waitFor();

    // The time range: bounds sent as startTimeISO / endTimeISO.
    const byTime = page.waitForRequest((r) => r.url().includes('startTimeISO=') && r.url().includes('endTimeISO='));
    await typeDate(dateField(page, 'Время с'), '2025-03-01T00:00');
    await typeDate(dateField(page, 'Время по'), '2030-01-01T00:00');
    const sent = new URL((await byTime).url());
    assert.equal(sent.searchParams.get('objectType'), 'creative');
    assert.match(
      sent.searchParams.get('startTimeISO')!,
      /^2025-02-28T21:00:00\.000Z$/,
      'the local bound as an instant (Moscow)',
    );

    // The user filter (added from «Фильтр»): the users list, by login.
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page.getByRole('menu').getByText('Пользователь', { exact: true }).click();
    const byUser = page.waitForRequest((r) => r.url().includes('userID='));
    await page.getByRole('combobox', { name: 'Пользователь' }).click();
    await page.getByRole('combobox', { name: 'Пользователь' }).fill('admin');
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    await byUser;
    await page.locator('tbody tr').first().waitFor();
    await shot(page, 'tools-action-log-filtered');
  });
});

test('action log: a failed load shows «Не удалось загрузить логи»', async () => {
  await withApp('tools-action-log-failure', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);
    await page.route('**/v2/actionlogs?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Внутренняя ошибка"}' }),
    );
    await page.goto(`${server.url}${base}/tools/action-logger`);
    await page.getByRole('alert').filter({ hasText: 'Не удалось загрузить логи' }).first().waitFor();
    assert.ok(await page.getByText('Не удалось загрузить логи', { exact: true }).first().isVisible());
    await shot(page, 'tools-action-log-failed');
  });
});

test('bid logger: start (and a failed start), stop (and a failed stop)', async () => {
  await withApp('tools-bid-logger', async ({ server, page }) => {
    const base = await openAdmin(page, server.url);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/v2/bidlogs'))
        writes.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
    });

    await page.goto(`${server.url}${base}/tools/bid-logger`);
    await page.getByRole('columnheader', { name: /Паблишер/ }).waitFor();
    await page.locator('tbody tr').first().waitFor();

    // Start: a dialog over the schema's fields, checked before anything is sent.
    await page.getByRole('button', { name: 'Запустить логирование' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(label('Паблишер')).fill('ru.test app');
    await dialog.getByLabel(label('Количество запросов')).fill('0');
    await dialog.getByRole('button', { name: 'Запустить логирование' }).click();
    await dialog.getByText('Значение не должно содержать пробелов').waitFor();
    await dialog.getByText('Количество запросов — от 1 до 10000').waitFor();
    assert.deepEqual(writes, [], 'nothing is sent while the form is wrong');
    await dialog.getByLabel(label('Паблишер')).fill('ru.test.app');
    await dialog.getByLabel(label('Количество запросов')).fill('50');
    await dialog.getByLabel(label('Тип инстанса')).click();
    await page.getByRole('option', { name: 'SDK-шлюз в приложениях' }).click();
    await shot(page, 'tools-bid-logger-start');

    // The platform failing: the retry-later toast, the dialog keeps what was typed.
    await page.route('**/v2/bidlogs', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Сервис недоступен"}' })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Запустить логирование' }).click();
    await page.getByText('Не удалось запустить логирование ставок. Попробуйте позже').waitFor();
    assert.equal(await dialog.getByLabel(label('Паблишер')).inputValue(), 'ru.test.app');
    await page.unroute('**/v2/bidlogs');

    await dialog.getByRole('button', { name: 'Запустить логирование' }).click();
    await page.getByText('Логирование ставок запущено: ru.test.app').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'ru.test.app' });
    await row.waitFor();
    await row.getByText('SDK-шлюз в приложениях').waitFor();
    assert.deepEqual(writes.slice(-1), ['POST /v2/bidlogs']);
    await shot(page, 'tools-bid-logger-started');

    // Stop, failing first: the retry-later toast, the log stays.
    await row.getByRole('checkbox').check();
    await page.route('**/v2/bidlogs?**', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Остановить' }).click();
    await page.getByRole('dialog').getByText('Остановить выбранные логирования ставок (1)?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Остановить' }).click();
    await page.getByText('Не удалось остановить логирование ставок. Попробуйте позже').waitFor();
    await row.waitFor();
    await page.unroute('**/v2/bidlogs?**');

    await page.getByRole('button', { name: 'Остановить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Остановить' }).click();
    await page.getByText('Логирование ставок остановлено: ru.test.app').waitFor();
    await row.waitFor({ state: 'detached' });
    assert.match(writes.at(-1)!, /^DELETE \/v2\/bidlogs\?ids=[0-9a-f]{24}$/);
    await shot(page, 'tools-bid-logger-stopped');

    // Every log stopped: the empty list still offers the start.
    await page.getByRole('columnheader').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Остановить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Остановить' }).click();
    await page.getByText(/^Остановлено логирований ставок: \d+$/).waitFor();
    await page.getByText('Пока ничего нет').waitFor();
    await page.getByRole('button', { name: 'Запустить логирование' }).waitFor();
    await shot(page, 'tools-bid-logger-empty');
  });
});

test('debug sessions: start for a campaign, copy the debug id, delete', async () => {
  await withApp('tools-debug', async ({ server, browser, page }) => {
    await browser.contexts()[0].grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const base = await openAdmin(page, server.url);
    await page.goto(`${server.url}${base}/tools/debug`);
    await page.getByRole('columnheader', { name: /ID отладки/ }).waitFor();
    await page.locator('tbody tr').first().waitFor();

    // A session is identified by its campaign (x-id), as the platform answers it.
    const sessions = await api<{ campaignId: string }[]>(page, server.url, '/tools/debug');
    const campaigns = await api<{ id: string; name: string }[]>(
      page,
      server.url,
      '/v2/campaigns?pageSize=50&sort=name&order=asc',
    );
    const campaign = campaigns.find((c) => !sessions.some((s) => s.campaignId === c.id))!;

    await page.getByRole('button', { name: 'Запустить отладку' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(label('Кампания')).fill(campaign.name.slice(0, 12));
    await page.getByRole('option', { name: campaign.name }).first().click();
    await dialog.getByRole('button', { name: 'Запустить отладку' }).click();
    await page.getByText('Отладочная сессия запущена').waitFor();
    await page.waitForURL((u) => u.pathname.endsWith(`/tools/debug/${campaign.id}`));
    const session = await api<{ debugId: string; targets: Record<string, boolean> }>(
      page,
      server.url,
      `/tools/debug/${campaign.id}`,
    );
    assert.deepEqual(session.targets, {
      geo: true,
      device: true,
      user: true,
      segments: true,
      wbLists: true,
      calendar: true,
      ssp: false,
    });
    await page.getByText(session.debugId).first().waitFor();

    await page.getByRole('button', { name: 'Копировать ID' }).first().click();
    await page.getByText('ID отладочной сессии скопирован').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), session.debugId);
    await shot(page, 'tools-debug-session');

    await page.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Отладочная сессия удалена').waitFor();
    await page.waitForURL((u) => u.pathname.endsWith('/tools/debug'));
    assert.equal(
      (await api<{ campaignId: string }[]>(page, server.url, '/tools/debug')).some((s) => s.campaignId === campaign.id),
      false,
    );
    await shot(page, 'tools-debug-list');
  });
});
