import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { catalog } from '../../../../src/engine/load';
import { GenericEdit, GenericShow } from '../../../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../../../src/i18n';
import { ShellEventsProvider } from '../../../../src/layout/shellState';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import { setCabinetId, setToken } from '../../../../src/providers/storage';
import { fakeFetch, Providers } from '../../layout/helpers';

const USERS = 'system/users';

/** The shell's routes around one cabinet resource: its list, its edit and show screens. */
function Shell({ at }: { at: string }) {
  return (
    <Providers at={at}>
      <ShellEventsProvider>
        <Routes>
          <Route path="/error/404" element={<h1>Страница не найдена</h1>} />
          <Route
            path="/cab1/*"
            element={
              <AdminContext dataProvider={createDataProvider(catalog)} i18nProvider={i18nProvider} basename="/cab1">
                <ResourceContextProvider value={USERS}>
                  <Routes>
                    <Route path={`${USERS}/list`} element={<p>Список пользователей</p>} />
                    {/* The product's address of a user (its resource file declares it); the old one leads there. */}
                    <Route path={`${USERS}/edit/:id`} element={<GenericEdit />} />
                    <Route path={`${USERS}/:id`} element={<GenericEdit />} />
                    <Route path={`${USERS}/:id/show`} element={<GenericShow />} />
                  </Routes>
                </ResourceContextProvider>
              </AdminContext>
            }
          />
        </Routes>
      </ShellEventsProvider>
    </Providers>
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** Long enough for react-admin's default (a toast and the list) to have happened. */
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('a record that is gone (docs/product.md#errors: 404 → the not-found page, and it stays)', () => {
  it.each([
    ['edit', `/cab1/${USERS}/deleted1`],
    ['show', `/cab1/${USERS}/deleted1/show`],
  ])('%s screen: an old link opens the not-found page, not the list', async (_view, at) => {
    setToken('tok');
    setCabinetId('cab1');
    const { calls } = fakeFetch([{ path: '/v2/users/deleted1', status: 404, body: { message: 'Запись не найдена' } }]);
    render(<Shell at={at} />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument());
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/error\/404$/);
    expect(screen.queryByText('Список пользователей')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/v2/users/deleted1']);
  });

  it('any other failure still leaves for the list, at its declared address, with a toast', async () => {
    setToken('tok');
    setCabinetId('cab1');
    fakeFetch([{ path: '/v2/users/u1', status: 500, body: {} }]);
    render(<Shell at={`/cab1/${USERS}/u1`} />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cab1\/system\/users\/list$/));
  });
});
