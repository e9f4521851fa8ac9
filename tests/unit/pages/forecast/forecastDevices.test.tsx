import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import ForecastPage from '../../../../src/pages/forecast/ForecastPage';

afterEach(cleanup);

const MANUFACTURERS = [
  { id: 'samsung', name: 'Samsung' },
  { id: 'apple', name: 'Apple' },
];
const MODELS = [
  { id: 'samsung-galaxy-a15', name: 'Galaxy A15', manufacturerId: 'samsung' },
  { id: 'apple-iphone-15', name: 'iPhone 15', manufacturerId: 'apple' },
];

const REQUEST = {
  creativeType: 'banner',
  dates: { start: '2025-06-02', end: '2025-06-08' },
  saleSpeedType: 'evenly',
  manufacturers: ['samsung'],
  models: ['samsung-galaxy-a15'],
};

describe('the traffic forecast by device manufacturer and model', () => {
  it("offers the campaign's manufacturer and model pickers and sends the chosen ones", async () => {
    const day = { date: '2025-06-02', reach: 1, impressions: 10, clicks: 1, spend: 1 };
    const calls = {
      getDictionary: vi.fn(async (name: string, parents: string[] = []) =>
        name === 'manufacturers'
          ? MANUFACTURERS
          : name === 'deviceModels'
            ? MODELS.filter((m) => !parents.length || parents.includes(m.manufacturerId))
            : [],
      ),
      getForecast: vi.fn(async (_body: Record<string, unknown>) => ({
        days: [day],
        totals: day,
        ssps: [],
        cpm: 50,
        recommendedCpm: 50,
        currency: 'rub',
      })),
      getBidInfo: vi.fn(async () => ({ points: [], currency: 'rub' })),
      getMinimalCpm: vi.fn(async () => ({ minimalCpm: 45, currency: 'rub' })),
    };
    render(
      <MemoryRouter initialEntries={[`/tools/forecast?request=${encodeURIComponent(JSON.stringify(REQUEST))}`]}>
        <AdminContext dataProvider={calls as unknown as DataProvider} i18nProvider={i18nProvider}>
          <ForecastPage />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('combobox', { name: 'Производители' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Модели устройств' })).toBeEnabled();
    expect(await screen.findByText('Samsung')).toBeInTheDocument();
    expect(await screen.findByText('Galaxy A15')).toBeInTheDocument();
    await waitFor(() => expect(calls.getForecast).toHaveBeenCalled());
    expect(calls.getForecast.mock.calls[0][0]).toMatchObject({
      manufacturers: ['samsung'],
      models: ['samsung-galaxy-a15'],
    });
  });
});
