// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

const { server, admin, agency, viewer, get, send } = await seededApi();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
type Json = Record<string, any>;
const readXlsx = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0];
};

describe('rules', () => {
  it('list and singular /rule CRUD; Russian validation', async () => {
    const rules: Json[] = (await get('/rules', agency.headers)).json();
    expect(rules.length).toBeGreaterThan(0);
    const campaign = ((await get('/v2/campaigns?pageSize=1', agency.headers)).json() as Json[])[0].id;
    const empty = await send(
      'POST',
      '/rule',
      {
        name: 'Пустое',
        campaignIds: [],
        condition: { metric: 'ctr', operator: 'lt', value: 1, period: 'day' },
        action: 'pause',
      },
      agency.headers,
    );
    expect(empty.json().errors['/campaignIds']).toBe('Выберите хотя бы одну кампанию');
    const created = await send(
      'POST',
      '/rule',
      {
        name: 'CTR ниже 0,5%',
        campaignIds: [campaign],
        condition: { metric: 'ctr', operator: 'lt', value: 0.5, period: 'day' },
        action: 'pause',
      },
      agency.headers,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await send('PUT', '/rule', { id, active: false }, agency.headers)).json()).toMatchObject({
      id,
      active: false,
      version: 2,
    });
    expect((await get(`/rule/${id}`, agency.headers)).json().name).toBe('CTR ниже 0,5%');
    expect((await send('DELETE', `/rule/${id}`, undefined, agency.headers)).statusCode).toBe(200);
    expect((await get('/rules', viewer.headers)).statusCode).toBe(403);
  });
});

describe('player configs', () => {
  it('list, singular path, preview of a saved and of an unsaved config', async () => {
    const configs: Json[] = (await get('/player-configs')).json();
    expect(configs.length).toBeGreaterThan(3);
    expect((await get(`/player-config/${configs[0].id}`)).json().name).toBe(configs[0].name);
    const preview = await get(`/player-config/${configs[0].id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('Пропустить');
    expect(preview.body).not.toContain('<script');
    const draft = await send('POST', '/player-config/preview', {
      skipOffset: 0,
      accentColor: '#ff0000',
      texts: { clickThrough: '<b>Купить</b>' },
    });
    expect(draft.body).toContain('#ff0000');
    expect(draft.body).toContain('&lt;b&gt;Купить&lt;/b&gt;');
    expect(draft.body).not.toContain('Пропустить через');
    // What the settings lack is the schema's default, as the console's form shows it.
    const bare = (await send('POST', '/player-config/preview', { controls: { timer: false } })).body;
    for (const drawn of [
      'Пропустить через 5 с',
      'Перейти на сайт',
      'Реклама',
      'class="progress"',
      'Звук выкл.',
      '#1976d2',
    ])
      expect(bare).toContain(drawn);
    expect(bare).not.toContain('class="timer"');
    expect(bare).not.toContain('⛶');
    expect((await send('POST', '/player-config/preview', { accentColor: 'red' })).json().errors['/accentColor']).toBe(
      'Цвет в формате #RRGGBB, например #1976d2',
    );
  });
});

describe('report orders', () => {
  it('schedule dictionary, create with an account reference, Russian errors', async () => {
    expect((await get('/v2/dictionaries/orders/schedule')).json().map((s: Json) => s.id)).toEqual([
      'once',
      'daily',
      'weekly',
      'monthly',
    ]);
    const orders: Json[] = (await get('/v2/orders', agency.headers)).json();
    expect(orders.length).toBeGreaterThan(0);
    const account = ((await get('/v2/accounts?pageSize=1', agency.headers)).json() as Json[])[0].id;
    const bad = await send(
      'POST',
      '/v2/orders',
      { name: 'Отчёт', accountId: account, request: { period: 'yesterday' }, schedule: 'hourly' },
      agency.headers,
    );
    expect(bad.json().errors).toMatchObject({
      '/request/groupBy': 'Выберите хотя бы одну группировку',
      '/request/metrics': 'Выберите хотя бы один показатель',
      '/schedule': 'Выберите значение из списка',
    });
    const created = await send(
      'POST',
      '/v2/orders',
      {
        name: 'Отчёт',
        accountId: account,
        request: { groupBy: ['day'], metrics: ['clicks'], period: 'yesterday' },
        schedule: 'daily',
      },
      agency.headers,
    );
    expect(created.statusCode).toBe(201);
    expect(
      (
        await send(
          'POST',
          '/v2/orders',
          {
            name: 'Отчёт',
            accountId: '0'.repeat(24),
            request: { groupBy: ['day'], metrics: ['clicks'], period: 'yesterday' },
            schedule: 'daily',
          },
          agency.headers,
        )
      ).json().errors['/accountId'],
    ).toBe('Выбранная запись не найдена');
  });
});

describe('post-view export', () => {
  it('GET /v2/postviews.xlsx: a real workbook with the default columns of docs/product.md#constants', async () => {
    const account = ((await get('/v2/accounts?pageSize=1', agency.headers)).json() as Json[])[0].id;
    const res = await get(
      `/v2/postviews.xlsx?accountId=${account}&startTimeISO=2025-06-01T00:00:00.000Z&endTimeISO=2025-06-07T00:00:00.000Z&offsetTime=180`,
      agency.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Время',
      'Событие',
      'Тип конверсии',
      'Всего конверсий',
      'Уникальных всего',
      'Конверсий после кампании',
      'Уникальных после кампании',
    ]);
    expect(sheet.rowCount).toBeGreaterThan(10);
    expect(sheet.getRow(2).getCell(1).value).toBe('01.06.2025');
    expect(typeof sheet.getRow(2).getCell(4).value).toBe('number');
  });

  it('x-excel-columns picks and orders columns, x-excel-header renames them; bad input is 400', async () => {
    const campaign = ((await get('/v2/campaigns?pageSize=1')).json() as Json[])[0].id;
    const res = await server.app.inject({
      url: `/v2/postviews.xlsx?campaignId=${campaign}&startTimeISO=2025-06-01T00:00:00Z&endTimeISO=2025-06-02T00:00:00Z`,
      headers: {
        ...admin.headers,
        'x-excel-columns': '["event","totalConversions"]',
        'x-excel-header': `${encodeURIComponent('Событие')},${encodeURIComponent('Конверсии')}`,
      },
    });
    expect((await readXlsx(res.rawPayload)).getRow(1).values).toEqual([undefined, 'Событие', 'Конверсии']);
    const bad = await get('/v2/postviews.xlsx?startTimeISO=2025-06-05T00:00:00Z&endTimeISO=2025-06-01T00:00:00Z');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      '/endTimeISO': 'Конец периода раньше начала',
      '/campaignId': 'Выберите кампанию или аккаунт',
    });
    const unknown = await server.app.inject({
      url: `/v2/postviews.xlsx?campaignId=${campaign}&startTimeISO=2025-06-01T00:00:00Z&endTimeISO=2025-06-02T00:00:00Z`,
      headers: { ...admin.headers, 'x-excel-columns': 'time,secret' },
    });
    expect(unknown.json().errors['/x-excel-columns']).toBe('Неизвестная колонка: secret');
    // Another cabinet's campaign is not exported.
    const foreign = ((await get('/v2/campaigns?pageSize=1000')).json() as Json[]).at(-1)!.id;
    expect(
      (
        await get(
          `/v2/postviews.xlsx?campaignId=${foreign}&startTimeISO=2025-06-01T00:00:00Z&endTimeISO=2025-06-02T00:00:00Z`,
          viewer.headers,
        )
      ).statusCode,
    ).toBe(403);
  });
});
