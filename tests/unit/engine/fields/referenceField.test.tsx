import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_OBJECT_ID } from '../../../../src/engine/schema/formats';
import { GenericList } from '../../../../src/engine/views/GenericList';
import { referencedIds } from '../../../../src/providers/prefetchReferences';
import { i18nProvider } from '../../../../src/i18n';
import { normaliseHtml } from './normaliseHtml';

const AGENCY = { id: 'a'.repeat(24), name: 'Агентство «Север»' };
const ACCOUNT = {
  id: 'b'.repeat(24),
  name: 'Аккаунт 1',
  agencyID: AGENCY.id,
  status: 'active',
  finance: { currency: 'rub', balance: 1 },
};

/** The accounts list (its agency column is a reference) over a data provider that may send the names with the page. */
function renderAccounts(withNames: boolean, answered = true, account: Record<string, unknown> = ACCOUNT) {
  // The names call answers only records the cabinet may see named: another's id is simply absent.
  const getMany = vi.fn(async () => ({ data: answered ? [AGENCY] : [] }));
  const dataProvider = {
    getList: async () => ({
      data: [account],
      total: 1,
      ...(withNames ? { meta: { references: { 'management/agencies': [AGENCY] } } } : {}),
    }),
    getMany,
  } as unknown as DataProvider;
  const queryClient = new QueryClient();
  const view = render(
    <MemoryRouter initialEntries={['/management/accounts']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        <ResourceContextProvider value="management/accounts">
          <Routes>
            <Route path="/management/accounts" element={<GenericList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const cell = async (text = AGENCY.name) => {
    const td = () => view.container.querySelector('td.column-agencyID');
    await waitFor(() => expect(td()?.textContent).toBe(text), { timeout: 5_000 });
    return normaliseHtml(td()!.innerHTML);
  };
  return { getMany, cell, queryClient };
}

describe('a reference column of the generated list (ReferenceNameField under PrefetchedRecordsProvider)', () => {
  it('shows the name that came with the page, with no read of its own', async () => {
    const { getMany, cell } = renderAccounts(true);
    await cell();
    expect(getMany).not.toHaveBeenCalled();
  });

  it("leaves the names out of react-admin's query cache (a query and a timer per record, read by no one)", async () => {
    const { cell, queryClient } = renderAccounts(true);
    await cell();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['management/agencies'] })).toEqual([]);
  });

  it("looks exactly like react-admin's ReferenceField, which still reads a name that did not come with the page", async () => {
    const fast = await renderAccounts(true).cell();
    cleanup();
    const { getMany, cell } = renderAccounts(false);
    expect(await cell()).toBe(fast);
    expect(getMany).toHaveBeenCalled();
  });

  it('shows «—» for a name the API does not answer (a record out of reach), with no error', async () => {
    const errors = vi.spyOn(console, 'error');
    const { getMany, cell } = renderAccounts(false, false);
    await waitFor(() => expect(getMany).toHaveBeenCalled());
    await cell('—');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reads the platform’s empty id (24 zeros) as no agency: «—», nothing looked up, with the page or without', async () => {
    const direct = { ...ACCOUNT, agencyID: EMPTY_OBJECT_ID };
    expect(referencedIds([direct], [{ source: 'agencyID', reference: 'management/agencies' }])).toEqual(new Map());
    const { getMany, cell } = renderAccounts(false, true, direct);
    await cell('—');
    await new Promise((done) => setTimeout(done, 100));
    expect(getMany).not.toHaveBeenCalled();
  });
});
