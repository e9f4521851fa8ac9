import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { enterCabinet, firstDataRow, screenshot, signIn, withApp, test } from './harness';

const ADMIN_CABINET = 'Администратор платформы';
const label = (text: string) => new RegExp(`^${text}(\\s*\\*)?$`);

/** The cabinet part of the current URL: /{cabinetId}/… */
const cabinetBase = (page: Page) => new URL(page.url()).pathname.split('/').slice(0, 2).join('/');

test('admin opens the three generated lists; paging follows x-pagination headers', async () => {
  await withApp('resources-lists', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);

    await page.goto(`${server.url}${base}/system/users/list`);
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await screenshot(page, 'resources-users');

    await page.goto(`${server.url}${base}/management/agencies`);
    await page.getByRole('columnheader', { name: /Модель обслуживания/ }).waitFor();
    assert.ok((await page.getByRole('row').count()) > 3, 'agencies are listed');
    await screenshot(page, 'resources-agencies');

    // Opened by its address, a list's first page is read once: the read started while the
    // console loads (dataProvider.readAhead) is the one the list takes.
    const listReads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && /\/v2\/(campaigns|accounts)\?/.test(r.url()) && !r.url().includes('ids='))
        listReads.push(r.url());
    });
    await page.goto(`${server.url}${base}/management/campaigns`);
    await firstDataRow(page).waitFor();
    await page.waitForTimeout(500);
    assert.equal(listReads.length, 1, `one read of the campaigns page: ${listReads.join(', ')}`);
    listReads.length = 0;

    await page.goto(`${server.url}${base}/management/accounts`);
    await page.getByRole('columnheader', { name: /Агентство/ }).waitFor();
    await firstDataRow(page).waitFor();
    await page.waitForTimeout(500);
    assert.equal(listReads.length, 1, `one read of the accounts page: ${listReads.join(', ')}`);
    const total = Number((await page.getByText(/^1-25 из \d+$/).textContent())!.match(/из (\d+)/)![1]);
    assert.ok(total > 25, `more than one page of accounts (${total})`);
    const second = page.waitForRequest((r) => r.url().includes('/v2/accounts?') && r.url().includes('page=2'));
    await page.getByRole('button', { name: /следующ|Следующ|Go to next page/i }).click();
    const url = new URL((await second).url());
    assert.equal(url.searchParams.get('pageSize'), '25');
    await page.getByText(new RegExp(`^26-${Math.min(50, total)} из ${total}$`)).waitFor();
    await screenshot(page, 'resources-accounts-page2');
  });
});

test('creating an account: a Russian error for a bad field with nothing sent, then create and edit', async () => {
  await withApp('resources-create', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = cabinetBase(page);
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/v2/accounts')) writes.push(`${r.method()} ${r.url()}`);
    });

    await page.goto(`${server.url}${base}/management/accounts/create`);
    await page.getByLabel(label('Название')).fill('Ромашка!');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Текст не должен содержать символы $ ^ & * ! @ #').waitFor();
    await page.getByText('Обязательные поля не заполнены или заполнены неверно').first().waitFor();
    assert.deepEqual(writes, [], 'an invalid form sends nothing');
    assert.equal(await page.getByLabel(label('Название')).inputValue(), 'Ромашка!', 'what was typed stays');
    await screenshot(page, 'resources-create-invalid');

    await page.getByLabel(label('Название')).fill('ООО Ромашка');
    await page.getByLabel(label('Агентство')).click();
    await page.getByRole('option').first().click();
    await page.getByLabel(label('Валюта')).first().click();
    await page.getByRole('option', { name: 'Рубль' }).click();
    await page.getByLabel(label('Комиссия агентства')).fill('12.5');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((u) => /\/management\/accounts\/[0-9a-z]{24}$/.test(u.pathname));
    // The edit page reads the new record once more; edit after it has arrived, as a person would.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    assert.equal(writes.length, 1);
    assert.match(writes[0], /^POST /);

    await page.getByLabel(label('Название')).fill('ООО Ромашка и партнёры');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Изменения сохранены').or(page.getByText('Элемент обновлен')).first().waitFor();
    assert.match(writes[1], /^PATCH /);
    await page.reload();
    await page.getByLabel(label('Название')).and(page.locator('[value="ООО Ромашка и партнёры"]')).waitFor();
    assert.equal(await page.getByLabel(label('Комиссия агентства')).inputValue(), '12,5');
    await screenshot(page, 'resources-edit');
  });
});
