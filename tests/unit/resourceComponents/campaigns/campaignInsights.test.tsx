import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import { CampaignInsightsButton } from '../../../../src/resourceComponents/campaigns/CampaignInsights';

afterEach(cleanup);

const figures = (impressions: number) => ({
  impressions,
  clicks: impressions / 100,
  ctr: 1,
  views: 0,
  completes: 0,
  vtr: 0,
  spent: impressions / 10,
});
const ANALYTICS = {
  id: 'c1',
  from: '',
  to: '',
  totals: figures(3000),
  days: [
    { day: '2026-11-25', ...figures(1000) },
    { day: '2026-11-26', ...figures(2000) },
  ],
  ssps: [{ ssp: 'alpha', name: 'Альфа SSP', ...figures(3000) }],
  devices: [{ device: 'smartphone', name: 'Смартфон', ...figures(3000) }],
};

function renderInsights(calls: Record<string, unknown>) {
  const dataProvider = {
    getCampaignOwner: vi.fn(async () => ({
      id: 'c1',
      account: { id: 'a1', name: 'Ромашка' },
      agency: null,
      cabinet: { id: 'k1', name: 'Агентство «Луч»', type: 'agency' },
      createdAt: null,
    })),
    getCampaignReach: vi.fn(async () => ({
      id: 'c1',
      period: { start: '2026-11-01', end: '2026-11-30' },
      audience: 125000,
      impressions: 400000,
      reached: 20000,
      frequency: 2.5,
    })),
    getCampaignAnalytics: vi.fn(async () => ANALYTICS),
    downloadCampaignIfa: vi.fn(async () => new Blob(['id\n'])),
    ...calls,
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="management/campaigns">
          <RecordContextProvider value={{ id: 'c1', name: 'Осенняя распродажа' }}>
            <CampaignInsightsButton />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Аналитика' }));
  return dataProvider;
}

describe('«Аналитика» on the campaign card', () => {
  it('shows the owner, the reach and the figures of the last 30 days by SSP, device and day', async () => {
    const dp = renderInsights({});
    const dialog = await screen.findByRole('dialog', { name: 'Аналитика кампании «Осенняя распродажа»' });
    expect(await within(dialog).findByTestId('campaign-owner')).toHaveTextContent(
      'Аккаунт: Ромашка · Кабинет: Агентство «Луч»',
    );
    const reach = within(dialog).getByRole('region', { name: 'Охват' });
    await within(reach).findByText('125 000 чел.');
    expect(reach).toHaveTextContent('20 000 чел.');
    expect(reach).toHaveTextContent('Прогноз по настройкам кампании на период 01.11.2026 — 30.11.2026');
    expect(await within(dialog).findByTestId('campaign-totals')).toHaveTextContent('3 000');
    expect(within(dialog).getByRole('table', { name: 'По SSP' })).toHaveTextContent('Альфа SSP');
    expect(within(dialog).getByRole('table', { name: 'По устройствам' })).toHaveTextContent('Смартфон');
    expect(within(dialog).getByRole('table', { name: 'По дням' })).toHaveTextContent('26.11.2026');
    expect(dp.getCampaignOwner).toHaveBeenCalledWith('c1', expect.anything());
    const [, period] = dp.getCampaignAnalytics.mock.calls[0] as unknown as [string, Record<string, unknown>];
    const days = (Date.parse(String(period.endTimeISO)) - Date.parse(String(period.startTimeISO))) / 86_400_000;
    expect(days).toBe(29);
    expect(typeof period.offsetTime).toBe('number');
  });

  it('asks another period when another is picked', async () => {
    const dp = renderInsights({});
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '7 дн.' }));
    await waitFor(() => expect(dp.getCampaignAnalytics).toHaveBeenCalledTimes(2));
    const [, period] = dp.getCampaignAnalytics.mock.calls[1] as unknown as [string, Record<string, unknown>];
    expect((Date.parse(String(period.endTimeISO)) - Date.parse(String(period.startTimeISO))) / 86_400_000).toBe(6);
  });

  it('downloads the device ids of an event', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    // The browser saves the file the link names; jsdom would try to navigate to it instead.
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const dp = renderInsights({});
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Клики' }));
    await waitFor(() => expect(dp.downloadCampaignIfa).toHaveBeenCalledWith('c1', 'click'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob)));
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRestore();
  });

  it('tells a refused read in Russian in its section, the others still shown', async () => {
    const refused = Object.assign(new Error('Forbidden'), {
      status: 403,
      body: { message: 'Запись принадлежит другому кабинету' },
    });
    renderInsights({
      getCampaignReach: vi.fn(async () => {
        throw refused;
      }),
    });
    const dialog = await screen.findByRole('dialog');
    const reach = within(dialog).getByRole('region', { name: 'Охват' });
    expect(await within(reach).findByRole('alert')).toHaveTextContent('Запись принадлежит другому кабинету');
    expect(await within(dialog).findByTestId('campaign-totals')).toHaveTextContent('3 000');
  });
});
