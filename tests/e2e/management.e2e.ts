// Browser tests of agencies, accounts and reservations: the balance dialog and its
// transaction, the self-service failure that must never show the success text (docs/product.md#errors),
// guest permissions, and a reservation's deployment that the platform refuses to delete.
// One server and one browser for the file; a fresh browser context per test.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { RecordStore } from '../../server/store';
import { firstDataRow, screenshot } from './harness';
import { suite } from './suite';
import { dateField, typeDate } from './dates';

const app = suite('management');
const { scenario, asAdmin } = app;

const ONLY_DEPLOYMENT = 'Невозможно удалить размещение. Это единственное размещение выбранное в кампании.';
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`);

/** The API with the page's own session (token and cabinet from its storages). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: {
        authorization: `Bearer ${localStorage.getItem('kabinet.token')}`,
        cabinet: sessionStorage.getItem('kabinet.cabinetId') ?? '',
      },
    });
    return response.json();
  }, path) as Promise<T>;
}

/** Opens a record of a generated list by the text of its row. */
async function openRow(page: Page, text: string) {
  await page.getByRole('cell', { name: text, exact: true }).first().click();
  await page.waitForURL((u) => /\/[0-9a-z]{24}$/.test(u.pathname));
}

const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);
const dialog = (page: Page) => page.getByRole('dialog');

scenario(
  'agency balance: a deposit through the dialog, its transaction in the journal, an over-withdrawal refused on the field',
  async (page) => {
    const base = await asAdmin(page);
    await page.goto(`${app.server.url}${base}/management/agencies`);
    await openRow(page, 'Медиа Вектор');
    const agencyId = new URL(page.url()).pathname.split('/').pop()!;
    const before = await api<{ balance: number }>(page, `/v2/agencies/${agencyId}`);

    await page.getByRole('button', { name: 'Изменить баланс' }).click();
    await dialog(page)
      .getByText(/^Текущий баланс: [\d\s ]+,\d\d ₽$/)
      .waitFor();
    await dialog(page).getByLabel(label('Сумма')).fill('12345.67');
    await dialog(page).getByLabel(label('Комментарий')).fill('Оплата по счёту № 42');
    await screenshot(page, 'management-agency-balance-dialog');
    await dialog(page).getByRole('button', { name: 'Провести' }).click();
    await toast(page, /^Баланс «Медиа Вектор» пополнен на 12\s345,67 ₽$/).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    const after = await api<{ balance: number }>(page, `/v2/agencies/${agencyId}`);
    assert.equal(after.balance, Math.round((before.balance + 12345.67) * 100) / 100);
    // The page shows the new balance (the record was refreshed, no reload).
    const shown = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(after.balance);
    await page.getByText(shown, { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'Транзакции' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/management/agencies/transactions'));
    const firstRow = firstDataRow(page);
    await firstRow.getByText('Оплата по счёту № 42').waitFor();
    await firstRow.getByText('Пополнение').waitFor();
    await firstRow.getByText(/^12\s345,67$/).waitFor();
    const rows = await api<{ agencyId: string }[]>(
      page,
      `/v2/agencies/transactions?agencyId=${agencyId}&pageSize=1000`,
    );
    assert.ok(rows.every((r) => r.agencyId === agencyId));
    const counted = Number((await page.getByText(/^1-\d+ из \d+$/).textContent())!.match(/из (\d+)/)![1]);
    assert.equal(counted, rows.length, "the list shows only this agency's journal");
    await screenshot(page, 'management-agency-transactions');

    // Taking more than there is: the server's Russian field error, under the field.
    await page.goBack();
    await page.getByRole('button', { name: 'Изменить баланс' }).click();
    await dialog(page).getByLabel(label('Операция')).click();
    await page.getByRole('option', { name: 'Списание' }).click();
    await dialog(page)
      .getByLabel(label('Сумма'))
      .fill(String(after.balance + 1));
    await dialog(page).getByRole('button', { name: 'Провести' }).click();
    await dialog(page)
      .getByText(/^Сумма списания больше баланса агентства \(доступно [\d\s ]+,\d\d ₽\)$/)
      .waitFor();
    assert.equal((await api<{ balance: number }>(page, `/v2/agencies/${agencyId}`)).balance, after.balance);
    await screenshot(page, 'management-agency-balance-refused');

    // No answer at all: the retry-later text, and the dialog keeps what was typed.
    await page.route('**/v2/agencies/*/balance', (route) => route.abort('connectionreset'));
    await dialog(page).getByLabel(label('Сумма')).fill('10');
    await dialog(page).getByRole('button', { name: 'Провести' }).click();
    await toast(page, 'Не удалось изменить баланс. Попробуйте позже').waitFor();
    assert.equal(await dialog(page).getByLabel(label('Сумма')).inputValue(), '10,00');
  },
);

scenario(
  'self-service CPM: a failed save is an error toast and never the success text; a good one saves',
  async (page) => {
    const base = await asAdmin(page);
    await page.goto(`${app.server.url}${base}/management/agencies`);
    await openRow(page, 'Реклама Плюс');
    const agencyId = new URL(page.url()).pathname.split('/').pop()!;
    // Watch the whole page for the success text, however briefly it might appear.
    await page.evaluate(() => {
      const w = window as unknown as { successSeen: boolean };
      w.successSeen = false;
      new MutationObserver(() => {
        if (/Минимальный CPM агентства .* сохранён/.test(document.body.innerText)) w.successSeen = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    let failing = true;
    await page.route('**/v2/agencies/*/selfservice', (route) =>
      failing && route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Internal Server Error' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Самообслуживание' }).click();
    await dialog(page).getByLabel(label('Минимальный CPM')).fill('155');
    await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
    await toast(page, 'Не удалось сохранить настройки самообслуживания. Попробуйте позже').waitFor();
    await screenshot(page, 'management-selfservice-failed');
    await page.waitForTimeout(500);
    assert.equal(
      await page.evaluate(() => (window as unknown as { successSeen: boolean }).successSeen),
      false,
      'the success text never appeared',
    );
    assert.equal(
      await dialog(page).getByLabel(label('Минимальный CPM')).inputValue(),
      '155,00',
      'the dialog keeps what was typed',
    );
    assert.notEqual((await api<{ minimalCPM: number }>(page, `/v2/agencies/${agencyId}`)).minimalCPM, 155);

    failing = false;
    await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
    await toast(page, /^Минимальный CPM агентства «Реклама Плюс» сохранён: 155,00 ₽$/).waitFor();
    assert.equal((await api<{ minimalCPM: number }>(page, `/v2/agencies/${agencyId}`)).minimalCPM, 155);

    // A full-service agency has no self-service settings to change.
    await page.goto(`${app.server.url}${base}/management/agencies`);
    await openRow(page, 'Дижитал Горизонт');
    assert.equal(await page.getByRole('button', { name: 'Самообслуживание' }).isDisabled(), true);
  },
);

scenario('account guest permissions: checked in the dialog, saved, shown and kept', async (page) => {
  const base = await asAdmin(page);
  await page.goto(`${app.server.url}${base}/management/accounts`);
  await page.getByRole('columnheader', { name: /Агентство/ }).waitFor();
  await screenshot(page, 'management-accounts');
  // An account without guest access yet: the second one of the first agency.
  const accounts = await api<
    { id: string; name: string; guestPermissions: { commonPermissions: Record<string, boolean> } }[]
  >(page, '/v2/accounts?pageSize=100&sort=name');
  const account = accounts.find((a) => !Object.values(a.guestPermissions.commonPermissions).some(Boolean))!;
  await page.goto(`${app.server.url}${base}/management/accounts/${account.id}`);
  await page.getByText('Гостевой доступ не настроен').waitFor();
  // The status through GET /v2/accounts/{id}/status, the guests' prices beside their permissions.
  await page.getByText(/^Статус аккаунта: (Активен|Заблокирован)$/).waitFor();

  await page.getByRole('button', { name: 'Гостевой доступ' }).click();
  await dialog(page)
    .getByRole('table', { name: 'Цены для гостей' })
    .or(dialog(page).getByText('У аккаунта нет кампаний'))
    .waitFor();
  await dialog(page).getByRole('checkbox', { name: 'Кампании' }).check();
  await dialog(page).getByRole('checkbox', { name: 'Основная статистика' }).check();
  await dialog(page).getByRole('checkbox', { name: 'Клики' }).check();
  await screenshot(page, 'management-guest-permissions');
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, `Права гостевого доступа к аккаунту «${account.name}» сохранены`).waitFor();
  await page.getByText('Разделы: Основная статистика, Кампании. Колонки: Клики').waitFor();

  const saved = await api<{
    guestPermissions: { commonPermissions: Record<string, boolean>; columnPermissions: Record<string, boolean> };
  }>(page, `/v2/accounts/${account.id}`);
  assert.deepEqual(
    Object.entries(saved.guestPermissions.commonPermissions)
      .filter(([, on]) => on)
      .map(([k]) => k),
    ['manageExtraEvents', 'manageCampaignSegments'],
  );
  assert.deepEqual(
    Object.entries(saved.guestPermissions.columnPermissions)
      .filter(([, on]) => on)
      .map(([k]) => k),
    ['clicks'],
  );

  // After a reload the dialog opens with what was saved; unchecking one saves it as false.
  await page.reload();
  await page.getByRole('button', { name: 'Гостевой доступ' }).click();
  assert.equal(await dialog(page).getByRole('checkbox', { name: 'Кампании' }).isChecked(), true);
  assert.equal(await dialog(page).getByRole('checkbox', { name: 'Аккаунты' }).isChecked(), false);
  await dialog(page).getByRole('checkbox', { name: 'Кампании' }).uncheck();
  await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  const after = await api<{ guestPermissions: { commonPermissions: Record<string, boolean> } }>(
    page,
    `/v2/accounts/${account.id}`,
  );
  assert.equal(after.guestPermissions.commonPermissions.manageCampaignSegments, false);
  assert.equal(after.guestPermissions.commonPermissions.manageExtraEvents, true);

  // The same balance dialog on an account: the money comes from its agency.
  const before = await api<{ agencyID: string; finance: { balance: number } }>(page, `/v2/accounts/${account.id}`);
  const agencyBefore = await api<{ balance: number }>(page, `/v2/agencies/${before.agencyID}`);
  await page.getByRole('button', { name: 'Изменить баланс' }).click();
  await dialog(page)
    .getByText('Пополнение аккаунта списывает сумму с баланса его агентства, списание возвращает её агентству.')
    .waitFor();
  await dialog(page).getByLabel(label('Сумма')).fill('2500');
  await screenshot(page, 'management-account-balance-dialog');
  await dialog(page).getByRole('button', { name: 'Провести' }).click();
  await toast(page, /^Баланс «.+» пополнен на 2\s500,00 [₽$]$/).waitFor();
  assert.equal(
    (await api<{ finance: { balance: number } }>(page, `/v2/accounts/${account.id}`)).finance.balance,
    before.finance.balance + 2500,
  );
  assert.equal(
    (await api<{ balance: number }>(page, `/v2/agencies/${before.agencyID}`)).balance,
    agencyBefore.balance - 2500,
  );
  await screenshot(page, 'management-account');
});

scenario(
  'reservation: create, add a deployment, the only deployment of a campaign cannot be deleted; versions; copy',
  async (page) => {
    const base = await asAdmin(page);
    await page.goto(`${app.server.url}${base}/management/reservations/list`);
    await page.getByRole('cell', { name: 'Запуск сезона «Атлант»' }).waitFor();
    await screenshot(page, 'management-reservations');

    await page.getByRole('link', { name: 'Создать' }).first().click();
    await page.getByLabel(label('Название')).fill('Зимняя кампания «Самоцвет»');
    await page.getByLabel(label('Рекламодатель')).fill('Ювелирный «Самоцвет»');
    await page.getByLabel(label('Агентство')).click();
    await page.getByRole('option', { name: 'Медиа Вектор' }).click();
    await page.getByLabel(label('Внешний идентификатор')).fill('MP-2025-099');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await toast(page, 'Бронирование «Зимняя кампания «Самоцвет»» создано').waitFor();
    await page.waitForURL((u) => /\/management\/reservations\/[0-9a-z]{24}$/.test(u.pathname));
    const reservationId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('link', { name: 'Добавить размещение' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/management/reservations/deployments/create'));
    await page.getByLabel(label('Бронирование')).and(page.locator('[value="Зимняя кампания «Самоцвет»"]')).waitFor();
    await page.getByLabel(label('Название')).fill('Премиальные площадки — декабрь');
    await typeDate(dateField(page, label('Начало')), '2025-12-01');
    await typeDate(dateField(page, label('Окончание')), '2025-12-31');
    await page.getByLabel(label('Валюта')).click();
    await page.getByRole('option', { name: 'Рубль' }).click();
    await page.getByLabel(label('Бюджет')).fill('750000');
    await screenshot(page, 'management-deployment-create');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => /\/management\/reservations\/deployments\/[0-9a-z]{24}$/.test(u.pathname));
    const deploymentId = new URL(page.url()).pathname.split('/').pop()!;
    const reservation = await api<{ deployments: string[] }>(page, `/v2/reservations/${reservationId}`);
    assert.deepEqual(reservation.deployments, [deploymentId]);

    // A campaign that selects this deployment only (the campaigns' screens write other.reservations),
    // put straight into the server's store.
    const db = new Database(join(app.server.dataDir, 'kabinet.db'));
    try {
      new RecordStore(db).insert(
        'campaign',
        'c0ffee'.padEnd(24, '0'),
        null,
        {
          name: 'Кампания «Самоцвет» — зима',
          other: { reservations: [deploymentId] },
        },
        new Date().toISOString(),
      );
    } finally {
      db.close();
    }

    await page.getByRole('button', { name: 'Удалить' }).click();
    await dialog(page).getByText('Удалить размещение «Премиальные площадки — декабрь»?').waitFor();
    await dialog(page).getByRole('button', { name: 'Удалить' }).click();
    await toast(page, ONLY_DEPLOYMENT).waitFor();
    await screenshot(page, 'management-deployment-delete-refused');
    assert.ok(page.url().endsWith(deploymentId), 'still on the deployment');
    assert.deepEqual((await api<{ deployments: string[] }>(page, `/v2/reservations/${reservationId}`)).deployments, [
      deploymentId,
    ]);

    // A copy is a deployment no campaign selects: it can go.
    await page.getByRole('button', { name: 'Копировать', exact: true }).click();
    await toast(page, 'Создана копия размещения: «Премиальные площадки — декабрь (копия)»').waitFor();
    await page.waitForURL((u) => /\/deployments\/[0-9a-z]{24}$/.test(u.pathname) && !u.pathname.endsWith(deploymentId));
    await page
      .getByLabel(label('Название'))
      .and(page.locator('[value="Премиальные площадки — декабрь (копия)"]'))
      .waitFor();
    await page.getByRole('button', { name: 'Удалить' }).click();
    await dialog(page).getByRole('button', { name: 'Удалить' }).click();
    await toast(page, 'Размещение «Премиальные площадки — декабрь (копия)» удалено').waitFor();
    await page.waitForURL((u) => u.pathname.endsWith('/management/reservations/deployments'));
    await page.getByRole('cell', { name: 'Премиальные площадки — декабрь', exact: true }).waitFor();
    assert.equal(await page.getByRole('cell', { name: 'Премиальные площадки — декабрь (копия)' }).count(), 0);

    // An edit of the reservation is a new version on its versioning screen.
    await page.goto(`${app.server.url}${base}/management/reservations/${reservationId}`);
    await page.getByText('Премиальные площадки — декабрь', { exact: true }).waitFor();
    await screenshot(page, 'management-reservation-edit');
    await page.getByLabel(label('Название')).fill('Зимняя кампания «Самоцвет» 2025');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await toast(page, 'Бронирование «Зимняя кампания «Самоцвет» 2025» сохранено').waitFor();
    await page.getByRole('link', { name: 'История версий' }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/management/reservations/${reservationId}/versioning`));
    await page.getByRole('cell', { name: 'Изменено: Название, Размещения' }).waitFor();
    await page.getByRole('cell', { name: 'Создано' }).waitFor();
    assert.equal(await page.getByRole('row').count(), 3, 'a header and two versions');
    await screenshot(page, 'management-reservation-versions');
  },
);

scenario('list parameters: account statistics for a period, transactions in a time range', async (page) => {
  const base = await asAdmin(page);
  await page.goto(`${app.server.url}${base}/management/accounts`);
  await page.getByRole('columnheader', { name: /Агентство/ }).waitFor();
  const firstRow = firstDataRow(page);
  // Without the switch the statistics columns are empty.
  assert.equal(await firstRow.getByRole('cell').nth(6).textContent(), '—');
  // The period's two days side by side, and the SSP picker no wider than its choices need.
  const [from, to] = await Promise.all(['С даты', 'По дату'].map((name) => dateField(page, name).boundingBox()));
  assert.ok(from && to && Math.abs(from.y - to.y) < 2 && to.x > from.x, 'the two days of the period on one line');
  const ssps = await page.getByRole('combobox', { name: 'SSP' }).boundingBox();
  assert.ok(ssps && ssps.width < 400, `the SSP picker is ${ssps?.width} px wide`);
  const asked = page.waitForRequest((r) => r.url().includes('/v2/accounts?') && r.url().includes('endTimeISO'));
  await page.getByLabel('Статистика за период').check();
  await typeDate(dateField(page, 'С даты'), '2025-04-01');
  await typeDate(dateField(page, 'По дату'), '2025-04-07');
  const query = new URL((await asked).url()).searchParams;
  assert.equal(query.get('statistics'), 'true');
  assert.equal(query.get('offsetTime'), '180', "the browser's zone (Moscow)");
  await firstRow
    .getByRole('cell')
    .nth(6)
    .filter({ hasText: /^\d[\d\s ]*$/ })
    .waitFor();
  const [account] = await api<{ statistics: { impressions: number } }[]>(
    page,
    `/v2/accounts?pageSize=1&sort=name&order=asc&statistics=true&startTimeISO=2025-04-01&endTimeISO=2025-04-07&offsetTime=180`,
  );
  assert.equal(
    (await firstRow.getByRole('cell').nth(6).textContent())!.replace(/\s/g, ''),
    String(account.statistics.impressions),
  );
  await screenshot(page, 'management-accounts-statistics');

  // «Экспорт»: the list as it reads on screen, in an xlsx named after the list and the day.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Экспорт', exact: true }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^Аккаунты \d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(readFileSync((await download.path())!));
  const [headers, first] = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
    defval: '',
  });
  const cell = (title: string) => first[headers.indexOf(title)];
  assert.deepEqual(headers.slice(0, 3), ['Название', 'Агентство', 'Статус']);
  assert.doesNotMatch(String(cell('Агентство')), /^[0-9a-f]{24}$/, "the agency's name, not its id");
  assert.match(String(cell('Статус')), /[А-Яа-яЁё]/);
  assert.match(String(cell('Создано')), /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  await page.getByText(/^Файл «Аккаунты .*\.xlsx» сохранён$/).waitFor();

  await page.goto(`${app.server.url}${base}/management/agencies/transactions`);
  await page.getByRole('columnheader', { name: 'Номер' }).waitFor();
  const counted = async () => Number((await page.getByText(/^1-\d+ из \d+$/).textContent())!.match(/из (\d+)/)![1]);
  const all = await counted();
  const ranged = page.waitForResponse((r) => r.url().includes('/transactions?') && r.url().includes('endTimeISO'));
  await typeDate(dateField(page, 'С даты'), '2025-03-10');
  await typeDate(dateField(page, 'По дату'), '2025-03-12');
  await ranged;
  const expected = (await api<{ createdAt: string }[]>(page, '/v2/agencies/transactions?pageSize=1000')).filter(
    (t) => t.createdAt >= '2025-03-09T21:00:00.000Z' && t.createdAt < '2025-03-12T21:00:00.000Z',
  ).length;
  await page.getByText(new RegExp(`^1-${expected} из ${expected}$`)).waitFor();
  assert.ok(expected > 0 && expected < all);
  await screenshot(page, 'management-transactions-period');
});
