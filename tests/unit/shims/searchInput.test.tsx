import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, FilterContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { FilterForm, SearchInput } from '../../../src/shims/filterForm';

/**
 * The lists' search box without a form (src/shims/filterForm.tsx). The list applies a filter
 * later than it is asked to, as react-admin's does (through the address): `apply` releases it.
 */
function renderSearch(initial: Record<string, unknown> = {}) {
  const asked: Record<string, unknown>[] = [];
  let apply: (values: Record<string, unknown>) => void = () => undefined;
  function List() {
    const [filterValues, setFilterValues] = useState(initial);
    apply = (values) => act(() => setFilterValues(values));
    const context = {
      filterValues,
      displayedFilters: {},
      setFilters: (values: Record<string, unknown>) => asked.push(values),
    } as unknown as ListControllerResult;
    // The list toolbar's form with the search box as its only filter, as a list first shows it.
    return (
      <ListContextProvider value={context}>
        <FilterContext.Provider value={[<SearchInput key="q" source="q" alwaysOn />]}>
          <FilterForm />
        </FilterContext.Provider>
      </ListContextProvider>
    );
  }
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <List />
    </AdminContext>,
  );
  const box = screen.getByPlaceholderText('Поиск') as HTMLInputElement;
  return { box, asked, apply: (values: Record<string, unknown>) => apply(values) };
}

afterEach(cleanup);

describe("the lists' search box (src/shims/filterForm.tsx)", () => {
  it('asks the list for the text 500 ms after the last key, with the other filters kept', async () => {
    const { box, asked } = renderSearch({ status: 'active' });
    const started = Date.now();
    fireEvent.change(box, { target: { value: 'ве' } });
    fireEvent.change(box, { target: { value: 'вес' } });
    await waitFor(() => expect(asked).toEqual([{ status: 'active', q: 'вес' }]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('keeps what was typed after the list was asked when the list applies the older text', async () => {
    const { box, asked, apply } = renderSearch();
    fireEvent.change(box, { target: { value: 'ве' } });
    await waitFor(() => expect(asked).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'вес' } });
    apply({ q: 'ве' });
    expect(box.value).toBe('вес');
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'вес' }));
  });

  it('shows a search set elsewhere (the address, «Очистить фильтры») and its removal', () => {
    const { box, apply } = renderSearch({ q: 'зима' });
    expect(box.value).toBe('зима');
    apply({ q: 'лето' });
    expect(box.value).toBe('лето');
    apply({});
    expect(box.value).toBe('');
  });

  it('Enter applies the text at once', () => {
    const { box, asked } = renderSearch({ status: 'active' });
    fireEvent.change(box, { target: { value: 'вес' } });
    fireEvent.submit(box.closest('form')!);
    expect(asked).toEqual([{ status: 'active', q: 'вес' }]);
  });

  it("«Очистить» empties the box and the list's search", async () => {
    const { box, asked } = renderSearch({ q: 'зима' });
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(box.value).toBe('');
    await waitFor(() => expect(asked).toEqual([{ q: '' }]));
  });
});
