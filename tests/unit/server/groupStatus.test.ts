// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { agency, viewer, get, send } = await seededApi();

interface Group {
  id: string;
  name: string;
  status: string;
  campaignCount: number;
  version: number;
}
interface Campaign {
  id: string;
  name: string;
  groupId?: string;
  version: number;
}
const groups = async (headers?: Record<string, string>) =>
  (await get('/v2/groups?pageSize=100', headers)).json() as Group[];
const campaignsOf = async (groupId: string) =>
  (await get(`/v2/campaigns?groups=${groupId}&pageSize=1000`)).json() as Campaign[];

describe('PUT /group/status', () => {
  it('seeded groups have a status; a new group starts paused', async () => {
    const list = await groups();
    expect(list.every((g) => ['active', 'paused'].includes(g.status))).toBe(true);
    expect(list.some((g) => g.status === 'active') && list.some((g) => g.status === 'paused')).toBe(true);
    const { id } = (await send('POST', '/v2/groups', { name: 'Новая группа' })).json();
    expect((await get(`/v2/groups/${id}`)).json()).toMatchObject({ status: 'paused' });
    // the form cannot start it: status is the status call's
    await send('PATCH', `/v2/groups/${id}`, { status: 'active' });
    expect((await get(`/v2/groups/${id}`)).json().status).toBe('paused');
    expect((await get('/v2/groups?status=paused&pageSize=100')).json().map((g: Group) => g.id)).toContain(id);
  });

  it('starts, pauses and stops a group; a stopped group is final', async () => {
    const { id } = (await send('POST', '/v2/groups', { name: 'Запуск и пауза' })).json();
    const started = await send('PUT', '/group/status', { id, status: 'active' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ id, status: 'active', version: 2 });
    expect((await send('PUT', '/group/status', { id, status: 'paused' })).json()).toMatchObject({
      status: 'paused',
      version: 3,
    });
    expect((await send('PUT', '/group/status', { id, status: 'stopped' })).json().status).toBe('stopped');
    const again = await send('PUT', '/group/status', { id, status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Из состояния «Остановлена» нельзя перейти в «Активна»');
    const log = (await get(`/v2/actionlogs?objectID=${id}&action=status`)).json() as { fields: string[] }[];
    expect(log).toHaveLength(3);
  });

  it('answers bad input with 400 and field errors, a missing group with 404', async () => {
    const [group] = await groups();
    expect((await send('PUT', '/group/status', { id: group.id, status: 'running' })).json().errors['/status']).toBe(
      'Выберите одно из состояний: «Активна», «Приостановлена», «Остановлена»',
    );
    expect((await send('PUT', '/group/status', { status: 'active' })).json().errors['/id']).toBe('Обязательное поле');
    expect((await send('PUT', '/group/status', 'текст')).statusCode).toBe(400);
    expect((await send('PUT', '/group/status', { id: 'f'.repeat(24), status: 'active' })).statusCode).toBe(404);
  });

  it('is refused to a cabinet without the campaigns permission and for a group out of reach', async () => {
    const [group] = await groups();
    expect((await send('PUT', '/group/status', { id: group.id, status: 'paused' }, viewer.headers)).statusCode).toBe(
      403,
    );
    const own = new Set((await groups(agency.headers)).map((g) => g.id));
    const foreign = (await groups()).find((g) => !own.has(g.id));
    if (foreign)
      expect(
        (await send('PUT', '/group/status', { id: foreign.id, status: 'paused' }, agency.headers)).statusCode,
      ).toBe(403);
  });
});

describe('PUT /group/campaigns', () => {
  it("sets the group's campaigns: listed ones join (leaving their old group), the others leave", async () => {
    const source = (await groups()).find((g) => g.campaignCount >= 3)!;
    const members = await campaignsOf(source.id);
    const { id } = (await send('POST', '/v2/groups', { name: 'Состав' })).json();
    const moved = members.slice(0, 2).map((c) => c.id);
    const res = await send('PUT', '/group/campaigns', { id, campaigns: moved });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, campaigns: moved, affectedCount: 2 });
    expect((await campaignsOf(id)).map((c) => c.id).sort()).toEqual([...moved].sort());
    expect((await get(`/v2/groups/${source.id}`)).json().campaignCount).toBe(source.campaignCount - 2);

    const keep = await send('PUT', '/group/campaigns', { id, campaigns: [moved[1]] });
    expect(keep.json().affectedCount).toBe(1);
    expect((await get(`/v2/campaigns/${moved[0]}`)).json().groupId).toBeUndefined();
    expect((await send('PUT', '/group/campaigns', { id, campaigns: [] })).json().affectedCount).toBe(1);
    expect((await get(`/v2/groups/${id}`)).json().campaignCount).toBe(0);
  });

  it('answers bad or unknown campaigns with field errors at their index and changes nothing', async () => {
    const { id } = (await send('POST', '/v2/groups', { name: 'Ошибки состава' })).json();
    const [some] = (await get('/v2/campaigns?pageSize=1')).json() as Campaign[];
    const unknown = await send('PUT', '/group/campaigns', { id, campaigns: [some.id, 'a'.repeat(24)] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ '/campaigns/1': 'Кампания не найдена или недоступна в этом кабинете' });
    expect((await get(`/v2/groups/${id}`)).json().campaignCount).toBe(0);
    const malformed = await send('PUT', '/group/campaigns', { id, campaigns: ['x'] });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['/campaigns/0']);
    expect((await send('PUT', '/group/campaigns', { id })).json().errors['/campaigns']).toBeTruthy();
  });
});
