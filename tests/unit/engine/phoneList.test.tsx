import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { GenericList } from '../../../src/engine/views/GenericList';
import { i18nProvider } from '../../../src/i18n';
import { sampleId, sampleRecord } from '../../generated/sampleRecord';

/** The screen width MUI's `down('sm')` asks about (under 600 px), answered as a phone or not. */
function screenIsPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width:599.95px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const original = window.matchMedia;
beforeEach(() => screenIsPhone(true));
afterEach(() => {
  cleanup();
  window.matchMedia = original;
});

function renderGroups() {
  const def = catalog.byKey('groups')!;
  const asked: GetListParams[] = [];
  const record = (n: number) => ({ ...sampleRecord(catalog.fields(def), n), id: sampleId(n), name: `Группа ${n}`, campaignCount: n + 2 });
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      asked.push(params);
      return { data: [record(1), record(2)], total: 2 };
    },
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[`/${def.path}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route path={`/${def.path}`} element={<GenericList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { def, asked };
}

describe('the generated list on a phone (src/engine/views/PhoneList.tsx)', () => {
  it('shows each record as one entry, its first column as the title and the next as «label: value», opening the record', async () => {
    const { def } = renderGroups();
    const list = await screen.findByRole('list', { name: 'Записи' }, { timeout: 10_000 });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const link = within(entries[0]).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/${def.path}/${sampleId(1)}`);
    expect(link.textContent).toContain('Группа 1');
    expect(link.textContent).toContain('Кампаний в группе: 3');
    // No table, so no selection checkboxes either.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('sorts from a picker in place of the table\'s headers', async () => {
    const { asked } = renderGroups();
    await screen.findByRole('list', { name: 'Записи' }, { timeout: 10_000 });
    const picker = screen.getByLabelText('Сортировка') as HTMLSelectElement;
    expect(picker.selectedOptions[0].textContent).toBe('Название ↑');
    fireEvent.change(picker, { target: { value: 'campaignCount:DESC' } });
    await waitFor(() => expect(asked.at(-1)?.sort).toEqual({ field: 'campaignCount', order: 'DESC' }));
    await waitFor(() => expect((screen.getByLabelText('Сортировка') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Кампаний в группе ↓'));
  });

  it('keeps the table on wider screens', async () => {
    screenIsPhone(false);
    renderGroups();
    await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(screen.queryByRole('list', { name: 'Записи' })).toBeNull();
  });
});
