// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seededApi, session } from './helpers';

const { server, admin, agency, get, send } = await seededApi();

type Campaign = {
  id: string;
  name: string;
  accountId: string;
  status: string;
  version: number;
  creativeType: string;
  groupId?: string;
  parentId?: string;
  strategies: { buyingType: string; saleSpeedType?: string };
  calendar?: Record<string, unknown>;
  targets?: Record<string, Record<string, unknown>>;
};
const total = async (url: string, headers = admin.headers) =>
  Number((await get(url, headers)).headers['x-pagination-total']);
const all = async (url: string): Promise<Campaign[]> =>
  (await get(`${url}${url.includes('?') ? '&' : '?'}pageSize=1000`)).json();
const accountOfAgency = async () =>
  ((await get('/v2/accounts?pageSize=5', agency.headers)).json() as { id: string }[])[0].id;

const newCampaign = (accountId: string, extra: Record<string, unknown> = {}) => ({
  name: 'Тестовая кампания',
  accountId,
  creativeType: 'video',
  strategies: { buyingType: 'cpm', kpi: { vtr: 70 } },
  calendar: { dates: { start: '2025-06-01', end: '2025-06-30' }, week: [{ days: ['mon', 'tue'], from: 9, to: 21 }] },
  targets: {
    geo: { idsWhiteList: ['RU-MOW'] },
    device: { deviceTypes: ['smartphone'] },
    user: { ageRanges: ['25-34'], genders: ['female'] },
  },
  other: { externalContractId: 'ORD-1', useAdPool: true },
  ...extra,
});

async function readXlsx(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book;
}

describe('campaign list', () => {
  it('has several pages of seeded campaigns spread over the accounts, in Russian', async () => {
    expect(await total('/v2/campaigns')).toBeGreaterThanOrEqual(200);
    const campaigns = await all('/v2/campaigns');
    expect(new Set(campaigns.map((c) => c.accountId)).size).toBeGreaterThanOrEqual(40);
    expect(campaigns[0].name).toMatch(/[а-яё]/i);
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set(['active', 'paused', 'stopped']));
    expect(await total('/v2/groups')).toBeGreaterThanOrEqual(10);
    expect(await total('/v2/creatives')).toBeGreaterThanOrEqual(280);
  });

  it("accepts the platform's filter names: status, buyingType, saleSpeedType, creativeType, search, groups", async () => {
    const campaigns = await all('/v2/campaigns');
    const count = (pred: (c: Campaign) => boolean) => campaigns.filter(pred).length;
    expect(await total('/v2/campaigns?status=stopped')).toBe(count((c) => c.status === 'stopped'));
    expect(await total('/v2/campaigns?buyingType=cpv')).toBe(count((c) => c.strategies.buyingType === 'cpv'));
    expect(await total('/v2/campaigns?buyingType=cpv,cpc')).toBe(
      count((c) => ['cpv', 'cpc'].includes(c.strategies.buyingType)),
    );
    expect(await total('/v2/campaigns?saleSpeedType=fast&creativeType=video')).toBe(
      count((c) => c.strategies.saleSpeedType === 'fast' && c.creativeType === 'video'),
    );
    const grouped = campaigns.filter((c) => c.groupId);
    const [g1, g2] = [...new Set(grouped.map((c) => c.groupId!))];
    expect(await total(`/v2/campaigns?groups=${g1},${g2}`)).toBe(count((c) => c.groupId === g1 || c.groupId === g2));
    const found = await all('/v2/campaigns?search=КОЛОСОК');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.name.includes('Колосок'))).toBe(true);
    expect((await get('/v2/campaigns?statistics=true&page=2&pageSize=25')).json()).toHaveLength(25);
  });

  it("refuses the fields' paths where the product names the filter otherwise, on the list and its export", async () => {
    for (const url of ['/v2/campaigns', '/v2/campaigns.xlsx']) {
      const refused = await get(`${url}?strategies.buyingType=cpv&groupId=${'a'.repeat(24)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        '/strategies.buyingType': 'Неизвестный параметр списка: фильтр называется «buyingType»',
        '/groupId': 'Неизвестный параметр списка: фильтр называется «groups»',
      });
    }
  });

  it("an agency sees only the campaigns of its own accounts; another cabinet's campaign is 403", async () => {
    const mine = (await get('/v2/campaigns?pageSize=1000', agency.headers)).json() as Campaign[];
    const accounts = new Set(
      ((await get('/v2/accounts?pageSize=1000', agency.headers)).json() as { id: string }[]).map((a) => a.id),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => accounts.has(c.accountId))).toBe(true);
    const foreign = (await all('/v2/campaigns')).find((c) => !accounts.has(c.accountId))!;
    expect((await get(`/v2/campaigns/${foreign.id}`, agency.headers)).statusCode).toBe(403);
    expect(
      (await send('PUT', '/campaign/status', { id: foreign.id, status: 'paused' }, agency.headers)).statusCode,
    ).toBe(403);
  });

  it('without the permission (viewer) every campaign call is 403', async () => {
    const viewer = await session(server.app, 'viewer', 'account');
    expect((await get('/v2/campaigns', viewer.headers)).statusCode).toBe(403);
    expect((await get('/v2/campaigns.xlsx', viewer.headers)).statusCode).toBe(403);
    expect((await send('POST', '/v2/campaigns/stop', { ids: ['a'.repeat(24)] }, viewer.headers)).statusCode).toBe(403);
    expect(
      (await get('/v2/campaigns/segments', { authorization: 'Bearer nope', cabinet: admin.cabinet.id })).statusCode,
    ).toBe(401);
  });
});

describe('campaign create and update', () => {
  it("creates the nested campaign paused, owned by the account's cabinet (the agency sees it)", async () => {
    const accountId = await accountOfAgency();
    const res = await send('POST', '/v2/campaigns', newCampaign(accountId, { status: 'active' }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const record = (await get(`/v2/campaigns/${id}`, agency.headers)).json();
    expect(record).toMatchObject({
      id,
      status: 'paused',
      creativeType: 'video',
      version: 1,
      calendar: { week: [{ days: ['mon', 'tue'], from: 9, to: 21 }] },
      targets: { user: { genders: ['female'] } },
    });
  });

  it('400 with Russian field errors: schema and rules (dates, hours, own parent)', async () => {
    const accountId = await accountOfAgency();
    const bad = await send(
      'POST',
      '/v2/campaigns',
      newCampaign(accountId, {
        name: 'Акция!',
        creativeType: 'radio',
        strategies: {},
        calendar: { dates: { start: '2025-06-30', end: '2025-06-01' } },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      '/name': 'Текст не должен содержать символы $ ^ & * ! @ #',
      '/creativeType': 'Выберите значение из списка',
      '/strategies': 'Обязательное поле',
    });
    const nested = await send(
      'POST',
      '/v2/campaigns',
      newCampaign(accountId, { strategies: { saleSpeedType: 'fast' } }),
    );
    expect(nested.json().errors).toEqual({ '/strategies/buyingType': 'Обязательное поле' });
    const rules = await send(
      'POST',
      '/v2/campaigns',
      newCampaign(accountId, {
        calendar: { dates: { start: '2025-06-30', end: '2025-06-01' }, week: [{ days: ['mon'], from: 20, to: 8 }] },
      }),
    );
    expect(rules.statusCode).toBe(400);
    expect(rules.json().errors).toEqual({
      '/calendar/dates/end': 'Дата окончания раньше даты начала',
      '/calendar/week/0/to': 'Час окончания должен быть позже часа начала',
    });
    const { id } = (await send('POST', '/v2/campaigns', newCampaign(accountId))).json();
    const own = await send('PATCH', `/v2/campaigns/${id}`, { parentId: id });
    expect(own.json().errors).toEqual({ '/parentId': 'Кампания не может быть родительской для самой себя' });
  });

  it('targets devices by manufacturer and model: known ids, each model of a chosen manufacturer', async () => {
    const accountId = await accountOfAgency();
    const withDevice = (device: Record<string, unknown>) => {
      const body = newCampaign(accountId);
      return { ...body, targets: { ...body.targets, device: { deviceTypes: ['smartphone'], ...device } } };
    };
    const ok = await send(
      'POST',
      '/v2/campaigns',
      withDevice({ manufacturers: ['samsung', 'apple'], models: ['samsung-galaxy-s24', 'apple-iphone-15'] }),
    );
    expect(ok.statusCode).toBe(201);
    const stored = (await get(`/v2/campaigns/${ok.json().id}`)).json() as Campaign;
    expect(stored.targets?.device).toEqual({
      deviceTypes: ['smartphone'],
      manufacturers: ['samsung', 'apple'],
      models: ['samsung-galaxy-s24', 'apple-iphone-15'],
    });
    const bad = await send(
      'POST',
      '/v2/campaigns',
      withDevice({ manufacturers: ['samsung', 'nokia'], models: ['apple-iphone-15', 'samsung-galaxy-s99'] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      '/targets/device/manufacturers/1': 'Неизвестный производитель',
      '/targets/device/models/0': 'Модель не относится к выбранным производителям',
      '/targets/device/models/1': 'Неизвестная модель устройства',
    });
    // An update is judged on the whole campaign: dropping the manufacturer leaves its model alone.
    const dropped = await send('PATCH', `/v2/campaigns/${ok.json().id}`, {
      targets: { ...stored.targets, device: { manufacturers: ['apple'], models: ['samsung-galaxy-s24'] } },
    });
    expect(dropped.json().errors).toEqual({
      '/targets/device/models/0': 'Модель не относится к выбранным производителям',
    });
  });

  it("an agency cannot put a campaign under another agency's account", async () => {
    const accounts = new Set(
      ((await get('/v2/accounts?pageSize=1000', agency.headers)).json() as { id: string }[]).map((a) => a.id),
    );
    const foreign = ((await get('/v2/accounts?pageSize=1000')).json() as { id: string }[]).find(
      (a) => !accounts.has(a.id),
    )!;
    const res = await send('POST', '/v2/campaigns', newCampaign(foreign.id), agency.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/accountId': 'Аккаунт недоступен в этом кабинете' });
  });

  it('PATCH keeps creativeType and accountId (set on create only) and the status', async () => {
    const { id } = (await send('POST', '/v2/campaigns', newCampaign(await accountOfAgency()))).json();
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/v2/campaigns/${id}`,
      headers: { ...admin.headers, 'if-match': '1' },
      payload: { name: 'Переименована', creativeType: 'push', status: 'active', strategies: { buyingType: 'cpv' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Переименована',
      creativeType: 'video',
      status: 'paused',
      version: 2,
      strategies: { buyingType: 'cpv', kpi: { vtr: 70 } },
    });
  });
});

describe('run status', () => {
  it('PUT /campaign/status pauses and resumes; stopped is final; bad input is 400', async () => {
    const { id } = (await send('POST', '/v2/campaigns', newCampaign(await accountOfAgency()))).json();
    const run = await send('PUT', '/campaign/status', { id, status: 'active' });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ id, status: 'active', version: 2 });
    expect((await send('PUT', '/campaign/status', { id, status: 'paused' })).json().status).toBe('paused');
    const same = await send('PUT', '/campaign/status', { id, status: 'paused' });
    expect([same.statusCode, same.json().message]).toEqual([409, 'Уже в состоянии «Приостановлена»']);
    expect((await send('PUT', '/campaign/status', { id, status: 'stopped' })).json().status).toBe('stopped');
    const again = await send('PUT', '/campaign/status', { id, status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Из состояния «Остановлена» нельзя перейти в «Активна»');
    expect((await send('PUT', '/campaign/status', { id, status: 'running' })).json().errors).toEqual({
      '/status': 'Выберите одно из состояний: «Активна», «Приостановлена», «Остановлена»',
    });
    expect((await send('PUT', '/campaign/status', { status: 'active' })).json().errors).toEqual({
      '/id': 'Обязательное поле',
    });
    expect((await send('PUT', '/campaign/status', { id: 'f'.repeat(24), status: 'active' })).statusCode).toBe(404);
    expect((await send('PUT', '/campaign/status', [1])).statusCode).toBe(400);
  });

  it('PUT /campaign/manystatus changes many, skipping stopped ones', async () => {
    const accountId = await accountOfAgency();
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await send('POST', '/v2/campaigns', newCampaign(accountId))).json().id as string),
    );
    await send('PUT', '/campaign/status', { id: ids[2], status: 'stopped' });
    const res = await send('PUT', '/campaign/manystatus', { ids, status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ids: ids.slice(0, 2),
      affectedCount: 2,
      skippedCount: 1,
      skipped: [{ id: ids[2], message: 'Из состояния «Остановлена» нельзя перейти в «Активна»' }],
    });
    expect((await send('PUT', '/campaign/manystatus', { ids: [], status: 'active' })).json().errors).toEqual({
      '/ids': 'Не выбрано ни одной записи',
    });
    expect(
      (await send('PUT', '/campaign/manystatus', { ids: ['bad'], status: 'active' })).json().errors,
    ).toHaveProperty('/ids/0');
  });

  it('POST /v2/campaigns/stop answers affectedCount: only those not stopped yet', async () => {
    const accountId = await accountOfAgency();
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await send('POST', '/v2/campaigns', newCampaign(accountId))).json().id as string),
    );
    await send('PUT', '/campaign/status', { id: ids[0], status: 'stopped' });
    const res = await send('POST', '/v2/campaigns/stop', { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().affectedCount).toBe(2);
    expect((await send('POST', '/v2/campaigns/stop', { ids })).json().affectedCount).toBe(0);
    const foreign = (await all('/v2/campaigns')).find((c) => c.accountId !== accountId && !c.name.includes('Тест'))!;
    const accounts = new Set(
      ((await get('/v2/accounts?pageSize=1000', agency.headers)).json() as { id: string }[]).map((a) => a.id),
    );
    if (!accounts.has(foreign.accountId))
      expect((await send('POST', '/v2/campaigns/stop', { ids: [foreign.id] }, agency.headers)).statusCode).toBe(403);
  });
});

describe('copy', () => {
  it('copies settings paused under a new name, with copies of the creatives linked to their originals', async () => {
    const source = (await all('/v2/campaigns')).find((c) => c.status === 'active')!;
    const creatives = (await get(`/v2/creatives?campaignId=${source.id}`)).json() as {
      id: string;
      parentId?: string;
    }[];
    const res = await send('POST', '/v2/campaigns/copy', { id: source.id, name: 'Копия: весна', copyCreatives: true });
    expect(res.statusCode).toBe(201);
    const { id, creativesCopied } = res.json();
    expect(creativesCopied).toBe(creatives.length);
    const copy = (await get(`/v2/campaigns/${id}`)).json();
    expect(copy).toMatchObject({
      name: 'Копия: весна',
      status: 'paused',
      parentId: source.id,
      creativeType: source.creativeType,
      strategies: source.strategies,
    });
    const copied = (await get(`/v2/creatives?campaignId=${id}`)).json() as {
      parentId: string;
      statusData: { moderationStatus: string };
    }[];
    expect(copied).toHaveLength(creatives.length);
    expect(copied.every((c, i) => c.parentId === (creatives[i].parentId ?? creatives[i].id))).toBe(true);
    expect(copied.every((c) => c.statusData.moderationStatus === 'pending')).toBe(true);
  });

  it('another creative type: settings only; with creatives it is a 400; bad body is 400 in Russian', async () => {
    const source = (await all('/v2/campaigns?creativeType=banner'))[0];
    const other = await send('POST', '/v2/campaigns/copy', {
      id: source.id,
      name: 'Видео-версия',
      creativeType: 'video',
    });
    expect(other.statusCode).toBe(201);
    expect((await get(`/v2/campaigns/${other.json().id}`)).json().creativeType).toBe('video');
    const refused = await send('POST', '/v2/campaigns/copy', {
      id: source.id,
      name: 'Видео-версия',
      creativeType: 'video',
      copyCreatives: true,
    });
    expect(refused.json().errors).toEqual({
      '/copyCreatives': 'Креативы нельзя скопировать в кампанию с другим типом креативов',
    });
    const bad = await send('POST', '/v2/campaigns/copy', { id: source.id, name: '' });
    expect(bad.json().errors).toEqual({ '/name': 'Обязательное поле' });
    expect((await send('POST', '/v2/campaigns/copy', { id: 'f'.repeat(24), name: 'X' })).statusCode).toBe(404);
  });
});

describe('segments', () => {
  it("GET lists the dictionary; POST sets a campaign's segments and checks them", async () => {
    const segments = (await get('/v2/campaigns/segments')).json() as { id: string; name: string; type: string }[];
    expect(segments.length).toBeGreaterThan(5);
    expect(
      (await get('/v2/campaigns/segments?type=visitHistory'))
        .json()
        .every((s: { type: string }) => s.type === 'visitHistory'),
    ).toBe(true);
    const app = segments.find((s) => s.type === 'appCheck')!;
    const visit = segments.find((s) => s.type === 'visitHistory')!;
    const { id } = (await send('POST', '/v2/campaigns', newCampaign(await accountOfAgency()))).json();
    const res = await send('POST', `/v2/campaigns/${id}/segments`, {
      appCheckIds: [app.id],
      visitHistoryIds: [visit.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().targets.segments).toEqual({ segment: { appCheckIds: [app.id], visitHistoryIds: [visit.id] } });
    expect(res.json().targets.geo).toEqual({ idsWhiteList: ['RU-MOW'] });
    const wrong = await send('POST', `/v2/campaigns/${id}/segments`, { appCheckIds: [visit.id] });
    expect(wrong.json().errors).toEqual({ '/appCheckIds/0': 'Сегмент не найден' });
    const cleared = await send('POST', `/v2/campaigns/${id}/segments`, {});
    expect(cleared.json().targets.segments).toBeUndefined();
  });
});

describe('xlsx exports', () => {
  it('one campaign: a real workbook with its parameters and its creatives', async () => {
    const campaign = (await all('/v2/campaigns')).find((c) => c.status === 'active')!;
    const res = await get(`/v2/campaigns/${campaign.id}.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const book = await readXlsx(res.rawPayload);
    const sheet = book.getWorksheet('Кампания')!;
    const rows = new Map<string, unknown>();
    sheet.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(rows.get('Название')).toBe(campaign.name);
    expect(rows.get('Статус')).toBe('Активна');
    expect(rows.get('Стратегия закупки / Тип закупки')).toMatch(/^CP[MCVI] — /);
    const creatives = (await get(`/v2/creatives?campaignId=${campaign.id}`)).json();
    expect(book.getWorksheet('Креативы')!.rowCount).toBe(creatives.length + 1);
  });

  it("the list under the current filters (the platform's names), every page", async () => {
    const res = await get('/v2/campaigns.xlsx?status=active&creativeType=video&search=а');
    expect(res.statusCode).toBe(200);
    const sheet = (await readXlsx(res.rawPayload)).worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Название');
    expect(sheet.rowCount - 1).toBe(await total('/v2/campaigns?status=active&creativeType=video&search=а'));
    const everything = (await readXlsx((await get('/v2/campaigns.xlsx')).rawPayload)).worksheets[0];
    expect(everything.rowCount - 1).toBe(await total('/v2/campaigns'));
    const picked = await server.app.inject({
      url: '/v2/campaigns.xlsx?status=paused',
      headers: { ...admin.headers, 'x-excel-columns': 'name,status' },
    });
    const narrow = (await readXlsx(picked.rawPayload)).worksheets[0];
    expect(narrow.getRow(1).values).toEqual([undefined, 'Название', 'Статус']);
    expect(narrow.getRow(2).getCell(2).value).toBe('Приостановлена');
    // Asked for by the same headers as every download: a column the list has not is refused at the header.
    const unknown = await server.app.inject({
      url: '/v2/campaigns.xlsx',
      headers: { ...admin.headers, 'x-excel-columns': 'name,nope,never' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ '/x-excel-columns': 'Неизвестные колонки: nope, never' });
    // An instant is a date cell, as in the SSP list, so the file sorts by it; its clock is Moscow's,
    // what an operator of the platform reads (a cell has no zone: Excel shows it as written).
    const dated = await server.app.inject({
      url: '/v2/campaigns.xlsx?sort=name',
      headers: { ...admin.headers, 'x-excel-columns': 'name,createdAt' },
    });
    const first = (await readXlsx(dated.rawPayload)).worksheets[0].getRow(2).getCell(2);
    expect(first.value).toBeInstanceOf(Date);
    expect(first.numFmt).toBe('dd.mm.yyyy hh:mm');
    const [firstCampaign] = (await get('/v2/campaigns?sort=name&order=asc&pageSize=1')).json() as {
      createdAt: string;
    }[];
    expect((first.value as Date).getTime() - Date.parse(firstCampaign.createdAt)).toBe(3 * 3_600_000);
  });

  it('groups and creatives lists', async () => {
    const groups = (await readXlsx((await get('/v2/groups.xlsx')).rawPayload)).worksheets[0];
    expect(groups.name).toBe('Группы кампаний');
    expect(groups.rowCount - 1).toBe(await total('/v2/groups'));
    const creatives = await get('/v2/creatives.xlsx?statusData.moderationStatus=approved');
    expect((await readXlsx(creatives.rawPayload)).worksheets[0].rowCount - 1).toBe(
      await total('/v2/creatives?statusData.moderationStatus=approved'),
    );
  });
});

describe('groups', () => {
  it('count their campaigns; PATCH /v2/groups/{id}/campaigns changes every campaign of the group', async () => {
    const group = ((await get('/v2/groups?pageSize=100')).json() as { id: string; campaignCount: number }[]).find(
      (g) => g.campaignCount >= 2,
    )!;
    const members = await all(`/v2/campaigns?groups=${group.id}`);
    expect(members).toHaveLength(group.campaignCount);
    const body = {
      calendarDates: { start: '2025-09-01', end: '2025-09-30' },
      calendarWeek: [{ days: ['sat', 'sun'], from: 10, to: 20 }],
      deviceTargets: ['smarttv'],
      geoIds: ['RU-SPE'],
      superGeo: ['million'],
      saleSpeedType: 'fast',
      ssp: ['yandex'],
    };
    const res = await send('PATCH', `/v2/groups/${group.id}/campaigns`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().affectedCount).toBe(members.length);
    for (const before of members) {
      const after = (await get(`/v2/campaigns/${before.id}`)).json() as Campaign;
      expect(after.version).toBe(before.version + 1);
      expect(after.name).toBe(before.name);
      expect(after.calendar).toEqual({ dates: body.calendarDates, week: body.calendarWeek });
      // Device types replaced; a campaign's manufacturers and models, not named, stay.
      expect(after.targets!.device).toEqual({ ...before.targets!.device, deviceTypes: ['smarttv'] });
      expect(after.targets!.geo).toMatchObject({ idsWhiteList: ['RU-SPE'], superGeo: ['million'] });
      expect(after.targets!.ssp).toEqual(['yandex']);
      expect(after.strategies).toMatchObject({ buyingType: before.strategies.buyingType, saleSpeedType: 'fast' });
    }
  });

  it('refuses an empty or invalid patch with Russian messages', async () => {
    const group = ((await get('/v2/groups')).json() as { id: string }[])[0];
    expect((await send('PATCH', `/v2/groups/${group.id}/campaigns`, {})).json().errors).toEqual({
      '': 'Не задано ни одного изменения',
    });
    const bad = await send('PATCH', `/v2/groups/${group.id}/campaigns`, {
      calendarDates: { start: '2025-09-30', end: '2025-09-01' },
      deviceTargets: ['fridge'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ '/deviceTargets/0': 'Выберите значение из списка' });
    const order = await send('PATCH', `/v2/groups/${group.id}/campaigns`, {
      calendarDates: { start: '2025-09-30', end: '2025-09-01' },
    });
    expect(order.json().errors).toEqual({ '/calendarDates/end': 'Дата окончания раньше даты начала' });
    expect((await send('PATCH', `/v2/groups/${'f'.repeat(24)}/campaigns`, { saleSpeedType: 'fast' })).statusCode).toBe(
      404,
    );
  });

  it('deleting groups (DELETE ?ids=) leaves their campaigns without a group', async () => {
    const created = await Promise.all(
      ['Группа А', 'Группа Б'].map(
        async (name) => (await send('POST', '/v2/groups', { name, limits: { budgetTotal: 1000 } })).json().id as string,
      ),
    );
    const { id } = (
      await send('POST', '/v2/campaigns', newCampaign(await accountOfAgency(), { groupId: created[0] }))
    ).json();
    expect((await get(`/v2/groups/${created[0]}`)).json().campaignCount).toBe(1);
    const res = await send('DELETE', `/v2/groups?ids=${created.join(',')}`);
    expect(res.json()).toEqual({ ids: created });
    const campaign = (await get(`/v2/campaigns/${id}`)).json();
    expect(campaign.groupId).toBeUndefined();
    expect((await send('PATCH', `/v2/campaigns/${id}`, { name: 'После удаления группы' })).statusCode).toBe(200);
  });

  it('deletes one group only as a list of one (DELETE /v2/groups?ids): no DELETE /v2/groups/{id}', async () => {
    const { id } = (await send('POST', '/v2/groups', { name: 'Одна группа', limits: { budgetTotal: 1000 } })).json();
    expect((await send('DELETE', `/v2/groups/${id}`)).statusCode).toBe(404);
    expect((await get(`/v2/groups/${id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/v2/groups?ids=${id}`)).json()).toEqual({ ids: [id] });
    expect((await get(`/v2/groups/${id}`)).statusCode).toBe(404);
  });
});

describe('creatives', () => {
  const creativeOf = async (campaignId: string) =>
    (
      await send('POST', '/v2/creatives', {
        name: 'Ролик 15 с',
        campaignId,
        url: 'https://example.ru/promo',
        targets: { price: { cpm: 150 }, rewardType: 'show' },
      })
    ).json().id as string;

  it('demo creatives are uploaded after their campaign was created, and checked after their upload', async () => {
    const campaigns = new Map((await all('/v2/campaigns')).map((c) => [c.id, c as Campaign & { createdAt: string }]));
    const creatives = (await get('/v2/creatives?pageSize=1000')).json() as {
      campaignId: string;
      createdAt: string;
      statusData: { moderatedAt?: string };
    }[];
    const checked = creatives.filter((c) => c.statusData.moderatedAt);
    expect(checked.length).toBeGreaterThan(10);
    for (const creative of creatives) {
      const campaign = campaigns.get(creative.campaignId);
      if (campaign) expect(creative.createdAt >= campaign.createdAt).toBe(true);
    }
    for (const creative of checked) expect(creative.statusData.moderatedAt! > creative.createdAt).toBe(true);
  });

  it("a stale If-Match is a 409 with the creative's own message", async () => {
    const campaign = (await all('/v2/campaigns'))[0];
    const id = await creativeOf(campaign.id);
    expect(
      (
        await server.app.inject({
          method: 'PATCH',
          url: `/v2/creatives/${id}`,
          headers: { ...admin.headers, 'if-match': '1' },
          payload: { name: 'Новый' },
        })
      ).statusCode,
    ).toBe(200);
    const stale = await server.app.inject({
      method: 'PATCH',
      url: `/v2/creatives/${id}`,
      headers: { ...admin.headers, 'if-match': '1' },
      payload: { name: 'Опоздал' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'Текущая версия креатива устарела. Обновите страницу, чтобы получить актуальную версию',
    });
    // Other resources keep the generic text.
    const { id: cid } = (await send('POST', '/v2/campaigns', newCampaign(await accountOfAgency()))).json();
    await send('PATCH', `/v2/campaigns/${cid}`, { name: 'Раз' });
    const other = await server.app.inject({
      method: 'PATCH',
      url: `/v2/campaigns/${cid}`,
      headers: { ...admin.headers, 'if-match': '1' },
      payload: { name: 'Два' },
    });
    expect(other.json().message).toBe(
      'Запись была изменена другим пользователем. Обновите страницу, чтобы получить актуальную версию',
    );
  });

  it("a new creative belongs to its campaign's cabinet: the agency sees what the admin made for it", async () => {
    const campaign = ((await get('/v2/campaigns', agency.headers)).json() as Campaign[])[0];
    const id = await creativeOf(campaign.id);
    expect((await get(`/v2/creatives/${id}`, agency.headers)).statusCode).toBe(200);
  });

  it('PATCH /v2/creatives/children links and unlinks, with parent.cpm and childrenIds computed', async () => {
    const campaign = (await all('/v2/campaigns'))[1];
    const [parent, a, b] = await Promise.all([1, 2, 3].map(() => creativeOf(campaign.id)));
    await send('PATCH', `/v2/creatives/${parent}`, { targets: { price: { cpm: 321 } } });
    const link = await send('PATCH', '/v2/creatives/children', { parentId: parent, childrenIds: [a, b] });
    expect(link.json()).toEqual({ affectedCount: 2 });
    expect((await get(`/v2/creatives/${a}`)).json()).toMatchObject({
      parentId: parent,
      parent: { cpm: 321 },
      version: 2,
    });
    expect((await get(`/v2/creatives/${parent}`)).json().childrenIds).toEqual([a, b]);
    // A parent cannot become a child, a child cannot become a parent, nobody its own parent.
    expect((await send('PATCH', '/v2/creatives/children', { parentId: a, childrenIds: [b] })).json().errors).toEqual({
      '/parentId': 'Выбранный родитель сам является дочерним креативом',
    });
    const other = await creativeOf(campaign.id);
    expect(
      (await send('PATCH', '/v2/creatives/children', { parentId: other, childrenIds: [parent, other] })).json().errors,
    ).toEqual({
      '/childrenIds/0': 'У креатива есть дочерние креативы: он не может стать дочерним',
      '/childrenIds/1': 'Креатив не может быть родителем самого себя',
    });
    expect((await send('PATCH', '/v2/creatives/children', { childrenIds: [a] })).json()).toEqual({ affectedCount: 1 });
    expect((await get(`/v2/creatives/${a}`)).json().parentId).toBeUndefined();
    expect((await send('PATCH', '/v2/creatives/children', { parentsIds: [parent] })).json()).toEqual({
      affectedCount: 1,
    });
    expect((await get(`/v2/creatives/${parent}`)).json().childrenIds).toBeUndefined();
    expect((await send('PATCH', '/v2/creatives/children', {})).json().errors).toEqual({
      '/childrenIds': 'Укажите дочерние креативы (childrenIds) или родителей (parentsIds)',
    });
    expect((await send('PATCH', '/v2/creatives/children', { childrenIds: ['f'.repeat(24)] })).json().errors).toEqual({
      '/childrenIds/0': 'Креатив не найден',
    });
    // Deleting a parent unlinks its children.
    await send('PATCH', '/v2/creatives/children', { parentId: parent, childrenIds: [a] });
    await send('DELETE', `/banner/${parent}`);
    expect((await get(`/v2/creatives/${a}`)).json().parentId).toBeUndefined();
  });

  it('parentId, parent and statusData are server-owned; deleting a campaign deletes its creatives', async () => {
    const { id: campaignId } = (await send('POST', '/v2/campaigns', newCampaign(await accountOfAgency()))).json();
    const id = await creativeOf(campaignId);
    const res = await send('PATCH', `/v2/creatives/${id}`, {
      parentId: 'a'.repeat(24),
      statusData: { moderationStatus: 'approved' },
      erirId: 'X',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().parentId).toBeUndefined();
    expect(res.json().statusData).toBeUndefined();
    expect(res.json().erirId).toBeUndefined();
    await send('DELETE', `/v2/campaigns/${campaignId}`);
    expect((await get(`/v2/creatives/${id}`)).statusCode).toBe(404);
  });
});
