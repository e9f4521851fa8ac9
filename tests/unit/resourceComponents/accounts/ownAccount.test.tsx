import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';
import { buildNavigation, canOpen } from '../../../../src/layout/navigation';
import OwnAccountPage from '../../../../src/resourceComponents/accounts/OwnAccountPage';
import { setCabinetId } from '../../../../src/providers/storage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const ACCOUNT = {
  id: 'acc1',
  name: 'Ромашка',
  version: 2,
  finance: { currency: 'rub', balance: 125000.5, creditLimit: 50000, commission: 7.5, vatIncluded: true },
};

function renderPage(calls: Record<string, unknown>) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={calls as unknown as DataProvider} i18nProvider={i18nProvider}>
        <OwnAccountPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("an account cabinet's own account", () => {
  it('shows the account of the cabinet, read by the cabinet id, with its status', async () => {
    setCabinetId('acc1');
    const calls = {
      getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { ...ACCOUNT, id } })),
      getAccountStatus: vi.fn(async (id: string) => ({ id, status: 'blocked' })),
    };
    renderPage(calls);
    expect(await screen.findByRole('heading', { name: 'Ромашка' })).toBeInTheDocument();
    expect(calls.getOne).toHaveBeenCalledWith('management/accounts', expect.objectContaining({ id: 'acc1' }));
    expect(await screen.findByText('Статус аккаунта: Заблокирован')).toBeInTheDocument();
    expect(calls.getAccountStatus).toHaveBeenCalledWith('acc1', expect.anything());
    const valueOf = (title: string) => screen.getByText(title).nextSibling;
    // Written as on the account's page and in the list: money with kopecks.
    expect(valueOf('Баланс')).toHaveTextContent(/^125 000,50$/);
    // The currency by its name (its display loads with the first screen that shows one).
    await waitFor(() => expect(valueOf('Валюта')).toHaveTextContent('Рубль'));
    expect(valueOf('Комиссия агентства')).toHaveTextContent('7,5 %');
    expect(within(valueOf('НДС включён') as HTMLElement).getByLabelText('Да')).toBeInTheDocument();
  });

  it('tells a refused read in Russian', async () => {
    setCabinetId('acc1');
    const refused = Object.assign(new Error('Недостаточно прав'), { status: 403, body: {} });
    renderPage({ getOne: vi.fn(async () => Promise.reject(refused)), getAccountStatus: vi.fn() });
    expect(await screen.findByRole('alert')).toHaveTextContent(/прав/);
  });

  it('opens for account cabinets only, whatever their permissions', () => {
    const { rules } = buildNavigation(resources);
    expect(canOpen(rules, 'management/my-account', { cabinetType: 'account', permissions: {} })).toBe(true);
    const agency = { cabinetType: 'agency', permissions: { manageAccounts: true } };
    expect(canOpen(rules, 'management/my-account', agency)).toBe(false);
  });
});
