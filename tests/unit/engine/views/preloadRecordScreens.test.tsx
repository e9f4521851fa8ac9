import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRecordScreens } from '../../../../src/engine/recordScreens';
import { GenericList } from '../../../../src/engine/views/GenericList';
import { i18nProvider } from '../../../../src/i18n';

/** A list's next screen is one of its records (docs/performance.md#navigation). */
const ACCOUNTS = 'management/accounts';

function renderList(answer: () => Promise<unknown>) {
  const dataProvider = {
    getList: answer,
    getMany: async () => ({ data: [] }),
    dictionary: async () => [],
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[`/${ACCOUNTS}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={ACCOUNTS}>
          <Routes>
            <Route path={`/${ACCOUNTS}/*`} element={<GenericList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("the record screens' code, asked for by a list", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is asked for when the browser is idle after the rows are shown, not before', { timeout: 30000 }, async () => {
    const idle = vi.fn((_callback: () => void, _options?: { timeout?: number }) => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    let answer!: (page: unknown) => void;
    renderList(() => new Promise((resolve) => (answer = resolve)));
    // The rows' own request and render come first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idle).not.toHaveBeenCalled();
    answer({ data: [{ id: 'a1', name: 'Пекарня', finance: { currency: 'rub', balance: 0 } }], total: 1 });
    expect(await screen.findByText('Пекарня', {}, { timeout: 15000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(idle).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(idle).toHaveBeenCalledWith(preloadRecordScreens, { timeout: 2000 });
  });
});
