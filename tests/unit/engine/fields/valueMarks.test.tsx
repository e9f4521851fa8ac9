import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderList } from '../views/listHarness';
import { catalog } from '../../../../src/engine/load';
import { GenericEdit } from '../../../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../../../src/i18n';

/*
 * The notification groups' screens, declared in the schema alone: the channels as chips with an
 * icon each on the list, as a row of checkboxes in the form, and the count of new notifications
 * as a chip that stands out when there are some («3 новых»), muted words when there are none.
 */

afterEach(cleanup);

const GROUPS = [
  { id: 'a'.repeat(24), name: 'Баланс и оплаты', notifyChannels: ['console', 'email'], unreadCount: 3 },
  { id: 'b'.repeat(24), name: 'Модерация', notifyChannels: ['telegram'], unreadCount: 1 },
  { id: 'c'.repeat(24), name: 'Системные', notifyChannels: [], unreadCount: 0 },
];

const dataProvider = {
  getList: async () => ({ data: GROUPS, total: GROUPS.length }),
  getOne: async () => ({ data: { ...GROUPS[0], emails: ['a@kabinet.local'] } }),
  getMany: async () => ({ data: [] }),
  // The group's notifications below its form: none here.
  getManyReference: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('the notification groups list', () => {
  it('shows each channel as a chip with its icon, and the count of new ones as a chip or muted words', async () => {
    renderList('notificationGroups', dataProvider);
    await screen.findByRole('cell', { name: 'Баланс и оплаты' }, { timeout: 10_000 });
    const balance = rowOf('Баланс и оплаты');
    // The cells of a field's own component load with it.
    await within(balance).findByText('3 новых', {}, { timeout: 10_000 });
    await within(balance).findByText('В кабинете', {}, { timeout: 10_000 });
    const console = within(balance).getByText('В кабинете').closest('.MuiChip-root') as HTMLElement;
    expect(within(console).getByTestId('NotificationsNoneOutlinedIcon')).toBeInTheDocument();
    const email = within(balance).getByText('Электронная почта').closest('.MuiChip-root') as HTMLElement;
    expect(within(email).getByTestId('EmailOutlinedIcon')).toBeInTheDocument();
    const telegram = within(rowOf('Модерация')).getByText('Telegram').closest('.MuiChip-root') as HTMLElement;
    expect(within(telegram).getByTestId('SendOutlinedIcon')).toBeInTheDocument();

    const three = within(balance).getByText('3 новых');
    expect(three.closest('.MuiChip-root')).toHaveClass('MuiChip-colorPrimary');
    within(rowOf('Модерация')).getByText('1 новое');
    const none = within(rowOf('Системные')).getByText('Нет новых');
    expect(none.closest('.MuiChip-root')).toBeNull();
  });
});

describe("a notification group's form", () => {
  it('offers the channels as a row of checkboxes, the chosen ones ticked', async () => {
    const def = catalog.byKey('notificationGroups')!;
    // The product's address of a group's page: system/notifications/edit/{id}.
    render(
      <MemoryRouter initialEntries={[`/${def.path}/edit/${GROUPS[0].id}`]}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ResourceContextProvider value={def.path}>
            <Routes>
              <Route path={`/${def.path}/edit/:id`} element={<GenericEdit />} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Электронная почта' })).toBeChecked(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('checkbox', { name: 'В кабинете' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Telegram' })).not.toBeChecked();
  });
});
