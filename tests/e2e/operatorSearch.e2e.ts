// Search from anywhere (docs/product.md#search): Ctrl+K, a record's name, Enter — all by keyboard,
// asking only the resources the cabinet may read.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { enterCabinet, screenshot, signIn, test, withApp } from './harness';

const AGENCY_CABINET = 'Медиа Вектор';

/** The signed-in page's own headers, to read what the cabinet reaches straight from the API. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    authorization: `Bearer ${localStorage.getItem('kabinet.token')}`,
    cabinet: sessionStorage.getItem('kabinet.cabinetId')!,
  }));
}

test('Ctrl+K → a typed campaign name → Enter opens the campaign, by keyboard; a resource the cabinet cannot read is never asked', async () => {
  await withApp('operator-search', async ({ server, page }) => {
    const asked: { schema: string; status: number }[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/v2/labels/')) asked.push({ schema: path.slice('/v2/labels/'.length), status: r.status() });
    });
    await signIn(page, server.url, 'agency', 'agency');
    await enterCabinet(page, AGENCY_CABINET);
    const headers = await apiHeaders(page);
    const [campaign] = (await (
      await fetch(`${server.url}/v2/campaigns?page=1&pageSize=1&sort=name&order=desc`, { headers })
    ).json()) as { id: string; name: string }[];
    assert.ok(campaign, 'the agency has a campaign');

    // From the top bar's search button, by keyboard only.
    const button = page.getByTestId('search');
    await button.focus();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Поиск по кабинету' });
    const field = dialog.getByRole('combobox', { name: 'Название или идентификатор записи' });
    await field.waitFor();
    assert.ok(await field.evaluate((el) => el === document.activeElement), 'the field has the focus');
    await dialog.getByText('Здесь появятся записи, которые вы открывали из поиска').waitFor();
    await screenshot(page, 'operator-search-empty');

    await page.keyboard.type(campaign.name);
    const group = dialog.getByRole('group', { name: 'Кампании' });
    await group.getByRole('option', { name: campaign.name, exact: true }).waitFor();
    await dialog.getByText('Ищем…').waitFor({ state: 'detached' });
    await screenshot(page, 'operator-search');
    const options = await dialog.getByRole('option').allInnerTexts();
    const at = await dialog
      .getByRole('option')
      .evaluateAll(
        (all, name) =>
          all.findIndex(
            (el) => el.closest('[role="group"]')?.getAttribute('aria-label') === 'Кампании' && el.textContent === name,
          ),
        campaign.name,
      );
    assert.ok(at >= 0, options.join(' | '));
    for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    assert.equal(await dialog.locator(`[id="${active}"]`).innerText(), campaign.name);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.endsWith(`/management/campaigns/${campaign.id}`));
    await dialog.waitFor({ state: 'detached' });

    // Every resource asked is one the agency reads; the users and the SSPs, which it may not, never.
    assert.ok(asked.length > 0);
    assert.deepEqual(
      asked.filter((a) => a.status !== 200),
      [],
    );
    const schemas = new Set(asked.map((a) => a.schema));
    assert.ok(schemas.has('campaign'), [...schemas].join(', '));
    for (const never of ['user', 'ssp']) assert.ok(!schemas.has(never), [...schemas].join(', '));

    // Opened again: the campaign first among the recent ones; Esc closes and the focus comes back.
    await button.focus();
    await page.keyboard.press('Control+K');
    const recent = dialog.getByRole('group', { name: 'Недавние' }).getByRole('option');
    // Named with its resource: a recent record may be of any.
    assert.equal((await recent.first().innerText()).replace(/\s+/g, ' ').trim(), `${campaign.name} Кампании`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await button.evaluate((el) => el === document.activeElement), 'the focus is back on the search button');

    // On a phone's width the dialog fits the screen.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.keyboard.press('Control+K');
    await field.waitFor();
    await page.keyboard.type(campaign.name.split(' ')[0]);
    await dialog.getByRole('option').first().waitFor();
    await screenshot(page, 'operator-search-phone');
    await page.keyboard.press('Escape');
  });
});
