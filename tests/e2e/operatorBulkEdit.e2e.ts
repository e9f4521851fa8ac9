// The operator's bulk edit (docs/product.md#bulk-edit): fields of the schema set on a selection,
// each record saved with its own version, a refused one told beside the others.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { enterCabinet, firstDataRow, screenshot, signIn, test, withApp } from './harness';

const ADMIN_CABINET = 'Администратор платформы';

interface Campaign {
  id: string;
  name: string;
  version: number;
  updatedAt?: string;
  limits: { budgetDaily?: number; budgetTotal?: number } & Record<string, unknown>;
  [key: string]: unknown;
}

/** The signed-in page's own headers, for a colleague's change made straight to the API. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    authorization: `Bearer ${localStorage.getItem('kabinet.token')}`,
    cabinet: sessionStorage.getItem('kabinet.cabinetId')!,
    'content-type': 'application/json',
  }));
}

/** A record without what every save changes by itself. */
const withoutStamp = ({ version: _v, updatedAt: _u, ...rest }: Campaign) => rest;

test('bulk edit: 5 campaigns\u2019 daily budget +10 %, one changed meanwhile (409) → 4 saved, 1 reported, nothing else changed', async () => {
  await withApp('operator-bulk-edit', async ({ server, page }) => {
    await signIn(page, server.url, 'admin', 'admin');
    await enterCabinet(page, ADMIN_CABINET);
    const base = new URL(page.url()).pathname.split('/').slice(0, 2).join('/');
    await page.goto(`${server.url}${base}/management/campaigns`);
    await firstDataRow(page).waitFor();
    const headers = await apiHeaders(page);
    const get = async (id: string) =>
      (await (await fetch(`${server.url}/v2/campaigns/${id}`, { headers })).json()) as Campaign;

    // The five campaigns the list shows first (sorted by name), each ticked.
    const rows = page.locator('tbody tr');
    const picked: Campaign[] = [];
    for (let i = 0; i < 5; i++) {
      await rows.nth(i).getByRole('checkbox').check();
    }
    const listed = (await (
      await fetch(`${server.url}/v2/campaigns?page=1&pageSize=5&sort=name&order=asc`, { headers })
    ).json()) as Campaign[];
    for (const [i, row] of listed.entries()) {
      assert.ok((await rows.nth(i).innerText()).includes(row.name), `row ${i}: ${row.name}`);
      picked.push(await get(row.id));
    }
    assert.ok(
      picked.every((c) => typeof c.limits.budgetDaily === 'number'),
      'every picked campaign has a daily budget',
    );

    await page.getByRole('button', { name: 'Изменить выбранные' }).click();
    const dialog = page.getByRole('dialog', { name: 'Изменить выбранные: 5 записей' });
    await dialog.getByRole('checkbox', { name: 'Лимиты: Дневной бюджет', exact: true }).check();
    await dialog.getByRole('radio', { name: 'Изменить на процент' }).check();
    // Nothing typed yet: the field says so, nothing is read or sent.
    await dialog.getByRole('button', { name: 'Показать изменения' }).click();
    await dialog.getByText('Введите число').waitFor();
    await dialog.getByLabel('Лимиты: Дневной бюджет: На сколько процентов').fill('10');
    await screenshot(page, 'operator-bulk-edit-form');
    await dialog.getByRole('button', { name: 'Показать изменения' }).click();
    const preview = dialog.getByTestId('bulk-preview');
    await preview.waitFor();
    const previewRows = preview.locator('tbody tr');
    assert.equal(await previewRows.count(), 5);
    const expected = picked.map((c) => Math.round(c.limits.budgetDaily! * 110) / 100);
    for (const [i, c] of picked.entries()) {
      const cells = (await previewRows.nth(i).innerText()).replace(/\s+/g, '');
      const digits = (n: number) => n.toFixed(2).replace('.', ',');
      assert.ok(cells.includes(c.name.replace(/\s+/g, '')), cells);
      assert.ok(cells.includes(digits(c.limits.budgetDaily!)) && cells.includes(digits(expected[i])), cells);
    }
    await screenshot(page, 'operator-bulk-edit');

    // A colleague renames the third campaign meanwhile: its version moves on.
    const stale = picked[2];
    const renamed = await fetch(`${server.url}/v2/campaigns/${stale.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'if-match': String(stale.version) },
      body: JSON.stringify({ name: `${stale.name} (коллега)` }),
    });
    assert.equal(renamed.status, 200);
    const staleNow = await get(stale.id);

    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') writes.push(`${r.url()} ${r.headers()['if-match']}`);
    });
    // By keyboard: the dialog moves while a full-page screenshot restores the window, and a click
    // then may land as the button moves.
    await dialog.getByRole('button', { name: 'Сохранить 5 записей' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Сохранено записей: 4 из 5. Изменено: Лимиты: Дневной бюджет +10 %').waitFor();
    const refused = dialog.getByTestId('bulk-refused').locator('li');
    assert.equal(await refused.count(), 1);
    const told = await refused.innerText();
    assert.ok(told.includes(stale.name) && told.includes('изменена другим пользователем'), told);
    await screenshot(page, 'operator-bulk-edit-done');
    // One update per record, each with the version the user saw.
    assert.equal(writes.length, 5);
    for (const c of picked)
      assert.ok(writes.includes(`${server.url}/v2/campaigns/${c.id} ${c.version}`), writes.join('\n'));

    // Read back: the four have the new daily budget and nothing else changed; the stale one is the colleague's.
    for (const [i, c] of picked.entries()) {
      const now = await get(c.id);
      if (c.id === stale.id) {
        assert.deepEqual(now, staleNow);
        continue;
      }
      assert.equal(now.limits.budgetDaily, expected[i]);
      assert.deepEqual(withoutStamp(now), withoutStamp({ ...c, limits: { ...c.limits, budgetDaily: expected[i] } }));
    }
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The refused campaign stays selected, to be looked at again.
    await page.getByText('1 выбран', { exact: true }).waitFor();
    assert.ok(await rows.filter({ hasText: stale.name }).getByRole('checkbox').isChecked());
  });
});
