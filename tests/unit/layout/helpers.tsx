import type { ReactNode } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { themeOptions } from '../../../src/layout/theme';
import LoginPage from '../../../src/pages/signIn/LoginPage';
import PasswordRecoveryPage from '../../../src/pages/signIn/PasswordRecoveryPage';
import ResetPasswordPage from '../../../src/pages/password/ResetPasswordPage';

// vitest runs without globals, so Testing Library's automatic cleanup is not registered.
afterEach(cleanup);

/** Shows the router's current location, so tests assert the URL a user would see. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function Providers({ children, at = '/' }: { children: ReactNode; at?: string }) {
  return (
    <ThemeProvider theme={createTheme(themeOptions())}>
      <MemoryRouter initialEntries={[at]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>
  );
}

export interface FakeRoute {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
}

/** Replaces fetch with canned answers by method and path; unknown calls answer 404. */
export function fakeFetch(routes: FakeRoute[]) {
  const calls: { method: string; path: string; headers: Record<string, string>; body?: unknown }[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const route = routes.find((r) => (r.method ?? 'GET') === method && r.path === url.pathname);
    const status = route ? (route.status ?? 200) : 404;
    const body = route ? (route.body ?? {}) : { message: 'not found' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return { mock, calls };
}

/** The pages outside a cabinet (sign-in, recovery, reset) at `at`, the cabinet selection a stub. */
export function renderAuthPages(at: string) {
  return render(
    <Providers at={at}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/password" element={<PasswordRecoveryPage />} />
        <Route path="/auth/cabinets" element={<h1>Выбор кабинета</h1>} />
        <Route path="/password/reset" element={<ResetPasswordPage />} />
        <Route path="/password/reset/:token" element={<ResetPasswordPage />} />
      </Routes>
    </Providers>,
  );
}
