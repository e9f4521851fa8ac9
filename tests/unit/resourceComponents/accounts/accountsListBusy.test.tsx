import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { GenericList } from '../../../../src/engine/views/GenericList';
import { i18nProvider } from '../../../../src/i18n';
import { FatalPanel } from '../../../../src/layout/FatalPanel';
import { KabinetNotification } from '../../../../src/layout/Notification';
import { ShellEventsProvider } from '../../../../src/layout/shellState';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import { CABINET_KEY, TOKEN_KEY } from '../../../../src/providers/storage';
import { BUSY_MESSAGE } from '../../../../server/statistics/reportPool';

/**
 * The accounts list's figures are computed by the statistics worker and counted against the
 * user's heavy reports: with two reports still running, the reference API answers the list with
 * statistics a 429 (tests/unit/server/accountStatisticsBounds.test.ts). That is the server asking
 * to wait, not a failure of the system: the user is told so in a toast and stays on the list with
 * its filters (the statistics switch can be turned off), never behind the fatal-error panel.
 */
const ACCOUNTS = 'management/accounts';
const ACCOUNT = {
  id: 'a'.repeat(24),
  name: 'Пекарня',
  agencyID: 'b'.repeat(24),
  finance: { currency: 'rub', balance: 0 },
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The reference API as a user with two heavy reports running sees it: busy only for the figures. */
function busyForStatistics(status: number, body: unknown) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    if (url.pathname === '/v2/accounts' && url.searchParams.get('statistics') === 'true') return answer(status, body);
    if (url.pathname === '/v2/accounts') return answer(200, [ACCOUNT], { 'x-total-count': '1' });
    if (url.pathname.startsWith('/v2/labels/')) return answer(200, [{ id: ACCOUNT.agencyID, name: 'Агентство' }]);
    return answer(200, []);
  });
  return asked;
}

function renderAccounts() {
  const filter = encodeURIComponent(JSON.stringify({ statistics: true }));
  render(
    <MemoryRouter initialEntries={[`/${ACCOUNTS}?filter=${filter}`]}>
      <ShellEventsProvider>
        <AdminContext dataProvider={createDataProvider(catalog)} i18nProvider={i18nProvider}>
          <ResourceContextProvider value={ACCOUNTS}>
            <Routes>
              <Route path={`/${ACCOUNTS}/*`} element={<GenericList />} />
            </Routes>
          </ResourceContextProvider>
          <KabinetNotification />
        </AdminContext>
        <FatalPanel />
      </ShellEventsProvider>
    </MemoryRouter>,
  );
}

describe('the accounts list while the user has two heavy reports running', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    sessionStorage.setItem(CABINET_KEY, 'cab1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it(
    'tells the wait in a toast and keeps the list and its filters, without the fatal panel',
    { timeout: 30000 },
    async () => {
      const asked = busyForStatistics(429, { message: BUSY_MESSAGE });
      renderAccounts();
      expect(await screen.findByText(BUSY_MESSAGE, {}, { timeout: 15000 })).toBeInTheDocument();
      expect(asked.some((u) => u.pathname === '/v2/accounts' && u.searchParams.get('statistics') === 'true')).toBe(
        true,
      );
      // The switch stays at hand, so the user can turn the figures off and go on.
      expect(await screen.findByLabelText('Статистика за период', {}, { timeout: 15000 })).toBeInTheDocument();
      expect(screen.queryByTestId('fatal-panel')).toBeNull();
    },
  );

  it('a limit with a wait (Retry-After) is not fatal either', { timeout: 30000 }, async () => {
    busyForStatistics(429, { message: 'Слишком много запросов', retryAfter: 5 });
    renderAccounts();
    expect(await screen.findByText('Слишком много запросов', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByTestId('fatal-panel')).toBeNull();
  });

  it(
    'a server failure of the same list still raises the fatal panel (docs/product.md#errors)',
    { timeout: 30000 },
    async () => {
      busyForStatistics(500, { message: 'boom' });
      renderAccounts();
      expect(await screen.findByTestId('fatal-panel', {}, { timeout: 15000 })).toBeInTheDocument();
    },
  );
});
