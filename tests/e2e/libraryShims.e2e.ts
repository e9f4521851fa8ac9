// What each library shim (scripts/vite/shims.ts, src/shims/) must still do for a user, on one
// generated list: the shims replace or defer parts of react-admin and MUI, and a library upgrade
// can break them without any size or type check noticing. docs/performance.md lists which
// shim each step covers.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { suite } from './suite';

const app = suite('shims');

const visibleTooltip = (page: Page) => page.getByRole('tooltip').filter({ hasText: /\S/ });

app.scenario(
  'a list with the shimmed parts: tooltips, pagination, filter form, saved query and bulk delete dialogs',
  async (page) => {
    const base = await app.asAdmin(page);
    await page.goto(`${app.server.url}${base}/management/campaigns`);
    await page.getByRole('columnheader', { name: 'Название' }).waitFor();

    // MUI's table pagination (its number formatter built on first use: buildFormatNumber.ts) in Russian.
    const pagination = page.locator('.MuiTablePagination-root');
    await pagination.getByText(/^1-25 из \d+$/).waitFor();
    await pagination.getByText('Строк на странице:').waitFor();

    // react-admin's tooltips load their popup on first show (muiMaterial.ts, tooltip.tsx,
    // tooltipPopup.tsx): the sort tooltip of a column header, on hover and then on keyboard focus.
    const sort = page.getByRole('columnheader', { name: 'Название' }).getByRole('button').first();
    await sort.hover();
    await visibleTooltip(page)
      .filter({ hasText: /^Сортировать в порядке/ })
      .waitFor();
    await page.mouse.move(0, 0);
    await visibleTooltip(page).first().waitFor({ state: 'hidden' });
    await page.keyboard.press('Shift'); // the next focus is a keyboard one (focus-visible)
    await sort.focus();
    await visibleTooltip(page)
      .filter({ hasText: /^Сортировать в порядке/ })
      .waitFor();
    await sort.blur();

    // The filter form of the list toolbar, loaded when a filter other than the search shows (filterForm.tsx).
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page.getByRole('menu').getByText('Статус', { exact: true }).click();
    const status = page.getByRole('combobox', { name: 'Статус' });
    await status.waitFor();
    await status.click();
    const firstChoice = page.getByRole('option').nth(1);
    const chosen = (await firstChoice.innerText()).trim();
    await firstChoice.click();
    await page.waitForURL((u) => decodeURIComponent(u.search).includes('"status"'));
    assert.equal((await status.innerText()).trim(), chosen, 'the chosen status stays in the filter');

    // Saving the current query opens react-admin's dialog, loaded on demand (savedQueryDialogs.tsx).
    await page.getByRole('button', { name: 'Добавить фильтр' }).click();
    await page
      .getByRole('menu')
      .getByText(/Сохранить/)
      .click();
    const saveDialog = page.getByRole('dialog');
    await saveDialog.getByRole('textbox').waitFor();
    await saveDialog.getByRole('button', { name: /Отмен/ }).click();
    await saveDialog.waitFor({ state: 'hidden' });

    // Clearing the filter removes it from the address and from the form.
    await page.getByRole('button', { name: 'Убрать фильтр' }).first().click();
    await page.waitForURL((u) => !decodeURIComponent(u.search).includes('"status"'));
    await status.waitFor({ state: 'detached' });

    // Bulk delete with react-admin's confirmation, loaded when a selection first shows it (bulkDeleteButton.tsx).
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog');
    await confirm
      .getByText(/Удалить/)
      .first()
      .waitFor();
    await confirm.getByRole('button', { name: /Отмен/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    await pagination.getByText(/^1-25 из \d+$/).waitFor(); // nothing was deleted
  },
);
