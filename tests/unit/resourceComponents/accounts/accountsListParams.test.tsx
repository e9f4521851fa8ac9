import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GenericList } from '../../../../src/engine/views/GenericList';
import { flattenFilter } from '../../../../src/providers/wireFormat';
import { buildQuery } from '../../../../src/providers/httpClient';
import { StatisticsGroupsField } from '../../../../src/resourceComponents/accounts/StatisticsGroupsField';
import { i18nProvider } from '../../../../src/i18n';

/** The accounts list's withoutExtraCampaigns and groupBy (docs/product.md#entities, list params) reach the request. */
const ACCOUNTS = 'management/accounts';

function renderList() {
  const asked: GetListParams[] = [];
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      // A list with no records shows the empty page instead of its filters.
      return { data: [{ id: 'a1', name: 'Пекарня', finance: { currency: 'rub', balance: 0 } }], total: 1 };
    },
    getMany: async () => ({ data: [] }),
    dictionary: async () => [],
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[`/${ACCOUNTS}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={ACCOUNTS}>
          <Routes>
            <Route path={`/${ACCOUNTS}/*`} element={<GenericList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return asked;
}

describe('accounts list parameters', () => {
  afterEach(cleanup);

  it('sends withoutExtraCampaigns when the switch is on', { timeout: 30000 }, async () => {
    const asked = renderList();
    const toggle = await screen.findByLabelText('Без дополнительных кампаний', {}, { timeout: 15000 });
    fireEvent.click(toggle);
    await waitFor(() => expect(asked.at(-1)?.filter.withoutExtraCampaigns).toBe(true), { timeout: 3000 });
    expect(buildQuery(flattenFilter(asked.at(-1)!.filter))).toContain('withoutExtraCampaigns=true');
  });

  it('sends the chosen grouping as groupBy', { timeout: 30000 }, async () => {
    const asked = renderList();
    await screen.findByLabelText('Без дополнительных кампаний', {}, { timeout: 15000 });
    // The select by its label's text (MUI names it through aria-labelledby).
    const grouping = () =>
      screen
        .getAllByRole('combobox')
        .find((c) => document.getElementById(c.getAttribute('aria-labelledby') ?? '')?.textContent === 'Группировка')!;
    fireEvent.mouseDown(grouping());
    fireEvent.click(await screen.findByRole('option', { name: 'По дням' }));
    await waitFor(() => expect(asked.at(-1)?.filter.groupBy).toEqual(['day']), { timeout: 3000 });
    // A multiple select stays open: the second choice is in the same list.
    fireEvent.click(await screen.findByRole('option', { name: 'По SSP' }));
    await waitFor(() => expect(asked.at(-1)?.filter.groupBy).toEqual(['day', 'ssp']), { timeout: 3000 });
    expect(decodeURIComponent(buildQuery(flattenFilter(asked.at(-1)!.filter)))).toContain('groupBy=day,ssp');
  });

  it('shows the groups the server answered, in a dialog', async () => {
    const record = {
      id: 'a1',
      name: 'Пекарня',
      finance: { currency: 'rub' },
      statistics: {
        impressions: 30,
        clicks: 3,
        groups: [
          { day: '2026-11-20', ssp: 'yandex', impressions: 10, clicks: 1, ctr: 10, spent: 12.5 },
          { day: '2026-11-21', ssp: 'yandex', impressions: 20, clicks: 2, ctr: 10, spent: 25 },
        ],
      },
    };
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider value={record}>
          <StatisticsGroupsField source="statistics.groups" />
        </RecordContextProvider>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: '2 строки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Статистика аккаунта «Пекарня» по группам' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20.11.2026', 'yandex', '10', '1', '10', expect.stringMatching(/^12,50\s₽$/)]);
  });

  it('shows «—» without a grouping, as every empty cell', () => {
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 'a1', statistics: { impressions: 1 } }}>
          <StatisticsGroupsField source="statistics.groups" />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(container.textContent).toBe('—');
  });
});
