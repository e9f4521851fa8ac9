import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../../../src/layout/RouteGuard';
import {
  buildNavigation,
  canOpen,
  landingPath,
  matchRule,
  visibleGroups,
  type NavResource,
} from '../../../src/layout/navigation';
import { allows } from '../../../src/engine/schema/access';
import { createAuthProvider, forgetCurrentUser } from '../../../src/providers/authProvider';
import { getCabinetId, getToken, setCabinetId, setToken } from '../../../src/providers/storage';
import LoginPage from '../../../src/pages/signIn/LoginPage';
import PasswordRecoveryPage from '../../../src/pages/signIn/PasswordRecoveryPage';
import { fakeFetch, Providers } from './helpers';

const resources: NavResource[] = [
  {
    path: 'system/users',
    label: 'Пользователи',
    permissions: ['userManager'],
    routes: { list: 'list' },
    menu: { group: 'system', order: 20 },
  },
  {
    path: 'system/ssps',
    label: 'SSP',
    permissions: ['ssp'],
    routes: { list: 'list' },
    menu: { group: 'system', order: 10 },
  },
  {
    path: 'management/accounts',
    label: 'Аккаунты',
    permissions: ['manageAccounts'],
    menu: { group: 'management', order: 20 },
  },
  {
    path: 'management/agencies',
    label: 'Агентства',
    permissions: ['manageAgency', 'manageAccounts'],
    anyPermission: true,
    menu: { group: 'management', order: 10 },
  },
  {
    path: 'management/ord',
    label: 'ОРД',
    permissions: ['manageAgency', 'manageAccounts'],
    menu: { group: 'management', order: 80 },
  },
  {
    path: 'management/reservations',
    label: 'Резервации',
    permissions: [],
    routes: { list: 'list' },
    menu: { group: 'management', order: 70 },
  },
  {
    path: 'system/reference',
    label: 'Справочник',
    permissions: [],
    cabinetTypes: ['admin'],
    menu: { group: 'system', order: 90 },
  },
];
const nav = buildNavigation(resources, [], []);

function guarded(at: string, permissions: Record<string, boolean>, cabinetType = 'agency') {
  return render(
    <Providers at={at}>
      <Routes>
        <Route path="/error/404" element={<h1>Страница не найдена</h1>} />
        <Route
          path="/cab1/*"
          element={
            <RouteGuard rules={nav.rules} holder={{ permissions, cabinetType }} basename="/cab1">
              <p>Экран открыт</p>
            </RouteGuard>
          }
        />
      </Routes>
    </Providers>,
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetCurrentUser();
  vi.unstubAllGlobals();
});

describe('route guard (docs/product.md#permissions)', () => {
  it('sends a signed-in user without every permission of the screen to the not-found page', () => {
    setToken('t');
    guarded('/cab1/system/users/list', { manageAccounts: true });
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/error/404');
  });

  it('opens a screen that lists two permissions only with both of them', () => {
    setToken('t');
    guarded('/cab1/management/ord', { manageAgency: true, manageAccounts: false });
    expect(screen.getByTestId('location')).toHaveTextContent('/error/404');
    cleanup();
    guarded('/cab1/management/ord', { manageAgency: true, manageAccounts: true });
    expect(screen.getByText('Экран открыт')).toBeInTheDocument();
    // The menu shows the item exactly where the screen opens.
    const shown = (permissions: Record<string, boolean>) =>
      visibleGroups(nav.items, { permissions }).flatMap((g) => g.items.map((i) => i.label));
    expect(shown({ manageAgency: true })).not.toContain('ОРД');
    expect(shown({ manageAgency: true, manageAccounts: true })).toContain('ОРД');
  });

  it('opens a screen declared with «any of» with any one of its permissions, as the menu shows it', () => {
    setToken('t');
    guarded('/cab1/management/agencies/123', { manageAgency: true, manageAccounts: false });
    expect(screen.getByText('Экран открыт')).toBeInTheDocument();
  });

  it('keeps a screen for its cabinet types only', () => {
    setToken('t');
    guarded('/cab1/system/reference', {}, 'admin');
    expect(screen.getByText('Экран открыт')).toBeInTheDocument();
  });

  it('sends another cabinet type away from an admin-only screen, whatever its permissions', () => {
    setToken('t');
    guarded('/cab1/system/reference', { userManager: true, managePermissions: true }, 'agency');
    expect(screen.getByTestId('location')).toHaveTextContent('/error/404');
  });

  it('opens a screen whose permissions are all true, and nested routes of it', () => {
    setToken('t');
    guarded('/cab1/system/users/edit/42', { userManager: true });
    expect(screen.getByText('Экран открыт')).toBeInTheDocument();
  });

  it('opens screens that need no permission', () => {
    setToken('t');
    guarded('/cab1/management/reservations/list', {});
    expect(screen.getByText('Экран открыт')).toBeInTheDocument();
  });

  it('lets navigation through without a stored token', () => {
    guarded('/cab1/system/users/list', {});
    expect(screen.getByText('Экран открыт')).toBeInTheDocument();
  });

  it('matches the most specific rule and only whole path segments', () => {
    const rules = [
      { path: 'management/statistic', permissions: ['a'] },
      { path: 'management/statistic/creatives', permissions: ['b'] },
    ];
    expect(matchRule(rules, '/management/statistic/creatives/7')?.permissions).toEqual(['b']);
    expect(matchRule(rules, 'management/statistics')).toBeUndefined();
    expect(canOpen(rules, 'management/statistic/common', { permissions: { a: true } })).toBe(true);
    expect(canOpen(rules, 'management/statistic/creatives', { permissions: { a: true } })).toBe(false);
  });
});

describe('cabinet index redirect', () => {
  it('goes to the users list when permitted', () => {
    expect(landingPath(nav, { permissions: { userManager: true, ssp: true } })).toBe('system/users/list');
  });
  it('otherwise to the first menu item the user may open', () => {
    expect(landingPath(nav, { permissions: { ssp: true } })).toBe('system/ssps/list');
    // agencies opens with either of its permissions, and comes first in «Управление»
    expect(landingPath(nav, { permissions: { manageAccounts: true } })).toBe('management/agencies');
    expect(landingPath(nav, { permissions: {} })).toBe('management/reservations/list');
    // the admin-only reference (no permission) is where an admin cabinet with no rights lands
    expect(landingPath(nav, { permissions: {}, cabinetType: 'admin' })).toBe('system/reference');
  });
});

describe('authProvider.canAccess', () => {
  it("reads a resource's rule as the menu and the guard do", async () => {
    setToken('t');
    setCabinetId('cab1');
    fakeFetch([
      {
        path: '/v2/users/me',
        body: {
          id: 'u',
          login: 'agency',
          cabinet: { id: 'cab1', name: 'А', type: 'agency' },
          commonPermission: { manageAccounts: true, manageAgency: false },
        },
      },
    ]);
    const auth = createAuthProvider(resources, allows);
    expect(await auth.canAccess!({ resource: 'management/accounts', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'management/agencies', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'system/reference', action: 'list' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'system/users', action: 'edit' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'management/reservations', action: 'list' })).toBe(true);
    expect(await auth.getPermissions!({})).toEqual({ manageAccounts: true, manageAgency: false });
    expect(await auth.getIdentity!()).toMatchObject({ fullName: 'agency' });
  });

  it('lets everything through without a token', async () => {
    const { mock } = fakeFetch([]);
    const auth = createAuthProvider(resources, allows);
    expect(await auth.canAccess!({ resource: 'system/users', action: 'list' })).toBe(true);
    expect(mock).not.toHaveBeenCalled();
  });

  it('checkError ends the session on 401 and 403 only', async () => {
    setToken('t');
    const auth = createAuthProvider(resources, allows);
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false });
    expect(getToken()).toBeNull();
  });
});

describe('stored-token guard of /auth/login and /auth/password', () => {
  for (const [path, Page] of [
    ['/auth/login', LoginPage],
    ['/auth/password', PasswordRecoveryPage],
  ] as const) {
    it(`${path}: a stored token goes to cabinet selection`, async () => {
      setToken('t');
      render(
        <Providers at={path}>
          <Routes>
            <Route path={path} element={<Page />} />
            <Route path="/auth/cabinets" element={<h1>Кабинеты</h1>} />
          </Routes>
        </Providers>,
      );
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/cabinets'));
    });

    it(`${path}: without a token whatever is left of the session is cleared`, () => {
      setCabinetId('cab1');
      localStorage.setItem('RaStore.something', '1');
      render(
        <Providers at={path}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </Providers>,
      );
      expect(getCabinetId()).toBeNull();
      expect(localStorage.length).toBe(0);
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    });
  }
});
