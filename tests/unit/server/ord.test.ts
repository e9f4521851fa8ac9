// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seededApi, session } from './helpers';

const { server, admin, agency } = await seededApi();
const ord = await session(server.app, 'admin', 'ord');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
type Json = Record<string, any>;
const get = (url: string, headers = ord.headers) => server.app.inject({ url, headers });
const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = ord.headers,
) => server.app.inject({ method, url, headers, payload: payload as object });
const contractId = async () => ((await get('/ord/externalcontract?pageSize=1')).json() as Json[])[0].id as string;
const newReport = async (extra: Json = {}) => {
  const res = await send('POST', '/ord/report', {
    name: 'Акт за октябрь 2025',
    contractId: await contractId(),
    period: { start: '2025-10-01', end: '2025-10-31' },
    actWins: 1_000_000,
    amount: { vatRate: 20, excludingVat: 1234.56 },
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe('ORD contracts', () => {
  it('external and initial (under both paths) contracts are seeded in the ORD cabinet, ours in the admin cabinet, in Russian', async () => {
    const external: Json[] = (await get('/ord/externalcontract')).json();
    expect(external.length).toBeGreaterThan(5);
    expect(external[0]).toMatchObject({
      contractId: expect.stringMatching(/^CTR-\d{10}$/),
      client: { name: expect.stringMatching(/^ООО «/) },
    });
    const initial = await get('/ord/contract/initial');
    const alias = await get('/ord/initialContract');
    expect(alias.json()).toEqual(initial.json());
    expect(alias.headers['x-pagination-total']).toBe(initial.headers['x-pagination-total']);
    // The platform's own contracts name every agency: they are the admin cabinet's (docs/reach.md R12).
    expect((await get('/ord/contract/our', admin.headers)).json()[0].agencyId).toMatch(/^[0-9a-f]{24}$/);
    // The agency cabinet sees none of the ORD department's records, the admin sees them all.
    expect((await get('/ord/externalcontract', agency.headers)).json()).toEqual([]);
    expect((await get('/ord/externalcontract', admin.headers)).json().length).toBe(external.length);
  });

  it('validates parties (INN) and gives the registry id on create; contractId cannot be sent', async () => {
    const bad = await send('POST', '/ord/externalcontract', {
      number: 'Д-1',
      signDate: '2025-01-10',
      type: 'contract',
      subjectType: 'distribution',
      client: { name: 'ООО «Тест»', inn: '123', legalForm: 'ul' },
      contractor: { name: 'ИП Тестов', inn: '123456789012', legalForm: 'ip' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['/client/inn']).toBe(
      'ИНН — 10 цифр для организации или 12 цифр для ИП и физического лица',
    );
    const res = await send('POST', '/ord/initialContract', {
      number: 'Д-2',
      signDate: '2025-01-10',
      type: 'contract',
      subjectType: 'mediation',
      contractId: 'CTR-0000000000',
      client: { name: 'ООО «Тест»', inn: '1234567890', legalForm: 'ul' },
      contractor: { name: 'ИП Тестов', inn: '123456789012', legalForm: 'ip' },
    });
    expect(res.statusCode).toBe(201);
    const created: Json = (await get(`/ord/contract/initial/${res.json().id}`)).json();
    expect(created.contractId).toMatch(/^CTR-\d{10}$/);
    expect(created.contractId).not.toBe('CTR-0000000000');
  });
});

describe('ORD reports', () => {
  it('creation drops server-owned fields and computes VAT', async () => {
    const id = await newReport({
      status: 'sent',
      sendedAt: '2025-01-01T00:00:00.000Z',
      uploadedUrl: 'https://evil.example',
      amount: { vatRate: 20, excludingVat: 1234.56, vat: 1, includingVat: 2 },
    });
    const report: Json = (await get(`/ord/report/${id}`)).json();
    expect(report).toMatchObject({
      status: 'draft',
      amount: { vatRate: 20, excludingVat: 1234.56, vat: 246.91, includingVat: 1481.47 },
    });
    expect(report).not.toHaveProperty('sendedAt');
    expect(report).not.toHaveProperty('uploadedUrl');
    expect(report.createdAt).toBe(report.updatedAt);
  });

  it('edit recomputes VAT; send sets status, sendedAt and uploadedUrl; a sent report is frozen', async () => {
    const id = await newReport();
    const edited = await send('PATCH', `/ord/report/${id}`, { amount: { vatRate: 0 } });
    expect(edited.json().amount).toEqual({ vatRate: 0, excludingVat: 1234.56, vat: 0, includingVat: 1234.56 });

    // The moment of the send, between the times taken around the call (no bound on how long it takes).
    const before = Date.now();
    const sent = await send('POST', '/ord/report/send', { id });
    const after = Date.now();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', uploadedUrl: `https://ord.kabinet.example/reports/${id}` });
    const sendedAt = Date.parse(sent.json().sendedAt);
    expect(sendedAt).toBeGreaterThanOrEqual(before);
    expect(sendedAt).toBeLessThanOrEqual(after);

    expect((await send('POST', '/ord/report/send', { id })).statusCode).toBe(409);
    const patch = await send('PATCH', `/ord/report/${id}`, { name: 'Другое' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toBe('Отчёт уже отправлен в ОРД: изменить или удалить его нельзя');
    expect((await send('DELETE', `/ord/report/${id}`)).json()).toEqual({
      message: 'Отчёт уже отправлен в ОРД: изменить или удалить его нельзя',
    });
    expect((await get(`/ord/report/${id}`)).json().name).toBe('Акт за октябрь 2025');
  });

  it('POST /ord/report/send {id} needs the id; a draft can be deleted', async () => {
    const id = await newReport();
    expect((await send('POST', '/ord/report/send', { id })).json().status).toBe('sent');
    expect((await send('POST', '/ord/report/send', {})).json().errors['/id']).toBe('Обязательное поле');
    // The product's only path for it: a report's own /send is no call of the platform.
    expect((await send('POST', `/ord/report/${await newReport()}/send`, {})).statusCode).toBe(404);
    const draft = await newReport();
    expect((await send('DELETE', `/ord/report/${draft}`)).statusCode).toBe(200);
  });

  it('validation is Russian and per field', async () => {
    const res = await send('POST', '/ord/report', {
      name: 'Акт!',
      period: { start: '2025-10-01' },
      actWins: -1,
      amount: { vatRate: 18 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      '/name': 'Текст не должен содержать символы $ ^ & * ! @ #',
      '/contractId': 'Обязательное поле',
      '/period/end': 'Обязательное поле',
      '/actWins': 'Не меньше 0',
      '/amount/vatRate': 'Выберите значение из списка',
      '/amount/excludingVat': 'Обязательное поле',
    });
  });

  it('GET /ord/report/statistic/xlsx: per creative and day, summing to actWins', async () => {
    const id = await newReport({ period: { start: '2025-10-01', end: '2025-10-10' }, actWins: 123_457 });
    const res = await get(`/ord/report/statistic/xlsx?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Дата', 'Креатив', 'Токен (erid)', 'Показы']);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Итого');
    expect(last.getCell(4).value).toBe(123_457);
    expect(sheet.getRow(2).getCell(1).value).toBe('01.10.2025');
    expect((sheet.rowCount - 2) % 10).toBe(0);
    expect((await get('/ord/report/statistic/xlsx')).statusCode).toBe(400);
  });
});

describe('ORD invoices and creatives', () => {
  it('invoices get VAT, creatives an erid; both registered', async () => {
    const contract = await contractId();
    const invoice = await send('POST', '/ord/invoice', {
      number: 'СЧ-1',
      date: '2025-10-01',
      contractId: contract,
      amount: { vatRate: 10, excludingVat: 1000 },
    });
    expect((await get(`/ord/invoice/${invoice.json().id}`)).json()).toMatchObject({
      status: 'registered',
      amount: { vat: 100, includingVat: 1100 },
    });
    const creative = await send('POST', '/ord/creative', {
      name: 'Баннер',
      contractId: contract,
      form: 'banner',
      description: 'Кофе',
      kktuCodes: ['30.10.1'],
    });
    expect((await get(`/ord/creative/${creative.json().id}`)).json()).toMatchObject({
      status: 'registered',
      erid: expect.stringMatching(/^2Vtzq[A-Za-z0-9]{11}$/),
    });
    expect(
      (
        await send('POST', '/ord/creative', {
          name: 'Баннер',
          contractId: contract,
          form: 'banner',
          description: 'x',
          kktuCodes: ['abc'],
        })
      ).json().errors['/kktuCodes/0'],
    ).toBe('Код ККТУ — цифры через точку, например 30.10.1');
  });
});
