// The operator's working day (docs/product.md#operator-tools): saved views, a record's history,
// bulk edit, search from anywhere and the inbox, each as a user works with it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { RecordStore } from '../../server/store';
import type { Page } from 'playwright-core';
import { clickMenuLink, enterCabinet, firstDataRow, screenshot, signIn, test, withApp } from './harness';

const ADMIN_CABINET = 'Администратор платформы';
const AGENCY_CABINET = 'Медиа Вектор';

/** The cabinet part of the current URL: /{cabinetId}. */
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');

/** The list's column titles, as its header row shows them. */
async function headers(page: Page): Promise<string[]> {
  await firstDataRow(page).waitFor();
  const cells = await page.locator('thead th').allInnerTexts();
  return cells.map((c) => c.trim()).filter(Boolean);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Меню пользователя/ }).click();
  await clickMenuLink(page.getByRole('menuitem', { name: 'Выйти' }));
  await page.waitForURL((u) => u.pathname === '/auth/login');
}

/** The campaigns list's address with react-admin's own query parameters. */
const listQuery = (order: 'ASC' | 'DESC', perPage: number) =>
  `?filter=${encodeURIComponent('{}')}&sort=name&order=${order}&page=1&perPage=${perPage}`;

async function openCampaigns(page: Page, base: string): Promise<void> {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}${base}/management/campaigns`);
  await firstDataRow(page).waitFor();
}

test('saved views: a query and chosen columns survive a reload and a new sign-in, per cabinet and per user', async () => {
  await withApp('operator-views', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const admin = cabinetBase(page);
    await openCampaigns(page, admin);
    const defaults = await headers(page);
    assert.ok(defaults.includes('Группа кампаний'), defaults.join(', '));

    // Sorted by name backwards, ten rows a page; «Группа кампаний» hidden and a column of the schema shown.
    await page.goto(`${server.url}${admin}/management/campaigns${listQuery('DESC', 10)}`);
    await firstDataRow(page).waitFor();
    await page.getByRole('button', { name: 'Столбцы' }).click();
    const chooser = page.getByRole('dialog', { name: 'Столбцы списка' });
    await chooser.getByRole('checkbox', { name: 'Группа кампаний', exact: true }).uncheck();
    const extra = chooser
      .locator('label')
      .filter({ has: page.locator('input:not(:checked)') })
      .nth(1);
    const extraName = (await extra.innerText()).trim();
    await chooser.getByRole('checkbox', { name: extraName, exact: true }).check();
    await screenshot(page, 'operator-columns');
    await page.keyboard.press('Escape');
    const chosen = await headers(page);
    assert.ok(!chosen.includes('Группа кампаний') && chosen.includes(extraName), chosen.join(', '));

    await page.getByRole('button', { name: 'Виды' }).click();
    await page.getByRole('menuitem', { name: 'Сохранить текущий вид…' }).click();
    const save = page.getByRole('dialog', { name: 'Сохранить вид списка' });
    await save.getByRole('button', { name: 'Сохранить' }).click();
    await save.getByText('Введите название вида').waitFor();
    await save.getByLabel('Название вида').fill('Мои активные кампании');
    await save.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Вид «Мои активные кампании» сохранён').waitFor();

    // A reload of the bare list address: the same query and columns.
    await openCampaigns(page, admin);
    await page.reload();
    await page.waitForURL((u) => u.searchParams.get('perPage') === '10' && u.searchParams.get('order') === 'DESC');
    assert.deepEqual(await headers(page), chosen);
    assert.equal(await page.locator('tbody tr').count(), 10);

    // Another cabinet of the same user: its own list, as it was.
    await page.goto(`${server.url}/auth/cabinets`);
    await enterCabinet(page, AGENCY_CABINET);
    const agency = cabinetBase(page);
    await openCampaigns(page, agency);
    assert.deepEqual(await headers(page), defaults);
    assert.equal(new URL(page.url()).searchParams.get('perPage'), null);
    await page.getByRole('button', { name: 'Виды' }).click();
    await page.getByRole('menuitem', { name: 'Сохранённых видов пока нет' }).waitFor();
    await page.keyboard.press('Escape');

    // Another user at the same browser, in that same cabinet: nothing of the admin's.
    await signOut(page);
    await signIn(page, server.url, 'agency', 'agency');
    await enterCabinet(page, AGENCY_CABINET);
    await openCampaigns(page, agency);
    assert.deepEqual(await headers(page), defaults);
    await signOut(page);

    // The admin signs in again: the view and the columns are there, and the view is chosen by name.
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    await openCampaigns(page, admin);
    await page.waitForURL((u) => u.searchParams.get('perPage') === '10');
    assert.deepEqual(await headers(page), chosen);
    await page.goto(`${server.url}${admin}/management/campaigns${listQuery('ASC', 25)}`);
    await firstDataRow(page).waitFor();
    await page.getByRole('button', { name: 'Виды' }).click();
    await page.getByRole('menuitem', { name: 'Мои активные кампании' }).click();
    await page.getByText('Открыт вид «Мои активные кампании»').waitFor();
    await page.waitForURL((u) => u.searchParams.get('perPage') === '10' && u.searchParams.get('order') === 'DESC');

    // Renamed, its address copied, then deleted.
    await page.getByRole('button', { name: 'Виды' }).click();
    await page.getByRole('menuitem', { name: 'Переименовать или удалить…' }).click();
    await page.getByRole('button', { name: 'Переименовать вид «Мои активные кампании»' }).click();
    const rename = page.getByRole('dialog', { name: 'Переименовать вид' });
    await rename.getByLabel('Название вида').fill('Активные по алфавиту');
    await rename.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Вид переименован: «Активные по алфавиту»').waitFor();
    await page.getByRole('button', { name: 'Удалить вид «Активные по алфавиту»' }).click();
    await page.getByText('Вид «Активные по алфавиту» удалён').waitFor();
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: 'Виды' }).click();
    await page.getByRole('menuitem', { name: 'Копировать ссылку на вид' }).click();
    await page.getByText('URL скопирован').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(new URL(copied).searchParams.get('perPage'), '10');
  });
});

const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

/** The signed-in page's own headers, for a colleague's change made straight to the API. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    authorization: `Bearer ${localStorage.getItem('kabinet.token')}`,
    cabinet: sessionStorage.getItem('kabinet.cabinetId')!,
    'content-type': 'application/json',
  }));
}

test("history: a record's card names who changed which fields, when, old → new; the 409 panel links to it", async () => {
  await withApp('operator-history', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    await page.goto(`${server.url}${base}/management/accounts`);
    await firstDataRow(page).click();
    await page.waitForURL((u) => /\/management\/accounts\/[0-9a-z]{24}$/.test(u.pathname));
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const name = page.getByLabel(label('Название'));
    await name.waitFor();
    const was = await name.inputValue();

    await name.fill('История: первая правка');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/${id}`));
    await page.getByRole('button', { name: 'Сохранить' }).click();
    assert.equal((await saved).status(), 200);
    await page.getByText('Аккаунт «История: первая правка»').waitFor();

    // A colleague changes the credit limit meanwhile; the next save is refused (409).
    const headers = await apiHeaders(page);
    const current = await (await fetch(`${server.url}/v2/accounts/${id}`, { headers })).json();
    const other = await fetch(`${server.url}/v2/accounts/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'if-match': String(current.version) },
      body: JSON.stringify({ finance: { ...current.finance, creditLimit: 777 } }),
    });
    assert.equal(other.status, 200);
    await name.fill('История: вторая правка');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('link', { name: 'Кто и что изменил — в истории записи' }).click();

    const dialog = page.getByRole('dialog', { name: /^История изменений/ });
    const entries = dialog.getByTestId('history-entry');
    await entries.first().waitFor();
    await screenshot(page, 'operator-history');
    const newest = await entries.nth(0).innerText();
    assert.match(newest, /Изменение · \d{2}\.\d{2}\.\d{4}.* · admin/);
    assert.match(newest, /Кредитный лимит: .* → 777/);
    const mine = await entries.nth(1).innerText();
    assert.match(mine, /Изменение · \d{2}\.\d{2}\.\d{4}.* · admin/);
    assert.ok(mine.includes(`Название: ${was} → История: первая правка`), mine);
    assert.ok(!mine.includes('Кредитный лимит'), mine);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The form kept the edit through it all.
    assert.equal(await name.inputValue(), 'История: вторая правка');
  });
});

/** The tab hidden, then shown again: what a user does coming back to the console's tab. */
async function comeBackToTab(page: Page): Promise<void> {
  for (const hidden of [true, false])
    await page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { value: h, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
}

test('inbox: the top bar counts unread notifications, a new one raises the count, the panel marks read and opens the record', async () => {
  await withApp('operator-inbox', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    const bell = page.getByTestId('inbox');
    await bell.waitFor();
    const headers = await apiHeaders(page);
    const count = async () =>
      ((await (await fetch(`${server.url}/v2/notifications/count`, { headers })).json()) as { unread: number }).unread;
    const before = await count();
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="inbox"]')?.getAttribute('aria-label')?.endsWith(` ${n}`),
      before,
    );

    // The platform writes a new notification; coming back to the tab, the count has it.
    const [account] = (await (await fetch(`${server.url}/v2/accounts?pageSize=1`, { headers })).json()) as {
      id: string;
      name: string;
    }[];
    const db = new Database(join(server.dataDir, 'kabinet.db'));
    try {
      new RecordStore(db).insert(
        'notification',
        'feed00'.padEnd(24, '0'),
        base.slice(1),
        {
          status: 'new',
          level: 'warning',
          title: 'Баланс аккаунта на исходе',
          text: 'Пополните баланс, чтобы кампании не остановились',
          accountId: account.id,
          createdAt: new Date().toISOString(),
        },
        new Date().toISOString(),
      );
    } finally {
      db.close();
    }
    assert.equal(await count(), before + 1);
    await comeBackToTab(page);
    await page.getByRole('button', { name: `Уведомления: непрочитанных ${before + 1}` }).waitFor();

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Новые уведомления' });
    const item = panel.getByTestId('inbox-item').filter({ hasText: 'Баланс аккаунта на исходе' });
    await item.waitFor();
    await screenshot(page, 'operator-inbox');
    await item.getByRole('link', { name: 'Открыть запись: Аккаунт' }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/${account.id}`));
    await page.getByRole('button', { name: `Уведомления: непрочитанных ${before}` }).waitFor();
    assert.equal(await count(), before);
  });
});
