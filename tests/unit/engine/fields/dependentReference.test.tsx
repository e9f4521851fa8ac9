import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  Form,
  ResourceContextProvider,
  SaveButton,
  type DataProvider,
  type GetListParams,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { analyseEntity, FieldInput, flattenFields, schemaSet } from '../../../../src/engine';
import { i18nProvider } from '../../../../src/i18n';

// A campaign's rows of big lists declare it: «Список» names a big list (x-reference) whose type is
// the row's «Тип списка» (x-reference-filter { "listType": { "field": "listType" } }).
afterEach(cleanup);

const LISTS = [
  { id: 'l1', listName: 'Фрод-IP', listType: 'ip' },
  { id: 'l2', listName: 'Премиальные новостные сайты', listType: 'dm' },
  { id: 'l3', listName: 'Подозрительные домены', listType: 'dm' },
];
const field = flattenFields(analyseEntity(schemaSet, 'campaign')).find((f) => f.source === 'targets.wbLists.bigLists')!;

function renderRows(rows: Record<string, unknown>[]) {
  const dp = {
    getList: vi.fn(async (_resource: string, { filter }: GetListParams) => {
      const data = LISTS.filter((l) => !filter?.listType || l.listType === filter.listType);
      return { data: data.map(({ id, listName }) => ({ id, listName })), total: data.length };
    }),
    getMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
      data: LISTS.filter((l) => ids.includes(l.id)).map(({ id, listName }) => ({ id, listName })),
    })),
    saved: vi.fn(),
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dp as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="management/campaigns">
          <Form record={{ targets: { wbLists: { bigLists: rows } } }} onSubmit={dp.saved}>
            <FieldInput field={field} mode="edit" />
            <SaveButton alwaysEnable />
          </Form>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const filters = () => dp.getList.mock.calls.map(([, params]) => [params.filter, params.meta]);
  return { dp, filters };
}

describe("a reference filtered by a sibling's value: a campaign's big list of its row's type", () => {
  it('offers nothing before the type is chosen', async () => {
    const { filters } = renderRows([{ mode: 'black' }]);
    expect(await screen.findByText('Сначала выберите: Тип списка')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Список' })).toBeDisabled();
    expect(filters()).toEqual([]);
  });

  it("names the row's list and offers only the lists of its type, from the names call", async () => {
    const { filters } = renderRows([{ listType: 'dm', listId: 'l2', mode: 'black' }]);
    const list = await screen.findByRole('combobox', { name: 'Список' });
    await waitFor(() => expect(list).toHaveValue('Премиальные новостные сайты'));
    fireEvent.mouseDown(list);
    const options = await screen.findByRole('listbox');
    await within(options).findByRole('option', { name: 'Подозрительные домены' });
    expect(within(options).queryByRole('option', { name: 'Фрод-IP' })).toBeNull();
    expect(filters()).toContainEqual([{ listType: 'dm' }, { lookup: true }]);
    expect(filters().every(([filter]) => (filter as { listType?: string }).listType === 'dm')).toBe(true);
  });

  it('lets go of the chosen list when the user picks another type, and offers the lists of that one', async () => {
    const { dp, filters } = renderRows([{ listType: 'dm', listId: 'l2', mode: 'black' }]);
    const list = await screen.findByRole('combobox', { name: 'Список' });
    await waitFor(() => expect(list).toHaveValue('Премиальные новостные сайты'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Тип списка/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'IP-адреса' }));
    await waitFor(() => expect(list).toHaveValue(''));
    fireEvent.mouseDown(list);
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Фрод-IP' });
    expect(filters()).toContainEqual([{ listType: 'ip' }, { lookup: true }]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(dp.saved).toHaveBeenCalled());
    expect(dp.saved.mock.calls[0][0].targets.wbLists.bigLists).toEqual([
      { listType: 'ip', listId: null, mode: 'black' },
    ]);
  });
});
