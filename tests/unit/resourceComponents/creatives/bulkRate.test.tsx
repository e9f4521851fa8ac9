import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  ResourceContextProvider,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import { CreativeBulkPriceButton } from '../../../../src/resourceComponents/creatives/CreativePrice';

afterEach(cleanup);

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const RESOURCE = 'management/campaigns/creatives';

function renderBulk(calls: Record<string, unknown> = {}) {
  const dataProvider = {
    // The third creative was selected on another page: only its campaign is read.
    getList: vi.fn(async () => ({ data: [{ id: 'k3', campaignId: B }], total: 1 })),
    rateBanners: vi.fn(async ({ banners }: { banners: string[] }) => ({ ids: banners, affectedCount: banners.length })),
    updateCreativePrice: vi.fn(async () => ({})),
    ...calls,
  };
  const list = {
    resource: RESOURCE,
    selectedIds: ['k1', 'k2', 'k3'],
    data: [
      { id: 'k1', campaignId: A },
      { id: 'k2', campaignId: A },
      { id: 'k9', campaignId: B },
    ],
    onUnselectItems: vi.fn(),
  } as unknown as ListControllerResult;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={RESOURCE}>
          <ListContextProvider value={list}>
            <CreativeBulkPriceButton />
          </ListContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { dataProvider, list };
}

async function submitCpm(value: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Изменить цену' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(await within(dialog).findByLabelText(/CPM/, undefined, { timeout: 5000 }), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  return dialog;
}

describe("the creatives' bulk CPM goes with PUT /banners/rate, once per campaign", () => {
  it('groups the selection by campaign, reading only the campaign of creatives not on the page', async () => {
    const { dataProvider, list } = renderBulk();
    await submitCpm('150');
    await waitFor(() => expect(dataProvider.rateBanners).toHaveBeenCalledTimes(2));
    expect(dataProvider.rateBanners).toHaveBeenCalledWith({ banners: ['k1', 'k2'], campaign: A, rate: 150 });
    expect(dataProvider.rateBanners).toHaveBeenCalledWith({ banners: ['k3'], campaign: B, rate: 150 });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      RESOURCE,
      expect.objectContaining({ filter: { ids: ['k3'] }, meta: { include: ['campaignId'] } }),
    );
    expect(dataProvider.updateCreativePrice).not.toHaveBeenCalled();
    await waitFor(() => expect(list.onUnselectItems).toHaveBeenCalled());
  });

  it('keeps the dialog and tells the refusal when the platform refuses', async () => {
    const refused = Object.assign(new Error('x'), {
      status: 400,
      body: {
        message: 'Обязательные поля не заполнены или заполнены неверно',
        errors: { '/banners/0': 'Креатив из другой кампании' },
      },
    });
    const { dataProvider } = renderBulk({
      rateBanners: vi.fn(async () => {
        throw refused;
      }),
    });
    const dialog = await submitCpm('150');
    await waitFor(() => expect(dataProvider.rateBanners).toHaveBeenCalled());
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
