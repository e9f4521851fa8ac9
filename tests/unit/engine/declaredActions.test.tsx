import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  ListContextProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  type AuthProvider,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../src/engine/load';
import DeclaredActionButton from '../../../src/engine/actions/declared/DeclaredAction';
import { fillCall, fillLink, textArgs } from '../../../src/engine/actions/declared/templates';
import type { ActionPlace, DeclaredAction } from '../../../src/engine/definition';
import { i18nProvider } from '../../../src/i18n';

afterEach(cleanup);

// Any resource will do: the renderer knows nothing of entities. Texts are plain (a missing key is shown as it is).
const def = catalog.byKey('deployments')!;

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{decodeURIComponent(pathname + search)}</div>;
}

function renderAction(
  action: DeclaredAction,
  {
    place = 'record',
    record = { id: 'r1', name: 'Запись 1', status: 'active' },
    selected = [] as string[],
    answer = {} as unknown,
    canAccess = true,
  }: {
    place?: ActionPlace;
    record?: Record<string, unknown>;
    selected?: string[];
    answer?: unknown;
    canAccess?: boolean;
  } = {},
) {
  let release: (value: unknown) => void = () => undefined;
  const declaredCall = vi.fn(
    () =>
      new Promise((resolve) => {
        release = resolve;
      }),
  );
  const dataProvider = {
    declaredCall,
    getOne: vi.fn(async () => ({ data: { id: 'copy', name: 'Копия' } })),
  } as unknown as DataProvider;
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async () => canAccess,
  };
  const button = <DeclaredActionButton action={action} place={place} def={def} />;
  const list = {
    selectedIds: selected,
    data: selected.map((id) => ({ id, name: `Запись ${id}` })),
    filterValues: {},
    onUnselectItems: vi.fn(),
  } as unknown as ListControllerResult;
  render(
    <MemoryRouter initialEntries={['/here']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route
              path="/here"
              element={
                place === 'record' ? (
                  <RecordContextProvider value={record}>{button}</RecordContextProvider>
                ) : (
                  <ListContextProvider value={list}>{button}</ListContextProvider>
                )
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { declaredCall, answer: async () => act(async () => release(answer)) };
}

const stop: DeclaredAction = {
  name: 'stop',
  label: 'Остановить',
  icon: 'stop',
  on: ['record'],
  when: { field: 'status', in: ['active'] },
  confirm: { title: 'Остановить «%{name}»?', content: 'Это навсегда.' },
  call: { method: 'PUT', path: '/things/{id}/status', body: { status: 'stopped', name: '{name}' } },
  args: { name: '{name}' },
  success: 'Остановлено: %{name}',
  failure: 'Не удалось остановить. Попробуйте позже',
};

describe('a declared action on a record', () => {
  it('asks first, then makes one call however often it is clicked, and tells the success', async () => {
    const { declaredCall, answer } = renderAction(stop);
    fireEvent.click(screen.getByRole('button', { name: 'Остановить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Остановить «Запись 1»?');
    expect(declaredCall).not.toHaveBeenCalled();
    const confirm = within(dialog).getByRole('button', { name: 'Остановить' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(screen.getAllByRole('button', { name: 'Остановить' })[0]);
    await answer();
    expect(declaredCall).toHaveBeenCalledTimes(1);
    expect(declaredCall).toHaveBeenCalledWith({
      method: 'PUT',
      path: '/things/r1/status',
      body: { status: 'stopped', name: 'Запись 1' },
    });
    expect(await screen.findByText('Остановлено: Запись 1')).toBeInTheDocument();
  });

  it("is not offered when the record's status is not one it allows", () => {
    renderAction(stop, { record: { id: 'r1', status: 'stopped' } });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not offered to those without the declared permission', async () => {
    renderAction({ ...stop, permission: { resource: 'reservations', action: 'edit' } }, { canAccess: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("goes where it says after success, with the answer's values", async () => {
    const copy: DeclaredAction = {
      name: 'copy',
      label: 'Копировать',
      on: ['record'],
      call: { method: 'POST', path: '/things/{id}/copy', readBack: true },
      after: { type: 'edit', id: '{result.id}' },
      args: { name: '{result.name}' },
      success: 'Копия: %{name}',
    };
    const { answer } = renderAction(copy, { answer: { id: 'copy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Копировать' }));
    await answer();
    expect(await screen.findByTestId('where')).toHaveTextContent(`/${def.path}/copy`);
    expect(await screen.findByText('Копия: Копия')).toBeInTheDocument();
  });

  it('tells a failure in Russian and stays', async () => {
    const declaredCall = vi.fn(async () => {
      throw Object.assign(new Error('boom'), { status: 503, body: null });
    });
    const dataProvider = { declaredCall } as unknown as DataProvider;
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <RecordContextProvider value={{ id: 'r1', name: 'Запись 1', status: 'active' }}>
            <DeclaredActionButton action={{ ...stop, confirm: undefined }} place="record" def={def} />
          </RecordContextProvider>
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Остановить' }));
    expect(await screen.findByText('Не удалось остановить. Попробуйте позже')).toBeInTheDocument();
  });
});

describe('a declared action on a selection', () => {
  it('is disabled without a selection, and one call takes every selected id', async () => {
    const action: DeclaredAction = {
      name: 'stopSelected',
      label: 'Остановить',
      on: ['bulk'],
      call: { method: 'DELETE', path: '/things', query: { ids: '{ids}' } },
      args: { name: '{name}' },
      success: 'Остановлено: %{smart_count}',
      successOne: 'Остановлено: %{name}',
    };
    const { declaredCall, answer } = renderAction(action, { place: 'bulk', selected: ['a', 'b'] });
    fireEvent.click(screen.getByRole('button', { name: 'Остановить' }));
    await answer();
    expect(declaredCall).toHaveBeenCalledWith({ method: 'DELETE', path: '/things', query: { ids: ['a', 'b'] } });
    expect(await screen.findByText('Остановлено: 2')).toBeInTheDocument();
    cleanup();
    renderAction(action, { place: 'bulk', selected: [] });
    expect(screen.getByRole('button', { name: 'Остановить' })).toBeDisabled();
  });
});

describe('templates of declared actions', () => {
  it('fill paths (one segment per value), keep lists and objects whole, and leave missing values out', () => {
    expect(
      fillCall(
        { method: 'POST', path: '/x/{id}/y', body: { ids: '{ids}', note: '{values.note}', fixed: 1 } },
        { id: 'a/b', ids: ['1', '2'], values: {} },
      ),
    ).toEqual({ method: 'POST', path: '/x/a%2Fb/y', body: { ids: ['1', '2'], fixed: 1 } });
    expect(fillCall({ method: 'PATCH', path: '/x/{id}' }, { id: '1', values: { a: 1 } }).body).toEqual({ a: 1 });
    expect(textArgs({ users: '{result.n}', smart_count: '{result.n}' }, { result: { n: 12345 } })).toEqual({
      users: expect.stringMatching(/^12\s345$/),
      smart_count: 12345,
    });
    expect(
      fillLink({ type: 'list', params: { rid: '{id}' }, filter: { rid: '{id}' } }, { id: '7' }, 'a/:rid/v'),
    ).toEqual({ resource: 'a/7/v', id: undefined, search: `?${new URLSearchParams({ filter: '{"rid":"7"}' })}` });
  });
});

describe("a declared action's form filled from the platform (form.fill)", () => {
  const ID = 'a'.repeat(24);
  const decide: DeclaredAction = {
    name: 'decide',
    label: 'Решить',
    on: ['record'],
    form: {
      title: 'Решение',
      schema: 'moderationStatusChange',
      fields: ['status', 'reason'],
      defaults: { ids: [ID] },
      fill: {
        field: 'status',
        call: { method: 'GET', path: '/reasons/{id}', query: { status: '{values.status}' } },
        values: { reason: '{result.reason}' },
      },
    },
    call: { method: 'POST', path: '/decide' },
    success: 'Решено',
  };

  it('reads what goes with the picked value into the other fields, and is not sent meanwhile', async () => {
    const { declaredCall, answer } = renderAction(decide, { answer: { reason: 'Нет маркировки' } });
    fireEvent.click(screen.getByRole('button', { name: 'Решить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Новый статус/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Отклонён' }));
    expect(declaredCall).toHaveBeenCalledWith({ method: 'GET', path: '/reasons/r1', query: { status: 'disapproved' } });
    const submit = within(dialog).getByRole('button', { name: 'Решить' });
    expect(submit).toBeDisabled();
    await answer();
    expect(within(dialog).getByRole('textbox', { name: /Причина отклонения/ })).toHaveValue('Нет маркировки');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await vi.waitFor(() => expect(declaredCall).toHaveBeenCalledTimes(2));
    expect(declaredCall).toHaveBeenLastCalledWith({
      method: 'POST',
      path: '/decide',
      body: { ids: [ID], status: 'disapproved', reason: 'Нет маркировки' },
    });
    await answer();
    expect(await screen.findByText('Решено')).toBeInTheDocument();
  });
});
