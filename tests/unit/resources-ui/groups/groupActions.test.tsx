import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/engine/load';
import { i18nProvider } from '../../../../src/i18n';
import { GroupMembersButton, GroupStatusButtons } from '../../../../src/resources-ui/groups/GroupStatusActions';

afterEach(cleanup);

const CAMPAIGNS = [
  { id: 'c'.repeat(24), name: 'Осенняя распродажа' },
  { id: 'd'.repeat(24), name: 'Зимние шины' },
];

function renderWith(ui: React.ReactNode, record: Record<string, unknown>, calls: Partial<Record<string, unknown>>) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [CAMPAIGNS[0]], total: 1 })),
    getMany: vi.fn(async (_r: string, { ids }: { ids: string[] }) => ({ data: CAMPAIGNS.filter((c) => ids.includes(c.id)) })),
    ...calls,
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="management/campaigns/groups">
          <RecordContextProvider value={{ id: 'g1', name: 'Бренд: Ромашка', ...record }}>{ui}</RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider as unknown as Record<string, ReturnType<typeof vi.fn>>;
}

describe('group status on its card (PUT /group/status)', () => {
  it('starts a paused group', async () => {
    const setGroupStatus = vi.fn(async () => ({ id: 'g1', status: 'active' }));
    renderWith(<GroupStatusButtons />, { status: 'paused' }, { setGroupStatus });
    fireEvent.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(setGroupStatus).toHaveBeenCalledWith('g1', 'active'));
  });

  it('pauses a running group, and stops it only after a confirmation', async () => {
    const setGroupStatus = vi.fn(async () => ({}));
    renderWith(<GroupStatusButtons />, { status: 'active' }, { setGroupStatus });
    fireEvent.click(screen.getByRole('button', { name: 'Приостановить' }));
    await waitFor(() => expect(setGroupStatus).toHaveBeenCalledWith('g1', 'paused'));
    fireEvent.click(screen.getByRole('button', { name: 'Остановить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Остановить группу «Бренд: Ромашка»?');
    expect(setGroupStatus).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: /Остановить|Подтвердить/ }));
    await waitFor(() => expect(setGroupStatus).toHaveBeenLastCalledWith('g1', 'stopped'));
  });

  it('offers nothing for a stopped group', () => {
    renderWith(<GroupStatusButtons />, { status: 'stopped' }, {});
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('group members (PUT /group/campaigns)', () => {
  it('opens with the group\'s campaigns and saves the picked list', async () => {
    const setGroupCampaigns = vi.fn(async () => ({ affectedCount: 0 }));
    const dp = renderWith(<GroupMembersButton />, {}, { setGroupCampaigns });
    fireEvent.click(screen.getByRole('button', { name: 'Состав группы' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Состав группы «Бренд: Ромашка»');
    expect(dp.getList).toHaveBeenCalledWith('management/campaigns', expect.objectContaining({ filter: { groupId: 'g1' } }));
    await within(dialog).findByText('Осенняя распродажа');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(setGroupCampaigns).toHaveBeenCalledWith('g1', [CAMPAIGNS[0].id]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
