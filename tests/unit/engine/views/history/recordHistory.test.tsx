import { cleanup, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import { RecordHistoryButton } from '../../../../../src/engine/views/history/RecordHistory';
import { journal } from '../../../../../src/engine/views/history/journal';
import { i18nProvider } from '../../../../../src/i18n';

afterEach(cleanup);

const CAMPAIGN = { id: 'c1', name: 'Весенняя распродажа', version: 3 };
/** The journal as the platform keeps it: lines about this campaign and about another one. */
const LINES = [
  { id: 'l1', objectID: 'c1', time: '2026-12-01T09:00:00Z', userLogin: 'admin', action: 'create', fields: [] },
  {
    id: 'l2',
    objectID: 'c1',
    time: '2026-12-01T10:30:00Z',
    userLogin: 'operator',
    action: 'update',
    fields: ['limits'],
    changes: [{ field: 'limits.budgetDaily', before: 1000, after: 1100 }],
  },
  { id: 'l3', objectID: 'other', time: '2026-12-01T11:00:00Z', userLogin: 'agency', action: 'delete', fields: [] },
];

function renderHistory() {
  const asked: { resource: string; params: GetListParams }[] = [];
  const dataProvider = {
    getList: async (resource: string, params: GetListParams) => {
      asked.push({ resource, params });
      const wanted = LINES.filter((line) => line.objectID === params.filter.objectID);
      const sorted = [...wanted].sort(
        (a, b) => (params.sort?.order === 'DESC' ? -1 : 1) * a.time.localeCompare(b.time),
      );
      return { data: sorted, total: sorted.length };
    },
  } as unknown as DataProvider;
  const def = catalog.byKey('campaigns')!;
  render(
    <MemoryRouter initialEntries={[`/${def.path}/c1#history`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <RecordContextProvider value={CAMPAIGN}>
            <RecordHistoryButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return asked;
}

describe('«История» of a record (docs/product.md#record-history)', () => {
  it("lists only this record's lines of the journal, newest first, the changed field by its Russian title old → new", async () => {
    const asked = renderHistory();
    const dialog = await screen.findByRole('dialog', { name: /История изменений/ });
    const entries = await within(dialog).findAllByTestId('history-entry');
    expect(asked.map((a) => [a.resource, a.params.filter])).toEqual([[journal()!.def.path, { objectID: 'c1' }]]);
    expect(entries).toHaveLength(2);
    expect(entries[0].textContent).toContain('Изменение');
    expect(entries[0].textContent).toContain('operator');
    expect(entries[0].textContent?.replace(/\s/g, ' ')).toMatch(/Лимиты: Дневной бюджет: 1 000 → 1 100/);
    expect(entries[1].textContent).toContain('Создание');
    expect(dialog.textContent).not.toContain('agency');
  });
});
