import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredRows, FIRST_STAGE_ROWS } from '../../../src/engine/views/DeferredRows';

const page = (from: number, count: number): RaRecord[] => Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Кампания ${from + i}` }));

/** A table body: the rows it shows, and every count of rows it committed. */
function Rows({ shown }: { shown: number[] }) {
  const { data = [] } = useListContext();
  useEffect(() => {
    shown.push(data.length);
  }, [data, shown]);
  return <ul>{data.map((r) => <li key={r.id}>{String(r.name)}</li>)}</ul>;
}

function renderList(first: RaRecord[]) {
  const shown: number[] = [];
  const control: { setData?: (data: RaRecord[]) => void; select?: (ids: number[]) => void } = {};
  function List() {
    const [data, setData] = useState(first);
    const [selectedIds, select] = useState<number[]>([]);
    useEffect(() => {
      Object.assign(control, { setData, select });
    }, []);
    const context = { data, total: 100, isPending: false, selectedIds } as unknown as ListControllerResult;
    return (
      <ListContextProvider value={context}>
        <DeferredRows inStages><Rows shown={shown} /></DeferredRows>
      </ListContextProvider>
    );
  }
  const { container } = render(<List />);
  return {
    shown,
    container,
    setData: (data: RaRecord[]) => act(() => control.setData!(data)),
    select: (ids: number[]) => act(() => control.select!(ids)),
  };
}

afterEach(cleanup);

describe('a list\'s rows in stages (src/engine/views/DeferredRows.tsx)', () => {
  it('shows a page of 25 rows as 8, then 16, then all 25, marked pending until the last', async () => {
    const { shown, container } = renderList(page(1, 25));
    expect(shown[0]).toBe(FIRST_STAGE_ROWS);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(shown).toEqual([8, 16, 25]);
    expect(screen.getByText('Кампания 25')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-rows-pending]')).toBeNull());
  });

  it('starts a new page again from its first rows; a selection keeps the rows shown', async () => {
    const { shown, setData, select } = renderList(page(1, 25));
    await waitFor(() => expect(shown.at(-1)).toBe(25));
    select([3]);
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    shown.length = 0;
    setData(page(26, 25));
    await waitFor(() => expect(screen.getByText('Кампания 50')).toBeTruthy());
    expect(shown).toEqual([8, 16, 25]);
    expect(screen.queryByText('Кампания 1')).toBeNull();
  });

  it('shows a page of up to 8 rows at once', () => {
    const { shown, container } = renderList(page(1, 5));
    expect(shown).toEqual([5]);
    expect(container.querySelector('[data-rows-pending]')).toBeNull();
  });
});
