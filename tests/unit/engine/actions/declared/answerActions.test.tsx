import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DeclaredActionButton from '../../../../../src/engine/actions/declared/DeclaredAction';
import type { DeclaredAction } from '../../../../../src/engine/definition';
import { catalog } from '../../../../../src/engine/load';
import { i18nProvider } from '../../../../../src/i18n';

// A declared action whose answer is shown in a dialog (`answer`): a table, over the selection's
// values of a field (`{selected.x}`), or a page the platform drew. The renderer knows no entity: the row schema and texts say it all.

afterEach(cleanup);

const def = catalog.byKey('inventoryDomains')!;

const count: DeclaredAction = {
  name: 'count',
  label: 'Сосчитать',
  icon: 'stats',
  on: ['bulk'],
  call: { method: 'POST', path: '/things/count', body: { domains: '{selected.domain}' } },
  answer: {
    title: 'Запросы (%{smart_count})',
    schema: 'inventoryDomainCount',
    columns: ['domain', 'trust', 'spam', 'count'],
    total: 'count',
    dropped: 'Не показаны: %{smart_count}',
  },
  failure: 'Не удалось сосчитать',
};

function renderBulk(action: DeclaredAction, answer: unknown) {
  const declaredCall = vi.fn(async () => answer);
  const rows = [
    { id: 'a', domain: 'news.ru' },
    { id: 'b', domain: 'sport.ru' },
    { id: 'c', domain: 'fresh.ru' },
    { id: 'd', domain: 'other.ru' },
  ];
  const list = {
    selectedIds: ['a', 'b', 'c'],
    data: rows,
    filterValues: {},
    onUnselectItems: vi.fn(),
  } as unknown as ListControllerResult;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ declaredCall } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <ListContextProvider value={list}>
            <DeclaredActionButton action={action} place="bulk" def={def} />
          </ListContextProvider>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { declaredCall, list };
}

describe('a declared action with an answer table', () => {
  it("sends the selected records' values of a field and shows the rows that fit the schema, with a total", async () => {
    const { declaredCall, list } = renderBulk(count, [
      { domain: 'news.ru', trust: 80, spam: 3, count: 1234567 },
      { domain: 'sport.ru', trust: 55, spam: 10, count: 1000 },
      // Not scored yet: out of the schema's 0–100, not shown.
      { domain: 'fresh.ru', trust: -1, spam: -1, count: 0 },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Сосчитать' })));
    expect(declaredCall).toHaveBeenCalledWith({
      method: 'POST',
      path: '/things/count',
      body: { domains: ['news.ru', 'sport.ru', 'fresh.ru'] },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Запросы (3)' }, { timeout: 15_000 });
    const table = within(dialog).getByRole('table');
    const text = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [head, first, second, total] = within(table).getAllByRole('row');
    expect(text(head)).toEqual(['Домен', 'Доверие', 'Спам', 'Запросов']);
    expect(text(first)).toEqual(['news.ru', '80', '3', '1\u00a0234\u00a0567']);
    expect(text(second)).toEqual(['sport.ru', '55', '10', '1\u00a0000']);
    expect(text(total)).toEqual(['Всего', '1\u00a0235\u00a0567']);
    expect(within(dialog).getByText('Не показаны: 1')).toBeInTheDocument();
    // Nothing else happens: the selection stays for the next action.
    expect(list.onUnselectItems).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says nothing was left out when every selected record has its row', async () => {
    renderBulk(count, [
      { domain: 'news.ru', trust: 80, spam: 3, count: 1 },
      { domain: 'sport.ru', trust: 55, spam: 10, count: 2 },
      { domain: 'fresh.ru', trust: 0, spam: 100, count: 3 },
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Сосчитать' })));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(5));
    expect(within(dialog).queryByText(/Не показаны/)).toBeNull();
  });

  it('tells a failure in Russian and shows no table', async () => {
    const declaredCall = vi.fn(async () => {
      throw new Error('network');
    });
    const list = { selectedIds: ['a'], data: [{ id: 'a', domain: 'news.ru' }], filterValues: {} };
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{ declaredCall } as unknown as DataProvider} i18nProvider={i18nProvider}>
          <ListContextProvider value={list as unknown as ListControllerResult}>
            <DeclaredActionButton action={count} place="bulk" def={def} />
          </ListContextProvider>
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Сосчитать' })));
    await screen.findByText('Не удалось сосчитать');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('a declared action with an answer page', () => {
  const preview: DeclaredAction = {
    name: 'preview',
    label: 'Посмотреть',
    icon: 'preview',
    on: ['record'],
    call: { method: 'GET', path: '/things/{id}/preview' },
    args: { name: '{name}' },
    answer: { title: 'Вид «%{name}»', page: { hint: 'Так это выглядит' } },
    failure: 'Не удалось построить',
  };

  it('asks for HTML and shows it in a frame where no script runs, with the hint', async () => {
    const html = '<html><body><script>parent.hacked = 1</script><p>Плеер</p></body></html>';
    // jsdom's Blob has no text(); a browser's has.
    const declaredCall = vi.fn(async () =>
      Object.assign(new Blob([html], { type: 'text/html' }), { text: async () => html }),
    );
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{ declaredCall } as unknown as DataProvider} i18nProvider={i18nProvider}>
          <RecordContextProvider value={{ id: 'p/1', name: 'Тёмный' }}>
            <DeclaredActionButton action={preview} place="record" def={def} />
          </RecordContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Посмотреть' })));
    expect(declaredCall).toHaveBeenCalledWith({
      method: 'GET',
      path: '/things/p%2F1/preview',
      responseType: 'blob',
      accept: 'text/html',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Вид «Тёмный»' }, { timeout: 15_000 });
    const frame = within(dialog).getByTitle('Посмотреть');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(dialog).toHaveTextContent('Так это выглядит');
  });
});
