// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi, session } from './helpers';

const OBJECT_ID_MESSAGE = 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра';

let clock = Date.parse('2026-05-01T10:00:00.000Z');
const { server, admin, agency, send: call } = await seededApi({ now: () => new Date(clock) });

const get = (url: string, headers = admin.headers) => call('GET', url, undefined, headers);
type Log = {
  id: string;
  time: string;
  action: string;
  objectType: string;
  objectID: string;
  objectName?: string;
  userID?: string;
  userLogin?: string;
  cabinetID?: string;
  cabinetName?: string;
  fields?: string[];
  request?: string;
};

describe('action log: GET /v2/actionlogs', () => {
  it('has a seeded history, newest first, paged with meta headers', async () => {
    const res = await get('/v2/actionlogs?page=1&pageSize=20');
    expect(res.statusCode).toBe(200);
    const logs = res.json() as Log[];
    expect(logs).toHaveLength(20);
    expect(Number(res.headers['x-pagination-total'])).toBeGreaterThan(100);
    const times = logs.map((l) => l.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(logs.every((l) => l.userLogin && l.cabinetName && l.objectType && l.objectID)).toBe(true);
  });

  it('records the writes of the generic CRUD: create, update (with the fields), delete, bulk delete', async () => {
    const [agencyRecord] = (await get('/v2/agencies?pageSize=1')).json();
    const created = await call('POST', '/v2/accounts', {
      name: 'Журнал: проверка',
      agencyID: agencyRecord.id,
      finance: { currency: 'rub' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    await call('PATCH', `/v2/accounts/${id}`, { name: 'Журнал: проверка 2' });
    const logs = (await get(`/v2/actionlogs?objectID=${id}`)).json() as Log[];
    expect(logs.map((l) => l.action)).toEqual(['update', 'create']);
    expect(logs[0]).toMatchObject({
      objectType: 'account',
      objectName: 'Журнал: проверка 2',
      userLogin: 'admin',
      cabinetID: admin.cabinet.id,
      cabinetName: 'Администратор платформы',
      fields: ['name'],
      request: `PATCH /v2/accounts/${id}`,
    });
    expect(logs[1].objectName).toBe('Журнал: проверка');
    expect((await get(`/v2/actionlogs?objectID=${id}&userID=${logs[0].userID}`)).json()).toHaveLength(2);

    const second = (
      await call('POST', '/v2/accounts', {
        name: 'Журнал: второй',
        agencyID: agencyRecord.id,
        finance: { currency: 'usd' },
      })
    ).json().id;
    await call('DELETE', `/v2/accounts/${id}`);
    await call('DELETE', `/v2/accounts?ids=${second},ffffffffffffffffffffffff`);
    const deleted = (await get(`/v2/actionlogs?objectID=${id},${second}&action=delete`)).json() as Log[];
    expect(deleted.map((l) => [l.objectID, l.objectName]).sort()).toEqual(
      [
        [id, 'Журнал: проверка 2'],
        [second, 'Журнал: второй'],
      ].sort(),
    );
    expect((await get('/v2/actionlogs?objectID=ffffffffffffffffffffffff')).json()).toEqual([]);
  });

  it('keeps the old and new values of a one-record change, secrets named without them', async () => {
    const [campaign] = (await get('/v2/campaigns?pageSize=1')).json();
    const daily = campaign.limits?.budgetDaily as number | undefined;
    const res = await call(
      'PATCH',
      `/v2/campaigns/${campaign.id}`,
      { name: `${campaign.name} (история)`, limits: { ...campaign.limits, budgetDaily: 12_345 } },
      { ...admin.headers, 'if-match': String(campaign.version) },
    );
    expect(res.statusCode).toBe(200);
    const [line] = (await get(`/v2/actionlogs?objectID=${campaign.id}`)).json() as (Log & {
      changes?: { field: string; before?: unknown; after?: unknown }[];
    })[];
    expect(line.action).toBe('update');
    expect(line.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: campaign.name, after: `${campaign.name} (история)` },
        { field: 'limits.budgetDaily', ...(daily === undefined ? {} : { before: daily }), after: 12_345 },
      ]),
    );
    // Only what changed: the version and the update time are the server's bookkeeping.
    expect(line.changes!.map((c) => c.field).sort()).toEqual(['limits.budgetDaily', 'name']);

    const user = ((await get('/v2/users?pageSize=100')).json() as { id: string; login: string }[]).find(
      (u) => u.login === 'a.ivanova',
    )!;
    expect((await call('PATCH', `/v2/users/${user.id}`, { password: 'Новый-пароль-2026' })).statusCode).toBe(200);
    const [userLine] = (await get(`/v2/actionlogs?objectID=${user.id}`)).json() as (Log & {
      changes?: { field: string; before?: unknown; after?: unknown }[];
    })[];
    expect(JSON.stringify(userLine)).not.toContain('Новый-пароль-2026');
  });

  it('records calls on one record (a balance change) and not failed writes', async () => {
    const [account] = (await get('/v2/accounts?pageSize=1')).json();
    const before = Number((await get(`/v2/actionlogs?objectID=${account.id}`)).headers['x-pagination-total']);
    expect((await call('PATCH', `/v2/accounts/${account.id}`, { name: 'Плохо!' })).statusCode).toBe(400);
    expect(Number((await get(`/v2/actionlogs?objectID=${account.id}`)).headers['x-pagination-total'])).toBe(before);
    const balance = await call('POST', `/v2/accounts/${account.id}/balance`, { action: 'deposit', money: 10 });
    expect(balance.statusCode).toBe(200);
    const [line] = (await get(`/v2/actionlogs?objectID=${account.id}`)).json() as Log[];
    expect(line).toMatchObject({
      action: 'balance',
      objectType: 'account',
      fields: ['action', 'money'],
      request: `POST /v2/accounts/${account.id}/balance`,
    });
  });

  it('filters by objectType (any of) and the time range; bad ids and dates are 400 in Russian', async () => {
    const types = (await get('/v2/actionlogs?objectType=campaign,creative&pageSize=1000')).json() as Log[];
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((l) => l.objectType === 'campaign' || l.objectType === 'creative')).toBe(true);

    const all = (await get('/v2/actionlogs?pageSize=1000&sort=time&order=asc')).json() as Log[];
    const from = all[10].time;
    const to = all[20].time;
    const ranged = (await get(`/v2/actionlogs?startTimeISO=${from}&endTimeISO=${to}&pageSize=1000`)).json() as Log[];
    expect(ranged.length).toBeGreaterThanOrEqual(10);
    expect(ranged.every((l) => l.time >= from && l.time <= to)).toBe(true);

    const bad = await get('/v2/actionlogs?objectID=123&cabinetID=ABCDEFABCDEFABCDEFABCDEF');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ '/objectID': OBJECT_ID_MESSAGE, '/cabinetID': OBJECT_ID_MESSAGE });
    const badDate = await get('/v2/actionlogs?startTimeISO=вчера');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors['/startTimeISO']).toBeTruthy();
  });

  it('needs actionLogger; clients cannot write it', async () => {
    expect((await get('/v2/actionlogs', agency.headers)).statusCode).toBe(403);
    const front = await session(server.app, 'admin', 'front_office');
    expect((await get('/v2/actionlogs', front.headers)).statusCode).toBe(403);
    expect((await call('POST', '/v2/actionlogs', { objectType: 'x' })).statusCode).toBe(405);
    const [line] = (await get('/v2/actionlogs?pageSize=1')).json() as Log[];
    expect((await call('DELETE', `/v2/actionlogs/${line.id}`)).statusCode).toBe(405);
    expect((await get(`/v2/actionlogs/${line.id}`)).json()).toMatchObject({ id: line.id });
  });
});

describe('bid logs: GET/POST/DELETE /v2/bidlogs', () => {
  it('starts a log that records over time, who started it, and logs the start', async () => {
    const res = await call('POST', '/v2/bidlogs', { publisher: 'ru.pogodaplus.app', instanceType: 'inapp', count: 30 });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect((await get(`/v2/bidlogs/${id}`)).json()).toMatchObject({
      publisher: 'ru.pogodaplus.app',
      count: 30,
      logged: 0,
      status: 'recording',
      startedBy: 'admin',
    });
    clock += 10_000;
    expect((await get(`/v2/bidlogs/${id}`)).json()).toMatchObject({ logged: 10, status: 'recording' });
    clock += 60_000;
    expect((await get(`/v2/bidlogs/${id}`)).json()).toMatchObject({ logged: 30, status: 'done' });
    const list = (await get('/v2/bidlogs?sort=createdAt&order=desc')).json();
    expect(list[0].id).toBe(id);
    expect((await get(`/v2/actionlogs?objectID=${id}`)).json()[0]).toMatchObject({
      action: 'start',
      objectType: 'bidLog',
      objectName: 'ru.pogodaplus.app',
    });
  });

  it('refuses bad input in Russian and is never edited', async () => {
    const bad = await call('POST', '/v2/bidlogs', { publisher: 'с пробелом', instanceType: 'x', count: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['/count', '/instanceType', '/publisher']);
    expect(bad.json().errors['/count']).toBe('Количество запросов — от 1 до 10000');
    const [log] = (await get('/v2/bidlogs')).json();
    expect((await call('PATCH', `/v2/bidlogs/${log.id}`, { count: 5 })).statusCode).toBe(405);
    expect(
      (await call('POST', '/v2/bidlogs', { publisher: 'a', instanceType: 'rtb', count: 1 }, agency.headers)).statusCode,
    ).toBe(403);
  });

  it('stops by DELETE /v2/bidlogs?ids= and /v2/bidlogs/{id}, logged as stop', async () => {
    const a = (await call('POST', '/v2/bidlogs', { publisher: 'pub-1', instanceType: 'rtb', count: 5 })).json().id;
    const b = (await call('POST', '/v2/bidlogs', { publisher: 'pub-2', instanceType: 'vast', count: 5 })).json().id;
    const stop = await call('DELETE', `/v2/bidlogs?ids=${a}`);
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ ids: [a] });
    expect((await call('DELETE', `/v2/bidlogs/${b}`)).statusCode).toBe(200);
    expect((await get(`/v2/bidlogs/${a}`)).statusCode).toBe(404);
    const lines = (await get(`/v2/actionlogs?objectID=${a},${b}&action=stop`)).json() as Log[];
    expect(lines.map((l) => l.objectName).sort()).toEqual(['pub-1', 'pub-2']);
  });
});

describe('debug sessions: /tools/debug/{campaignId}', () => {
  it('starts with every target but ssp, restarts with a new debug id, ends', async () => {
    const campaigns = (await get('/v2/campaigns?pageSize=50')).json() as { id: string; name: string }[];
    // A session is identified by its campaign (x-id), as the platform answers it: no `id` beside.
    const sessions = (await get('/tools/debug')).json() as { campaignId: string }[];
    expect(sessions.every((s) => !('id' in s))).toBe(true);
    const campaign = campaigns.find((c) => !sessions.some((s) => s.campaignId === c.id))!;
    const started = await call('POST', `/tools/debug/${campaign.id}`);
    expect(started.statusCode).toBe(201);
    const first = started.json();
    expect(first).toMatchObject({
      campaignId: campaign.id,
      startedBy: 'admin',
      targets: { geo: true, device: true, user: true, segments: true, wbLists: true, calendar: true, ssp: false },
    });
    expect(first.debugId).toMatch(/^[a-z0-9]{20}$/);

    await call('PATCH', `/tools/debug/${campaign.id}`, { note: 'Тестовый iPhone' });
    const again = await call('POST', `/tools/debug/${campaign.id}`, { targets: { ssp: true, geo: false } });
    expect(again.json().note).toBe('Тестовый iPhone');
    expect(again.statusCode).toBe(200);
    expect(again.json().debugId).not.toBe(first.debugId);
    expect(again.json().targets).toMatchObject({ ssp: true, geo: false, device: true });
    expect((await get(`/tools/debug/${campaign.id}`)).json().debugId).toBe(again.json().debugId);
    expect((await get('/debug-rk')).json()).toContainEqual(
      expect.objectContaining({ id: campaign.id, name: campaign.name, debugId: again.json().debugId }),
    );

    const patched = await call('PATCH', `/tools/debug/${campaign.id}`, {
      targets: { ...again.json().targets, calendar: false },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().targets.calendar).toBe(false);

    expect((await call('DELETE', `/tools/debug/${campaign.id}`)).statusCode).toBe(200);
    expect((await get(`/tools/debug/${campaign.id}`)).statusCode).toBe(404);
    const lines = (await get(`/v2/actionlogs?objectID=${campaign.id}&objectType=debugSession`)).json() as Log[];
    expect(lines.map((l) => l.action)).toEqual(['stop', 'update', 'start', 'update', 'start']);
  });

  it('starts by the generic create too; refuses unknown campaigns and strangers', async () => {
    const campaigns = (await get('/v2/campaigns?pageSize=50')).json() as { id: string }[];
    const sessions = (await get('/tools/debug')).json() as { id: string }[];
    const campaign = campaigns.filter((c) => !sessions.some((s) => s.id === c.id))[1];
    const res = await call('POST', '/tools/debug', { campaignId: campaign.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().targets.ssp).toBe(false);
    const unknown = await call('POST', '/tools/debug/ffffffffffffffffffffffff');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['/campaignId']).toBeTruthy();
    const notId = await call('POST', '/tools/debug', { campaignId: 'abc' });
    expect(notId.json().errors['/campaignId']).toBe(OBJECT_ID_MESSAGE);
    expect((await call('POST', `/tools/debug/${campaign.id}`, undefined, agency.headers)).statusCode).toBe(403);
    expect((await get('/debug-rk', agency.headers)).statusCode).toBe(403);
  });
});
