// Browser tests of the spreadsheet import on the campaigns of an agency's cabinet, against the
// reference API: the dry run names every bad cell and writes nothing, the commit creates exactly
// the good rows through the campaigns' own create call, a second import creates nothing; a
// Windows-1251 CSV with «;»; a cancel mid-commit, then a re-import finishing the rest; the
// errors file fixed and imported again; the whole import by keyboard alone, and on a phone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { FileChooser, Page } from 'playwright-core';
import { screenshot, signInQuickly } from './harness';
import { suite } from './suite';

const app = suite('import');
const { scenario } = app;

const HEADINGS = [
  'Название',
  'Аккаунт',
  'Тип креативов',
  'Стратегия закупки: Тип закупки',
  'Период проведения: Начало',
  'Период проведения: Окончание',
  'Таргетинг: SSP',
];

interface Api {
  get<T>(path: string): Promise<T>;
}

async function apiAs(login: string): Promise<Api & { cabinet: { id: string; name: string } }> {
  const response = await fetch(`${app.server.url}/v2/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: login }),
  });
  const { token } = (await response.json()) as { token: string };
  const cabinets = (await (
    await fetch(`${app.server.url}/v2/users/cabinets`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string | number; name: string; type?: string }[];
  const cabinet = { id: String(cabinets[0].id), name: cabinets[0].name };
  return {
    cabinet,
    async get<T>(path: string) {
      const answer = await fetch(`${app.server.url}${path}`, {
        headers: { authorization: `Bearer ${token}`, cabinet: cabinet.id },
      });
      assert.ok(answer.ok, `GET ${path}: ${answer.status}`);
      return (await answer.json()) as T;
    },
  };
}

interface Named {
  id: string;
  name: string;
}

/** The agency's own account, another agency's account (out of its reach) and an SSP's name. */
async function demoNames() {
  const agency = await apiAs('agency');
  const admin = await apiAs('admin');
  const own = await agency.get<Named[]>('/v2/accounts?pageSize=100');
  const all = await admin.get<Named[]>('/v2/accounts?pageSize=500');
  const other = all.find((a) => !own.some((o) => o.id === a.id) && !own.some((o) => o.name === a.name))!;
  const ssps = await admin.get<Named[]>('/v2/ssp?pageSize=5');
  return { agency, account: own[0].name, other: other.name, ssp: ssps[0].name };
}

async function campaignsNamed(api: Api, prefix: string): Promise<string[]> {
  const rows = await api.get<Named[]>(`/v2/campaigns?pageSize=500&search=${encodeURIComponent(prefix)}`);
  return rows.map((r) => r.name).filter((n) => n.startsWith(prefix));
}

async function xlsx(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Кампании');
  sheet.addRow(HEADINGS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const good = (name: string, account: string, ssp: string) => [
  name,
  account,
  'Видео',
  'CPM — за 1000 показов',
  '01.03.2027',
  '31.03.2027',
  ssp,
];

async function openImport(page: Page, agencyCabinet: string) {
  const base = await signInQuickly(page, app.server.url, 'agency', 'agency', agencyCabinet);
  await page.goto(`${app.server.url}${base}/management/campaigns`);
  await page.getByRole('button', { name: 'Импорт' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/^Импорт: /).waitFor();
  return dialog;
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  await page
    .getByRole('dialog')
    .getByText(new RegExp(`^Файл «${name}»`))
    .waitFor();
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function dryRun(page: Page, summary: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Проверить' }).click();
  await dialog.getByText(summary, { exact: true }).waitFor({ timeout: 60_000 });
}

async function commit(page: Page, result: RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await dialog.getByText(result).waitFor({ timeout: 120_000 });
}

scenario(
  'a campaigns file: the dry run names every bad cell and writes nothing; the commit creates the 20; again: nothing',
  async (page) => {
    const { agency, account, other, ssp } = await demoNames();
    const prefix = `Импорт-А ${Date.now()}`;
    const rows = Array.from({ length: 20 }, (_, i) => good(`${prefix} №${i + 1}`, account, ssp));
    const reversed = [...good(`${prefix} период`, account, ssp)];
    reversed[4] = '31.03.2027';
    reversed[5] = '01.03.2027';
    const unknownSsp = good(`${prefix} SSP`, account, 'Нет такой SSP');
    const duplicate = good(`${prefix} №1`, account, ssp);
    const outOfReach = good(`${prefix} чужой`, other, ssp);
    const file = await xlsx([...rows, reversed, unknownSsp, duplicate, outOfReach]);

    const dialog = await openImport(page, agency.cabinet.name);
    await upload(page, 'кампании.xlsx', file, XLSX_TYPE);
    await dryRun(page, 'Создать: 20, обновить: 0, без изменений: 0, с ошибками: 4');
    const cellOf = (line: number, source: string) =>
      dialog.locator(`tr[data-line="${line}"] td[data-source="${source}"]`);
    assert.match((await cellOf(22, 'calendar.dates.end').textContent())!, /Дата окончания раньше даты начала/);
    assert.match((await cellOf(23, 'targets.ssp').textContent())!, /Запись «Нет такой SSP» не найдена/);
    assert.match((await cellOf(24, 'accountId').textContent())!, /Повторяется: строка 2/);
    assert.match((await cellOf(25, 'accountId').textContent())!, new RegExp(`Запись «${other}» не найдена`));
    // The rows with errors come first.
    assert.equal(await dialog.locator('tbody tr').first().getAttribute('data-line'), '22');
    assert.deepEqual(await campaignsNamed(agency, prefix), [], 'the dry run wrote nothing');

    await commit(page, /^Создано: 20, обновлено: 0, без изменений: 0, с ошибками: 4$/);
    const created = await campaignsNamed(agency, prefix);
    assert.equal(created.length, 20);
    assert.equal(new Set(created).size, 20);

    await dialog.getByRole('button', { name: 'Другой файл' }).click();
    await upload(page, 'кампании.xlsx', file, XLSX_TYPE);
    await dryRun(page, 'Создать: 0, обновить: 0, без изменений: 20, с ошибками: 4');
    assert.equal(await dialog.getByRole('button', { name: 'Записывать нечего' }).isDisabled(), true);
    assert.equal((await campaignsNamed(agency, prefix)).length, 20);
  },
);

scenario('a Windows-1251 CSV with «;»: detected, shown, imported', async (page) => {
  const { agency, account, ssp } = await demoNames();
  const prefix = `Импорт-Б ${Date.now()}`;
  const lines = [HEADINGS, ...[1, 2, 3].map((i) => good(`${prefix} «ёлка» №${i}`, account, ssp))];
  const text = `${lines.map((l) => l.join(';')).join('\r\n')}\r\n`;
  const bytes = Buffer.from(new TextEncoder().encode(text)); // replaced below by Windows-1251 bytes
  const cp1251 = Buffer.from(
    [...text].map((ch) => {
      const code = ch.charCodeAt(0);
      if (code < 128) return code;
      const special: Record<string, number> = { ё: 0xb8, Ё: 0xa8, '«': 0xab, '»': 0xbb, '—': 0x97, '№': 0xb9 };
      return special[ch] ?? code - 0x410 + 0xc0;
    }),
  );
  assert.notDeepEqual(cp1251, bytes);
  const dialog = await openImport(page, agency.cabinet.name);
  await upload(page, 'кампании.csv', cp1251, 'text/csv');
  assert.equal(await dialog.getByLabel('Кодировка').inputValue(), 'windows-1251');
  assert.equal(await dialog.getByLabel('Разделитель').inputValue(), ';');
  await dryRun(page, 'Создать: 3, обновить: 0, без изменений: 0, с ошибками: 0');
  await commit(page, /^Создано: 3,/);
  assert.deepEqual(
    (await campaignsNamed(agency, prefix)).sort(),
    [1, 2, 3].map((i) => `${prefix} «ёлка» №${i}`),
  );
});

scenario(
  'a cancel mid-commit stops after the rows in flight; importing the file again finishes the rest',
  async (page) => {
    const { agency, account, ssp } = await demoNames();
    const prefix = `Импорт-В ${Date.now()}`;
    const file = await xlsx(Array.from({ length: 24 }, (_, i) => good(`${prefix} №${i + 1}`, account, ssp)));
    // Each create takes a while, so that «Отменить» comes mid-way.
    await page.route('**/v2/campaigns', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const dialog = await openImport(page, agency.cabinet.name);
    await upload(page, 'кампании.xlsx', file, XLSX_TYPE);
    await dryRun(page, 'Создать: 24, обновить: 0, без изменений: 0, с ошибками: 0');
    await dialog.getByRole('button', { name: 'Загрузить' }).click();
    await dialog.getByText(/^Записано ([3-9]|1\d) из 24$/).waitFor();
    await dialog.getByRole('button', { name: 'Отменить' }).click();
    await dialog.getByText('Импорт остановлен').waitFor({ timeout: 60_000 });
    const first = (await campaignsNamed(agency, prefix)).length;
    assert.ok(first > 0 && first < 24, `created before the cancel took: ${first}`);
    assert.match((await dialog.getByText(/^Создано: /).textContent())!, new RegExp(`^Создано: ${first},`));

    await dialog.getByRole('button', { name: 'Другой файл' }).click();
    await upload(page, 'кампании.xlsx', file, XLSX_TYPE);
    await dryRun(page, `Создать: ${24 - first}, обновить: 0, без изменений: ${first}, с ошибками: 0`);
    await commit(page, new RegExp(`^Создано: ${24 - first},`));
    const all = await campaignsNamed(agency, prefix);
    assert.equal(all.length, 24);
    assert.equal(new Set(all).size, 24, 'nothing created twice');
  },
);

scenario(
  'the errors file, fixed, imports; the template has the titles, an example row and the allowed values',
  async (page) => {
    const { agency, account, ssp } = await demoNames();
    const prefix = `Импорт-Г ${Date.now()}`;
    const bad = (n: number) => {
      const row = good(`${prefix} №${n}`, account, ssp);
      row[5] = '01.02.2027';
      return row;
    };
    const file = await xlsx([good(`${prefix} №1`, account, ssp), bad(2), bad(3)]);
    const dialog = await openImport(page, agency.cabinet.name);

    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Скачать шаблон' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await template.path())!) as unknown as ArrayBuffer);
    const [data, values] = book.worksheets;
    const titles = (data.getRow(1).values as unknown[]).slice(1);
    for (const heading of HEADINGS) assert.ok(titles.includes(heading), `the template has «${heading}»`);
    assert.equal(data.rowCount, 2, 'one example row');
    assert.equal(values.name, 'Допустимые значения');
    const allowed = (values.getRow(1).values as unknown[]).slice(1);
    const buying = allowed.indexOf('Стратегия закупки: Тип закупки') + 1;
    assert.equal(values.getRow(2).getCell(buying).value, 'CPM — за 1000 показов');

    await upload(page, 'кампании.xlsx', file, XLSX_TYPE);
    await dryRun(page, 'Создать: 1, обновить: 0, без изменений: 0, с ошибками: 2');
    await commit(page, /^Создано: 1,/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Скачать строки с ошибками' }).click(),
    ]);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = errors.worksheets[0];
    const headings = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    assert.equal(headings.at(-1), 'Ошибка');
    assert.deepEqual(headings.slice(0, -1), titles, 'the template layout');
    assert.equal(sheet.rowCount, 3);
    const end = headings.indexOf('Период проведения: Окончание') + 1;
    for (const n of [2, 3]) {
      assert.match(String(sheet.getRow(n).getCell(headings.length).value), /Дата окончания раньше даты начала/);
      sheet.getRow(n).getCell(end).value = '28.03.2027';
    }
    const fixed = Buffer.from(await errors.xlsx.writeBuffer());

    await dialog.getByRole('button', { name: 'Другой файл' }).click();
    await upload(page, 'исправлено.xlsx', fixed, XLSX_TYPE);
    await dryRun(page, 'Создать: 2, обновить: 0, без изменений: 0, с ошибками: 0');
    await commit(page, /^Создано: 2,/);
    assert.equal((await campaignsNamed(agency, prefix)).length, 3);
  },
);

/** Presses Tab until the focused element is the one named `name` (its text or aria-label). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached «${name}»`);
}

scenario('keyboard only: «Импорт», the file, the check, the commit and the result, without a mouse', async (page) => {
  const { agency, account, ssp } = await demoNames();
  const prefix = `Импорт-Д ${Date.now()}`;
  const file = await xlsx([good(`${prefix} №1`, account, ssp), good(`${prefix} №2`, account, ssp)]);
  const base = await signInQuickly(page, app.server.url, 'agency', 'agency', agency.cabinet.name);
  await page.goto(`${app.server.url}${base}/management/campaigns`);
  await page.getByRole('button', { name: 'Импорт' }).waitFor();
  await tabTo(page, 'Импорт');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/^Импорт: /).waitFor();
  await tabTo(page, 'Выбрать файл');
  // The chooser is awaited from before the key: the button opens it as the key goes down. On a
  // busy machine a first Enter has once opened none; a button answers Enter and Space alike, and
  // a user presses again, so Space is the second try (a button no key reaches still fails).
  let chooser: FileChooser | undefined;
  for (const key of ['Enter', 'Space']) {
    const opened = page.waitForEvent('filechooser', { timeout: 7_500 }).catch(() => undefined);
    await page.keyboard.press(key);
    chooser = await opened;
    if (chooser) break;
  }
  assert.ok(chooser, '«Выбрать файл» opened no file chooser by Enter or Space');
  await chooser.setFiles({ name: 'кампании.xlsx', mimeType: XLSX_TYPE, buffer: file });
  await dialog.getByText(/^Файл «кампании.xlsx»/).waitFor();
  await tabTo(page, 'Проверить');
  await page.keyboard.press('Enter');
  await dialog.getByText('Создать: 2, обновить: 0, без изменений: 0, с ошибками: 0', { exact: true }).waitFor();
  await tabTo(page, 'Загрузить');
  await page.keyboard.press('Enter');
  await dialog.getByText(/^Создано: 2,/).waitFor({ timeout: 60_000 });
  await tabTo(page, 'Закрыть');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal((await campaignsNamed(agency, prefix)).length, 2);
});

scenario(
  'on a phone (390 px): the dialog fills the screen, nothing wider than it, the buttons in reach',
  async (page) => {
    const { agency, account, ssp } = await demoNames();
    const prefix = `Импорт-Е ${Date.now()}`;
    const reversed = good(`${prefix} №2`, account, ssp);
    reversed[4] = '31.03.2027';
    reversed[5] = '01.03.2027';
    const file = await xlsx([good(`${prefix} №1`, account, ssp), reversed]);
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openImport(page, agency.cabinet.name);
    const fits = () =>
      page.evaluate(() => {
        const paper = document.querySelector<HTMLElement>('[role="dialog"]')!;
        const buttons = [...paper.querySelectorAll<HTMLElement>('.MuiDialogActions-root button')];
        return {
          page: document.documentElement.scrollWidth,
          paper: paper.getBoundingClientRect().width,
          buttons: buttons.every((b) => {
            const r = b.getBoundingClientRect();
            return r.left >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
          }),
        };
      });
    await upload(page, 'кампании.xlsx', file, XLSX_TYPE);
    await screenshot(page, 'import-phone-mapping');
    assert.deepEqual(await fits(), { page: 390, paper: 390, buttons: true });
    await dryRun(page, 'Создать: 1, обновить: 0, без изменений: 0, с ошибками: 1');
    await screenshot(page, 'import-phone-preview');
    assert.deepEqual(await fits(), { page: 390, paper: 390, buttons: true });
    // The message at the bad cell is there to read (the table scrolls sideways inside the dialog).
    await dialog.locator('tr[data-line="3"] td[data-source="calendar.dates.end"]').scrollIntoViewIfNeeded();
    assert.ok(await dialog.getByText('Дата окончания раньше даты начала').isVisible());
    await screenshot(page, 'import-phone-error');
  },
);
