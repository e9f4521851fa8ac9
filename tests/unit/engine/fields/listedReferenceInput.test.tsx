import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { FieldInput } from '../../../../src/engine/fields/fieldInput';
import { FieldOverridesProvider } from '../../../../src/engine/fields/render';
import { i18nProvider } from '../../../../src/i18n';

afterEach(cleanup);

const CAMPAIGNS = [
  { id: 'c1', name: 'Осенняя распродажа' },
  { id: 'c2', name: 'Зимняя акция' },
];
const UNDER_DEBUG = [{ id: 'c2', name: 'Зимняя акция', debugId: 'abcdefghij0123456789' }];

/** The start form's campaign input as resources/debugSessions.ts declares it. */
function renderPicker(record: Record<string, unknown> = {}) {
  const def = catalog.byKey('debugSessions')!;
  const dataProvider = {
    getList: vi.fn(async () => ({ data: CAMPAIGNS, total: CAMPAIGNS.length })),
    getMany: vi.fn(async (_: string, { ids }: { ids: string[] }) => ({
      data: CAMPAIGNS.filter((c) => ids.includes(c.id)),
    })),
    declaredCall: vi.fn(async ({ method, path }: { method: string; path: string }) => {
      if (method === 'GET' && path === '/debug-rk') return UNDER_DEBUG;
      throw new Error(`unexpected ${method} ${path}`);
    }),
  };
  const field = catalog.fields(def).find((f) => f.name === 'campaignId')!;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <FieldOverridesProvider value={def.fields ?? {}}>
            <Form record={record}>
              <FieldInput field={field} mode="create" />
            </Form>
          </FieldOverridesProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

const listRead = (dp: ReturnType<typeof renderPicker>) =>
  expect(dp.declaredCall).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: '/debug-rk' }));

describe('the campaign of a new debug session', () => {
  it('marks the campaigns already under debug among the choices', async () => {
    const dp = renderPicker();
    const input = await screen.findByRole('combobox', { name: /Кампания/ });
    await waitFor(() => listRead(dp));
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
    await waitFor(() => listRead(dp));
    expect(screen.queryByText(/уже в отладке/)).toBeNull();
  });
});
