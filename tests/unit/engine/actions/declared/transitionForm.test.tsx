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

// ObjectIDs: the body's schema checks them before anything is sent.
const C1 = '64a0000000000000000000c1';
const C2 = '64a0000000000000000000c2';

// A transition whose state is chosen in a form over the operation's body (the moderation queue's
// decision, resources/moderationCreatives.ts): the reason is asked only with «Отклонён», a state
// the record cannot go to is refused at the field, and the call carries the record's version.
const queue = catalog.byKey('moderationCreatives')!;
const actionOn = (place: ActionPlace) =>
  actionsOf(queue).find((a): a is DeclaredAction => 'transition' in a && a.on.includes(place))!;

function renderAction(place: ActionPlace, record: Record<string, unknown>, answer: unknown) {
  const declaredCall = vi.fn(async () => answer);
  const dataProvider = { declaredCall } as unknown as DataProvider;
  const list = {
    selectedIds: [C1, C2],
    data: [{ id: C1 }, { id: C2 }],
    filterValues: {},
    onUnselectItems: vi.fn(),
  } as unknown as ListControllerResult;
  const button = <DeclaredActionButton action={actionOn(place)} place={place} def={queue} />;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={queue.path}>
          {place === 'record' ? (
            <RecordContextProvider value={{ id: C1, name: 'Баннер', version: 4, ...record }}>
              {button}
            </RecordContextProvider>
          ) : (
            <ListContextProvider value={list}>{button}</ListContextProvider>
          )}
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return declaredCall;
}

async function choose(dialog: HTMLElement, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Новый статус/ }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe("a creative's moderation status on its card", () => {
  it('asks for a reason only with «Отклонён» and sends it with the version', async () => {
    const declaredCall = renderAction(
      'record',
      { moderationStatus: 'pending' },
      { ids: [C1], affectedCount: 1, skippedCount: 0, skipped: [] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Изменить статус' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Статус модерации: «Баннер»')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Причина отклонения')).toBeNull();
    await choose(dialog, 'Одобрен');
    expect(within(dialog).queryByLabelText('Причина отклонения')).toBeNull();
    await choose(dialog, 'Отклонён');
    fireEvent.change(within(dialog).getByLabelText('Причина отклонения'), { target: { value: 'Нет маркировки' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith({
        method: 'POST',
        path: '/v2/moderation/creatives/status',
        body: { ids: [C1], status: 'disapproved', reason: 'Нет маркировки' },
        headers: { 'If-Match': '4' },
      }),
    );
    expect(await screen.findByText('Статус «Отклонён» установлен: «Баннер»')).toBeInTheDocument();
  });

  it('does not send a reason typed before another status was chosen', async () => {
    const declaredCall = renderAction(
      'record',
      { moderationStatus: 'disapproved', reason: 'Старая причина' },
      { ids: [C1], affectedCount: 1, skippedCount: 0, skipped: [] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Изменить статус' }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, 'Отклонён');
    expect(within(dialog).getByLabelText('Причина отклонения')).toHaveValue('Старая причина');
    await choose(dialog, 'Одобрен');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith(expect.objectContaining({ body: { ids: [C1], status: 'approved' } })),
    );
  });

  it('refuses at the field a state the record cannot go to, sending nothing', async () => {
    const declaredCall = renderAction('record', { moderationStatus: 'cooking' }, {});
    fireEvent.click(screen.getByRole('button', { name: 'Изменить статус' }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, 'На модерации');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(
      await within(dialog).findByText('Из состояния «Готовится» нельзя перейти в «На модерации»'),
    ).toBeInTheDocument();
    expect(declaredCall).not.toHaveBeenCalled();
  });
});

describe("a selection's moderation status", () => {
  it('sends the ids in one call and tells how many changed and which were left', async () => {
    const declaredCall = renderAction(
      'bulk',
      {},
      {
        ids: [C1],
        affectedCount: 1,
        skippedCount: 1,
        skipped: [{ id: C2, message: 'Из состояния «Готовится» нельзя перейти в «На модерации»' }],
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Изменить статус' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Статус модерации: выбрано 2')).toBeInTheDocument();
    await choose(dialog, 'На модерации');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith({
        method: 'POST',
        path: '/v2/moderation/creatives/status',
        body: { ids: [C1, C2], status: 'pending' },
      }),
    );
    expect(
      await screen.findByText(
        'Статус «На модерации» установлен у записей: 1. Оставлено как было: 1 (Из состояния «Готовится» нельзя перейти в «На модерации»)',
      ),
    ).toBeInTheDocument();
  });
});

describe("the form's button", () => {
  it('shows the icon its operation declares, in both places', () => {
    renderAction('record', { moderationStatus: 'pending' }, {});
    const button = screen.getByRole('button', { name: 'Изменить статус' });
    expect(within(button).getByTestId('FactCheckIcon')).toBeInTheDocument();
    expect(actionOn('bulk').icon).toBe('moderate');
  });

  it('takes its icon from the schema, not from the engine', () => {
    const operation = catalog.schemas.get(queue.schema)['x-operations']!.status as { icon?: string };
    const declared = operation.icon;
    try {
      operation.icon = 'stats';
      expect([actionOn('record').icon, actionOn('bulk').icon]).toEqual(['stats', 'stats']);
      delete operation.icon;
      expect(actionOn('record').icon).toBeUndefined();
    } finally {
      operation.icon = declared;
    }
  });
});
