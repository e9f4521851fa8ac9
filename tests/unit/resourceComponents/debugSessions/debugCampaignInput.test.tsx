import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { analyseEntity, schemaSet } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';
import { DebugCampaignInput } from '../../../../src/resourceComponents/debugSessions/DebugCampaignInput';

afterEach(cleanup);

const CAMPAIGNS = [
  { id: 'c1', name: 'Осенняя распродажа' },
  { id: 'c2', name: 'Зимняя акция' },
];

function renderPicker(record: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: CAMPAIGNS, total: CAMPAIGNS.length })),
    getMany: vi.fn(async (_: string, { ids }: { ids: string[] }) => ({
      data: CAMPAIGNS.filter((c) => ids.includes(c.id)),
    })),
    getDebugCampaigns: vi.fn(async () => [{ id: 'c2', name: 'Зимняя акция', debugId: 'abcdefghij0123456789' }]),
  };
  const field = analyseEntity(schemaSet, 'debugSession').find((f) => f.name === 'campaignId')!;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
        <Form record={record}>
          <DebugCampaignInput source="campaignId" label={field.label} field={field} />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

describe('the campaign of a new debug session', () => {
  it('marks the campaigns already under debug among the choices', async () => {
    const dp = renderPicker();
    const input = await screen.findByRole('combobox', { name: /Кампания/ });
    await waitFor(() => expect(dp.getDebugCampaigns).toHaveBeenCalled());
    fireEvent.mouseDown(input);
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: 'Зимняя акция — уже в отладке' });
    expect(within(list).getByRole('option', { name: 'Осенняя распродажа' })).toBeInTheDocument();
  });

  it('warns that starting a campaign under debug again replaces its debug id', async () => {
    renderPicker({ campaignId: 'c2' });
    expect(
      await screen.findByText(
        'Кампания уже в отладке: запуск выдаст новый ID отладки, а прежний перестанет работать на тестовых устройствах',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Кампания/ })).toHaveValue('Зимняя акция'));
  });

  it('says nothing of the kind for a campaign that is not under debug', async () => {
    const dp = renderPicker({ campaignId: 'c1' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Кампания/ })).toHaveValue('Осенняя распродажа'));
    await waitFor(() => expect(dp.getDebugCampaigns).toHaveBeenCalled());
    expect(screen.queryByText(/уже в отладке/)).toBeNull();
  });
});
