import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { GenericList } from '../../../../src/engine/views/GenericList';
import { i18nProvider } from '../../../../src/i18n';
import { renderCreate } from '../views/renderForm';

/**
 * A field whose values the platform names in a dictionary (x-dictionary over the schema's own list)
 * shows them by the dictionary's names wherever it appears: one value chosen in a form, several
 * chosen in a form, a list's cell and its filter. The schema's list decides what may be chosen
 * (the API accepts no other), so a value only the dictionary has is not offered.
 */
afterEach(cleanup);

const PLATFORM: Record<string, { id: string; name: string; [extra: string]: unknown }[]> = {
  currencies: [
    { id: 'rub', name: 'Российский рубль', symbol: '₽' },
    { id: 'usd', name: 'Доллар США (USD)', symbol: '$' },
    { id: 'eur', name: 'Евро', symbol: '€' },
  ],
  reportColumns: [
    { id: 'impressions', name: 'Число показов' },
    { id: 'clicks', name: 'Число кликов' },
    { id: 'ctr', name: 'CTR, %' },
    { id: 'vtr', name: 'VTR, %' },
    { id: 'installs', name: 'Установки приложения' },
    { id: 'spent', name: 'Израсходовано' },
    { id: 'reach', name: 'Охват' },
  ],
};

function dataProviderWith(records: Record<string, unknown>[] = []) {
  return {
    getList: vi.fn(async () => ({ data: records, total: records.length })),
    getMany: async () => ({ data: [] }),
    getDictionary: vi.fn(async (name: string) => PLATFORM[name] ?? []),
  };
}

async function optionsOf(name: RegExp) {
  const input = await screen.findByRole('combobox', { name }, { timeout: 20_000 });
  fireEvent.mouseDown(input);
  return within(await screen.findByRole('listbox'));
}

describe('values named by a platform dictionary', () => {
  it('one value: an agency’s currency is chosen by the dictionary’s names, among the currencies the schema accepts', async () => {
    const dataProvider = dataProviderWith();
    renderCreate(catalog.byKey('agencies')!, dataProvider as unknown as DataProvider);
    const list = await optionsOf(/Валюта/);
    await list.findByRole('option', { name: 'Доллар США (USD)' }, { timeout: 10_000 });
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['Российский рубль', 'Доллар США (USD)']);
    expect(dataProvider.getDictionary).toHaveBeenCalledWith('currencies');
  }, 60_000);

  it('several values: a report order’s columns by the dictionary’s names', async () => {
    renderCreate(catalog.byKey('reportOrders')!, dataProviderWith() as unknown as DataProvider);
    const list = await optionsOf(/Показатели/);
    await list.findByRole('option', { name: 'Израсходовано' }, { timeout: 10_000 });
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Число показов',
      'Число кликов',
      'CTR, %',
      'VTR, %',
      'Установки приложения',
      'Израсходовано',
    ]);
  }, 60_000);

  it('a list’s cell and its filter: the agencies’ currency by the dictionary’s name', async () => {
    const def = catalog.byKey('agencies')!;
    const dataProvider = dataProviderWith([
      { id: 'a'.repeat(24), name: 'Агентство', serviceModel: 'fullService', currency: 'usd', balance: 10 },
    ]);
    const view = render(
      <MemoryRouter initialEntries={[`/${def.path}?displayedFilters=${encodeURIComponent('{"currency":true}')}`]}>
        <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value={def.path}>
            <Routes>
              <Route path={`/${def.path}`} element={<GenericList />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(
      () => expect(view.container.querySelector('td.column-currency')?.textContent).toBe('Доллар США (USD)'),
      { timeout: 20_000 },
    );
    const list = await optionsOf(/Валюта/);
    await list.findByRole('option', { name: 'Российский рубль' }, { timeout: 10_000 });
    expect(list.queryByRole('option', { name: 'Евро' })).toBeNull();
  }, 60_000);
});
