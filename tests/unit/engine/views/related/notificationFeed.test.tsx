import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../../../../src/engine/load';
import { GenericEdit } from '../../../../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../../../../src/i18n';
import { createDataProvider } from '../../../../../src/providers/dataProvider';
import { CABINET_KEY, TOKEN_KEY } from '../../../../../src/providers/storage';
import { contractProblems } from '../../../providers/contractCheck';
import type { StubbedCall } from '../../../providers/fetchStub';

/*
 * A notification group's page (system/notifications/edit/{id}): its settings and, below them, its
 * notifications newest first, paged, with «Только новые», «Отметить прочитанным» on each new one
 * (PATCH /v2/notifications/{id} {status: "read"}) and «Отметить все прочитанными»
 * (PATCH /v2/notifications {groupId}). The platform is a stub behind the console's real data
 * provider, so what is asserted is what the user sees and what goes over the wire.
 */

const GROUP = '6a0000000000000000000001';
const OTHER = '6a0000000000000000000002';
const idOf = (n: number) => `6b${String(n).padStart(22, '0')}`;

interface Item {
  id: string;
  status: 'new' | 'read';
  groupId: string;
  level: 'info' | 'warning' | 'error';
  title: string;
  text: string;
  createdAt: string;
  version: number;
}

/** Twelve of the group's notifications, one a day; the newest three are new. And one of another group. */
function feed(): Item[] {
  const items = Array.from({ length: 12 }, (_, i) => ({
    id: idOf(i + 1),
    status: i >= 9 ? ('new' as const) : ('read' as const),
    groupId: GROUP,
    level: i === 11 ? ('error' as const) : ('info' as const),
    title: `Уведомление ${i + 1}`,
    text: `Текст ${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 10, i + 1, 9)).toISOString(),
    version: 1,
  }));
  return [
    ...items,
    { ...items[0], id: idOf(99), groupId: OTHER, status: 'new', title: 'Чужое', createdAt: '2026-11-30T09:00:00.000Z' },
  ];
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

/** The platform's notification calls over an in-memory feed; every request recorded. */
function stubNotifications(items: Item[]) {
  localStorage.setItem(TOKEN_KEY, 'tok');
  sessionStorage.setItem(CABINET_KEY, 'cab1');
  const calls: StubbedCall[] = [];
  const group = {
    id: GROUP,
    name: 'Баланс и оплаты',
    description: 'Низкий баланс аккаунта',
    notifyChannels: ['console', 'email'],
    emails: ['finance@kabinet.local'],
    code: 'balance',
    updatedAt: '2026-11-01T09:00:00.000Z',
    version: 1,
  };
  const unread = () => items.filter((n) => n.groupId === GROUP && n.status === 'new').length;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const address = new URL(url, 'http://x');
    calls.push({ url, address, init });
    const method = init.method ?? 'GET';
    const path = address.pathname;
    const q = address.searchParams;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (method === 'GET' && path === `/v2/notifications/groups/settings/${GROUP}`)
      return json({ ...group, unreadCount: unread() }, { etag: '"1"' });
    if (method === 'GET' && path === '/v2/notifications/count') {
      const of = items.filter((n) => !q.get('groupId') || n.groupId === q.get('groupId'));
      return json({ total: of.length, unread: of.filter((n) => n.status === 'new').length });
    }
    if (method === 'GET' && path === '/v2/notifications') {
      const rows = items
        .filter((n) => !q.get('groupId') || n.groupId === q.get('groupId'))
        .filter((n) => !q.get('status') || n.status === q.get('status'))
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('pageSize') ?? 10);
      return json(rows.slice((page - 1) * size, page * size), { 'x-pagination-total': String(rows.length) });
    }
    if (method === 'GET' && path === '/v2/labels/account') return json([], { 'x-pagination-total': '0' });
    const one = items.find((n) => path === `/v2/notifications/${n.id}`);
    if (method === 'PATCH' && one) {
      one.status = 'read';
      one.version += 1;
      return json(one);
    }
    if (method === 'PATCH' && path === '/v2/notifications') {
      const changed = items.filter((n) => n.status === 'new' && (!body.groupId || n.groupId === body.groupId));
      changed.forEach((n) => {
        n.status = 'read';
        n.version += 1;
      });
      return json({
        ids: changed.map((n) => n.id),
        affectedCount: changed.length,
        skippedCount: 0,
        skipped: [],
        updated: changed.length,
      });
    }
    return new Response(JSON.stringify({ message: 'Не найдено' }), { status: 404 });
  });
  return calls;
}

function renderGroupPage() {
  const def = catalog.byKey('notificationGroups')!;
  render(
    <MemoryRouter initialEntries={[`/${def.path}/edit/${GROUP}`]}>
      <AdminContext dataProvider={createDataProvider(catalog)} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes>
            <Route path={`/${def.path}/edit/:id`} element={<GenericEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The row (a table's or a list's) that shows this notification's title. */
const rowOf = (title: string) => screen.getByText(title, { exact: true }).closest('tr, li') as HTMLElement;
const markReadIn = (row: HTMLElement) => within(row).queryByRole('button', { name: /^Отметить прочитанным/ });
/** The feed on screen with its buttons (their code loads after the rows: a first import is slow in a busy test run). */
async function feedShown(title: string) {
  await screen.findByText(title, {}, { timeout: 10_000 });
  await screen.findByRole('button', { name: 'Отметить все прочитанными' }, { timeout: 30_000 });
  await waitFor(
    () => expect(screen.getAllByRole('button', { name: /^Отметить прочитанным/ }).length).toBeGreaterThan(0),
    {
      timeout: 10_000,
    },
  );
}

/** The titles shown, in order. */
const titles = () => screen.queryAllByText(/^Уведомление \d+$/).map((e) => e.textContent);

let calls: StubbedCall[] = [];

afterEach(() => {
  cleanup();
  expect(contractProblems(calls), 'requests the contract document does not describe').toEqual([]);
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe("a notification group's page: its feed", () => {
  it("lists the group's notifications newest first, paged; only the new ones offer «Отметить прочитанным»", async () => {
    calls = stubNotifications(feed());
    renderGroupPage();
    await feedShown('Уведомление 12');
    expect(titles()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Уведомление ${n}`));
    expect(screen.queryByText('Чужое')).toBeNull();
    for (const n of [12, 11, 10]) expect(markReadIn(rowOf(`Уведомление ${n}`))).not.toBeNull();
    for (const n of [9, 3]) expect(markReadIn(rowOf(`Уведомление ${n}`))).toBeNull();
    // Of many buttons alike, each says which notification it reads.
    expect(markReadIn(rowOf('Уведомление 12'))).toHaveAccessibleName('Отметить прочитанным: Уведомление 12');
    // The rest on the next page (MUI's own words: the console's theme makes them Russian).
    fireEvent.click(screen.getByRole('button', { name: /next page|следующ/i }));
    await screen.findByText('Уведомление 2');
    expect(titles()).toEqual(['Уведомление 2', 'Уведомление 1']);
  }, 60_000);

  it('«Отметить прочитанным» marks one read (PATCH /v2/notifications/{id}) and tells it', async () => {
    const items = feed();
    calls = stubNotifications(items);
    renderGroupPage();
    await feedShown('Уведомление 11');
    fireEvent.click(markReadIn(rowOf('Уведомление 11'))!);
    await screen.findByText('Уведомление «Уведомление 11» отмечено прочитанным');
    const patch = calls.find((c) => c.init.method === 'PATCH')!;
    expect(patch.address.pathname).toBe(`/v2/notifications/${idOf(11)}`);
    expect(JSON.parse(String(patch.init.body))).toEqual({ status: 'read' });
    await waitFor(() => expect(markReadIn(rowOf('Уведомление 11'))).toBeNull());
    expect(markReadIn(rowOf('Уведомление 12'))).not.toBeNull();
  }, 60_000);

  it("«Отметить все прочитанными» marks the group's new ones read (PATCH /v2/notifications {groupId})", async () => {
    const items = feed();
    calls = stubNotifications(items);
    renderGroupPage();
    await feedShown('Уведомление 12');
    const all = () => screen.getByRole('button', { name: 'Отметить все прочитанными' });
    await waitFor(() => expect(all()).toBeEnabled());
    fireEvent.click(all());
    await screen.findByText('Отмечено прочитанными: 3');
    const patch = calls.find((c) => c.init.method === 'PATCH')!;
    expect(patch.address.pathname).toBe('/v2/notifications');
    expect(JSON.parse(String(patch.init.body))).toEqual({ groupId: GROUP });
    // Another group's new one stays new.
    expect(items.find((n) => n.groupId === OTHER)!.status).toBe('new');
    await waitFor(() => expect(markReadIn(rowOf('Уведомление 12'))).toBeNull());
    await waitFor(() => expect(all()).toBeDisabled());
  }, 60_000);

  it('«Только новые» shows the new ones alone (GET /v2/notifications?status=new)', async () => {
    calls = stubNotifications(feed());
    renderGroupPage();
    await feedShown('Уведомление 3');
    fireEvent.click(screen.getByLabelText('Только новые'));
    await waitFor(() => expect(screen.queryByText('Уведомление 3')).toBeNull());
    await waitFor(() => expect(titles()).toEqual(['Уведомление 12', 'Уведомление 11', 'Уведомление 10']));
    const asked = calls.filter((c) => c.address.pathname === '/v2/notifications').at(-1)!;
    expect(asked.address.searchParams.get('status')).toBe('new');
    expect(asked.address.searchParams.get('groupId')).toBe(GROUP);
  }, 60_000);
});
