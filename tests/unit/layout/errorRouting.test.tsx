import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { AppRoutes } from '../../../src/App';
import { FatalPanel, pageReloader } from '../../../src/layout/FatalPanel';
import { ShellEventsProvider } from '../../../src/layout/shellState';
import { apiEvents } from '../../../src/providers/apiEvents';
import { onSessionEnd, signIn } from '../../../src/providers/authProvider';
import { request } from '../../../src/providers/httpClient';
import { getCabinetId, getToken, setCabinetId, setToken } from '../../../src/providers/storage';
import { fakeFetch, Providers } from './helpers';

function Shell({ at }: { at: string }) {
  return (
    <Providers at={at}>
      <ShellEventsProvider>
        <Routes>
          <Route path="/" element={<p>Корень</p>} />
          <Route path="/auth/login" element={<h1>Вход</h1>} />
          <Route path="/error/404" element={<h1>Страница не найдена</h1>} />
          <Route path="/cab1/list" element={<Link to="/cab1/other">дальше</Link>} />
          <Route path="/cab1/*" element={<p>Экран кабинета</p>} />
        </Routes>
        <FatalPanel />
      </ShellEventsProvider>
    </Providers>
  );
}

/** Starts every test signed in (the session flag is module state: a sign-in resets it). */
async function signedIn() {
  fakeFetch([{ method: 'POST', path: '/v2/users/sign-in', body: { token: 'tok' } }]);
  await signIn('admin', 'admin');
  setCabinetId('cab1');
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiEvents → the shell (docs/product.md#errors)', () => {
  it("'unauthorized' clears the session and goes to sign-in exactly once, however many requests fail", async () => {
    await signedIn();
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    render(<Shell at="/cab1/system/users/list" />);
    fakeFetch([{ path: '/v2/accounts', status: 401, body: { message: 'unauthorized' } }]);
    const failures = await Promise.allSettled([1, 2, 3, 4, 5].map(() => request('/v2/accounts', { fatal: true })));
    expect(failures.every((f) => f.status === 'rejected')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(getCabinetId()).toBeNull();
    expect(screen.queryByTestId('fatal-panel')).toBeNull(); // a 401 is never fatal
    off();
  });

  it("'unauthorized' at the site root does not navigate (the root leads to sign-in anyway)", async () => {
    await signedIn();
    render(<Shell at="/" />);
    act(() => apiEvents.emit({ type: 'unauthorized', status: 401 }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(getToken()).toBeNull();
  });

  it("'notFound' goes to the not-found page", async () => {
    await signedIn();
    render(<Shell at="/cab1/system/users/edit/nope" />);
    fakeFetch([{ path: '/v2/users/nope', status: 404, body: { message: 'нет' } }]);
    await expect(request('/v2/users/nope')).rejects.toMatchObject({ status: 404 });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument());
    expect(getToken()).toBe('tok');
  });

  it("'fatal' raises the fatal panel; «Назад» closes it and goes back", async () => {
    await signedIn();
    render(<Shell at="/cab1/list" />);
    fireEvent.click(screen.getByRole('link', { name: 'дальше' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cab1/other');
    fakeFetch([{ path: '/v2/accounts', status: 500, body: { message: 'boom' } }]);
    await expect(request('/v2/accounts', { fatal: true })).rejects.toMatchObject({ status: 500 });
    const panel = await screen.findByTestId('fatal-panel');
    expect(panel).toHaveTextContent('Что-то пошло не так');
    expect(panel).toHaveTextContent('Приносим извинения');
    expect(panel).toHaveTextContent('работаем над восстановлением системы');
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(screen.queryByTestId('fatal-panel')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('/cab1/list');
  });

  it('a failed call that is not fatal raises nothing', async () => {
    await signedIn();
    render(<Shell at="/cab1/list" />);
    fakeFetch([{ method: 'POST', path: '/v2/accounts', status: 500, body: { message: 'boom' } }]);
    await expect(request('/v2/accounts', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 500 });
    expect(screen.queryByTestId('fatal-panel')).toBeNull();
  });

  it('«Обновить страницу» reloads the page', async () => {
    await signedIn();
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
    render(<Shell at="/cab1/list" />);
    act(() => apiEvents.emit({ type: 'fatal', status: 500, message: 'boom' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Обновить страницу' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('«Выйти» signs out on the server and goes to sign-in', async () => {
    await signedIn();
    render(<Shell at="/cab1/list" />);
    act(() => apiEvents.emit({ type: 'fatal', status: 500, message: 'boom' }));
    const { calls } = fakeFetch([{ method: 'POST', path: '/v2/users/sign-out' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v2/users/sign-out']);
    expect(calls[0].headers.Authorization).toBe('Bearer tok');
    expect(getToken()).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('fatal-panel')).toBeNull());
  });

  it('a failed sign-in clears the stored session', async () => {
    setToken('old');
    fakeFetch([
      { method: 'POST', path: '/v2/users/sign-in', status: 401, body: { message: 'Неверный логин или пароль' } },
    ]);
    await expect(signIn('admin', 'bad')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });
});

describe('a cabinet address opened with a session the server refuses', () => {
  it("goes to sign-in: the cabinet's first read is made only once the shell listens", async () => {
    // The read is answered at once: made during the first render (before the shell's effect
    // subscribed), its 401 was lost and the console stayed on its loader (seen in CI).
    await signedIn();
    fakeFetch([
      { path: '/v2/users/cabinets', status: 401, body: { message: 'unauthorized' } },
      { path: '/v2/users/me', status: 401, body: { message: 'unauthorized' } },
    ]);
    render(
      <Providers at="/cab1/management/campaigns">
        <ShellEventsProvider>
          <AppRoutes />
        </ShellEventsProvider>
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'), { timeout: 10_000 });
    expect(getToken()).toBeNull();
  });
});
