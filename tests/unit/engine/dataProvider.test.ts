import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { catalog } from '../../../src/engine/load';
import { createDataProvider, diffPayload, flattenFilter } from '../../../src/providers/dataProvider';
import { buildQuery } from '../../../src/providers/httpClient';
import { CABINET_KEY, TOKEN_KEY } from '../../../src/providers/storage';

/** A stub fetch: records every request and answers from a queue. */
function stubFetch(...answers: { status?: number; body?: unknown; headers?: Record<string, string> }[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const a = answers.shift() ?? { body: {} };
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), { status: a.status ?? 200, headers: a.headers });
  });
  return calls;
}

const provider = createDataProvider(catalog);
const ID = 'a'.repeat(24);

describe('dataProvider over the /v2 endpoints', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    sessionStorage.setItem(CABINET_KEY, 'cab1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('getList sends page, pageSize, sort, search and dotted filters with both headers; total from x-pagination-total', async () => {
    const calls = stubFetch({ body: [{ id: ID, name: 'А' }], headers: { 'x-pagination-total': '41' } });
    const result = await provider.getList('management/accounts', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ром', finance: { currency: 'rub' }, status: ['active', 'blocked'] },
    });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/v2/accounts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2', pageSize: '25', sort: 'name', order: 'desc', search: 'ром', 'finance.currency': 'rub', status: 'active,blocked',
    });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.Cabinet).toBe('cab1');
    expect(result).toEqual({ data: [{ id: ID, name: 'А' }], total: 41 });
  });

  it('create posts only writable fields, then reads the full record', async () => {
    const calls = stubFetch({ status: 201, body: { id: ID } }, { body: { id: ID, name: 'Н', version: 1 } });
    const result = await provider.create('management/accounts', {
      data: { name: 'Н', status: 'active', finance: { currency: 'rub', balance: 5 }, agencyID: ID, specificCosts: [] },
    });
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ name: 'Н', finance: { currency: 'rub' }, agencyID: ID });
    expect(calls[1].url).toBe(`/v2/accounts/${ID}`);
    expect(result.data).toMatchObject({ id: ID, version: 1 });
  });

  it('update sends only what changed, null for a cleared field, and the version in If-Match', async () => {
    const calls = stubFetch({ body: { id: ID, name: 'Новое', version: 4 } });
    await provider.update('management/agencies', {
      id: ID,
      data: { id: ID, name: 'Новое', serviceModel: 'selfService', currency: 'rub', balance: 3 },
      previousData: { id: ID, name: 'Старое', serviceModel: 'selfService', currency: 'rub', comment: 'x', version: 3, balance: 3 },
    });
    expect(calls[0].init.method).toBe('PATCH');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ name: 'Новое', comment: null });
    expect((calls[0].init.headers as Record<string, string>)['If-Match']).toBe('3');
  });

  it('maps 400 field errors by JSON Pointer onto nested form fields', async () => {
    stubFetch({ status: 400, body: { message: 'Обязательные поля не заполнены или заполнены неверно', errors: { '/finance/currency': 'Выберите значение из списка' } } });
    const error = await provider.create('management/accounts', { data: { name: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Обязательные поля не заполнены или заполнены неверно');
    expect(error.body.errors).toEqual({ finance: { currency: 'Выберите значение из списка' } });
  });

  it('getMany asks by ids; deleteMany deletes by ids', async () => {
    const calls = stubFetch({ body: [] }, { body: { ids: [ID] } });
    await provider.getMany('management/agencies', { ids: [ID, 'b'.repeat(24)] });
    await provider.deleteMany('management/agencies', { ids: [ID] });
    expect(calls[0].url).toBe(`/v2/agencies?ids=${ID}%2C${'b'.repeat(24)}&pageSize=2`);
    expect(calls[1]).toMatchObject({ url: `/v2/agencies?ids=${ID}`, init: { method: 'DELETE' } });
  });

  it('a list page with prefetch reads its references with it; the cells\' getMany then costs no request, until a write', async () => {
    const [A, B] = ['a'.repeat(24), 'b'.repeat(24)];
    const calls = stubFetch(
      { body: [{ id: '1', agencyID: A }, { id: '2', agencyID: B }, { id: '3', agencyID: A }, { id: '4' }], headers: { 'x-pagination-total': '4' } },
      { body: [{ id: A, name: 'Агентство А' }, { id: B, name: 'Агентство Б' }] },
      { body: { id: '1' } },
      { body: [{ id: A, name: 'Агентство А (новое)' }] },
    );
    const page = await provider.getList('management/accounts', {
      pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {},
      meta: { prefetch: [{ source: 'agencyID', reference: 'management/agencies' }] },
    });
    expect(calls[1].url).toBe(`/v2/agencies?ids=${A}%2C${B}&pageSize=2`);
    expect(page.meta).toEqual({ prefetched: { 'management/agencies': [{ id: A, name: 'Агентство А' }, { id: B, name: 'Агентство Б' }] } });
    expect(page.total).toBe(4);

    const cells = await provider.getMany('management/agencies', { ids: [B, A] });
    expect(cells.data.map((r) => r.name)).toEqual(['Агентство Б', 'Агентство А']);
    expect(calls).toHaveLength(2);

    await provider.update('management/agencies', { id: A, data: { name: 'x' }, previousData: { id: A, name: 'y' } });
    const after = await provider.getMany('management/agencies', { ids: [A] });
    expect(calls).toHaveLength(4);
    expect(after.data[0].name).toBe('Агентство А (новое)');
  });

  it('prefetched records serve only the cabinet that read them', async () => {
    const A = 'a'.repeat(24);
    const calls = stubFetch({ body: [{ id: '1', agencyID: A }] }, { body: [{ id: A, name: 'Своё' }] }, { body: [] });
    await provider.getList('management/accounts', {
      pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {},
      meta: { prefetch: [{ source: 'agencyID', reference: 'management/agencies' }] },
    });
    sessionStorage.setItem(CABINET_KEY, 'cab2');
    await provider.getMany('management/agencies', { ids: [A] });
    expect(calls).toHaveLength(3);
    expect((calls[2].init.headers as Record<string, string>).Cabinet).toBe('cab2');
  });
});

describe('request building helpers', () => {
  it('skips empty query values and joins lists', () => {
    expect(buildQuery({ a: '', b: undefined, c: null, d: [1, 2], e: 0, f: false })).toBe('?d=1%2C2&e=0&f=false');
  });
  it('flattens nested filters, q becomes search', () => {
    expect(flattenFilter({ q: 'x', a: { b: { c: 1 } } })).toEqual({ search: 'x', 'a.b.c': 1 });
  });
  it('diffs payloads', () => {
    expect(diffPayload({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 }, d: 4 })).toEqual({ b: { c: 2 }, d: null });
  });
});
