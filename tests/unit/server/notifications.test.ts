// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency, send: call } = await seededApi();

type Group = {
  id: string;
  code: string;
  name: string;
  notifyChannels?: string[];
  emails?: string[];
  unreadCount: number;
  version: number;
};
type Item = { id: string; status: string; groupId: string; title: string; readAt?: string };
const groups = async () => (await call('GET', '/v2/notifications/groups/settings')).json() as Group[];

describe('notification group settings', () => {
  it('lists the platform groups with their settings and new notifications', async () => {
    const res = await call('GET', '/v2/notifications/groups/settings');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-pagination-total']).toBe('6');
    const list = res.json() as Group[];
    expect(list.map((g) => g.code)).toEqual(['balance', 'moderation', 'campaigns', 'ssp', 'reports', 'system']);
    expect(list.reduce((n, g) => n + g.unreadCount, 0)).toBeGreaterThan(0);
    expect((await call('GET', '/v2/notifications/groups/settings', undefined, agency.headers)).statusCode).toBe(403);
  });

  it('PATCH /v2/notifications/{id}/settings changes channels, ignored accounts and addresses', async () => {
    const system = (await groups()).find((g) => g.code === 'system')!;
    const accounts = (await call('GET', '/v2/accounts?pageSize=2')).json() as { id: string }[];
    const res = await call('PATCH', `/v2/notifications/${system.id}/settings`, {
      notifyChannels: ['console', 'email'],
      emails: ['ops@kabinet.local'],
      ignoredAccountIds: accounts.map((a) => a.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notifyChannels: ['console', 'email'],
      emails: ['ops@kabinet.local'],
      ignoredAccountIds: accounts.map((a) => a.id),
      version: system.version + 1,
    });
    // The product names no save at the list's own path: no second spelling of the same change.
    const again = await call('PATCH', `/v2/notifications/groups/settings/${system.id}`, {
      notifyChannels: ['console'],
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers Russian field errors, 409 on a stale version, 405 for creating or deleting a group', async () => {
    const system = (await groups()).find((g) => g.code === 'system')!;
    const noAddress = await call('PATCH', `/v2/notifications/${system.id}/settings`, {
      notifyChannels: ['email'],
      emails: null,
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors['/emails']).toBe('Для канала «Электронная почта» укажите хотя бы один адрес');
    const badChannel = await call('PATCH', `/v2/notifications/${system.id}/settings`, { notifyChannels: ['sms'] });
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json().errors).toHaveProperty('/notifyChannels/0');
    const unknownAccount = await call('PATCH', `/v2/notifications/${system.id}/settings`, {
      ignoredAccountIds: ['000000000000000000000000'],
    });
    expect(unknownAccount.json().errors['/ignoredAccountIds/0']).toBe('Выбранная запись не найдена');
    const stale = await server.app.inject({
      method: 'PATCH',
      url: `/v2/notifications/${system.id}/settings`,
      headers: { ...admin.headers, 'if-match': String(system.version - 1) },
      payload: { name: 'Система' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('PATCH', '/v2/notifications/000000000000000000000000/settings', {})).statusCode).toBe(404);
    expect((await call('POST', '/v2/notifications/groups/settings', { name: 'Своя группа' })).statusCode).toBe(405);
    expect((await call('DELETE', `/v2/notifications/groups/settings/${system.id}`)).statusCode).toBe(405);
    expect((await groups()).length).toBe(6);
  });
});

describe('the notification feed', () => {
  it('lists Russian notifications with paging, filters and a count', async () => {
    const res = await call('GET', '/v2/notifications?sort=createdAt&order=desc&pageSize=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
    const total = Number(res.headers['x-pagination-total']);
    expect(total).toBeGreaterThanOrEqual(20);
    expect((res.json() as Item[])[0].title).toMatch(/[а-яё]/i);
    const count = (await call('GET', '/v2/notifications/count')).json();
    const fresh = (await call('GET', '/v2/notifications?status=new&pageSize=100')).json() as Item[];
    expect(count).toEqual({ total, unread: fresh.length });
    const group = fresh[0].groupId;
    const ofGroup = (await call('GET', `/v2/notifications/count?groupId=${group}`)).json();
    expect(ofGroup.unread).toBe(fresh.filter((n) => n.groupId === group).length);
    expect((await call('GET', '/v2/notifications/count?groupId=000000000000000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/v2/notifications/count', undefined, agency.headers)).statusCode).toBe(403);
  });

  it('PATCH /v2/notifications/{id} marks one read (the transition `read`), never back to new', async () => {
    const [item] = (await call('GET', '/v2/notifications?status=new')).json() as Item[];
    const res = await call('PATCH', `/v2/notifications/${item.id}`, { status: 'read' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, status: 'read', title: item.title });
    expect(res.json().readAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const back = await call('PATCH', `/v2/notifications/${item.id}`, { status: 'new' });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors['/status']).toBe('Выберите одно из состояний: «Прочитано»');
    const again = await call('PATCH', `/v2/notifications/${item.id}`, { status: 'read' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Уже в состоянии «Прочитано»');
    // No other save: server-owned fields are not the client's to change.
    expect((await call('PATCH', `/v2/notifications/${item.id}`, { title: 'Подмена' })).statusCode).toBe(400);
    expect((await call('GET', `/v2/notifications/${item.id}`)).json().title).toBe(item.title);
    expect((await call('POST', '/v2/notifications', { status: 'new' })).statusCode).toBe(405);
  });

  it('PATCH /v2/notifications marks every new one read, of one group or of all (the transition `readAll`)', async () => {
    const fresh = (await call('GET', '/v2/notifications?status=new&pageSize=100')).json() as Item[];
    const group = fresh[0].groupId;
    const ofGroup = fresh.filter((n) => n.groupId === group).map((n) => n.id);
    const one = await call('PATCH', '/v2/notifications', { groupId: group });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ ids: expect.any(Array), affectedCount: ofGroup.length, skippedCount: 0, skipped: [] });
    expect([...one.json().ids].sort()).toEqual([...ofGroup].sort());
    const read = (await call('GET', `/v2/notifications/${ofGroup[0]}`)).json() as Item;
    expect(read.readAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await call('GET', '/v2/notifications/count')).json().unread).toBe(fresh.length - ofGroup.length);
    const all = await call('PATCH', '/v2/notifications');
    expect(all.json()).toMatchObject({ affectedCount: fresh.length - ofGroup.length });
    expect((await groups()).every((g) => g.unreadCount === 0)).toBe(true);
    expect((await call('PATCH', '/v2/notifications', { groupId: 'nope' })).statusCode).toBe(404);
    expect((await call('PATCH', '/v2/notifications', { groupId: '000000000000000000000000' })).statusCode).toBe(404);
    const bad = await call('PATCH', '/v2/notifications', { groupId: ['a', 'b'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/groupId']).toBe('Укажите одно значение');
    expect((await call('PATCH', '/v2/notifications', {}, agency.headers)).statusCode).toBe(403);
  });
});
