import assert from 'node:assert/strict';
import { clickMenuLink, firstDataRow, screenshot } from './harness';
import { suite } from './suite';

const app = suite('spec-screens');
const { scenario } = app;

scenario('«Ошибки SSP»: from the Tools menu, newest first, filtered by SSP, a line opens its SSP', async (page) => {
  const base = await app.asAdmin(page);
  await page.goto(`${app.server.url}${base}`);
  await page.getByRole('button', { name: 'Развернуть меню' }).click();
  await page.getByRole('navigation').getByRole('button', { name: 'Инструменты' }).click();
  await clickMenuLink(page.getByRole('navigation').getByRole('link', { name: 'Ошибки SSP' }));
  await page.waitForURL((u) => u.pathname === `${base}/tools/ssp-errors`);
  await page.waitForFunction(() => document.title.endsWith('— Ошибки SSP'));
  await firstDataRow(page).waitFor();
  // Codes by their Russian names.
  await page.getByRole('cell', { name: 'Превышено время ответа' }).first().waitFor();

  const asked = page.waitForRequest(
    (r) => r.url().includes('/v2/ssp-errors?') && r.url().includes('sysname=kadr_video'),
  );
  await page.getByLabel('SSP', { exact: true }).fill('Кадр');
  await page.getByRole('option', { name: 'Видеосеть «Кадр»' }).click();
  const url = new URL((await asked).url());
  assert.equal(url.searchParams.get('sort'), 'time');
  await page.getByText(/из 57$/).waitFor();
  assert.equal(await page.locator('tbody tr').filter({ hasNotText: 'Видеосеть «Кадр»' }).count(), 0);
  // At 1366 px the filters stand in one row: the period's two bounds beside the SSP.
  const labelTop = async (name: string) => (await page.locator('label', { hasText: name }).first().boundingBox())!.y;
  const tops = await Promise.all(['SSP', 'Время с', 'Время по'].map(labelTop));
  assert.ok(Math.max(...tops) - Math.min(...tops) < 20, `filters on several rows: ${tops.join(', ')}`);
  await screenshot(page, 'tools-ssp-errors');

  await firstDataRow(page).getByRole('link', { name: 'Видеосеть «Кадр»' }).click();
  await page.waitForURL((u) => u.pathname === `${base}/system/ssps/edit/kadr_video`);
});

scenario('an old link to a deleted record stays on «Страница не найдена»', async (page) => {
  const base = await app.asAdmin(page);
  await page.goto(`${app.server.url}${base}/system/users/edit/${'f'.repeat(24)}`);
  await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  await page.waitForTimeout(1500);
  assert.equal(new URL(page.url()).pathname, '/error/404');
  assert.equal(await page.getByText('Элемент не существует').count(), 0);
});

scenario(
  "the product's addresses: a user row opens system/users/edit/{userId}, «Копировать ссылку» copies it, the old addresses lead there",
  async (page) => {
    const base = await app.asAdmin(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    await page.goto(`${app.server.url}${base}/system/users/list`);
    await firstDataRow(page).getByRole('cell').nth(1).click();
    await page.waitForURL((u) => new RegExp(`^${base}/system/users/edit/[0-9a-f]{24}$`).test(u.pathname));
    const card = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Копировать ссылку' }).click();
    await page.getByText('URL скопирован', { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());

    // A bookmark of the address the console had before (react-admin's {path}/{id}) still opens the user.
    await page.goto(`${app.server.url}${base}/system/users/${card.split('/').pop()}`);
    await page.waitForURL((u) => u.pathname === card);
    await page.getByRole('button', { name: 'Сохранить' }).waitFor();

    // And one of the list without its «list» keeps its filter on the product's list address.
    await page.goto(
      `${app.server.url}${base}/system/users?filter=${encodeURIComponent(JSON.stringify({ q: 'smirnova' }))}`,
    );
    await page.waitForURL(
      (u) => u.pathname === `${base}/system/users/list` && u.searchParams.get('filter') === '{"q":"smirnova"}',
    );
    assert.equal(await page.locator('input[name="q"]').inputValue(), 'smirnova');
  },
);
