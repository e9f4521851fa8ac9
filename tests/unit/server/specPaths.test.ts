// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORM_EXPECTED, NOT_JSON } from '../../../server/routes/crudCalls';
import { formBody } from './formBody';
import { seededApi } from './helpers';

/**
 * The create and delete calls the platform serves off the REST pattern (the schemas' x-calls):
 * served on the platform's paths, and nothing left on the old ones.
 */
const { server, admin, agency, get, send } = await seededApi();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
type Json = Record<string, any>;

const postForm = (
  url: string,
  record: Record<string, unknown>,
  raw: Record<string, string> = {},
  headers = admin.headers,
) => {
  const form = formBody(record, raw);
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
    const saved: Json = (await get(`/brandlifts/${res.json().id}`)).json();
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

describe('big lists are deleted with DELETE /biglist?listID', () => {
  it('deletes one or several, logs it, and the REST paths are gone', async () => {
    const lists: Json[] = (await get('/biglist-all?pageSize=3')).json();
    const [a, b, c] = lists.map((l) => l.id as string);
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

describe('geo presets are deleted with DELETE /v2/presets', () => {
  it('deletes by ids; DELETE /v2/presets/geo/{id} is gone', async () => {
    const id = (await send('POST', '/v2/presets/geo', { name: 'Поволжье', geoIds: ['RU-SAM'] })).json().id as string;
    expect((await send('DELETE', `/v2/presets/geo/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/v2/presets?ids=${id}`)).json()).toEqual({ ids: [id] });
    expect((await get(`/v2/presets/geo/${id}`)).statusCode).toBe(404);
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
