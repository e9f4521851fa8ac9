import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { importColumns } from '../../../src/import/columns';

describe('the import columns of a resource', () => {
  it('are the fields a person types, nested objects as «Объект: поле», required ones marked', () => {
    const def = catalog.byKey('campaigns')!;
    const columns = importColumns(catalog.fields(def));
    const byHeader = Object.fromEntries(columns.map((c) => [c.header, c]));
    expect(byHeader['Название']).toMatchObject({ source: 'name', required: true });
    expect(byHeader['Аккаунт']).toMatchObject({ source: 'accountId', reference: 'accounts', required: true });
    expect(byHeader['Период проведения: Начало']).toMatchObject({ source: 'calendar.dates.start', kind: 'date' });
    expect(byHeader['Стратегия закупки: Тип закупки']).toMatchObject({ required: true, kind: 'enum' });
    expect(byHeader['Таргетинг: SSP']).toMatchObject({ kind: 'referenceArray', reference: 'ssps' });
    // Server-owned fields and what no cell holds (lists of objects) have no column.
    expect(columns.map((c) => c.source)).not.toContain('status');
    expect(columns.map((c) => c.source)).not.toContain('targets.wbLists.bigLists');
    expect(new Set(columns.map((c) => c.header)).size).toBe(columns.length);
  });
});
