// @vitest-environment node
import { installsNumber } from '../../../src/domain/installs';
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency, viewer, get, send } = await seededApi();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
type Json = Record<string, any>;

/** A multipart/form-data body of text fields and one file part "file". */
function multipart(fields: Record<string, string>, file?: { name: string; text: string; type?: string }) {
  const boundary = '----kabinet-test-boundary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/plain'}\r\n\r\n${file.text}\r\n`,
    );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (
  url: string,
  fields: Record<string, string>,
  file?: { name: string; text: string; type?: string },
  headers = admin.headers,
) => {
  const body = multipart(fields, file);
  return server.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};

describe('big lists', () => {
  it('GET /biglist-all pages Russian demo lists of every type; GET /biglist/{id} carries the values', async () => {
    const res = await get('/biglist-all?pageSize=5');
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-pagination-total'])).toBeGreaterThanOrEqual(8);
    expect(res.headers['x-pagination-page-size']).toBe('5');
    const all: Json[] = (await get('/biglist-all?pageSize=100')).json();
    expect(new Set(all.map((l) => l.listType))).toEqual(new Set(['ua', 'mc', 'ip', 'dm', 'dv', 'bu']));
    expect(all[0].listName).toMatch(/[а-яё]/i);
    expect(all[0]).not.toHaveProperty('content');
    const one: Json = (await get(`/biglist/${all[0].id}`)).json();
    expect(one.content).toHaveLength(one.valuesCount);
  });

  it('multipart POST /biglist creates a list from a file; a bad line refuses the file in Russian', async () => {
    const created = await upload(
      '/biglist',
      { listType: 'dm', listName: 'Сайты партнёров' },
      { name: 'sites.csv', text: 'domain;visits\nNews.ru;1\nkino.ru;2\nnews.ru;3\n', type: 'text/csv' },
    );
    expect(created.statusCode).toBe(201);
    expect((await get(`/biglist/${created.json().id}`)).json()).toMatchObject({
      valuesCount: 2,
      content: ['news.ru', 'kino.ru'],
    });

    const bad = await upload(
      '/biglist',
      { listType: 'ip', listName: 'IP' },
      { name: 'ips.txt', text: '1.1.1.1\n999.1.1.1\n' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/file']).toBe('В файле есть неверные значения: строка 2: «999.1.1.1» — не IP-адрес');
    const noType = await upload('/biglist', { listName: 'Без типа!' }, { name: 'a.txt', text: '1.1.1.1' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors).toMatchObject({
      '/listType': expect.any(String),
      '/listName': 'Текст не должен содержать символы $ ^ & * ! @ #',
    });
    expect(
      (await upload('/biglist', { listType: 'ip', listName: 'IP' }, { name: 'a.exe', text: 'MZ' })).json().errors[
        '/file'
      ],
    ).toBe('Не допустимый формат файла');
  });

  it('multipart POST /biglist with listID adds (or replaces) values; PUT /biglist adds and deletes them', async () => {
    const { id } = (
      await upload('/biglist', { listType: 'ip', listName: 'Офис' }, { name: 'a.txt', text: '10.0.0.1\n10.0.0.2\n' })
    ).json();
    const more = await upload('/biglist', { listID: id }, { name: 'b.txt', text: '10.0.0.2\n10.0.0.3\n' });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ id, valuesCount: 3, added: 1 });

    const changed = await send('PUT', '/biglist', {
      listID: id,
      addValues: ['192.168.0.0/16'],
      delValues: ['10.0.0.1', 'нет такого'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().valuesCount).toBe(3);
    expect((await get(`/biglist/${id}`)).json().content).toEqual(['10.0.0.2', '10.0.0.3', '192.168.0.0/16']);

    const bad = await send('PUT', '/biglist', { listID: id, addValues: ['10.0.0.9', 'localhost'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ '/addValues/1': '«localhost» — не IP-адрес' });
    // Nothing to add or remove (a rename alone): the values stay.
    expect((await send('PUT', '/biglist', { listID: id })).json().content).toEqual([
      '10.0.0.2',
      '10.0.0.3',
      '192.168.0.0/16',
    ]);

    const replaced = await upload('/biglist', { listID: id, mode: 'replace' }, { name: 'c.txt', text: '8.8.8.8\n' });
    expect(replaced.json()).toMatchObject({ valuesCount: 1, added: 1 });

    expect((await send('DELETE', `/biglist?listID=${id}`)).json()).toEqual({ ids: [id] });
    expect((await get(`/biglist/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', '/biglist')).statusCode).toBe(400);
  });

  it('the type and the file are chosen once; the name changes with PUT /biglist', async () => {
    const { id } = (
      await upload('/biglist', { listType: 'bu', listName: 'Приложения' }, { name: 'b.txt', text: 'ru.example.app\n' })
    ).json();
    const renamed = await send('PUT', '/biglist', { listID: id, listType: 'ip', listName: 'Приложения 2' });
    expect(renamed.json()).toMatchObject({ listType: 'bu', listName: 'Приложения 2', valuesCount: 1 });
    // Without a file, the values added from one are refused in Russian at the file.
    expect((await upload('/biglist', { listID: id })).json().errors['/file']).toBe('Выберите файл для загрузки');
  });

  it('needs manageAudience; an agency sees its own lists only', async () => {
    expect((await get('/biglist-all', viewer.headers)).statusCode).toBe(403);
    expect(
      (await upload('/biglist', { listType: 'ip', listName: 'x' }, { name: 'a.txt', text: '1.1.1.1' }, viewer.headers))
        .statusCode,
    ).toBe(403);
    const mine: Json[] = (await get('/biglist-all?pageSize=100', agency.headers)).json();
    const all: Json[] = (await get('/biglist-all?pageSize=100')).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    const foreign = all.find((l) => !mine.some((m) => m.id === l.id))!;
    expect((await get(`/biglist/${foreign.id}`, agency.headers)).statusCode).toBe(403);
  });
});

describe('ban lists', () => {
  const campaignOf = async (headers = agency.headers) =>
    ((await get('/v2/campaigns?pageSize=1', headers)).json() as Json[])[0].id as string;

  it('GET /ban/{kind}/{campaignId} pages with skip/take, sorts, and onlyTarget keeps the banned ones', async () => {
    const id = await campaignOf();
    const page1 = await get(`/ban/domain/${id}?skip=0&take=5&sort=-impressions`, agency.headers);
    expect(page1.statusCode).toBe(200);
    const rows: Json[] = page1.json();
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.impressions)).toEqual([...rows.map((r) => r.impressions)].sort((a, b) => b - a));
    const total = Number(page1.headers['x-pagination-total']);
    expect(total).toBeGreaterThan(30);
    const page2: Json[] = (await get(`/ban/domain/${id}?skip=5&take=5&sort=-impressions`, agency.headers)).json();
    expect(page2[0].impressions).toBeLessThanOrEqual(rows[4].impressions);
    const byName: Json[] = (await get(`/ban/domain/${id}?take=1000&sort=name`, agency.headers)).json();
    expect(byName.map((r) => r.name)).toEqual([...byName.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'ru')));
    expect((await get(`/ban/domain/${id}?sort=secret`, agency.headers)).statusCode).toBe(400);
    expect((await get(`/ban/video/${id}`, agency.headers)).statusCode).toBe(404);
  });

  it("PUT /ban/{kind} bans and unbans, creating the campaign's list on first use", async () => {
    const id = await campaignOf();
    const places: Json[] = (await get(`/ban/domain/${id}?take=3`, agency.headers)).json();
    const banned = await send(
      'PUT',
      '/ban/domain',
      { id, ban: [places[0].name, places[1].name, 'Новый-Сайт.рф'] },
      agency.headers,
    );
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({
      campaignId: id,
      kind: 'domain',
      bannedCount: 3,
      name: expect.stringMatching(/^Домены — /),
    });
    const target: Json[] = (await get(`/ban/domain/${id}?onlyTarget=true&take=100`, agency.headers)).json();
    expect(target.map((r) => r.name).sort()).toEqual([places[0].name, places[1].name, 'новый-сайт.рф'].sort());
    expect(target.every((r) => r.banned)).toBe(true);

    const unbanned = await send('PUT', '/ban/domain', { id, unban: [places[0].name] }, agency.headers);
    expect(unbanned.json().bannedCount).toBe(2);
    const lists: Json[] = (await get(`/ban/lists?campaignId=${id}&kind=domain`, agency.headers)).json();
    expect(lists).toHaveLength(1);

    const bad = await send('PUT', '/ban/bundle', { id, ban: ['не бандл'] }, agency.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/ban/0']).toBe('«не бандл» — не бандл приложения');
    // A second list of the same kind for the campaign is refused.
    const twice = await send('POST', '/ban/lists', { campaignId: id, kind: 'domain' }, agency.headers);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['/kind']).toBe('У этой кампании уже есть бан-лист такого типа: откройте его');
  });

  it("a campaign out of the cabinet's reach is 403", async () => {
    const mine = new Set(
      ((await get('/v2/campaigns?pageSize=1000', agency.headers)).json() as Json[]).map((c) => c.id),
    );
    const foreign = ((await get('/v2/campaigns?pageSize=1000')).json() as Json[]).find((c) => !mine.has(c.id))!;
    expect((await get(`/ban/bundle/${foreign.id}`, agency.headers)).statusCode).toBe(403);
    expect((await send('PUT', '/ban/bundle', { id: foreign.id, ban: ['ru.a.b'] }, agency.headers)).statusCode).toBe(
      403,
    );
  });
});

describe('geo presets and the geo dictionary', () => {
  it('creates with regions, refuses none in Russian, deletes through DELETE /v2/presets', async () => {
    const empty = await send('POST', '/v2/presets/geo', { name: 'Пусто', geoIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors['/geoIds']).toBe('Выберите хотя бы один регион');
    expect(
      (await send('POST', '/v2/presets/geo', { name: 'Марс', geoIds: ['MARS'] })).json().errors['/geoIds/0'],
    ).toBeDefined();
    const a = (await send('POST', '/v2/presets/geo', { name: 'Столицы', geoIds: ['RU-MOW', 'RU-SPE'] })).json().id;
    const b = (await send('POST', '/v2/presets/geo', { name: 'СНГ', geoIds: ['BY', 'KZ'] })).json().id;
    expect((await get(`/v2/presets/geo?ids=${a}`)).json()).toMatchObject([
      { name: 'Столицы', geoIds: ['RU-MOW', 'RU-SPE'] },
    ]);
    expect((await send('DELETE', `/v2/presets?ids=${a},${b}`)).json()).toEqual({ ids: [a, b] });
    expect((await get(`/v2/presets/geo?ids=${a}`)).json()).toEqual([]);
    expect((await send('DELETE', '/v2/presets')).statusCode).toBe(400);
  });

  it("GET /v2/geo/levels and /geo/children: countries, then a country's regions", async () => {
    expect((await get('/v2/geo/levels')).json()).toEqual([
      { id: 'country', name: 'Страна' },
      { id: 'region', name: 'Регион' },
    ]);
    const countries: Json[] = (await get('/geo/children')).json();
    expect(countries[0]).toMatchObject({ id: 'RU', name: 'Россия', hasChildren: true });
    const regions: Json[] = (await get('/geo/children?parentId=RU')).json();
    expect(regions).toContainEqual({
      id: 'RU-MOW',
      name: 'Москва',
      level: 'region',
      parentId: 'RU',
      hasChildren: false,
    });
    expect((await get('/geo/children?parentId=XX')).statusCode).toBe(404);
  });
});

describe('inventory', () => {
  it('lists only domains with trust and spam within 0–100, paged', async () => {
    const res = await get('/inventory/all?pageSize=1000');
    const rows: Json[] = res.json();
    expect(Number(res.headers['x-pagination-total'])).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.every((r) => r.trust >= 0 && r.trust <= 100 && r.spam >= 0 && r.spam <= 100)).toBe(true);
  });

  it('POST /inventory/domain-count answers the known domains and drops unscored ones', async () => {
    const rows: Json[] = (await get('/inventory/all?pageSize=2')).json();
    const res = await send('POST', '/inventory/domain-count', {
      domains: [rows[0].domain, rows[1].domain.toUpperCase(), 'unknown-site.ru'],
    });
    expect(res.statusCode).toBe(200);
    const counts: Json[] = res.json();
    expect(counts.map((c) => c.domain)).toEqual([rows[0].domain, rows[1].domain]);
    expect(counts[0].count).toBeGreaterThan(rows[0].requestsDaily * 6);
    expect((await send('POST', '/inventory/domain-count', { domains: [] })).json().errors['/domains']).toBe(
      'Выберите домены',
    );
  });
});

describe('audience segments', () => {
  it('app-check: reach on save, users-amount, check-bundles, add-bundles, queries', async () => {
    const created = await send('POST', '/segment/app-check', {
      name: 'Кофе',
      platform: 'Android',
      mode: 'installed',
      bundles: ['ru.barista.coffee'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const before: Json = (await get(`/segment/app-check/${id}`)).json();
    expect(before.usersAmount).toBeGreaterThan(0);
    expect((await send('POST', '/segment/app-check/users-amount', { id })).json()).toEqual({
      id,
      usersAmount: before.usersAmount,
    });
    expect(
      (await send('POST', '/segment/app-check/users-amount', { platform: 'iOS', bundles: ['id1450023456'] })).json()
        .usersAmount,
    ).toBeGreaterThan(0);

    const check: Json = (
      await send('POST', '/segment/app-check/check-bundles', {
        platform: 'Android',
        bundles: ['ru.kolosok.bakery', 'com.unknown.app', 'не бандл'],
      })
    ).json();
    expect(check.known).toEqual([{ bundle: 'ru.kolosok.bakery', title: 'Колосок: доставка выпечки' }]);
    expect(check.unknown).toEqual(['com.unknown.app']);
    expect(check.invalid.map((i: Json) => i.bundle)).toEqual(['не бандл']);

    const added: Json = (
      await send('POST', '/segment/app-check/add-bundles', { id, bundles: ['ru.kolosok.bakery', 'ru.barista.coffee'] })
    ).json();
    expect(added.bundles).toEqual(['ru.barista.coffee', 'ru.kolosok.bakery']);
    expect(added.usersAmount).toBeGreaterThan(before.usersAmount);
    expect(
      (await send('POST', '/segment/app-check/add-bundles', { id, bundles: ['плохой'] })).json().errors['/bundles/0'],
    ).toMatch(/^«плохой» — Бандл/);

    const bad = await send('POST', '/segment/app-check', {
      name: 'Плохой',
      platform: 'Android',
      mode: 'installed',
      bundles: ['a b'],
    });
    expect(bad.json().errors['/bundles/0']).toBe(
      'Бандл — имя пакета (ru.example.app) или id из App Store (id123456789)',
    );
    const found: Json[] = (await get('/segment/app-check/queries?search=погода&platform=iOS')).json();
    expect(found.map((a) => a.bundle)).toEqual(['id1480056789']);
  });

  it('portraits are built from their segment, installs as the store text', async () => {
    const segment = ((await get('/segment/app-check?pageSize=1')).json() as Json[])[0];
    const res = await send('POST', '/segment/audience-portraits', {
      name: 'Портрет',
      segmentId: segment.id,
      usersCount: 1,
    });
    const portrait: Json = (await get(`/segment/audience-portraits/${res.json().id}`)).json();
    expect(portrait.usersCount).toBe(segment.usersAmount);
    expect(portrait.genders.male + portrait.genders.female).toBe(100);
    expect(portrait.apps.length).toBeGreaterThan(3);
    expect(portrait.apps[0].installs).toMatch(/^[\d ]+\+$/);
    expect(portrait.apps.some((a: Json) => segment.bundles.includes(a.bundle))).toBe(false);
    // The most installed first (the store text read as a number, docs/product.md#validation), then by share.
    const order = portrait.apps.map((a: Json) => [installsNumber(a.installs), a.share]);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect(new Set(order.map((o: number[]) => o[0])).size).toBeGreaterThan(1);
  });

  it('custom and geo segments count users on save; validation in Russian', async () => {
    const custom = await send('POST', '/segment/custom', {
      name: 'CRM',
      idType: 'gaid',
      ids: ['a1b2c3d4', 'a1b2c3d4', 'e5f6a7b8'],
    });
    const c: Json = (await get(`/segment/custom/${custom.json().id}`)).json();
    expect(c.usersCount).toBeGreaterThan(0);
    expect(c.usersCount).toBeLessThanOrEqual(2);
    const geo = await send('POST', '/segment/geo', { name: 'Точка', points: [{ lat: 91, lon: 37, radius: 50 }] });
    expect(geo.statusCode).toBe(400);
    expect(geo.json().errors).toMatchObject({
      '/points/0/lat': 'Широта — от −90 до 90',
      '/points/0/radius': 'Радиус — от 100 м до 50 км',
    });
    const ok = await send('POST', '/segment/geo', {
      name: 'Точка',
      points: [{ lat: 55.75, lon: 37.61, radius: 1000 }],
    });
    expect((await get(`/segment/geo/${ok.json().id}`)).json().usersCount).toBeGreaterThan(0);
  });

  it('DMP segments: plain CRUD with Russian demo data', async () => {
    const rows: Json[] = (await get('/segment/dmp')).json();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows[0].name).toMatch(/[а-яё]/i);
  });
});

describe('retargeting', () => {
  it('singular CRUD /retargeting/segment beside the list', async () => {
    const created = await send('POST', '/retargeting/segment', { name: 'Посетители акции', ttl: 14 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const updated = await send('PUT', '/retargeting/segment', { id, ttl: 30, version: 1 });
    expect(updated.json()).toMatchObject({ id, ttl: 30, version: 2, usersCount: 0 });
    expect((await send('PUT', '/retargeting/segment', { id, ttl: 400 })).json().errors['/ttl']).toBe(
      'Срок жизни — от 1 до 365 дней',
    );
    expect((await send('PUT', '/retargeting/segment', { id, ttl: 10, version: 1 })).statusCode).toBe(409);
    expect((await get(`/retargeting/segment/${id}`)).json().name).toBe('Посетители акции');
    expect((await send('DELETE', `/retargeting/segment/${id}`)).statusCode).toBe(200);
    expect((await get(`/retargeting/segment/${id}`)).statusCode).toBe(404);
  });

  it('options bind a campaign: a segment not sent is unbound; the segment lists its campaigns', async () => {
    const campaign = ((await get('/v2/campaigns?pageSize=1', agency.headers)).json() as Json[])[0].id;
    const win = (await send('POST', '/retargeting/segment', { name: 'Видели', ttl: 30 }, agency.headers)).json().id;
    const click = (await send('POST', '/retargeting/segment', { name: 'Кликнули', ttl: 30 }, agency.headers)).json().id;
    const both = await send(
      'PUT',
      '/retargeting/options',
      { campaignId: campaign, winSegment: win, clickSegment: click },
      agency.headers,
    );
    expect(both.json()).toEqual({ campaignId: campaign, winSegment: win, clickSegment: click });
    expect((await get(`/retargeting/segment/${win}`, agency.headers)).json().campaigns).toEqual([campaign]);
    expect((await get(`/retargeting/segment/${win}`, agency.headers)).json().usersCount).toBeGreaterThan(0);

    const onlyClick = await send(
      'PUT',
      '/retargeting/options',
      { campaignId: campaign, clickSegment: click },
      agency.headers,
    );
    expect(onlyClick.json()).toEqual({ campaignId: campaign, clickSegment: click });
    expect((await get(`/retargeting/options?campaignId=${campaign}`, agency.headers)).json()).toEqual({
      campaignId: campaign,
      clickSegment: click,
    });
    expect((await get(`/retargeting/segment/${win}`, agency.headers)).json()).toMatchObject({
      campaigns: [],
      usersCount: 0,
    });
    expect(
      (await send('PUT', '/retargeting/options', { campaignId: campaign, winSegment: 'x' }, agency.headers)).json()
        .errors['/winSegment'],
    ).toBe('Не выбран сегмент');
    expect((await get('/retargeting/options', agency.headers)).json().events.map((e: Json) => e.id)).toEqual([
      'win',
      'click',
    ]);
  });

  it('users upload (multipart) and recalculation', async () => {
    const id = (await send('POST', '/retargeting/segment', { name: 'Загрузка', ttl: 7 })).json().id;
    const res = await upload(
      '/retargeting/users-upload',
      { segmentId: id },
      { name: 'ids.txt', text: '38400000-8cf0-11bd-b23e-10b96e40000d\nA1B2C3D4E5\na1b2c3d4e5\n' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, added: 2, usersCount: 2 });
    const bad = await upload(
      '/retargeting/users-upload',
      { segmentId: id },
      { name: 'ids.txt', text: 'ok-id-12345\nплохой id\n' },
    );
    expect(bad.json().errors['/file']).toBe('Строка 2: «плохой id» — не идентификатор устройства');
    const recalculated = await send('POST', '/retargeting/recalculation', { id });
    expect(recalculated.json()).toMatchObject({ id, usersCount: 2, recalculatedAt: expect.any(String) });
  });
});

describe('panel providers', () => {
  it('categories and filters per provider; reach; Tiburon has no income', async () => {
    const omi: Json[] = (await get('/categorizer/categories?provider=omi')).json();
    expect(omi[0]).toMatchObject({ id: 'omi-auto', name: 'Автомобили' });
    expect((await get('/categorizer/filters?provider=tiburon')).json().map((f: Json) => f.id)).toEqual([
      'genders',
      'ages',
    ]);
    expect((await get('/categorizer/categories?provider=other')).json().errors['/provider']).toBe(
      'Выберите поставщика панели: OMI или Tiburon',
    );
    const all = (await send('POST', '/categorizer/segment-info', { provider: 'omi', categories: ['omi-auto'] })).json()
      .users;
    const men = (
      await send('POST', '/categorizer/segment-info', {
        provider: 'omi',
        categories: ['omi-auto'],
        filters: { genders: ['male'] },
      })
    ).json().users;
    expect(men).toBe(Math.round(all / 2));
    const bad = await send('POST', '/categorizer/segment', {
      name: 'Доход',
      provider: 'tiburon',
      categories: ['omi-auto'],
      filters: { income: ['high'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      '/categories/0': 'Категории «omi-auto» нет у поставщика Tiburon',
      '/filters/income': 'Поставщик Tiburon не поддерживает этот фильтр',
    });
    const ok = await send('POST', '/categorizer/segment', {
      name: 'Игроки',
      provider: 'tiburon',
      categories: ['tb-gamers'],
    });
    expect(ok.statusCode).toBe(201);
    expect((await get(`/categorizer/segment/${ok.json().id}`)).json().usersCount).toBe(5_200_000);
  });
});
