import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { GenericList } from '../../../src/engine/views/GenericList';
import { i18nProvider } from '../../../src/i18n';

// What the schemas declare instead of a resource's own components: a list filter by x-filter
// (a period, a checked ObjectID), values named by a platform dictionary (x-dictionary), another
// entity's field names by their titles (x-fields-of) and a reference that links to its card.

const OBJECT_ID_MESSAGE = 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра';
const CAMPAIGN_ID = 'c'.repeat(24);

afterEach(cleanup);

function renderList(path: string, records: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const getList = vi.fn(async (_resource: string, _params: { filter: Record<string, unknown> }) => ({
    data: records,
    total: records.length,
  }));
  const getDictionary = vi.fn(async (name: string) =>
    name === 'objectTypes'
      ? [
          { id: 'campaign', name: 'Кампания' },
          { id: 'creative', name: 'Креатив' },
        ]
      : [
          { id: 'pending', name: 'На модерации' },
          { id: 'approved', name: 'Одобрен' },
        ],
  );
  const dataProvider = {
    getList,
    getDictionary,
    getMany: async () => ({ data: [] }),
    ...extra,
  } as unknown as DataProvider;
  const view = render(
    <MemoryRouter initialEntries={[`/${path}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={path}>
          <Routes>
            <Route path={`/${path}`} element={<GenericList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { view, getList, getDictionary };
}

describe('kinds and filters declared in the schema', () => {
  it('reads the keywords into the descriptors', () => {
    const fields = catalog.fields(catalog.byKey('actionLogs')!);
    const field = (name: string) => fields.find((f) => f.name === name)!;
    expect(field('objectType')).toMatchObject({ kind: 'dictionary', dictionary: 'objectTypes', choices: [] });
    expect(field('fields')).toMatchObject({ kind: 'fieldNames', schemaFrom: 'objectType' });
    expect(field('time')).toMatchObject({ kind: 'dateTime', filter: 'period' });
    expect(field('objectID')).toMatchObject({ kind: 'text', filter: 'objectId' });
    // A dictionary over an enum keeps the schema's own labels, shown until the dictionary answers.
    const status = catalog.fields(catalog.byKey('moderationApps')!).find((f) => f.name === 'moderationStatus')!;
    expect(status).toMatchObject({ kind: 'dictionary', dictionary: 'moderationStatuses' });
    expect(status.kind === 'dictionary' && status.choices.map((c) => c.name)).toContain('На модерации');
  });

  it('action log: entity types by the dictionary, changed fields by their titles, the period and ObjectID filters', async () => {
    const line = {
      id: 'a'.repeat(24),
      time: '2026-02-15T09:30:00.000Z',
      action: 'update',
      objectType: 'campaign',
      objectID: CAMPAIGN_ID,
      objectName: 'Весна',
      fields: ['name', 'limits.budgetDaily', 'gone'],
    };
    const { view, getList, getDictionary } = renderList('tools/action-logger', [line]);
    const row = await waitFor(
      () => {
        const tr = view.container.querySelector('tbody tr');
        if (!tr) throw new Error('no rows yet');
        return tr;
      },
      { timeout: 5_000 },
    );
    await waitFor(() => expect(row.querySelector('td.column-objectType')?.textContent).toBe('Кампания'), {
      timeout: 5_000,
    });
    expect(getDictionary).toHaveBeenCalledWith('objectTypes');
    const changed = row.querySelector('td.column-fields')!;
    await waitFor(() => expect(within(changed as HTMLElement).getByText('Название')).toBeTruthy(), { timeout: 5_000 });
    // A nested path by its own title; a name the schema does not know stays as it is.
    expect(changed.textContent).toContain('Дневной бюджет');
    expect(changed.textContent).toContain('gone');

    // The period: two bounds named after the field.
    await screen.findByRole('group', { name: 'Время с' }, { timeout: 5_000 });
    expect(screen.getByRole('group', { name: 'Время по' })).toBeTruthy();

    // An id that is not an ObjectID: the rule's message at the filter, and it is not sent.
    const box = await screen.findByRole('textbox', { name: 'ID объекта' });
    const calls = getList.mock.calls.length;
    fireEvent.change(box, { target: { value: 'abc123' } });
    await screen.findByText(OBJECT_ID_MESSAGE);
    await new Promise((r) => setTimeout(r, 700)); // past the filter form's debounce
    expect(getList.mock.calls.slice(calls).some((c) => 'objectID' in c[1].filter)).toBe(false);
    fireEvent.change(box, { target: { value: ` ${CAMPAIGN_ID} ` } });
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter.objectID).toBe(CAMPAIGN_ID), { timeout: 5_000 });
    expect(screen.queryByText(OBJECT_ID_MESSAGE)).toBeNull();
  });

  it('the moderation queue: statuses to filter by come from the platform dictionary', async () => {
    const { view, getDictionary } = renderList('moderation/apps', [
      { id: 'b'.repeat(24), name: 'Игра', moderationStatus: 'pending' },
    ]);
    await waitFor(() => expect(getDictionary).toHaveBeenCalledWith('moderationStatuses'), { timeout: 5_000 });
    // The cell names it by the dictionary (here the same as the schema's).
    await waitFor(
      () => expect(view.container.querySelector('td.column-moderationStatus')?.textContent).toBe('На модерации'),
      { timeout: 5_000 },
    );
  });

  it('transactions: the period by whole days', async () => {
    renderList('management/agencies/transactions', []);
    await screen.findByRole('group', { name: 'С даты' }, { timeout: 5_000 });
    expect(screen.getByRole('group', { name: 'По дату' })).toBeTruthy();
  });

  it('SSP errors: the SSP links to its card, by name when readable and by its id when not', async () => {
    const lines = [
      {
        id: '1'.repeat(24),
        time: '2026-02-15T09:30:00.000Z',
        sysname: 'kadr_video',
        code: 'timeout',
        message: 'm',
        count: 1,
      },
      {
        id: '2'.repeat(24),
        time: '2026-02-15T09:30:00.000Z',
        sysname: 'gone_ssp',
        code: 'timeout',
        message: 'm',
        count: 1,
      },
    ];
    renderList('tools/ssp-errors', lines, {
      getMany: async () => ({ data: [{ id: 'kadr_video', sysname: 'kadr_video', name: 'Видеосеть «Кадр»' }] }),
    });
    const link = await screen.findByRole('link', { name: 'Видеосеть «Кадр»' }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe('/system/ssps/edit/kadr_video');
    const gone = await screen.findByRole('link', { name: 'gone_ssp' }, { timeout: 5_000 });
    expect(gone.getAttribute('href')).toBe('/system/ssps/edit/gone_ssp');
  });
});
