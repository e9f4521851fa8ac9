import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '../../../../src/engine/schema';
import { i18nProvider } from '../../../../src/i18n';
import AuthorizationPage from '../../../../src/pages/authorization/AuthorizationPage';

/**
 * The authorization screen shows and saves the map the product's call names: of a cabinet type,
 * a cabinet, an account cabinet's guests (accessType guest) or a role (docs/product.md#permissions).
 */
afterEach(cleanup);

const ACCOUNT = { id: 'c'.repeat(24), name: 'Ромашка', cabinetType: 'account', parentId: null };
const none = Object.fromEntries(PERMISSIONS.map((p) => [p, false]));

function renderAt(query: string) {
  const calls = {
    getUserRoles: vi.fn(async () => [
      { id: 'guest', name: 'Гость' },
      { id: 'traffic', name: 'Трафик-менеджер' },
    ]),
    getCabinets: vi.fn(async () => [ACCOUNT]),
    getPermissions: vi.fn(async (_query: Record<string, string>) => ({ ...none, manageAudience: true })),
    savePermissions: vi.fn(async (_target: unknown, map: Record<string, boolean>) => map),
  };
  render(
    <MemoryRouter initialEntries={[`/system/auth${query}`]}>
      <AdminContext dataProvider={calls as unknown as DataProvider} i18nProvider={i18nProvider}>
        <AuthorizationPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

async function switchOnAndSave(name: RegExp) {
  fireEvent.click(await screen.findByRole('switch', { name }, { timeout: 10_000 }));
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
}

describe('the authorization screen’s maps', () => {
  it('a role: read and saved by role, named by the roles call', async () => {
    const calls = renderAt('?role=traffic');
    await screen.findByRole('heading', { name: 'Права роли «Трафик-менеджер»' }, { timeout: 10_000 });
    expect(calls.getPermissions).toHaveBeenCalledWith({ role: 'traffic' }, expect.anything());
    await switchOnAndSave(/Аккаунты/);
    await waitFor(() =>
      expect(calls.savePermissions).toHaveBeenCalledWith(
        { role: 'traffic' },
        expect.objectContaining({ manageAccounts: true, manageAudience: true }),
      ),
    );
    await screen.findByText('Права сохранены');
    // No «apply to every cabinet of the type» for a role.
    expect(screen.queryByRole('switch', { name: /Применить ко всем/ })).toBeNull();
  }, 30_000);

  it('a role is chosen on the screen', async () => {
    const calls = renderAt('?cabinetType=agency');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Роль' }, { timeout: 10_000 }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Гость' }));
    await screen.findByRole('heading', { name: 'Права роли «Гость»' });
    expect(calls.getPermissions).toHaveBeenLastCalledWith({ role: 'guest' }, expect.anything());
  }, 30_000);

  it('an account cabinet’s guests: accessType guest, read and saved', async () => {
    const calls = renderAt(`?cabinetType=account&cabinetId=${ACCOUNT.id}`);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Чей доступ' }, { timeout: 10_000 }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Гости аккаунта' }));
    await screen.findByRole('heading', { name: 'Гостевой доступ кабинета «Ромашка»' });
    expect(calls.getPermissions).toHaveBeenLastCalledWith(
      { cabinetId: ACCOUNT.id, accessType: 'guest' },
      expect.anything(),
    );
    await switchOnAndSave(/Кампании/);
    await waitFor(() =>
      expect(calls.savePermissions).toHaveBeenCalledWith(
        { cabinetId: ACCOUNT.id, accessType: 'guest' },
        expect.objectContaining({ manageCampaignSegments: true }),
      ),
    );
    await screen.findByText('Права сохранены');
  }, 30_000);

  it('a cabinet of another type has no guests to choose; a type’s defaults are read by type', async () => {
    const calls = renderAt('?cabinetType=agency');
    await screen.findByRole(
      'heading',
      { name: 'Права по умолчанию для кабинетов типа «Агентство»' },
      { timeout: 10_000 },
    );
    expect(calls.getPermissions).toHaveBeenCalledWith({ cabinetType: 'agency' }, expect.anything());
    expect(screen.queryByRole('combobox', { name: 'Чей доступ' })).toBeNull();
  }, 30_000);
});
