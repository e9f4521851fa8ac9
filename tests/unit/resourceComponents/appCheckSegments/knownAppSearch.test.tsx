import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import { AddBundlesButton } from '../../../../src/resourceComponents/appCheckSegments/AppCheckActions';

afterEach(cleanup);

function renderDialog(searchKnownApps: (search: string, platform?: string) => Promise<unknown>) {
  const dataProvider = {
    searchKnownApps: vi.fn(searchKnownApps),
    addBundles: vi.fn(async () => ({ id: 's1', usersAmount: 1000 })),
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="management/audience">
          <RecordContextProvider value={{ id: 's1', name: 'Банки', platform: 'Android' }}>
            <AddBundlesButton />
          </RecordContextProvider>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Добавить бандлы' }));
  return dataProvider;
}

describe('«Добавить бандлы»: finding an app by its name (GET /segment/app-check/queries)', () => {
  it("searches the segment's platform and adds the picked app's bundle to the typed ones, once", async () => {
    const dp = renderDialog(async () => [{ bundle: 'ru.nadezhny.bank', title: 'Банк Надёжный', platform: 'Android' }]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Найти приложение по названию или бандлу' }), {
      target: { value: 'банк' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Найти' }));
    const chip = await within(dialog).findByRole('button', { name: 'Банк Надёжный · ru.nadezhny.bank' });
    expect(dp.searchKnownApps).toHaveBeenCalledWith('банк', 'Android');
    const typed = within(dialog).getByRole('textbox', { name: 'Добавить бандлы' });
    fireEvent.change(typed, { target: { value: 'id123456789' } });
    fireEvent.click(chip);
    fireEvent.click(chip);
    expect(typed).toHaveValue('id123456789\nru.nadezhny.bank');
  });

  it('says so when nothing is found, and in Russian when the search fails', async () => {
    renderDialog(async () => []);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Найти' }));
    expect(await within(dialog).findByText('В каталоге нет таких приложений')).toBeInTheDocument();
    cleanup();
    renderDialog(async () => {
      throw new Error('network');
    });
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Найти' }));
    expect(await screen.findByText('Не удалось найти приложения. Попробуйте позже')).toBeInTheDocument();
    expect(within(again).queryByText('В каталоге нет таких приложений')).toBeNull();
  });
});
