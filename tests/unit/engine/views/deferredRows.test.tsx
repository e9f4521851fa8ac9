import { act, render, screen } from '@testing-library/react';
import { AdminContext, ListBase, useListContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DeferredRows } from '../../../../src/engine/views/DeferredRows';

/** Every render of the rows, with the page it rendered: what a row component would draw. */
function Rows({ renders }: { renders: string[] }) {
  const { data, selectedIds } = useListContext();
  renders.push(`${data ? data.map((r) => r.id).join(',') : 'loading'} selected:${selectedIds.join(',')}`);
  return <p>{data ? `${data.length} записей` : 'загрузка'}</p>;
}

function SelectFirst() {
  const { onToggleItem } = useListContext();
  return (
    <button type="button" onClick={() => onToggleItem(1)}>
      Выбрать первую
    </button>
  );
}

describe('DeferredRows (src/engine/views/DeferredRows.tsx)', () => {
  it('renders the rows once per new page and once per selection: the urgent render of a new page leaves them alone', async () => {
    let answer: (value: { data: { id: number }[]; total: number }) => void = () => undefined;
    const dataProvider = {
      getList: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    } as unknown as DataProvider;
    const renders: string[] = [];
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider}>
          <ListBase resource="things" disableAuthentication>
            <SelectFirst />
            <DeferredRows>
              <Rows renders={renders} />
            </DeferredRows>
          </ListBase>
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findByText('загрузка');
    const whileLoading = renders.length;
    await act(async () => answer({ data: [{ id: 1 }, { id: 2 }], total: 2 }));
    await screen.findByText('2 записей');
    // One render with the page; none that redraws the loading rows once the page has come.
    expect(renders.slice(whileLoading)).toEqual(['1,2 selected:']);

    const beforeSelection = renders.length;
    await act(async () => screen.getByRole('button', { name: 'Выбрать первую' }).click());
    expect(renders.slice(beforeSelection)).toEqual(['1,2 selected:1']);
  });
});
