import type { ReactNode } from 'react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { AdminContext, BasenameContextProvider, useCreatePath as libraryCreatePath, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { catalog, resourceElements } from '../../../src/engine';
import { useCreatePath } from '../../../src/shims/createPath';
import { LocationProbe } from '../layout/helpers';

/*
 * The product's addresses (docs/product.md#routes-cabinet: system/users/edit/{userId},
 * system/ssps/edit/{sspSysname}, system/companions/edit/{companionId}): the resource files
 * declare them, react-admin's createPath builds them (the build gives react-admin
 * src/shims/createPath.ts), and react-admin's own record addresses, kept in bookmarks, lead there.
 */
const withBasename = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <BasenameContextProvider basename="/cab1">{children}</BasenameContextProvider>
  </MemoryRouter>
);
const createPath = () => renderHook(() => useCreatePath(), { wrapper: withBasename }).result.current;
const libraryPath = () => renderHook(() => libraryCreatePath(), { wrapper: withBasename }).result.current;

describe('record addresses the resource files declare', () => {
  it('users, SSPs and companions open on the product\'s edit and list addresses', () => {
    expect(catalog.resources.length).toBeGreaterThan(0);
    const path = createPath();
    expect(path({ resource: 'system/users', id: '5f0c0ffee0000000000000aa', type: 'edit' })).toBe('/cab1/system/users/edit/5f0c0ffee0000000000000aa');
    expect(path({ resource: 'system/ssps', id: 'kadr video', type: 'edit' })).toBe('/cab1/system/ssps/edit/kadr%20video');
    expect(path({ resource: 'system/companions', id: 'c1', type: 'edit' })).toBe('/cab1/system/companions/edit/c1');
    expect(path({ resource: 'system/users', type: 'list' })).toBe('/cab1/system/users/list');
    expect(path({ resource: 'system/users', type: 'create' })).toBe('/cab1/system/users/create');
  });

  it('every other address is react-admin\'s own', () => {
    const [path, library] = [createPath(), libraryPath()];
    for (const type of ['list', 'create', 'edit', 'show'] as const) {
      for (const id of [undefined, '42', 'a/b']) {
        expect(path({ resource: 'management/accounts', id, type })).toBe(library({ resource: 'management/accounts', id, type }));
      }
    }
    // Without an id, as react-admin: the list's address.
    expect(path({ resource: 'system/users', type: 'edit' })).toBe('/cab1/system/users');
    expect(path({ resource: 'system/users', id: '7', type: 'show' })).toBe('/cab1/system/users/7/show');
    expect(path({ type: '/cab1/elsewhere' })).toBe('/cab1/elsewhere');
  });

  it.each([
    ['a record\'s old address, with its query', '/system/users/5f0c0ffee0000000000000aa?tab=1', '/system/users/edit/5f0c0ffee0000000000000aa?tab=1'],
    ['an SSP\'s old address', '/system/ssps/kadr_video', '/system/ssps/edit/kadr_video'],
    ['a companion\'s old address, with the rest of its path', '/system/companions/c1/1', '/system/companions/edit/c1/1'],
  ])('%s leads to the product\'s', async (_what, from, to) => {
    const dataProvider = { getOne: () => new Promise(() => undefined), getList: () => new Promise(() => undefined) } as unknown as DataProvider;
    const resources = resourceElements();
    render(
      <MemoryRouter initialEntries={[from]}>
        <AdminContext dataProvider={dataProvider}>
          <Routes>
            {['system/users', 'system/ssps', 'system/companions'].map((name) => (
              <Route key={name} path={`/${name}/*`} element={resources.find((r) => (r.props as { name: string }).name === name)} />
            ))}
          </Routes>
        </AdminContext>
        <LocationProbe />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(to));
  });
});
