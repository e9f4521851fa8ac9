// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeSspError } from '../../../server/hooks/sspError';
import { seededApi } from './helpers';

const { server, admin, agency } = await seededApi();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = admin.headers) =>
  server.app.inject({ method, url, headers, payload: payload as object });
const newSsp = (sysname: string) => ({
  sysname,
  name: 'Новая сеть',
  protocol: 'RTB',
  endpointUrl: 'https://new-net.ru/bid',
  formats: ['banner'],
});

describe('SSPs as a schema resource', () => {
  it('seeds at least 8 SSPs with Russian names, identified by their sysname', async () => {
    const res = await call('GET', '/v2/ssp?pageSize=100');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { sysname: string; name: string; active: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    // Identified by the sysname alone (x-id), as the platform answers: no `id` beside it.
    expect(list.every((s) => s.sysname && !('id' in s))).toBe(true);
    expect(list.some((s) => /[а-яё]/i.test(s.name))).toBe(true);
    expect(list.some((s) => s.active) && list.some((s) => !s.active)).toBe(true);
  });

  it('creates an SSP by its sysname, inactive; a taken or malformed sysname is a Russian 400', async () => {
    const res = await call('POST', '/v2/ssp', newSsp('new_net'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'new_net' });
    expect((await call('GET', '/v2/ssp/new_net')).json()).toMatchObject({
      sysname: 'new_net',
      active: false,
      version: 1,
    });
    const again = await call('POST', '/v2/ssp', newSsp('new_net'));
    expect(again.statusCode).toBe(400);
    expect(again.json().errors['/sysname']).toBe('Запись с таким идентификатором уже существует');
    const bad = await call('POST', '/v2/ssp', newSsp('Bad Name'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Обязательные поля не заполнены или заполнены неверно' });
    expect(bad.json().errors['/sysname']).toMatch(/латинские буквы/);
    // active is server-owned: a client cannot switch an SSP on through the form
    const sneaky = await call('POST', '/v2/ssp', { ...newSsp('sneaky'), active: true });
    expect((await call('GET', `/v2/ssp/${sneaky.json().id}`)).json().active).toBe(false);
  });

  it('deleting an SSP removes its error log', async () => {
    await call('POST', '/v2/ssp', newSsp('short_lived'));
    writeSspError(server.app.kabinet, null, {
      sysname: 'short_lived',
      time: '2025-03-01T00:00:00Z',
      code: 'timeout',
      message: 'Таймаут',
      count: 1,
    });
    expect((await call('GET', '/v2/ssp/short_lived/error')).json()).toHaveLength(1);
    expect((await call('DELETE', '/v2/ssp/short_lived')).statusCode).toBe(200);
    const left = server.app.kabinet.db
      .prepare(
        "SELECT count(*) AS n FROM records WHERE resource = 'sspError' AND json_extract(data, '$.sysname') = 'short_lived'",
      )
      .get() as { n: number };
    expect(left.n).toBe(0);
  });
});

describe("/ssp, the product's second path of the SSPs", () => {
  it('lists, reads, creates and saves the same records as /v2/ssp, behind the same permission', async () => {
    const [v2, short] = await Promise.all([call('GET', '/v2/ssp?pageSize=100'), call('GET', '/ssp?pageSize=100')]);
    expect(short.statusCode).toBe(200);
    expect(short.json()).toEqual(v2.json());
    expect(short.headers['x-pagination-total']).toBe(v2.headers['x-pagination-total']);
    const created = await call('POST', '/ssp', newSsp('short_path_net'));
    expect(created.statusCode).toBe(201);
    const one = await call('GET', '/ssp/short_path_net');
    expect(one.json()).toMatchObject({ sysname: 'short_path_net', active: false });
    expect((await call('GET', '/v2/ssp/short_path_net')).json()).toEqual(one.json());
    expect((await call('GET', '/ssp', undefined, agency.headers)).statusCode).toBe(403);
  });
});

describe('PUT /ssp/{sysname}/status', () => {
  it('switches the active flag; the version moves on', async () => {
    const before = (await call('GET', '/v2/ssp/mediapotok')).json();
    const off = await call('PUT', '/ssp/mediapotok/status', { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ sysname: 'mediapotok', active: false, version: before.version + 1 });
    const on = await call('PUT', '/ssp/mediapotok/status', { active: true });
    expect(on.json()).toMatchObject({ active: true, version: before.version + 2 });
    expect(
      (await call('GET', '/v2/ssp?active=true&pageSize=100')).json().map((s: { sysname: string }) => s.sysname),
    ).toContain('mediapotok');
  });

  it('answers 400 with a Russian field error, 404, 401 and 403 like the CRUD', async () => {
    const bad = await call('PUT', '/ssp/mediapotok/status', { active: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/active']).toBe('Выберите одно из состояний: «Активна», «Отключена»');
    expect((await call('PUT', '/ssp/mediapotok/status', [])).statusCode).toBe(400);
    expect((await call('PUT', '/ssp/no_such_ssp/status', { active: true })).statusCode).toBe(404);
    expect((await call('PUT', '/ssp/mediapotok/status', { active: true }, {})).statusCode).toBe(401);
    expect((await call('PUT', '/ssp/mediapotok/status', { active: true }, agency.headers)).statusCode).toBe(403);
  });
});

describe('/ssp/usermatching', () => {
  it('reads the key (null before one is issued) and issues a new one', async () => {
    await call('POST', '/v2/ssp', newSsp('keyless'));
    expect((await call('GET', '/ssp/usermatching?sysname=keyless')).json()).toEqual({ sysname: 'keyless', key: null });
    const issued = await call('POST', '/ssp/usermatching', { sysname: 'keyless' });
    expect(issued.statusCode).toBe(200);
    const { key } = issued.json();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('GET', '/ssp/usermatching?sysname=keyless')).json().key).toBe(key);
    expect((await call('GET', '/v2/ssp/keyless')).json().userMatchingKey).toBe(key);
    const next = (await call('POST', '/ssp/usermatching', { sysname: 'keyless' })).json().key;
    expect(next).not.toBe(key);
  });

  it('needs a known sysname and the ssp permission', async () => {
    expect((await call('GET', '/ssp/usermatching')).json().errors['/sysname']).toBe('Укажите системное имя SSP');
    expect((await call('POST', '/ssp/usermatching', {})).statusCode).toBe(400);
    expect((await call('POST', '/ssp/usermatching', { sysname: 'no_such_ssp' })).statusCode).toBe(404);
    expect((await call('GET', '/ssp/usermatching?sysname=mediapotok', undefined, agency.headers)).statusCode).toBe(403);
  });
});

describe('GET /v2/ssp/{sysname}/error', () => {
  it('pages the log newest first with the x-pagination headers', async () => {
    const first = await call('GET', '/v2/ssp/kadr_video/error?page=1&pageSize=20');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-pagination-total']).toBe('57');
    expect(first.headers['x-pagination-page-size']).toBe('20');
    expect(first.headers['access-control-expose-headers']).toContain('x-pagination-total');
    const rows = first.json() as { time: string; code: string; message: string; count: number }[];
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => r.time)].sort().reverse());
    expect(rows[0].message).toMatch(/[а-яё]/i);
    const last = await call('GET', '/v2/ssp/kadr_video/error?page=3&pageSize=20');
    expect(last.json()).toHaveLength(17);
    expect(last.headers['x-pagination-page']).toBe('3');
  });

  it('is empty for a quiet SSP and 404 for an unknown one', async () => {
    const quiet = await call('GET', '/v2/ssp/sandbox_test/error');
    expect(quiet.json()).toEqual([]);
    expect(quiet.headers['x-pagination-total']).toBe('0');
    expect((await call('GET', '/v2/ssp/no_such_ssp/error')).statusCode).toBe(404);
    expect((await call('GET', '/v2/ssp/kadr_video/error', undefined, agency.headers)).statusCode).toBe(403);
  });
});

describe('GET /v2/ssp-list', () => {
  const titles = ['Название', 'Системное имя', 'Протокол', 'Форматы', 'Активна', 'Создано', 'Таймаут ответа, мс'];
  const excel = {
    'x-excel-columns': 'name,sysname,protocol,formats,active,createdAt,timeoutMs',
    'x-excel-header': titles.map(encodeURIComponent).join(','),
  };

  it('answers JSON with paging when no spreadsheet is asked for', async () => {
    const res = await call('GET', '/v2/ssp-list?pageSize=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(Number(res.headers['x-pagination-total'])).toBeGreaterThanOrEqual(8);
  });

  it('answers a real .xlsx of the filtered list with x-excel-columns and x-excel-header', async () => {
    const res = await call('GET', '/v2/ssp-list?protocol=VAST&sort=name', undefined, { ...admin.headers, ...excel });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(titles);
    const vast = (await call('GET', '/v2/ssp?protocol=VAST&pageSize=100')).json() as { name: string }[];
    expect(sheet.rowCount).toBe(vast.length + 1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[2]).toBe('VAST');
    expect(row[3]).toBe('Видео'); // enum titles, not codes
    expect(['Да', 'Нет']).toContain(row[4]);
    expect(row[5]).toBeInstanceOf(Date);
    expect(typeof row[6]).toBe('number');
  });

  it('writes the file the SSP list offers: every column, its header, each value as a person reads it', async () => {
    // The console's «Экспорт в Excel» columns (SspExportButton), with a title of the user's own for one.
    const columns = ['name', 'sysname', 'active', 'protocol', 'formats', 'endpointUrl', 'currency'].concat([
      'timeoutMs',
      'qpsLimit',
      'fee',
      'createdAt',
    ]);
    const heads = ['Название', 'Системное имя', 'Активна', 'Протокол', 'Форматы', 'Адрес, куда идут запросы'].concat([
      'Валюта',
      'Таймаут ответа, мс',
      'Лимит запросов в секунду',
      'Комиссия SSP, %',
      'Создано',
    ]);
    await call('POST', '/v2/ssp', {
      ...newSsp('two_formats'),
      formats: ['video', 'banner'],
      fee: 7.25,
      currency: 'usd',
    });
    const ids = 'mediapotok,kadr_video,sandbox_test,two_formats';
    const res = await call('GET', `/v2/ssp-list?ids=${ids}&sort=name`, undefined, {
      ...admin.headers,
      'x-excel-columns': columns.join(','),
      'x-excel-header': heads.map(encodeURIComponent).join(','),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ssp.xlsx"; filename*=UTF-8''SSP.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets).toHaveLength(1);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('SSP');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:K1');
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(heads);

    type Ssp = Record<string, unknown> & { formats: string[]; createdAt: string };
    const listed = (await call('GET', `/v2/ssp?ids=${ids}&sort=name&pageSize=10`)).json() as Ssp[];
    expect(listed).toHaveLength(4);
    const FORMATS: Record<string, string> = { video: 'Видео', banner: 'Баннер', push: 'Push' };
    const CURRENCIES: Record<string, string> = { rub: 'Рубль', usd: 'Доллар США' };
    const expected = listed.map((s) => [
      s.name,
      s.sysname,
      s.active ? 'Да' : 'Нет',
      s.protocol,
      s.formats.map((f) => FORMATS[f]).join('; '), // as the console's export writes a list, so the import reads it back
      s.endpointUrl,
      CURRENCIES[s.currency as string],
      s.timeoutMs ?? null,
      s.qpsLimit ?? null,
      s.fee ?? null,
      // Moscow's wall clock (UTC+3), as every date cell of the API's files.
      new Date(Date.parse(s.createdAt) + 3 * 3_600_000),
    ]);
    const written = listed.map((_, i) =>
      columns.map((_c, j) => {
        const v = sheet.getRow(i + 2).getCell(j + 1).value;
        return v === undefined ? null : v;
      }),
    );
    expect(written).toEqual(expected);
    expect(written.find((r) => r[1] === 'two_formats')).toEqual(
      expect.arrayContaining(['Видео; Баннер', 'Доллар США', 7.25]),
    );
    expect(sheet.getRow(2).getCell(11).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(sheet.rowCount).toBe(5);
  });

  it('exports only the given ids; refuses unknown columns and mismatched headers', async () => {
    const some = await call('GET', '/v2/ssp-list?ids=mediapotok,kadr_video', undefined, { ...admin.headers, ...excel });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(some.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(3);
    const unknown = await call('GET', '/v2/ssp-list', undefined, {
      ...admin.headers,
      'x-excel-columns': 'name,secret',
      'x-excel-header': 'a,b',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['/x-excel-columns']).toBe('Неизвестная колонка: secret');
    const mismatch = await call('GET', '/v2/ssp-list', undefined, {
      ...admin.headers,
      'x-excel-columns': 'name,sysname',
      'x-excel-header': 'a',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors['/x-excel-header']).toMatch(/столько же/);
    expect((await call('GET', '/v2/ssp-list', undefined, agency.headers)).statusCode).toBe(403);
  });
});
