import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import { PanelFiltersInput } from '../../../../src/resourceComponents/panelSegments/PanelFilters';

afterEach(cleanup);

const OFFERED: Record<string, { id: string; name: string }[]> = {
  omi: [
    { id: 'genders', name: 'Пол' },
    { id: 'ages', name: 'Возраст' },
    { id: 'income', name: 'Доход' },
  ],
  tiburon: [
    { id: 'genders', name: 'Пол' },
    { id: 'ages', name: 'Возраст' },
  ],
};

function renderFilters(
  record: Record<string, unknown>,
  getPanelFilters = vi.fn(async (provider: string) => OFFERED[provider]),
) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ getPanelFilters } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="management/audience/panels">
          <Form record={record}>
            <PanelFiltersInput source="filters" />
          </Form>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return getPanelFilters;
}

describe('panel segment filters: only those the provider offers (GET /categorizer/filters)', () => {
  it('offers Tiburon no income, Omi all three', async () => {
    const calls = renderFilters({ provider: 'tiburon' });
    expect(await screen.findByText('Возраст')).toBeInTheDocument();
    expect(screen.getByText('Пол')).toBeInTheDocument();
    expect(screen.queryByText('Доход')).toBeNull();
    expect(calls).toHaveBeenCalledWith('tiburon', expect.anything());
    cleanup();
    renderFilters({ provider: 'omi' });
    expect(await screen.findByText('Доход')).toBeInTheDocument();
  });

  it('asks for a provider first, and says so in Russian when the filters cannot be read', async () => {
    const none = renderFilters({});
    expect(screen.getByText('Сначала выберите поставщика панели')).toBeInTheDocument();
    expect(none).not.toHaveBeenCalled();
    cleanup();
    renderFilters(
      { provider: 'omi' },
      vi.fn(async () => {
        throw new Error('network');
      }),
    );
    await waitFor(() =>
      expect(screen.getByText('Не удалось загрузить фильтры поставщика. Попробуйте позже')).toBeInTheDocument(),
    );
    // Every filter then, so a saved segment still shows what it has.
    expect(screen.getByText('Доход')).toBeInTheDocument();
  });
});
