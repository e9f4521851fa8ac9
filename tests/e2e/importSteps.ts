// The import dialog's steps walked on a campaigns list — the file, the mapping, the dry run's
// preview and the result — for the browser tests that look at every screen (a11y, language):
// each step is a screen of its own to them.
import type { Page } from 'playwright-core';
import { CABINET_KEY, TOKEN_KEY } from '../../src/providers/storage';
import { go, settled } from './walk';

/** A campaigns CSV (UTF-8, «;») of one good row and one with its period reversed, naming an account in reach. */
async function campaignsFile(page: Page): Promise<Buffer> {
  const account = await page.evaluate(
    async ({ tokenKey, cabinetKey }) => {
      const answer = await fetch('/v2/accounts?page=1&pageSize=1', {
        headers: {
          authorization: `Bearer ${localStorage.getItem(tokenKey)}`,
          cabinet: sessionStorage.getItem(cabinetKey) ?? '',
          accept: 'application/json',
        },
      });
      return ((await answer.json()) as { name: string }[])[0].name;
    },
    { tokenKey: TOKEN_KEY, cabinetKey: CABINET_KEY },
  );
  const name = `Проверка импорта ${Date.now()}`;
  const lines = [
    [
      'Название',
      'Аккаунт',
      'Тип креативов',
      'Стратегия закупки: Тип закупки',
      'Период проведения: Начало',
      'Период проведения: Окончание',
    ],
    [`${name} №1`, account, 'Видео', 'CPM — за 1000 показов', '01.03.2027', '31.03.2027'],
    [`${name} №2`, account, 'Видео', 'CPM — за 1000 показов', '31.03.2027', '01.03.2027'],
  ];
  return Buffer.from(`${lines.map((l) => l.join(';')).join('\r\n')}\r\n`);
}

/**
 * Opens «Импорт» on the list at `listPath` and goes through its steps, calling `check` at each
 * (named «<list> (импорт: …)»); one campaign is created. The dialog is closed at the end.
 */
export async function importSteps(
  page: Page,
  pending: () => number,
  listPath: string,
  check: (screen: string) => Promise<void>,
): Promise<void> {
  await go(page, pending, listPath);
  await page.getByRole('button', { name: 'Импорт' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Скачать шаблон' }).waitFor();
  await settled(page, pending);
  await check(`${listPath} (импорт: файл)`);
  const buffer = await campaignsFile(page);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'кампании.csv', mimeType: 'text/csv', buffer });
  await dialog.getByText('Сопоставление колонок').waitFor();
  await settled(page, pending);
  await check(`${listPath} (импорт: сопоставление)`);
  await dialog.getByRole('button', { name: 'Проверить' }).click();
  await dialog
    .getByText('Создать: 1, обновить: 0, без изменений: 0, с ошибками: 1', { exact: true })
    .waitFor({ timeout: 60_000 });
  await settled(page, pending);
  await check(`${listPath} (импорт: проверка)`);
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await dialog.getByText(/^Создано: 1,/).waitFor({ timeout: 60_000 });
  await settled(page, pending);
  await check(`${listPath} (импорт: итог)`);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
