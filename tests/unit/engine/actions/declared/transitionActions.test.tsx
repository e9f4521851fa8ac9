import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { catalog } from '../../../../../src/engine/load';
import { actionsOf } from '../../../../../src/engine/actions/declared/derivedTransitions';
import DeclaredActionButton from '../../../../../src/engine/actions/declared/DeclaredAction';
import type { ActionPlace, DeclaredAction } from '../../../../../src/engine/definition';
import { i18nProvider } from '../../../../../src/i18n';

afterEach(cleanup);

// A schema's transitions (x-operations) as the campaigns' card and selection bar offer them
// (resources/campaigns.ts): by the record's state, with the schema's call.
const campaigns = catalog.byKey('campaigns')!;
const transitions = (place: ActionPlace) =>
  actionsOf(campaigns).filter((a): a is DeclaredAction => 'transition' in a && !!a.transition && a.on.includes(place));

function renderActions(
  place: ActionPlace,
  record: Record<string, unknown>,
  answer: unknown = {},
  data: Record<string, unknown>[] = [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }],
) {
  const declaredCall = vi.fn(async () => answer);
  const dataProvider = { declaredCall } as unknown as DataProvider;
  const list = {
    selectedIds: ['c1', 'c2', 'c3'],
    data,
    filterValues: {},
    onUnselectItems: vi.fn(),
  } as unknown as ListControllerResult;
  const buttons = transitions(place).map((action) => (
    <DeclaredActionButton key={action.name} action={action} place={place} def={campaigns} />
  ));
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={campaigns.path}>
          {place === 'record' ? (
            <RecordContextProvider value={{ id: 'c1', name: 'Осенняя распродажа', version: 7, ...record }}>
              {buttons}
            </RecordContextProvider>
          ) : (
            <ListContextProvider value={list}>{buttons}</ListContextProvider>
          )}
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return declaredCall;
}

const enabled = () =>
  screen
    .queryAllByRole('button')
    .filter((b) => !(b as HTMLButtonElement).disabled)
    .map((b) => b.textContent);

describe("a campaign's run status on its card", () => {
  it.each([
    ['paused', ['Запустить', 'Остановить']],
    ['active', ['Приостановить', 'Остановить']],
    ['stopped', []],
  ])('offers from %s only what the schema allows', (status, offered) => {
    renderActions('record', { status });
    expect(enabled()).toEqual(offered);
  });

  it('says why a stopped campaign cannot be run', () => {
    renderActions('record', { status: 'stopped' });
    const run = screen.getByRole('button', { name: 'Запустить' });
    expect(run).toBeDisabled();
    expect(run.parentElement).toHaveAccessibleName('Из состояния «Остановлена» нельзя перейти в «Активна»');
  });

  it("runs a paused one with the schema's call and the record's version", async () => {
    const declaredCall = renderActions('record', { status: 'paused' });
    fireEvent.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith({
        method: 'PUT',
        path: '/campaign/status',
        body: { id: 'c1', status: 'active' },
        headers: { 'If-Match': '7' },
      }),
    );
    expect(await screen.findByText('Кампания «Осенняя распродажа»: запущена')).toBeInTheDocument();
  });
});

describe("a selection's run status", () => {
  it('tells how many changed and which were left, and why', async () => {
    const declaredCall = renderActions(
      'bulk',
      {},
      {
        ids: ['c1', 'c2'],
        affectedCount: 2,
        skippedCount: 1,
        skipped: [{ id: 'c3', message: 'Из состояния «Остановлена» нельзя перейти в «Активна»' }],
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith({
        method: 'PUT',
        path: '/campaign/manystatus',
        body: { ids: ['c1', 'c2', 'c3'], status: 'active' },
      }),
    );
    expect(
      await screen.findByText(
        'Статус изменён у кампаний: 2. Пропущено кампаний: 1 (Из состояния «Остановлена» нельзя перейти в «Активна»)',
      ),
    ).toBeInTheDocument();
  });

  it('stops the selection only after a confirmation', async () => {
    const declaredCall = renderActions('bulk', {}, { ids: ['c1'], affectedCount: 1, skippedCount: 0, skipped: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Остановить' }));
    const dialog = await screen.findByRole('dialog');
    expect(declaredCall).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Остановить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith({
        method: 'POST',
        path: '/v2/campaigns/stop',
        body: { ids: ['c1', 'c2', 'c3'] },
      }),
    );
    expect(await screen.findByText('Остановлено кампаний: 1')).toBeInTheDocument();
  });

  it('names before the run the selected records it will skip, and is disabled when it would skip them all', () => {
    renderActions('bulk', {}, {}, [
      { id: 'c1', name: 'Осень', status: 'paused' },
      { id: 'c2', name: 'Зима', status: 'stopped' },
      { id: 'c3', name: 'Весна', status: 'active' },
    ]);
    const run = screen.getByRole('button', { name: 'Запустить' });
    expect(run).toBeEnabled();
    expect(run.parentElement).toHaveAccessibleName(
      'Будут пропущены 2 записи: «Зима» (Из состояния «Остановлена» нельзя перейти в «Активна»), «Весна» (Уже в состоянии «Активна»)',
    );
    cleanup();
    renderActions('bulk', {}, {}, [
      { id: 'c1', name: 'Осень', status: 'stopped' },
      { id: 'c2', name: 'Зима', status: 'stopped' },
      { id: 'c3', name: 'Весна', status: 'stopped' },
    ]);
    const pause = screen.getByRole('button', { name: 'Приостановить' });
    expect(pause).toBeDisabled();
    expect(pause.parentElement).toHaveAccessibleName('Из состояния «Остановлена» нельзя перейти в «Приостановлена»');
  });
});
