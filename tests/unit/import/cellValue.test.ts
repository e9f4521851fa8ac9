import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { flattenFields } from '../../../src/engine/analyse';
import { registerReferenceTarget } from '../../../src/engine/referenceName';
import { cellOf, type ReferenceNames } from '../../../src/export/cellText';
import { readCell, readDate, readDateTime, readNumber, splitList, type YesNo } from '../../../src/import/cellValue';
import { importColumns } from '../../../src/import/columns';
import { i18nProvider } from '../../../src/i18n';

// A cell the export writes reads back to the same value (src/export/cellText.ts ↔
// src/import/cellValue.ts), and the forms people type in spreadsheets read too.

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const words: YesNo = { yes: ['да'], no: ['нет'] };

function fieldOf(resource: string, source: string) {
  const def = catalog.byKey(resource)!;
  const field = flattenFields(catalog.fields(def)).find((f) => f.source === source)!;
  const column = importColumns(catalog.fields(def)).find((c) => c.source === source)!;
  return { field, column };
}

/** The value → the export's cell → the import's value. */
function roundTrip(resource: string, source: string, value: unknown, names: ReferenceNames = new Map()) {
  const { field, column } = fieldOf(resource, source);
  const cell = cellOf(field, value, names, translate);
  expect(cell).not.toBeNull();
  return { cell, read: readCell(column, cell!, words) };
}

describe('cell values of every kind', () => {
  it('reads back what the export writes: text, numbers, money, percents, yes/no, dates, enums and lists of them', () => {
    expect(roundTrip('campaigns', 'name', 'Весна 2027').read).toEqual({ value: 'Весна 2027' });
    expect(roundTrip('campaigns', 'limits.budgetTotal', 2925000.5).read).toEqual({ value: 2925000.5 });
    expect(roundTrip('campaigns', 'strategies.kpi.vtr', 12.5).read).toEqual({ value: 12.5 });
    expect(roundTrip('campaigns', 'limits.impressionsTotal', 1000).read).toEqual({ value: 1000 });
    expect(roundTrip('campaigns', 'isBrandLift', true)).toEqual({ cell: 'Да', read: { value: true } });
    expect(roundTrip('campaigns', 'isBrandLift', false)).toEqual({ cell: 'Нет', read: { value: false } });
    expect(roundTrip('campaigns', 'calendar.dates.start', '2027-03-01')).toEqual({
      cell: '01.03.2027',
      read: { value: '2027-03-01' },
    });
    expect(roundTrip('campaigns', 'strategies.buyingType', 'cpc')).toEqual({
      cell: 'CPC — за клик',
      read: { value: 'cpc' },
    });
    expect(roundTrip('campaigns', 'verifiers', ['ias', 'moat'])).toEqual({
      cell: 'Integral Ad Science; MOAT',
      read: { value: ['ias', 'moat'] },
    });
    // A moment is written in local time to the minute and read back as the same instant.
    const instant = '2026-11-27T09:05:00.000Z';
    const { field } = fieldOf('extraStatistics', 'updatedAt');
    const cell = cellOf(field, instant, new Map(), translate) as string;
    expect(readCell({ ...fieldOf('campaigns', 'name').column, kind: 'dateTime' }, cell, words)).toEqual({
      value: instant,
    });
  });

  it('writes references by name and reads them back as names to resolve', () => {
    registerReferenceTarget('ssps', { name: 'ssps', labelField: 'name' });
    const names: ReferenceNames = new Map([
      [
        'ssps',
        new Map([
          ['yandex', 'Яндекс, РСЯ'],
          ['mts', 'МТС'],
        ]),
      ],
    ]);
    expect(roundTrip('campaigns', 'targets.ssp', ['yandex', 'mts'], names)).toEqual({
      cell: 'Яндекс, РСЯ; МТС',
      read: { names: ['Яндекс, РСЯ', 'МТС'] },
    });
  });

  it('reads what people type: spaces and commas in numbers, percent signs, serial dates, any case', () => {
    expect(readNumber('2 925 000,50')).toBe(2925000.5);
    expect(readNumber('2\u00a0925\u202f000')).toBe(2925000);
    expect(readNumber('15,5 %', true)).toBe(15.5);
    expect(readNumber('15%')).toBeNull();
    expect(readNumber('двадцать')).toBeNull();
    expect(readDate(46447)).toBe('2027-03-01');
    expect(readDate('1.3.2027')).toBe('2027-03-01');
    expect(readDate('31.02.2027')).toBeNull();
    expect(readDateTime('27.11.2026 12:05')).toBe(new Date(2026, 10, 27, 12, 5).toISOString());
    expect(splitList(' a ;b;; c ')).toEqual(['a', 'b', 'c']);
    const { column } = fieldOf('campaigns', 'strategies.buyingType');
    expect(readCell(column, '  cpc — за КЛИК ', words)).toEqual({ value: 'cpc' });
    expect(readCell(column, 'cpm', words)).toEqual({ value: 'cpm' });
    const yes = fieldOf('campaigns', 'isBrandLift').column;
    expect(readCell(yes, 'ДА', words)).toEqual({ value: true });
    expect(readCell(yes, true, words)).toEqual({ value: true });
  });

  it('leaves what it cannot read as the text, for the validator to name', () => {
    expect(readCell(fieldOf('campaigns', 'limits.budgetTotal').column, 'много', words)).toEqual({ value: 'много' });
    expect(readCell(fieldOf('campaigns', 'strategies.buyingType').column, 'бартер', words)).toEqual({
      value: 'бартер',
    });
    expect(readCell(fieldOf('campaigns', 'calendar.dates.start').column, '32.01.2027', words)).toEqual({
      value: '32.01.2027',
    });
    expect(readCell(fieldOf('campaigns', 'isBrandLift').column, 'может быть', words)).toEqual({
      value: 'может быть',
    });
  });
});
