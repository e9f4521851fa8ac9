import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { catalog, schemaSet } from '../../../src/engine/load';
import { importColumns } from '../../../src/import/columns';
import { autoMapping } from '../../../src/import/mapping';
import { ImportSession } from '../../../src/import/session';

// What the worker keeps between the dialog's steps; here the rows «Скачать строки с ошибками» writes.

const columns = importColumns(catalog.fields(catalog.byKey('campaigns')!));
const HEADINGS = ['Название', 'Исследование Brand Lift', 'Лимиты: Общий бюджет'];

/** An .xlsx as Excel saves it: its yes/no cells are TRUE/FALSE booleans, not words. */
function excelFile(rows: unknown[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADINGS, ...rows]), 'Кампании');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('the import session', () => {
  it('writes the rows with errors in the template’s layout, yes and no as the export writes them', async () => {
    const session = new ImportSession();
    const info = session.read(
      excelFile([
        ['Весна', true, 1000],
        ['Лето', false, 'много'],
      ]),
      {},
    );
    expect(info.count).toBe(2);
    const mapping = autoMapping(info.headings, columns);
    const plan = await session.plan(
      {
        columns,
        mapping,
        key: ['accountId', 'name'],
        unique: [],
        words: { yes: ['да'], no: ['нет'] },
        names: {},
        existing: [],
      },
      (record) => schemaSet.validate('campaign', record),
      10,
    );
    expect(plan.counts.error).toBe(2);
    const order = columns.map((c) => mapping[c.source] ?? -1);
    const headers = Object.fromEntries(columns.map((c) => [c.source, c.header]));
    const rows = session.errorRows(order, headers, {}, { yes: 'Да', no: 'Нет' });
    const at = (header: string) => columns.findIndex((c) => c.header === header);
    expect(rows.map((r) => r[at('Исследование Brand Lift')])).toEqual(['Да', 'Нет']);
    expect(rows.map((r) => r[at('Лимиты: Общий бюджет')])).toEqual([1000, 'много']);
    expect(rows[1][columns.length]).toContain('Лимиты: Общий бюджет — Введите число');
    expect(rows[0][columns.length]).toContain('Аккаунт: Обязательное поле');
  });
});
