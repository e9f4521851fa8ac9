import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import DmpReportsPage from '../../../src/pages/dmpReports/DmpReportsPage';
import MainStatisticsPage from '../../../src/pages/interactiveStatistics/MainStatisticsPage';
import { LocationProbe } from '../layout/helpers';

/*
 * «Копировать ссылку» on the management statistics and the DMP reports (docs/product.md#errors:
 * «URL скопирован»): the link is the page's address with its choices, and opening it restores them.
 */
const dataProvider = {
  getDmpReports: async () => [
    { id: 'r1', name: 'Отчёт по сегменту «Кадр»', impressions: 10, clicks: 1 },
    { id: 'r2', name: 'Отчёт по сегменту «Прибой»', impressions: 20, clicks: 2 },
  ],
  getInteractiveCampaigns: async () => [],
} as unknown as DataProvider;

function renderAt(at: string, path: string, page: React.ReactElement) {
  const writeText = vi.fn(async () => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </AdminContext>
      <LocationProbe />
    </MemoryRouter>,
  );
  return writeText;
}

afterEach(cleanup);

describe('copy link on the report pages', () => {
  it('the DMP reports: the search is in the address, and the link copied carries it', async () => {
    const writeText = renderAt(`/reports/dmp?q=${encodeURIComponent('Кадр')}`, '/reports/dmp', <DmpReportsPage />);
    await waitFor(() => expect(screen.getAllByText('Отчёт по сегменту «Кадр»').length).toBeGreaterThan(0));
    expect(screen.queryByText('Отчёт по сегменту «Прибой»')).toBeNull();
    expect(screen.getByDisplayValue('Кадр')).toBeInTheDocument();

    fireEvent.change(screen.getByDisplayValue('Кадр'), { target: { value: 'Прибой' } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/reports/dmp?q=${encodeURIComponent('Прибой')}`),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Копировать ссылку' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/reports/dmp?q=${encodeURIComponent('Прибой')}`),
    );
  });

  it('the main statistics: the link copied is the address with its campaign and period', async () => {
    const at = '/management/statistic/common?campaignId=c1&start=2025-03-01&end=2025-03-31';
    const writeText = renderAt(at, '/management/statistic/common', <MainStatisticsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Копировать ссылку' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${at}`));
  });
});
