// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILE_EXPECTED, FORM_EXPECTED, NOT_JSON } from '../../../server/routes/crudCalls';
import { formBody, type FilePart } from './formBody';
import { deletable, seededApi } from './helpers';

/**
 * The calls the platform serves off the REST pattern (the schemas' x-calls, docs/product.md#calls):
 * served on the platform's paths with the generic CRUD's checks, and nothing left on the old ones.
 */
const { server, admin, agency, viewer, get, send } = await seededApi();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
type Json = Record<string, any>;

const postForm = (
  url: string,
  record: Record<string, unknown>,
  raw: Record<string, string> = {},
  headers = admin.headers,
  files: Record<string, FilePart> = {},
) => {
  const form = formBody(record, raw, files);
  return server.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...headers, ...form.headers } });
};

describe('brand-lift surveys are created with a multipart form', () => {
  const survey = async () => {
    const campaign = ((await get('/v2/campaigns?pageSize=1000')).json() as Json[]).find((c) => c.isBrandLift)!;
    return {
      name: 'Опрос из формы',
      campaignId: campaign.id as string,
      slides: [
        {
          order: 1,
          type: 'single',
          question: 'Видели рекламу?',
          answers: [
            { order: 1, text: 'Да' },
            { order: 2, text: 'Нет' },
          ],
        },
      ],
    };
  };

  it('POST /brandlifts reads the fields of the form: text as it is, lists as JSON', async () => {
    const res = await postForm('/brandlifts', await survey());
    expect(res.statusCode).toBe(201);
    const saved: Json = (await get(`/brandlift/${res.json().id}`)).json();
    expect(saved).toMatchObject({
      name: 'Опрос из формы',
      slides: [{ question: 'Видели рекламу?', answers: [{ text: 'Да' }, { text: 'Нет' }] }],
    });
    const log: Json[] = (await get(`/v2/actionlogs?objectID=${res.json().id}`)).json();
    expect(log.map((l) => l.action)).toContain('create');
  });

  it('refuses a JSON body and a broken field in Russian, with 400 at the field', async () => {
    const json = await send('POST', '/brandlifts', await survey());
    expect(json.statusCode).toBe(400);
    expect(json.json().errors['']).toBe(FORM_EXPECTED);
    const broken = await postForm(
      '/brandlifts',
      { ...(await survey()), slides: undefined },
      { slides: '[{"order": 1,' },
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual({ '/slides': NOT_JSON });
    const missing = await postForm('/brandlifts', { name: 'Без кампании' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors['/campaignId']).toMatch(/[а-яё]/i);
  });
});

describe('brand-lift surveys are read, saved and deleted at /brandlift', () => {
  const surveys = async (headers = admin.headers) => (await get('/brandlifts?pageSize=100', headers)).json() as Json[];

  it('GET /brandlift/{id}, PUT /brandlift {id, …changed}, DELETE /brandlift/{id}; /brandlifts keeps only the list and create', async () => {
    const [first, second] = await surveys();
    expect((await get(`/brandlifts/${first.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/brandlifts/${first.id}`, { name: 'Иначе' })).statusCode).toBe(404);
    expect((await send('DELETE', `/brandlifts/${first.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/brandlifts?ids=${first.id}`)).statusCode).toBe(404);

    const read = await get(`/brandlift/${first.id}`);
    expect(read.json()).toMatchObject({ id: first.id, name: first.name, statistics: expect.any(Array) });
    const version = read.json().version as number;
    const stale = await send(
      'PUT',
      '/brandlift',
      { id: first.id, name: 'Старое' },
      { ...admin.headers, 'if-match': String(version - 1) },
    );
    expect(stale.statusCode).toBe(409);
    const saved = await send(
      'PUT',
      '/brandlift',
      { id: first.id, name: 'Опрос осени' },
      { ...admin.headers, 'if-match': String(version) },
    );
    expect(saved.json()).toMatchObject({ id: first.id, name: 'Опрос осени', version: version + 1 });

    expect((await send('DELETE', `/brandlift/${second.id}`)).json()).toEqual({ id: second.id });
    expect((await get(`/brandlift/${second.id}`)).statusCode).toBe(404);
  });

  it('answers a bad body with 400 and Russian field errors, never 500', async () => {
    const [first] = await surveys();
    const cases: [unknown, string][] = [
      [{ name: 'Без записи' }, '/id'],
      [{ id: first.id, slides: 'не список' }, '/slides'],
      [{ id: first.id, slides: [{ order: 1, type: 'single', question: '', answers: [] }] }, '/slides/0/question'],
      [{ id: first.id, name: '' }, '/name'],
    ];
    for (const [body, pointer] of cases) {
      const res = await send('PUT', '/brandlift', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[pointer], JSON.stringify(res.json())).toMatch(/[а-яё]/i);
    }
    expect((await send('PUT', '/brandlift', ['не объект'])).statusCode).toBe(400);
  });

  it("refuses another agency's survey by id: read, save and delete", async () => {
    const mine = new Set((await surveys(agency.headers)).map((s) => s.id));
    const foreign = (await surveys()).find((s) => !mine.has(s.id))!;
    expect([403, 404]).toContain((await get(`/brandlift/${foreign.id}`, agency.headers)).statusCode);
    expect([403, 404]).toContain(
      (await send('PUT', '/brandlift', { id: foreign.id, name: 'Чужой' }, agency.headers)).statusCode,
    );
    expect([403, 404]).toContain(
      (await send('DELETE', `/brandlift/${foreign.id}`, undefined, agency.headers)).statusCode,
    );
    expect((await get(`/brandlift/${foreign.id}`)).json().name).toBe(foreign.name);
  });
});

describe('big lists are read at GET /biglist/{id} and changed with PUT /biglist {listID, addValues, delValues}', () => {
  const ipList = async (headers = admin.headers) =>
    ((await get('/biglist-all?pageSize=100&listType=ip', headers)).json() as Json[])[0];

  it('reads the values with the list; saves what was added and removed; the REST paths are gone', async () => {
    const list = await ipList();
    expect(list).not.toHaveProperty('content'); // rows of the list stay light
    expect((await get(`/biglist-all/${list.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/biglist-all/${list.id}`, { listName: 'Иначе' })).statusCode).toBe(404);

    const read = await get(`/biglist/${list.id}`);
    const { content, version } = read.json() as { content: string[]; version: number };
    expect(content.length).toBe(list.valuesCount);
    const stale = await send(
      'PUT',
      '/biglist',
      { listID: list.id, addValues: ['1.2.3.4'], delValues: [] },
      {
        ...admin.headers,
        'if-match': String(version - 1),
      },
    );
    expect(stale.statusCode).toBe(409);
    const saved = await send(
      'PUT',
      '/biglist',
      {
        listID: list.id,
        listName: 'Фрод-IP, проверенный',
        addValues: ['1.2.3.4', content[1]],
        delValues: [content[0]],
      },
      { ...admin.headers, 'if-match': String(version) },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      listName: 'Фрод-IP, проверенный',
      valuesCount: content.length,
      content: [...content.slice(1), '1.2.3.4'],
      version: version + 1,
    });
    expect((await get(`/biglist/${list.id}`)).json().content).toEqual([...content.slice(1), '1.2.3.4']);
    const log: Json[] = (await get(`/v2/actionlogs?objectID=${list.id}`)).json();
    expect(log.find((l) => l.action === 'update')?.fields).toEqual(['listName', 'content']);
  });

  it('answers a bad body with 400 and Russian field errors, changing nothing', async () => {
    const list = await ipList();
    const before = (await get(`/biglist/${list.id}`)).json().content as string[];
    const cases: [unknown, string, string?][] = [
      [{ addValues: ['1.1.1.1'] }, '/listID', 'Не выбрана запись'],
      [{ listID: list.id, addValues: '1.1.1.1' }, '/addValues', 'Ожидается список значений'],
      [{ listID: list.id, delValues: [7] }, '/delValues/0', 'Ожидается строка'],
      [{ listID: list.id, addValues: ['1.1.1.1', 'localhost'] }, '/addValues/1', '«localhost» — не IP-адрес'],
      [{ listID: list.id, listName: '' }, '/listName'],
    ];
    for (const [body, pointer, text] of cases) {
      const res = await send('PUT', '/biglist', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const message = res.json().errors[pointer] as string;
      expect(message, JSON.stringify(res.json())).toMatch(/[а-яё]/i);
      if (text) expect(message).toBe(text);
    }
    expect((await get(`/biglist/${list.id}`)).json().content).toEqual(before);
  });

  it("refuses another agency's list by id: read and save", async () => {
    const mine = new Set(((await get('/biglist-all?pageSize=1000', agency.headers)).json() as Json[]).map((l) => l.id));
    const foreign = ((await get('/biglist-all?pageSize=1000')).json() as Json[]).find((l) => !mine.has(l.id))!;
    const before = (await get(`/biglist/${foreign.id}`)).json();
    expect([403, 404]).toContain((await get(`/biglist/${foreign.id}`, agency.headers)).statusCode);
    const put = await send('PUT', '/biglist', { listID: foreign.id, delValues: before.content }, agency.headers);
    expect([403, 404]).toContain(put.statusCode);
    expect((await get(`/biglist/${foreign.id}`)).json()).toMatchObject({
      content: before.content,
      version: before.version,
    });
  });
});

describe('big lists are created with the multipart POST /biglist, the file a part of the form', () => {
  const list = (record: Record<string, unknown>, file?: FilePart, headers = admin.headers) =>
    postForm('/biglist', record, {}, headers, file ? { file } : {});

  it('creates from the file and the values typed in; the file is read, never kept; POST /biglist-all is gone', async () => {
    const res = await list(
      { listType: 'dm', listName: 'Сайты партнёров', content: ['Lenta.ru'] },
      { name: 'sites.csv', text: 'domain;visits\nNews.ru;1\nkino.ru;2\n' },
    );
    expect(res.statusCode).toBe(201);
    const saved: Json = (await get(`/biglist/${res.json().id}`)).json();
    expect(saved).toMatchObject({ listType: 'dm', valuesCount: 3, content: ['news.ru', 'kino.ru', 'lenta.ru'] });
    expect(saved).not.toHaveProperty('file');
    // The same call naming the list (listID) adds a file's values to it: a change of that list, not a new one.
    const more = await list({ listID: res.json().id }, { name: 'more.txt', text: 'ria.ru\n' });
    expect(more.json()).toMatchObject({ id: res.json().id, valuesCount: 4, added: 1 });
    const log: Json[] = (await get(`/v2/actionlogs?objectID=${res.json().id}`)).json();
    expect(log.map((l) => l.action).sort()).toEqual(['create', 'update']);
    // A list may start empty: its values come later in the card.
    const empty = await list({ listType: 'ip', listName: 'Пока пустой' });
    expect((await get(`/biglist/${empty.json().id}`)).json().valuesCount).toBe(0);
    const old = await send('POST', '/biglist-all', { listType: 'ip', listName: 'По-старому', content: ['1.1.1.1'] });
    expect(old.statusCode).toBe(404);
  });

  it('answers bad input with 400 and Russian field errors, never 500, creating nothing', async () => {
    const count = async () => Number((await get('/biglist-all?pageSize=1')).headers['x-pagination-total']);
    const before = await count();
    const ok = { listType: 'ip', listName: 'Офис' };
    const cases: [Promise<{ statusCode: number; json(): Json }>, string, string?][] = [
      [list({ listName: 'Без типа' }), '/listType'],
      [list({ listType: 'ip', listName: 'Офис!' }), '/listName', 'Текст не должен содержать символы $ ^ & * ! @ #'],
      [list(ok, { name: 'virus.exe', text: 'MZ' }), '/file', 'Не допустимый формат файла'],
      // A type the field does not take (its x-file), though the text would read.
      [list(ok, { name: 'ips.tsv', text: '1.1.1.1\n' }), '/file', 'Не допустимый формат файла'],
      [
        list(ok, { name: 'ips.txt', text: '1.1.1.1\n999.1.1.1\n' }),
        '/file',
        'В файле есть неверные значения: строка 2: «999.1.1.1» — не IP-адрес',
      ],
      [list({ ...ok, content: ['1.1.1.1', 'localhost'] }), '/content/1', '«localhost» — не IP-адрес'],
      [postForm('/biglist', ok, { file: 'ips.txt' }), '/file', FILE_EXPECTED],
      [postForm('/biglist', ok, { content: '["1.1.1.1",' }), '/content', NOT_JSON],
      [
        postForm('/biglist', ok, {}, admin.headers, { listName: { name: 'a.txt', text: '1' } }),
        '/listName',
        'Файл в этом запросе не принимается: загрузите его в хранилище и передайте ссылку',
      ],
      [send('POST', '/biglist', { ...ok, content: ['1.1.1.1'] }), '', FORM_EXPECTED],
    ];
    for (const [call, pointer, text] of cases) {
      const res = await call;
      expect(res.statusCode, pointer).toBe(400);
      const message = res.json().errors[pointer] as string;
      expect(message, JSON.stringify(res.json())).toMatch(/[а-яё]/i);
      if (text) expect(message).toBe(text);
    }
    expect(await count()).toBe(before);
  });

  it("checks the cabinet's reach: a list is the creating cabinet's, another agency's list is refused", async () => {
    const res = await list(
      { listType: 'ip', listName: 'Агентский' },
      { name: 'a.txt', text: '10.1.1.1\n' },
      agency.headers,
    );
    expect(res.statusCode).toBe(201);
    const mine = ((await get('/biglist-all?pageSize=1000', agency.headers)).json() as Json[]).map((l) => l.id);
    expect(mine).toContain(res.json().id);
    const foreign = ((await get('/biglist-all?pageSize=1000')).json() as Json[]).find((l) => !mine.includes(l.id))!;
    const before = (await get(`/biglist/${foreign.id}`)).json().content as string[];
    const added = await list({ listID: foreign.id }, { name: 'b.txt', text: '10.9.9.9\n' }, agency.headers);
    expect(added.statusCode).toBe(403);
    expect((await get(`/biglist/${foreign.id}`)).json().content).toEqual(before);
    const refused = await list(
      { listType: 'ip', listName: 'Чужой' },
      { name: 'c.txt', text: '1.1.1.1' },
      viewer.headers,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('big lists are deleted with DELETE /biglist?listID', () => {
  it('deletes one or several, logs it, and the REST paths are gone', async () => {
    const lists: Json[] = (await get('/biglist-all?pageSize=1000')).json();
    const [a, b, c] = lists.map((l) => l.id as string).filter((id) => deletable(server, 'bigList', id));
    expect((await send('DELETE', `/biglist-all/${a}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/biglist-all?ids=${a}`)).statusCode).toBe(404);
    expect((await get(`/biglist/${a}`)).statusCode).toBe(200);

    expect((await send('DELETE', `/biglist?listID=${a}`)).json()).toEqual({ ids: [a] });
    expect((await send('DELETE', `/biglist?listID=${b},${c}`)).json()).toEqual({ ids: [b, c] });
    for (const id of [a, b, c]) expect((await get(`/biglist/${id}`)).statusCode).toBe(404);
    const log: Json[] = (await get(`/v2/actionlogs?objectID=${b}`)).json();
    expect(log.map((l) => l.action)).toContain('delete');

    const none = await send('DELETE', '/biglist');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors['/listID']).toBe('Не выбраны записи для удаления');
  });

  it('refuses a list out of the cabinet reach, deleting nothing', async () => {
    const mine = new Set(((await get('/biglist-all?pageSize=1000', agency.headers)).json() as Json[]).map((l) => l.id));
    const foreign = ((await get('/biglist-all?pageSize=1000')).json() as Json[]).find((l) => !mine.has(l.id))!;
    expect((await send('DELETE', `/biglist?listID=${foreign.id}`, undefined, agency.headers)).statusCode).toBe(403);
    expect((await get(`/biglist/${foreign.id}`)).statusCode).toBe(200);
  });
});

describe('geo presets have only the calls the product names: GET and POST /v2/presets/geo, DELETE /v2/presets', () => {
  const create = (body: unknown, headers = admin.headers) => send('POST', '/v2/presets/geo', body, headers);

  it('creates, lists (one found by ids) and deletes by ids; no one-record read, save or delete is served', async () => {
    const res = await create({ name: 'Поволжье', geoIds: ['RU-SAM', 'RU-TA'] });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    expect((await get(`/v2/presets/geo?ids=${id}`)).json()).toMatchObject([{ id, name: 'Поволжье' }]);
    expect((await get(`/v2/presets/geo/${id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/v2/presets/geo/${id}`, { name: 'Волга' })).statusCode).toBe(404);
    expect((await send('PUT', `/v2/presets/geo/${id}`, { name: 'Волга' })).statusCode).toBe(404);
    expect((await send('DELETE', `/v2/presets/geo/${id}`)).statusCode).toBe(404);
    expect((await get(`/v2/presets/geo?ids=${id}`)).json()[0].name).toBe('Поволжье');
    expect((await send('DELETE', `/v2/presets?ids=${id}`)).json()).toEqual({ ids: [id] });
    expect((await get(`/v2/presets/geo?ids=${id}`)).json()).toEqual([]);
  });

  it('answers a bad preset with 400 and Russian field errors, never 500', async () => {
    const cases: [unknown, string, string?][] = [
      [{ name: 'Пусто', geoIds: [] }, '/geoIds', 'Выберите хотя бы один регион'],
      [{ name: 'Без регионов' }, '/geoIds', 'Выберите хотя бы один регион'],
      [{ geoIds: ['RU-MOW'] }, '/name'],
      [{ name: 'Марс', geoIds: ['MARS'] }, '/geoIds/0'],
      [{ name: 'Регион!', geoIds: ['RU-MOW'] }, '/name', 'Текст не должен содержать символы $ ^ & * ! @ #'],
    ];
    for (const [body, pointer, text] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const message = res.json().errors[pointer] as string;
      expect(message, JSON.stringify(res.json())).toMatch(/[а-яё]/i);
      if (text) expect(message).toBe(text);
    }
  });

  it("keeps another agency's presets out of the list and refuses deleting them", async () => {
    const theirs = (await create({ name: 'Админский', geoIds: ['RU-MOW'] })).json().id as string;
    expect((await get(`/v2/presets/geo?ids=${theirs}`, agency.headers)).json()).toEqual([]);
    expect((await send('DELETE', `/v2/presets?ids=${theirs}`, undefined, agency.headers)).statusCode).toBe(403);
    expect((await get(`/v2/presets/geo?ids=${theirs}`)).json()).toHaveLength(1);
    expect((await create({ name: 'Чужой', geoIds: ['RU-MOW'] }, viewer.headers)).statusCode).toBe(403);
  });
});

describe('initial ORD contracts live on /ord/initialContract', () => {
  it('serves the whole CRUD there (and on /ord/contract/initial, which the product also names)', async () => {
    const page = await get('/ord/initialContract?pageSize=5');
    expect(page.statusCode).toBe(200);
    const first = (page.json() as Json[])[0];
    expect((await get(`/ord/initialContract/${first.id}`)).json()).toMatchObject({ id: first.id });
    expect((await get(`/ord/contract/initial/${first.id}`)).json()).toMatchObject({ id: first.id });
    const patched = await send('PATCH', `/ord/initialContract/${first.id}`, { number: 'Д-77' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().number).toBe('Д-77');
  });
});
