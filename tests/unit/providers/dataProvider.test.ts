import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { catalog } from '../../../src/engine/load';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { diffPayload, flattenFilter } from '../../../src/providers/wireFormat';
import { buildQuery } from '../../../src/providers/httpClient';
import { CABINET_KEY, TOKEN_KEY } from '../../../src/providers/storage';
import { signedInToCabinet, stubFetch } from './fetchStub';
import { apiEvents, type ApiEvent } from '../../../src/providers/apiEvents';
import { LABEL_LOOKUP } from '../../../src/providers/prefetchReferences';
import { firstPageAhead, listRequest } from '../../../src/engine/views/listRequest';

const provider = createDataProvider(catalog);
const ID = 'a'.repeat(24);

describe('dataProvider over the /v2 endpoints', () => {
  signedInToCabinet();

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
      page: '2',
      pageSize: '25',
      sort: 'name',
      order: 'desc',
      search: 'ром',
      'finance.currency': 'rub',
      status: 'active,blocked',
    });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.Cabinet).toBe('cab1');
    expect(result).toEqual({ data: [{ id: ID, name: 'А' }], total: 41 });
  });

  it("sends the campaigns list's filters under the product's names, with its statistics (x-query, x-list-query)", async () => {
    const calls = stubFetch({ body: [] }, { body: [] });
    await provider.getList('management/campaigns', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { strategies: { buyingType: 'cpm', saleSpeedType: 'evenly' }, groupId: ID, creativeType: 'video' },
    });
    await provider.getManyReference('management/campaigns', {
      target: 'groupId',
      id: ID,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(Object.fromEntries(calls[0].address.searchParams)).toEqual({
      statistics: 'true',
      page: '1',
      pageSize: '25',
      sort: 'name',
      order: 'asc',
      buyingType: 'cpm',
      saleSpeedType: 'evenly',
      groups: ID,
      creativeType: 'video',
    });
    expect(calls[1].address.searchParams.get('groups')).toBe(ID);
  });

  it("sends the accounts list's figures for a period with the product's parameters (x-list-params)", async () => {
    const calls = stubFetch({ body: [] });
    await provider.getList('management/accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {
        statistics: true,
        startTimeISO: '2026-11-01',
        endTimeISO: '2026-11-30',
        offsetTime: 180,
        ssps: ['mts'],
        groupBy: ['day', 'ssp'],
        withoutExtraCampaigns: true,
      },
    });
    expect(Object.fromEntries(calls[0].address.searchParams)).toMatchObject({
      statistics: 'true',
      startTimeISO: '2026-11-01',
      endTimeISO: '2026-11-30',
      offsetTime: '180',
      ssps: 'mts',
      groupBy: 'day,ssp',
      withoutExtraCampaigns: 'true',
    });
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
      previousData: {
        id: ID,
        name: 'Старое',
        serviceModel: 'selfService',
        currency: 'rub',
        comment: 'x',
        version: 3,
        balance: 3,
      },
    });
    expect(calls[0].init.method).toBe('PATCH');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ name: 'Новое', comment: null });
    expect((calls[0].init.headers as Record<string, string>)['If-Match']).toBe('3');
  });

  it('maps 400 field errors by JSON Pointer onto nested form fields', async () => {
    stubFetch({
      status: 400,
      body: {
        message: 'Обязательные поля не заполнены или заполнены неверно',
        errors: { '/finance/currency': 'Выберите значение из списка' },
      },
    });
    const error = await provider
      .create('management/accounts', { data: { name: 'x', agencyID: 'a'.repeat(24), finance: { currency: 'rub' } } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Обязательные поля не заполнены или заполнены неверно');
    expect(error.body.errors).toEqual({ finance: { currency: 'Выберите значение из списка' } });
  });

  it('getMany asks the names of references by ids (not the records); deleteMany deletes by ids', async () => {
    const calls = stubFetch({ body: [] }, { body: { ids: [ID] } });
    await provider.getMany('management/agencies', { ids: [ID, 'b'.repeat(24)] });
    await provider.deleteMany('management/agencies', { ids: [ID] });
    expect(calls[0].url).toBe(`/v2/labels/agency?ids=${ID}%2C${'b'.repeat(24)}&pageSize=2`);
    expect(calls[1]).toMatchObject({ url: `/v2/agencies?ids=${ID}`, init: { method: 'DELETE' } });
  });

  it("a list page with prefetch reads its references with it; the cells' getMany then costs no request, until a write", async () => {
    const [A, B] = ['a'.repeat(24), 'b'.repeat(24)];
    const calls = stubFetch(
      {
        body: [{ id: '1', agencyID: A }, { id: '2', agencyID: B }, { id: '3', agencyID: A }, { id: '4' }],
        headers: { 'x-pagination-total': '4' },
      },
      {
        body: [
          { id: A, name: 'Агентство А' },
          { id: B, name: 'Агентство Б' },
        ],
      },
      { body: { id: '1' } },
      { body: [{ id: A, name: 'Агентство А (новое)' }] },
    );
    const page = await provider.getList('management/accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { prefetch: [{ source: 'agencyID', reference: 'management/agencies' }] },
    });
    expect(calls[1].url).toBe(`/v2/labels/agency?ids=${A}%2C${B}&pageSize=2`);
    expect(page.meta).toEqual({
      references: {
        'management/agencies': [
          { id: A, name: 'Агентство А' },
          { id: B, name: 'Агентство Б' },
        ],
      },
    });
    expect(page.total).toBe(4);

    const cells = await provider.getMany('management/agencies', { ids: [B, A] });
    expect(cells.data.map((r) => r.name)).toEqual(['Агентство Б', 'Агентство А']);
    expect(calls).toHaveLength(2);

    await provider.update('management/agencies', { id: A, data: { name: 'x' }, previousData: { id: A, name: 'y' } });
    const after = await provider.getMany('management/agencies', { ids: [A] });
    expect(calls).toHaveLength(4);
    expect(after.data[0].name).toBe('Агентство А (новое)');
  });

  it("a reference input's choices are names found by what was typed (LABEL_LOOKUP)", async () => {
    const calls = stubFetch({ body: [{ id: ID, name: 'Медиа' }], headers: { 'x-pagination-total': '1' } });
    const page = await provider.getList('management/agencies', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'мед' },
      ...LABEL_LOOKUP,
    });
    expect(calls[0].url).toBe('/v2/labels/agency?page=1&pageSize=25&search=%D0%BC%D0%B5%D0%B4');
    expect(page).toEqual({ data: [{ id: ID, name: 'Медиа' }], total: 1 });
  });

  it('prefetched records serve only the cabinet that read them', async () => {
    const A = 'a'.repeat(24);
    const calls = stubFetch({ body: [{ id: '1', agencyID: A }] }, { body: [{ id: A, name: 'Своё' }] }, { body: [] });
    await provider.getList('management/accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { prefetch: [{ source: 'agencyID', reference: 'management/agencies' }] },
    });
    sessionStorage.setItem(CABINET_KEY, 'cab2');
    await provider.getMany('management/agencies', { ids: [A] });
    expect(calls).toHaveLength(3);
    expect((calls[2].init.headers as Record<string, string>).Cabinet).toBe('cab2');
  });
});

describe('a list page read ahead of its screen (dataProvider.readAhead)', () => {
  const params = {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' as const },
    filter: {},
    meta: { prefetch: [{ source: 'agencyID', reference: 'management/agencies' }], fatal: true },
  };
  const A = 'a'.repeat(24);
  let events: ApiEvent[];
  let off: () => void;
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    sessionStorage.setItem(CABINET_KEY, 'cab1');
    events = [];
    off = apiEvents.on((e) => events.push(e));
  });
  afterEach(() => {
    off();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("the screen's getList with the same parameters takes the read, names included, once", async () => {
    const p = createDataProvider(catalog);
    const calls = stubFetch(
      { body: [{ id: '1', agencyID: A }] },
      { body: [{ id: A, name: 'Агентство' }] },
      { body: [{ id: '2' }] },
    );
    p.readAhead('management/accounts', params);
    const page = await p.getList('management/accounts', { ...params, signal: new AbortController().signal });
    expect(calls).toHaveLength(2);
    expect(page.data).toEqual([{ id: '1', agencyID: A }]);
    expect(page.meta).toEqual({ references: { 'management/agencies': [{ id: A, name: 'Агентство' }] } });
    // The cells' own read of the names costs nothing; the next getList (a refresh) reads anew.
    await p.getMany('management/agencies', { ids: [A] });
    await p.getList('management/accounts', { ...params, meta: undefined });
    expect(calls).toHaveLength(3);
  });

  it('other parameters, another cabinet or a write in between: the screen reads for itself', async () => {
    const p = createDataProvider(catalog);
    const calls = stubFetch(...Array.from({ length: 7 }, () => ({ body: [] })));
    p.readAhead('management/accounts', params);
    await p.getList('management/accounts', { ...params, pagination: { page: 2, perPage: 25 } });
    expect(calls).toHaveLength(2);
    p.readAhead('management/accounts', params);
    sessionStorage.setItem(CABINET_KEY, 'cab2');
    await p.getList('management/accounts', params);
    expect(calls).toHaveLength(4);
    expect((calls[3].init.headers as Record<string, string>).Cabinet).toBe('cab2');
    p.readAhead('management/accounts', params);
    await p.delete('management/accounts', { id: A, previousData: { id: A } });
    await p.getList('management/accounts', params);
    expect(calls).toHaveLength(7);
  });

  it("a read ahead that failed says nothing; the screen's read repeats it and its failure is told", async () => {
    const p = createDataProvider(catalog);
    const calls = stubFetch({ status: 500, body: { message: 'Сбой' } }, { status: 500, body: { message: 'Сбой' } });
    p.readAhead('management/accounts', params);
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual([]);
    await expect(p.getList('management/accounts', params)).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(2);
    expect(events).toEqual([{ type: 'fatal', status: 500, message: 'Сбой' }]);
  });
});

describe('the first page a cabinet address opens (listRequest.firstPageAhead)', () => {
  it('is what the generated list asks: its sort, page size and reference columns', () => {
    const def = catalog.byName('management/campaigns');
    const first = firstPageAhead('management/campaigns', '');
    const asked = listRequest(def, catalog.fields(def));
    expect(first).toMatchObject({
      resource: 'management/campaigns',
      params: { pagination: { page: 1, perPage: asked.perPage }, filter: {}, meta: asked.meta },
    });
    expect(first!.params.sort).toEqual(asked.sort ?? { field: 'id', order: 'ASC' });
  });

  it('is not guessed for an address with a query, a record screen or a page that is no list', () => {
    expect(firstPageAhead('management/campaigns', '?page=2')).toBeNull();
    expect(firstPageAhead(`management/campaigns/${'a'.repeat(24)}`, '')).toBeNull();
    expect(firstPageAhead('tools/forecast', '')).toBeNull();
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
