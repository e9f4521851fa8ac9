// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';
import { schemasWith } from './schemaCopy';

/*
 * The declarable rules as the API enforces them, through the generic CRUD: x-unique (a
 * non-id field no two records share, case aside) and the cross-field comparisons
 * (x-not-before, x-not-above), each a 400 with a Russian message at the field.
 */

// Geo presets, whose names the product leaves free, made unique: the rule on a plain resource
// (with the REST pattern's read and save, which the product does not give presets).
const { send, get, agency } = await seededApi({
  schemasDir: schemasWith('geoPreset.schema.json', (s) => {
    (s.properties as Record<string, Record<string, unknown>>).name['x-unique'] = true;
    delete s['x-calls'];
    s['x-calls'] = { delete: { path: '/v2/presets', idsQuery: 'ids' } };
  }),
});
const TAKEN = 'Запись с таким значением поля «Название» уже существует';
const INVALID = 'Обязательные поля не заполнены или заполнены неверно';

describe('x-unique', () => {
  it('refuses a taken value on create, whatever its case, at the field', async () => {
    expect((await send('POST', '/v2/presets/geo', { name: 'Южный округ', geoIds: ['RU-KDA'] })).statusCode).toBe(201);
    const again = await send('POST', '/v2/presets/geo', { name: 'ЮЖНЫЙ округ', geoIds: ['RU-ROS'] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVALID, errors: { '/name': TAKEN } });
  });

  it("refuses it on edit, keeps a record's own value, and the field stays editable", async () => {
    const first = (await send('POST', '/v2/presets/geo', { name: 'Урал', geoIds: ['RU-SVE'] })).json().id as string;
    const second = (await send('POST', '/v2/presets/geo', { name: 'Сибирь', geoIds: ['RU-NVS'] })).json().id as string;
    const clash = await send('PATCH', `/v2/presets/geo/${second}`, { name: 'урал' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ '/name': TAKEN });
    // Saving a record with its own value (another field changed, or the case of its own name) is no clash.
    expect((await send('PATCH', `/v2/presets/geo/${first}`, { geoIds: ['RU-SVE', 'RU-CHE'] })).statusCode).toBe(200);
    expect((await send('PATCH', `/v2/presets/geo/${first}`, { name: 'УРАЛ' })).statusCode).toBe(200);
    const renamed = await send('PATCH', `/v2/presets/geo/${second}`, { name: 'Западная Сибирь' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Западная Сибирь');
  });

  it('holds across cabinets: a value taken in one is taken in another', async () => {
    const res = await send('POST', '/v2/presets/geo', { name: 'Южный округ', geoIds: ['RU-KDA'] }, agency.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/name': TAKEN });
  });

  it('answers the login of the user schema with the text of docs/product.md#validation', async () => {
    const res = await send('POST', '/v2/users', {
      login: 'AGENCY',
      name: 'Дубль',
      email: 'dup@kabinet.local',
      role: 'guest',
      password: 'секретный-пароль',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/login': 'Пользователь с таким логином уже существует' });
  });
});

describe('cross-field comparisons', () => {
  const someCampaign = async () => ((await get('/v2/campaigns?pageSize=1')).json() as { id: string }[])[0].id;

  it('refuses a period whose end is before its start, at the end', async () => {
    const res = await send('PATCH', `/v2/campaigns/${await someCampaign()}`, {
      calendar: { dates: { start: '2026-05-10', end: '2026-05-01' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: INVALID,
      errors: { '/calendar/dates/end': 'Дата окончания раньше даты начала' },
    });
  });

  it('refuses a daily budget above the total, at the daily budget; equal is fine', async () => {
    const id = await someCampaign();
    const res = await send('PATCH', `/v2/campaigns/${id}`, { limits: { budgetTotal: 1000, budgetDaily: 1000.5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/limits/budgetDaily': 'Не может быть больше, чем «Общий бюджет»' });
    expect(
      (await send('PATCH', `/v2/campaigns/${id}`, { limits: { budgetTotal: 1000, budgetDaily: 1000 } })).statusCode,
    ).toBe(200);
  });

  it('refuses a reversed period on create too', async () => {
    const reservation = ((await get('/v2/reservations?pageSize=1')).json() as { id: string }[])[0].id;
    const res = await send('POST', '/v2/reservations/deployments', {
      name: 'Май',
      reservationID: reservation,
      dates: { start: '2026-05-02', end: '2026-05-01' },
      finance: { currency: 'rub', budget: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ '/dates/end': 'Дата окончания раньше даты начала' });
  });
});
