import { describe, expect, it } from 'vitest';
import { catalog, schemaSet } from '../../../src/engine/load';
import type { RawCell } from '../../../src/import/cellValue';
import { importColumns } from '../../../src/import/columns';
import { autoMapping } from '../../../src/import/mapping';
import { Planner, referenceTexts, type PlanSetup } from '../../../src/import/plan';

// The dry run of a campaigns file: each row converted, resolved, validated by the form's own
// validator and matched by its key («Аккаунт» + «Название») — nothing is written.

const columns = importColumns(catalog.fields(catalog.byKey('campaigns')!));
const HEADINGS = [
  'Название',
  'Аккаунт',
  'Тип креативов',
  'Стратегия закупки: Тип закупки',
  'Период проведения: Начало',
  'Период проведения: Окончание',
  'Таргетинг: SSP',
  'Лимиты: Общий бюджет',
];
const A1 = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const A2 = 'a2a2a2a2a2a2a2a2a2a2a2a2';
const C1 = 'c1c1c1c1c1c1c1c1c1c1c1c1';
const existing = {
  name: 'Осень',
  accountId: A1,
  creativeType: 'video',
  strategies: { buyingType: 'cpm' },
  limits: { budgetTotal: 1000 },
};

function planner(): Planner {
  const setup: PlanSetup = {
    columns,
    mapping: autoMapping(HEADINGS, columns),
    key: ['accountId', 'name'],
    unique: [],
    words: { yes: ['да'], no: ['нет'] },
    names: { accounts: { ромашка: A1, лютик: A2, [A1]: A1 }, ssps: { яндекс: 'yandex', мтс: 'mts' } },
    existing: [{ id: C1, record: existing }],
  };
  return new Planner(setup);
}

const validate = (record: Record<string, unknown>) => schemaSet.validate('campaign', record);

describe('the dry run', () => {
  it('marks each row create, update, unchanged or error, with the message at its cell', async () => {
    const p = planner();
    const rows: RawCell[][] = [
      ['Весна', 'Ромашка', 'Видео', 'CPM — за 1000 показов', '01.03.2027', '31.03.2027', 'Яндекс; МТС', '2 925 000,50'],
      ['Лето', 'Ромашка', 'Видео', 'CPM — за 1000 показов', '01.07.2027', '01.06.2027', null, null],
      ['Зима', 'Ромашка', 'Видео', 'CPM — за 1000 показов', null, null, 'Рамблер', null],
      ['Весна', 'ромашка ', 'Видео', 'CPM — за 1000 показов', null, null, null, null],
      ['Чужая', 'Василёк', 'Видео', 'CPM — за 1000 показов', null, null, null, null],
      ['Осень', 'Ромашка', 'Видео', 'CPM — за 1000 показов', null, null, null, 1000],
      ['осень', A1, 'Баннер', 'CPC — за клик', null, null, null, 5000],
      ['Пусто', 'Лютик', null, 'бартер', null, null, null, 'много'],
    ];
    const planned = [];
    for (const [i, row] of rows.entries()) planned.push(await p.plan(i, i + 2, row, validate));
    expect(planned[0].errors).toEqual({});
    expect(planned.map((r) => r.action)).toEqual([
      'create',
      'error',
      'error',
      'error',
      'error',
      'unchanged',
      'error',
      'error',
    ]);
    expect(planned[0].record).toEqual({
      name: 'Весна',
      accountId: A1,
      creativeType: 'video',
      strategies: { buyingType: 'cpm' },
      calendar: { dates: { start: '2027-03-01', end: '2027-03-31' } },
      targets: { ssp: ['yandex', 'mts'] },
      limits: { budgetTotal: 2925000.5 },
    });
    expect(planned[1].errors).toEqual({ 'calendar.dates.end': 'Дата окончания раньше даты начала' });
    expect(planned[2].errors).toEqual({ 'targets.ssp': 'Запись «Рамблер» не найдена' });
    expect(planned[3].errors).toEqual({ accountId: 'Повторяется: строка 2' });
    expect(planned[4].errors).toEqual({ accountId: 'Запись «Василёк» не найдена' });
    // The same key twice in the file: the second is the error.
    expect(planned[6].errors).toEqual({ accountId: 'Повторяется: строка 7' });
    expect(planned[7].errors).toEqual({
      'strategies.buyingType': 'Выберите значение из списка',
      'limits.budgetTotal': 'Введите число',
      creativeType: 'Обязательное поле',
    });
  });

  it('an update names the fields that change, old and new, and keeps what the row leaves empty', async () => {
    const row: RawCell[] = ['Осень', 'Ромашка', null, 'CPC — за клик', null, null, null, 2000];
    const planned = await planner().plan(0, 2, row, validate);
    expect(planned.errors).toEqual({});
    expect(planned.action).toBe('update');
    expect(planned.id).toBe(C1);
    expect(planned.changes).toEqual([
      { source: 'strategies.buyingType', before: 'cpm', after: 'cpc' },
      { source: 'limits.budgetTotal', before: 1000, after: 2000 },
    ]);
    expect(planned.record).toMatchObject({ creativeType: 'video', strategies: { buyingType: 'cpc' } });
  });

  it('collects the names each reference column needs resolved', () => {
    const rows: RawCell[][] = [
      ['A', 'Ромашка', null, null, null, null, 'Яндекс; МТС', null],
      ['B', 'Ромашка', null, null, null, null, 'МТС', null],
    ];
    expect(referenceTexts(rows, columns, autoMapping(HEADINGS, columns))).toEqual({
      accounts: ['Ромашка'],
      ssps: ['Яндекс', 'МТС'],
    });
  });
});
