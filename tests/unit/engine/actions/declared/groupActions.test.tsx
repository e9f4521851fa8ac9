import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import { actionsOf } from '../../../../../src/engine/actions/declared/derivedTransitions';
import DeclaredActionButton from '../../../../../src/engine/actions/declared/DeclaredAction';
import type { DeclaredAction } from '../../../../../src/engine/definition';
import { i18nProvider } from '../../../../../src/i18n';

afterEach(cleanup);

const CAMPAIGNS = [
  { id: 'c'.repeat(24), name: 'Осенняя распродажа' },
  { id: 'd'.repeat(24), name: 'Зимние шины' },
];

const groups = catalog.byKey('groups')!;
const actions = actionsOf(groups).filter((a): a is DeclaredAction => 'on' in a && a.on.includes('record'));

/** The group card's declared actions (resources/groups.ts), as its page renders them. */
function renderCard(record: Record<string, unknown>, answer: unknown = {}) {
  const declaredCall = vi.fn(async () => answer);
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [CAMPAIGNS[0]], total: 1 })),
    getMany: vi.fn(async (_r: string, { ids }: { ids: string[] }) => ({
      data: CAMPAIGNS.filter((c) => ids.includes(c.id)),
    })),
    declaredCall,
    getDictionary: vi.fn(async (name: string) =>
      name === 'manufacturers' ? [{ id: 'samsung', name: 'Samsung' }] : [],
    ),
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={groups.path}>
          <RecordContextProvider value={{ id: 'g1', name: 'Бренд: Ромашка', ...record }}>
            {actions.map((action) => (
              <DeclaredActionButton key={action.name} action={action} place="record" def={groups} />
            ))}
          </RecordContextProvider>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { declaredCall, getList: (dataProvider as unknown as { getList: ReturnType<typeof vi.fn> }).getList };
}

describe('group status on its card (PUT /group/status)', () => {
  it('starts a paused group', async () => {
    const { declaredCall } = renderCard({ status: 'paused' });
    expect(screen.queryByRole('button', { name: 'Приостановить' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith({
        method: 'PUT',
        path: '/group/status',
        body: { id: 'g1', status: 'active' },
      }),
    );
    expect(await screen.findByText('Группа «Бренд: Ромашка»: запущена')).toBeInTheDocument();
  });

  it('pauses a running group, and stops it only after a confirmation', async () => {
    const { declaredCall } = renderCard({ status: 'active' });
    expect(screen.queryByRole('button', { name: 'Запустить' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Приостановить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith(expect.objectContaining({ body: { id: 'g1', status: 'paused' } })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Остановить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Остановить группу «Бренд: Ромашка»?');
    expect(declaredCall).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: /Остановить|Подтвердить/ }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenLastCalledWith(expect.objectContaining({ body: { id: 'g1', status: 'stopped' } })),
    );
  });

  it('offers no status change for a stopped group, and says why', () => {
    const { declaredCall } = renderCard({ status: 'stopped' });
    expect(screen.queryByRole('button', { name: 'Остановить' })).toBeNull();
    for (const [name, to] of [
      ['Запустить', 'Активна'],
      ['Приостановить', 'Приостановлена'],
    ]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button.parentElement).toHaveAccessibleName(`Из состояния «Остановлена» нельзя перейти в «${to}»`);
      fireEvent.click(button);
    }
    expect(declaredCall).not.toHaveBeenCalled();
  });

  it("sends the record's version, so that a status changed meanwhile is refused like a stale edit", async () => {
    const { declaredCall } = renderCard({ status: 'active', version: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Приостановить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith({
        method: 'PUT',
        path: '/group/status',
        body: { id: 'g1', status: 'paused' },
        headers: { 'If-Match': '4' },
      }),
    );
  });
});

describe('group members (PUT /group/campaigns)', () => {
  it("opens with the group's campaigns and saves the picked list", async () => {
    const { declaredCall, getList } = renderCard({ status: 'paused' }, { affectedCount: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Состав группы' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Состав группы «Бренд: Ромашка»');
    expect(getList).toHaveBeenCalledWith(
      'management/campaigns',
      expect.objectContaining({ filter: { groupId: 'g1' } }),
    );
    await within(dialog).findByText('Осенняя распродажа');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(declaredCall).toHaveBeenCalledWith({
        method: 'PUT',
        path: '/group/campaigns',
        body: { id: 'g1', campaigns: [CAMPAIGNS[0].id] },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Состав группы сохранён. Перенесено кампаний: 0')).toBeInTheDocument();
  });
});

describe('settings of every campaign (PATCH /v2/groups/{id}/campaigns)', () => {
  it('refuses an empty form without a call', async () => {
    const { declaredCall } = renderCard({ status: 'paused' });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить кампании' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Заполните хотя бы одно поле — иначе менять нечего',
    );
    expect(declaredCall).not.toHaveBeenCalled();
  });

  it("offers the campaigns' device manufacturers and their models, as the campaign form does", async () => {
    renderCard({ status: 'paused' });
    fireEvent.click(screen.getByRole('button', { name: 'Изменить кампании' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('combobox', { name: 'Производители' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('combobox', { name: 'Модели устройств' })).toBeDisabled();
    expect(within(dialog).getByText('Сначала выберите: Производители')).toBeInTheDocument();
  });
});
