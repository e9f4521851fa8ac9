// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi, session } from './helpers';

const { server, admin, agency, get } = await seededApi();
const front = await session(server.app, 'admin', 'front_office');

const post = (url: string, payload: unknown, headers = admin.headers) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers });
type Row = {
  id: string;
  name: string;
  moderationStatus?: string;
  reason?: string;
  moderatedAt?: string;
  moderatedBy?: string;
  format?: string;
  campaignId?: string;
  version: number;
};

describe('GET /v2/moderation/creatives', () => {
  it("lists the campaigns' creatives with their moderation state, paged, newest first", async () => {
    const res = await get('/v2/moderation/creatives?pageSize=10');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Row[];
    expect(rows).toHaveLength(10);
    expect(Number(res.headers['x-pagination-total'])).toBeGreaterThan(50);
    expect(res.headers['access-control-expose-headers']).toContain('x-pagination-total');
    const creative = (await get(`/v2/creatives/${rows[0].id}`)).json();
    expect(rows[0]).toMatchObject({
      name: creative.name,
      campaignId: creative.campaignId,
      moderationStatus: creative.statusData.moderationStatus,
    });
    expect(['video', 'banner', 'push']).toContain(rows[0].format);
  });

  it('filters by status (comma = any of), searches, sorts and reads one', async () => {
    const pending = (await get('/v2/moderation/creatives?moderationStatus=pending&pageSize=1000')).json() as Row[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.moderationStatus === 'pending')).toBe(true);
    const two = (await get('/v2/moderation/creatives?moderationStatus=pending,cooking&pageSize=1000')).json() as Row[];
    expect(two.length).toBeGreaterThanOrEqual(pending.length);
    expect(two.every((r) => r.moderationStatus === 'pending' || r.moderationStatus === 'cooking')).toBe(true);
    const word = pending[0].name.split(' ')[0];
    const found = (
      await get(`/v2/moderation/creatives?search=${encodeURIComponent(word.toUpperCase())}&pageSize=1000`)
    ).json() as Row[];
    expect(found.some((r) => r.id === pending[0].id)).toBe(true);
    const names = (await get('/v2/moderation/creatives?sort=name&order=asc&pageSize=1000'))
      .json()
      .map((r: Row) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'ru', { numeric: true })));
    const one = await get(`/v2/moderation/creatives/${pending[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: pending[0].id, moderationStatus: 'pending' });
    expect((await get('/v2/moderation/creatives/ffffffffffffffffffffffff')).statusCode).toBe(404);
  });

  it('is for holders of moderationCreatives; the queue itself is not written', async () => {
    expect((await get('/v2/moderation/creatives', agency.headers)).statusCode).toBe(403);
    expect((await get('/v2/moderation/creatives', front.headers)).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/v2/moderation/creatives' })).statusCode).toBe(401);
    expect((await post('/v2/moderation/creatives', { name: 'x' })).statusCode).toBe(405);
  });
});

describe('POST /v2/moderation/creatives/status', () => {
  it('disapproves one creative with a reason, bumps its version and logs who did it', async () => {
    const [row] = (await get('/v2/moderation/creatives?moderationStatus=pending&pageSize=1')).json() as Row[];
    const res = await post(
      '/v2/moderation/creatives/status',
      { ids: [row.id], status: 'disapproved', reason: '  Нет маркировки «Реклама»  ' },
      front.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ affectedCount: 1 });
    const after = (await get(`/v2/moderation/creatives/${row.id}`)).json() as Row;
    expect(after).toMatchObject({
      moderationStatus: 'disapproved',
      reason: 'Нет маркировки «Реклама»',
      moderatedBy: 'admin',
    });
    expect(after.version).toBe(row.version + 1);
    const creative = (await get(`/v2/creatives/${row.id}`)).json();
    expect(creative.statusData).toMatchObject({ moderationStatus: 'disapproved', reason: 'Нет маркировки «Реклама»' });
    const logs = (await get(`/v2/actionlogs?objectID=${row.id}&action=moderation`)).json();
    expect(logs[0]).toMatchObject({
      objectType: 'creative',
      userLogin: 'admin',
      cabinetName: 'Фронт-офис',
      fields: ['statusData.moderationStatus', 'statusData.reason'],
    });
  });

  it('approves a selection at once; a reason goes with disapproved only', async () => {
    const rows = (await get('/v2/moderation/creatives?moderationStatus=disapproved&pageSize=3')).json() as Row[];
    expect(rows).toHaveLength(3);
    const ids = rows.map((r) => r.id);
    const res = await post('/v2/moderation/creatives/status', {
      ids: [...ids, ids[0]],
      status: 'approved',
      reason: 'лишнее',
    });
    expect(res.json()).toMatchObject({ affectedCount: 3 });
    for (const id of ids) {
      const row = (await get(`/v2/moderation/creatives/${id}`)).json() as Row;
      expect(row.moderationStatus).toBe('approved');
      expect(row.reason).toBeUndefined();
    }
  });

  it('refuses the whole call for a missing id, with Russian field errors', async () => {
    const [row] = (await get('/v2/moderation/creatives?moderationStatus=cooking&pageSize=1')).json() as Row[];
    const missing = await post('/v2/moderation/creatives/status', {
      ids: [row.id, 'ffffffffffffffffffffffff'],
      status: 'approved',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ '/ids/1': 'Запись не найдена' });
    expect((await get(`/v2/moderation/creatives/${row.id}`)).json().moderationStatus).toBe('cooking');
    // «Готовится» is the platform's own state: no moderator sets it.
    const cooking = await post('/v2/moderation/creatives/status', { ids: [row.id], status: 'cooking' });
    expect([cooking.statusCode, cooking.json().errors?.['/status']]).toEqual([400, expect.any(String)]);
    const bad = await post('/v2/moderation/creatives/status', { ids: ['abc'], status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/ids/0']).toBe(
      'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра',
    );
    expect(bad.json().errors['/status']).toBeTruthy();
    expect((await post('/v2/moderation/creatives/status', { ids: [], status: 'approved' })).json().errors['/ids']).toBe(
      'Не выбрано ни одной записи',
    );
    expect((await post('/v2/moderation/creatives/status', [1, 2])).statusCode).toBe(400);
    expect(
      (await post('/v2/moderation/creatives/status', { ids: [row.id], status: 'approved' }, agency.headers)).statusCode,
    ).toBe(403);
  });
});

describe('the decision as a declared transition', () => {
  it('leaves a creative whose state does not allow the decision as it was, naming both states', async () => {
    const [row] = (await get('/v2/moderation/creatives?moderationStatus=cooking&pageSize=1')).json() as Row[];
    const res = await post('/v2/moderation/creatives/status', { ids: [row.id], status: 'pending' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      affectedCount: 0,
      skipped: [{ id: row.id, message: 'Из состояния «Готовится» нельзя перейти в «На модерации»' }],
    });
    const after = (await get(`/v2/moderation/creatives/${row.id}`)).json() as Row;
    expect([after.moderationStatus, after.version]).toEqual(['cooking', row.version]);
  });

  it("carries the creative's version: a decision on a stale one is a 409 with the creative's own text, like a stale edit", async () => {
    const [row] = (await get('/v2/moderation/creatives?moderationStatus=pending&pageSize=1')).json() as Row[];
    const stale = await post(
      '/v2/moderation/creatives/status',
      { ids: [row.id], status: 'approved' },
      { ...admin.headers, 'if-match': `"${row.version - 1}"` },
    );
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      'Текущая версия креатива устарела. Обновите страницу, чтобы получить актуальную версию',
    ]);
    expect((await get(`/v2/moderation/creatives/${row.id}`)).json().moderationStatus).toBe('pending');
    const fresh = await post(
      '/v2/moderation/creatives/status',
      { ids: [row.id], status: 'approved' },
      { ...admin.headers, 'if-match': `"${row.version}"` },
    );
    expect(fresh.json()).toMatchObject({ affectedCount: 1 });
  });
});

describe('apps queue', () => {
  it('lists seeded apps with the generic list parameters', async () => {
    const res = await get('/v2/moderation/apps?moderationStatus=pending&sort=createdAt&order=desc');
    expect(res.statusCode).toBe(200);
    const apps = res.json() as (Row & { bundle: string; platform: string })[];
    expect(apps.length).toBeGreaterThan(3);
    expect(apps.every((a) => a.moderationStatus === 'pending' && a.bundle && a.platform)).toBe(true);
    expect((await get('/v2/moderation/apps', agency.headers)).statusCode).toBe(403);
    expect(
      (await post('/v2/moderation/apps', { name: 'Новое', bundle: 'ru.new.app', platform: 'Android' })).statusCode,
    ).toBe(405);
  });

  it('POST /v2/moderation/apps/status sets one or many, with the reason of a disapproval', async () => {
    const apps = (await get('/v2/moderation/apps?moderationStatus=pending&pageSize=2')).json() as Row[];
    const res = await post(
      '/v2/moderation/apps/status',
      { ids: apps.map((a) => a.id), status: 'disapproved', reason: 'Контент для взрослых' },
      front.headers,
    );
    expect(res.json()).toMatchObject({ affectedCount: 2 });
    const after = (await get(`/v2/moderation/apps/${apps[0].id}`)).json() as Row;
    expect(after).toMatchObject({
      moderationStatus: 'disapproved',
      reason: 'Контент для взрослых',
      moderatedBy: 'admin',
    });
    await post('/v2/moderation/apps/status', { ids: [apps[0].id], status: 'pending' });
    const back = (await get(`/v2/moderation/apps/${apps[0].id}`)).json() as Row;
    expect(back.moderationStatus).toBe('pending');
    expect(back.reason).toBeUndefined();
    const unknown = await post('/v2/moderation/apps/status', { ids: ['ffffffffffffffffffffffff'], status: 'approved' });
    expect(unknown.json().errors).toEqual({ '/ids/0': 'Запись не найдена' });
  });
});

describe('an approved creative edited afterwards', () => {
  const ctx = server.app.kabinet;
  const approved = async () => {
    const [row] = (await get('/v2/moderation/creatives?moderationStatus=pending&pageSize=1')).json() as Row[];
    await post('/v2/moderation/creatives/status', { ids: [row.id], status: 'approved' });
    return (await get(`/v2/creatives/${row.id}`)).json();
  };
  const patch = (id: string, payload: object) =>
    server.app.inject({ method: 'PATCH', url: `/v2/creatives/${id}`, payload, headers: admin.headers });

  it('goes back to moderation when its link changes, and the domain the moderator sees follows the link', async () => {
    const creative = await approved();
    expect(creative.statusData.moderationStatus).toBe('approved');
    const res = await patch(creative.id, {
      url: 'https://www.evil.example/landing',
      topLevelDomain: 'trusted.example',
      name: 'Новое имя',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().statusData).toEqual({ moderationStatus: 'pending' });
    expect(res.json().topLevelDomain).toBe('evil.example');
    expect(ctx.store.get('creative', creative.id)!.data.topLevelDomain).toBe('evil.example');
    const row = (await get(`/v2/moderation/creatives/${creative.id}`)).json() as Row;
    expect(row.moderationStatus).toBe('pending');
  });

  it('goes back to moderation when its trackers change; a new name or price alone keeps the approval', async () => {
    const creative = await approved();
    const kept = await patch(creative.id, { name: 'Только имя', targets: { price: { cpm: 123 } } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().statusData.moderationStatus).toBe('approved');
    const tracked = await patch(creative.id, {
      trackers: [{ event: 'impression', url: 'https://tracker.example/pixel' }],
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().statusData).toEqual({ moderationStatus: 'pending' });
  });
});
