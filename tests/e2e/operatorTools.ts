// The operator's tools as the a11y and language walks open them (docs/product.md#operator-tools):
// each dialog, menu and panel that one or two clicks open on the campaigns list and a campaign,
// handed to `each` while it is open. In the admin cabinet (every permission).
import type { Page } from 'playwright-core';
import { firstDataRow } from './harness';
import { go, openFirstRow, settled } from './walk';

export async function openOperatorTools(
  page: Page,
  pending: () => number,
  each: (what: string) => Promise<void>,
): Promise<number> {
  let opened = 0;
  const seen = async (what: string) => {
    await settled(page, pending);
    await each(what);
    opened++;
  };
  const base = new URL(page.url()).pathname.split('/').slice(0, 2).join('/');
  await go(page, pending, `${base}/management/campaigns`);
  await firstDataRow(page).waitFor();

  await page.getByRole('button', { name: 'Столбцы' }).click();
  await page.getByRole('dialog', { name: 'Столбцы списка' }).waitFor();
  await seen('«Столбцы»');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Виды' }).click();
  await page.getByRole('menuitem', { name: 'Сохранить текущий вид…' }).waitFor();
  await seen('«Виды»');
  await page.getByRole('menuitem', { name: 'Сохранить текущий вид…' }).click();
  const saving = page.getByRole('dialog', { name: 'Сохранить вид списка' });
  await saving.waitFor();
  await seen('«Виды»: сохранить');
  await saving.getByLabel('Название вида').fill('Мои активные кампании');
  await saving.getByRole('button', { name: 'Сохранить' }).click();
  await saving.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Виды' }).click();
  await page.getByRole('menuitem', { name: 'Переименовать или удалить…' }).click();
  const managing = page.getByRole('dialog', { name: 'Виды списка' });
  await managing.waitFor();
  await seen('«Виды»: переименовать или удалить');
  await managing.getByRole('button', { name: 'Удалить вид «Мои активные кампании»' }).click();
  await managing.getByRole('button', { name: 'Закрыть' }).click();
  await managing.waitFor({ state: 'detached' });

  await firstDataRow(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Изменить выбранные' }).click();
  const bulk = page.getByRole('dialog', { name: /^Изменить выбранные/ });
  await bulk.getByRole('checkbox', { name: 'Лимиты: Дневной бюджет', exact: true }).check();
  await bulk.getByRole('radio', { name: 'Изменить на процент' }).check();
  await bulk.getByLabel('Лимиты: Дневной бюджет: На сколько процентов').fill('10');
  await bulk.getByRole('checkbox', { name: 'Название', exact: true }).check();
  await seen('«Изменить выбранные»');
  await bulk.getByRole('checkbox', { name: 'Название', exact: true }).uncheck();
  await bulk.getByRole('button', { name: 'Показать изменения' }).click();
  await bulk.getByTestId('bulk-preview').waitFor();
  await seen('«Изменить выбранные»: что изменится');
  await bulk.getByRole('button', { name: 'Назад' }).click();
  await bulk.getByRole('button', { name: 'Отмена' }).click();
  await bulk.waitFor({ state: 'detached' });
  await firstDataRow(page).getByRole('checkbox').uncheck();

  const name = (await firstDataRow(page).locator('td').nth(1).innerText()).trim().split(/\s+/)[0];
  await page.keyboard.press('Control+K');
  const search = page.getByRole('dialog', { name: 'Поиск по кабинету' });
  await search.waitFor();
  await seen('поиск (пусто)');
  await page.keyboard.type(name);
  await search.getByRole('option').first().waitFor();
  await search.getByText('Ищем…').waitFor({ state: 'detached' });
  await seen('поиск');
  await page.keyboard.press('Escape');
  await search.waitFor({ state: 'detached' });

  await page.getByTestId('inbox').click();
  await page.getByRole('dialog', { name: 'Новые уведомления' }).waitFor();
  await seen('уведомления');
  await page.keyboard.press('Escape');

  await openFirstRow(page, pending);
  await page.getByRole('button', { name: 'История' }).click();
  const history = page.getByRole('dialog', { name: /^История изменений/ });
  await history.waitFor();
  await seen('«История»');
  await history.getByRole('button', { name: 'Закрыть' }).click();
  return opened;
}
