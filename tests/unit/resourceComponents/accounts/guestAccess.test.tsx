import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import { GuestPermissionsButton } from '../../../../src/resourceComponents/accounts/GuestPermissionsAction';
import { AccountStatusChip } from '../../../../src/resourceComponents/accounts/AccountStatus';

afterEach(cleanup);

const ACCOUNT = {
  id: 'a1',
  name: 'Ромашка',
  version: 3,
  guestPermissions: { commonPermissions: { manageAccounts: true }, columnPermissions: {} },
};

function renderOnPage(children: React.ReactNode, calls: Record<string, unknown>) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={calls as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="management/accounts">
          <RecordContextProvider value={ACCOUNT}>{children}</RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('guest access of an account', () => {
  it('shows the prices its guests see beside the permissions, and saves the permissions with PATCH', async () => {
    const calls = {
      getCampaignsGuestPrices: vi.fn(async () => [
        { campaignId: 'c1', name: 'Осенняя распродажа', currency: 'rub', cpm: 1234.5, cpc: 12 },
        { campaignId: 'c2', name: 'Зимняя акция', currency: 'rub', cpm: 99, cpc: 7.25 },
      ]),
      updateGuestPermissions: vi.fn(async () => ({ id: 'a1', ...ACCOUNT.guestPermissions })),
    };
    renderOnPage(<GuestPermissionsButton />, calls);
    fireEvent.click(screen.getByRole('button', { name: 'Гостевой доступ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Гостевой доступ к аккаунту «Ромашка»' });
    const table = await within(dialog).findByRole('table', { name: 'Цены для гостей' });
    expect(calls.getCampaignsGuestPrices).toHaveBeenCalledWith('a1', expect.anything());
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('КампанияCPMCPC');
    expect(rows[1]).toHaveTextContent('Осенняя распродажа1 234,50 ₽12,00 ₽');
    expect(rows[2]).toHaveTextContent('Зимняя акция99,00 ₽7,25 ₽');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.updateGuestPermissions).toHaveBeenCalled());
    const [id, body] = calls.updateGuestPermissions.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(id).toBe('a1');
    expect(body.commonPermissions).toMatchObject({ manageAccounts: true, ssp: false });
  });

  it('says so when the account has no campaigns, and tells a refused read in Russian', async () => {
    renderOnPage(<GuestPermissionsButton />, { getCampaignsGuestPrices: vi.fn(async () => []) });
    fireEvent.click(screen.getByRole('button', { name: 'Гостевой доступ' }));
    expect(await screen.findByText('У аккаунта нет кампаний')).toBeInTheDocument();
    cleanup();
    const refused = Object.assign(new Error('Forbidden'), {
      status: 403,
      body: { message: 'Запись принадлежит другому кабинету' },
    });
    renderOnPage(<GuestPermissionsButton />, {
      getCampaignsGuestPrices: vi.fn(async () => {
        throw refused;
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Гостевой доступ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Запись принадлежит другому кабинету');
  });
});

describe("the account's status on its page", () => {
  it('is read from the status call and named in Russian', async () => {
    const getAccountStatus = vi.fn(async () => ({ id: 'a1', status: 'blocked' }));
    renderOnPage(<AccountStatusChip />, { getAccountStatus });
    expect(await screen.findByTestId('account-status')).toHaveTextContent('Статус аккаунта: Заблокирован');
    expect(getAccountStatus).toHaveBeenCalledWith('a1', expect.anything());
  });

  it('says the status is not known when the platform has none', async () => {
    renderOnPage(<AccountStatusChip />, { getAccountStatus: vi.fn(async () => ({ id: 'a1', status: null })) });
    expect(await screen.findByTestId('account-status')).toHaveTextContent('Статус аккаунта: не известен');
  });
});
