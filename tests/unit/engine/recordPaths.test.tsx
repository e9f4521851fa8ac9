import type { ReactNode } from 'react';
import { fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  BasenameContextProvider,
  ResourceContextProvider,
  useCreatePath as libraryCreatePath,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog, resourceElements } from '../../../src/engine';
import { screenPath, useScreenPath } from '../../../src/engine/recordPaths';
import { GenericEdit, GenericShow } from '../../../src/engine/views/GenericEditors';
import { GenericList } from '../../../src/engine/views/GenericList';
import { useSaveEffects } from '../../../src/engine/views/useSaveEffects';
import { i18nProvider } from '../../../src/i18n';
import { sampleId, sampleRecord } from '../../generated/sampleRecord';
import { LocationProbe } from '../layout/helpers';
import { screenIsPhone } from './views/listHarness';

/*
 * The product's addresses (docs/product.md#routes-cabinet: system/users/list,
 * system/users/edit/{userId}, system/ssps/edit/{sspSysname}, system/companions/edit/{companionId}):
 * the resource files declare them, every generated screen hands them to react-admin as paths
 * (a row click, the redirect after a create or a delete, the show screen's edit button), and
 * react-admin's own list and record addresses, kept in bookmarks, lead there.
 */
const USERS = 'system/users';
const COMPANIONS = 'system/companions';

const withBasename = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <BasenameContextProvider basename="/cab1">{children}</BasenameContextProvider>
  </MemoryRouter>
);
const libraryPath = () => renderHook(() => libraryCreatePath(), { wrapper: withBasename }).result.current;

const record = (path: string, n: number): RaRecord => ({
  ...sampleRecord(catalog.fields(catalog.byName(path)), n),
  id: sampleId(n),
});

/** A data provider over two records of each resource, every call it answers written down. */
function provider() {
  const calls: string[] = [];
  const dataProvider = {
    getList: async (resource: string) => ({ data: [record(resource, 1), record(resource, 2)], total: 2 }),
    getOne: async (resource: string, { id }: { id: string }) => ({ data: { ...record(resource, 1), id } }),
    getMany: async () => ({ data: [] }),
    delete: async (resource: string, { id }: { id: string }) => {
      calls.push(`delete ${resource} ${id}`);
      return { data: { id } };
    },
  } as unknown as DataProvider;
  return { dataProvider, calls };
}

/** `element` as the screen of `route` under the cabinet /cab1, opened at `at`. */
function renderScreen(at: string, resource: string, route: string, element: ReactNode) {
  const { dataProvider, calls } = provider();
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="/cab1/*"
          element={
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} basename="/cab1">
              <ResourceContextProvider value={resource}>
                <Routes>
                  <Route path={route} element={element} />
                  <Route path="*" element={<p>другой экран</p>} />
                </Routes>
              </ResourceContextProvider>
            </AdminContext>
          }
        />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return calls;
}

const location = () => screen.getByTestId('location');

afterEach(() => localStorage.clear());

describe('record addresses the resource files declare', () => {
  it("users, SSPs and companions open on the product's edit and list addresses", () => {
    expect(catalog.resources.length).toBeGreaterThan(0);
    const path = renderHook(() => useScreenPath(), { wrapper: withBasename }).result.current;
    expect(path(USERS, 'edit', '5f0c0ffee0000000000000aa')).toBe('/cab1/system/users/edit/5f0c0ffee0000000000000aa');
    expect(path('system/ssps', 'edit', 'kadr video')).toBe('/cab1/system/ssps/edit/kadr%20video');
    expect(path(COMPANIONS, 'edit', 'c1')).toBe('/cab1/system/companions/edit/c1');
    expect(path(USERS, 'list')).toBe('/cab1/system/users/list');
    expect(screenPath('management/reservations', 'list')).toBe('management/reservations/list');
  });

  it("every other address is react-admin's own", () => {
    const [path, library] = [
      renderHook(() => useScreenPath(), { wrapper: withBasename }).result.current,
      libraryPath(),
    ];
    for (const type of ['list', 'edit', 'show'] as const) {
      for (const id of [undefined, '42', 'a/b']) {
        expect(path('management/accounts', type, id)).toBe(library({ resource: 'management/accounts', id, type }));
      }
    }
    // Without an id, as react-admin: the list's address.
    expect(path(USERS, 'edit')).toBe('/cab1/system/users/list');
    expect(path(USERS, 'show', '7')).toBe('/cab1/system/users/7/show');
  });

  it('a row of the users list opens the user at system/users/edit/{userId}', async () => {
    renderScreen(`/cab1/${USERS}/list`, USERS, `${USERS}/list`, <GenericList />);
    const cells = await screen.findAllByRole('cell');
    fireEvent.click(cells[cells.length - 1]);
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/cab1/${USERS}/edit/${sampleId(2)}`, { normalizeWhitespace: false }),
    );
  });

  it('on a phone, an entry of the users list links to the same address', async () => {
    const original = window.matchMedia;
    screenIsPhone(true);
    try {
      renderScreen(`/cab1/${USERS}/list`, USERS, `${USERS}/list`, <GenericList />);
      await waitFor(() => {
        expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(
          `/cab1/${USERS}/edit/${sampleId(1)}`,
        );
      });
    } finally {
      window.matchMedia = original;
    }
  });

  it('a created user opens at system/users/edit/{userId}', async () => {
    const { dataProvider } = provider();
    const { result } = renderHook(() => useSaveEffects('create'), {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={[`/cab1/${USERS}/create`]}>
          <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} basename="/cab1">
            <ResourceContextProvider value={USERS}>{children}</ResourceContextProvider>
          </AdminContext>
          <LocationProbe />
        </MemoryRouter>
      ),
    });
    result.current.onSuccess({ id: 'new1', login: 'new' });
    await waitFor(() => expect(location()).toHaveTextContent(`/cab1/${USERS}/edit/new1`));
  });

  it('a companion deleted from its edit screen leaves for system/companions/list', async () => {
    const calls = renderScreen(`/cab1/${COMPANIONS}/edit/c1`, COMPANIONS, `${COMPANIONS}/edit/:id/*`, <GenericEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^/cab1/${COMPANIONS}/list$`)));
    expect(calls).toEqual([`delete ${COMPANIONS} c1`]);
  });

  it("the show screen's «Редактировать» opens system/users/edit/{userId}", async () => {
    renderScreen(`/cab1/${USERS}/u1/show`, USERS, `${USERS}/:id/show/*`, <GenericShow />);
    const edit = await screen.findByRole('link', { name: 'Редактировать' });
    expect(edit).toHaveAttribute('href', `/cab1/${USERS}/edit/u1`);
  });

  function renderResources(at: string) {
    const { dataProvider } = provider();
    const resources = resourceElements();
    render(
      <MemoryRouter initialEntries={[at]}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <Routes>
            {[USERS, 'system/ssps', COMPANIONS, 'management/accounts'].map((name) => (
              <Route
                key={name}
                path={`/${name}/*`}
                element={resources.find((r) => (r.props as { name: string }).name === name)}
              />
            ))}
          </Routes>
        </AdminContext>
        <LocationProbe />
      </MemoryRouter>,
    );
  }

  it.each([
    [
      "a record's old address, with its query",
      '/system/users/5f0c0ffee0000000000000aa?tab=1',
      '/system/users/edit/5f0c0ffee0000000000000aa?tab=1',
    ],
    ["an SSP's old address", '/system/ssps/kadr_video', '/system/ssps/edit/kadr_video'],
    ["a companion's old address, with the rest of its path", '/system/companions/c1/1', '/system/companions/edit/c1/1'],
    [
      "the users' old list address, with its filter",
      '/system/users?filter=%7B%22q%22%3A%22smirnova%22%7D',
      '/system/users/list?filter=%7B%22q%22%3A%22smirnova%22%7D',
    ],
    ["the SSPs' old list address with a trailing slash", '/system/ssps/', '/system/ssps/list'],
  ])("%s leads to the product's", async (_what, from, to) => {
    renderResources(from);
    await waitFor(() => expect(location().textContent).toBe(to));
  });

  it("a list without a declared address stays at react-admin's own", async () => {
    renderResources('/management/accounts');
    await screen.findAllByRole('cell');
    expect(location().textContent).toMatch(/^\/management\/accounts(\?|$)/);
  });
});
