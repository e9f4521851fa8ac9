import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { importColumns } from '../../../src/import/columns';
import { autoMapping, unmappedRequired } from '../../../src/import/mapping';

const columns = importColumns(catalog.fields(catalog.byKey('campaigns')!));

describe('matching file columns to fields', () => {
  it('by title or key, whatever the case, spaces and ё/е', () => {
    const mapping = autoMapping(
      ['  НАЗВАНИЕ ', 'аккаунт', 'Период проведения:начало', 'strategies.buyingType', 'Что-то своё', 'Тип креативов'],
      columns,
    );
    expect(mapping).toEqual({
      name: 0,
      accountId: 1,
      'calendar.dates.start': 2,
      'strategies.buyingType': 3,
      creativeType: 5,
    });
    expect(autoMapping(['Белые и черные списки: Большие списки'], columns)).toEqual({});
    const verifiers = columns.find((c) => c.source === 'verifiers')!;
    expect(autoMapping(['верификаторы'], [{ ...verifiers, header: 'Верификаторы ё' }])).toEqual({});
    expect(autoMapping(['Верификаторы е'], [{ ...verifiers, header: 'Верификаторы ё' }])).toEqual({ verifiers: 0 });
  });

  it('one column feeds one field, and required fields left without a column are named', () => {
    const mapping = autoMapping(['Название', 'Название'], columns);
    expect(mapping).toEqual({ name: 0 });
    expect(unmappedRequired(columns, mapping).map((c) => c.header)).toEqual([
      'Аккаунт',
      'Тип креативов',
      'Стратегия закупки: Тип закупки',
    ]);
  });
});
