import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import { SelfServiceListButton } from '../../../../src/resourceComponents/agencies/SelfServiceList';

afterEach(cleanup);

function renderButton(calls: Record<string, unknown>) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={calls as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="management/agencies">
          <SelfServiceListButton />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Минимальный CPM' }));
}

describe('the self-service agencies on the agencies list', () => {
  it('lists them with their minimal CPM, those without one marked, each a link to its page', async () => {
    const getAgencySelfService = vi.fn(async () => [
      { id: 'g1', name: 'Медиа Вектор', currency: 'rub', minimalCPM: 150 },
      { id: 'g2', name: 'Северное сияние', currency: 'usd', minimalCPM: null },
    ]);
    renderButton({ getAgencySelfService });
    const dialog = await screen.findByRole('dialog', { name: 'Агентства на самообслуживании' });
    const table = await within(dialog).findByRole('table', { name: 'Агентства на самообслуживании' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Медиа Вектор150,00 ₽');
    expect(rows[2]).toHaveTextContent('Северное сияниене задан');
    expect(within(rows[1]).getByRole('link', { name: 'Медиа Вектор' })).toHaveAttribute(
      'href',
      '/management/agencies/g1',
    );
    expect(within(dialog).getByTestId('self-service-summary')).toHaveTextContent('Всего: 2, без минимального CPM: 1');
    expect(getAgencySelfService).toHaveBeenCalled();
  });

  it('says when there are none, and tells a failed read in Russian', async () => {
    renderButton({ getAgencySelfService: vi.fn(async () => []) });
    expect(await screen.findByText('Агентств на самообслуживании нет')).toBeInTheDocument();
    cleanup();
    renderButton({
      getAgencySelfService: vi.fn(async () => {
        throw Object.assign(new Error('down'), { status: 503 });
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить агентства на самообслуживании. Попробуйте позже',
    );
  });
});
