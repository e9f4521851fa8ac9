import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { screenPath } from '../../../src/engine/recordPaths';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { signedInToCabinet, stubFetch } from './fetchStub';

/** The console calls the platform's own paths where they differ from the REST pattern (x-calls). */
const provider = createDataProvider(catalog);
const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

describe("the product's paths of create, read, save and delete (docs/product.md#calls)", () => {
  signedInToCabinet();

  it('creates a brand-lift survey with a multipart POST /brandlifts: text as it is, slides as JSON', async () => {
    const calls = stubFetch({ status: 201, body: { id: A } }, { body: { id: A, name: 'Опрос' } });
    const slides = [
      {
        order: 1,
        type: 'single',
        question: 'Знаете бренд?',
        answers: [
          { order: 1, text: 'Да' },
          { order: 2, text: 'Нет' },
        ],
      },
    ];
    await provider.create('management/brandlifts', { data: { name: 'Опрос', campaignId: B, slides, statistics: [] } });
    expect(calls[0].address.pathname).toBe('/brandlifts');
    expect(calls[0].init.method).toBe('POST');
    const form = calls[0].init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('Опрос');
    expect(form.get('campaignId')).toBe(B);
    expect(JSON.parse(String(form.get('slides')))).toEqual(slides);
    expect(form.has('statistics')).toBe(false); // read-only: never sent
    expect(calls[1].address.pathname).toBe(`/brandlift/${A}`);
  });

  it('reads a brand-lift survey at GET /brandlift/{id}, saves it with PUT /brandlift {id, …changed}, deletes at /brandlift/{id}', async () => {
    const calls = stubFetch(
      { body: { id: A, name: 'Опрос', version: 2 } },
      { body: { id: A, name: 'Опрос осени', version: 3 } },
      { body: { id: A } },
    );
    await provider.getOne('management/brandlifts', { id: A });
    await provider.update('management/brandlifts', {
      id: A,
      data: { id: A, name: 'Опрос осени', campaignId: B, version: 2 },
      previousData: { id: A, name: 'Опрос', campaignId: B, version: 2 },
    });
    await provider.delete('management/brandlifts', { id: A, previousData: { id: A } });
    expect(calls.map((c) => [c.init.method ?? 'GET', c.address.pathname])).toEqual([
      ['GET', `/brandlift/${A}`],
      ['PUT', '/brandlift'],
      ['DELETE', `/brandlift/${A}`],
    ]);
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ id: A, name: 'Опрос осени' });
    expect(new Headers(calls[1].init.headers).get('If-Match')).toBe('2');
  });

  it('creates a big list with a multipart POST /biglist: the picked file a part of the form, nothing to the storage', async () => {
    const calls = stubFetch({ status: 201, body: { id: A } }, { body: { id: A, listName: 'IP', valuesCount: 2 } });
    const file = new File(['10.0.0.1\n10.0.0.2\n'], 'ips.txt', { type: 'text/plain' });
    await provider.create('management/audience/biglists', {
      data: { listName: 'IP', listType: 'ip', file, content: ['10.0.0.3'], valuesCount: 0 },
    });
    expect(calls.map((c) => [c.init.method ?? 'GET', c.address.pathname])).toEqual([
      ['POST', '/biglist'],
      ['GET', `/biglist/${A}`],
    ]);
    const form = calls[0].init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([form.get('listName'), form.get('listType')]).toEqual(['IP', 'ip']);
    const sent = form.get('file') as File;
    expect(sent).toBeInstanceOf(File);
    expect([sent.name, sent.size]).toEqual(['ips.txt', file.size]);
    expect(JSON.parse(String(form.get('content')))).toEqual(['10.0.0.3']);
    expect(form.has('valuesCount')).toBe(false); // server-owned: never sent
  });

  it('reads a big list with its values at GET /biglist/{id}', async () => {
    const calls = stubFetch({ body: { id: A, listName: 'IP', content: ['1.1.1.1'] } });
    const { data } = await provider.getOne('management/audience/biglists', { id: A });
    expect(data).toMatchObject({ id: A, content: ['1.1.1.1'] });
    expect(calls[0].address.pathname).toBe(`/biglist/${A}`);
  });

  it('saves a big list with PUT /biglist {listID, addValues, delValues}: the values edited in the form, never the whole list', async () => {
    const calls = stubFetch({ body: { id: A, listName: 'IP', content: ['2.2.2.2', '3.3.3.3'], version: 5 } });
    const previousData = { id: A, listName: 'IP', listType: 'ip', content: ['1.1.1.1', '2.2.2.2'], version: 4 };
    await provider.update('management/audience/biglists', {
      id: A,
      data: { ...previousData, content: ['2.2.2.2', '3.3.3.3'] },
      previousData,
    });
    expect([calls[0].init.method, calls[0].address.pathname]).toEqual(['PUT', '/biglist']);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      listID: A,
      addValues: ['3.3.3.3'],
      delValues: ['1.1.1.1'],
    });
    expect(new Headers(calls[0].init.headers).get('If-Match')).toBe('4');
  });

  it('a renamed big list keeps its values; a list emptied in the form removes them all', async () => {
    const calls = stubFetch({ body: { id: A } }, { body: { id: A } });
    const previousData = { id: A, listName: 'IP', content: ['1.1.1.1', '2.2.2.2'], version: 1 };
    await provider.update('management/audience/biglists', {
      id: A,
      data: { ...previousData, listName: 'IP офиса' },
      previousData,
    });
    await provider.update('management/audience/biglists', {
      id: A,
      data: { ...previousData, content: null },
      previousData,
    });
    expect(calls.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { listID: A, listName: 'IP офиса', addValues: [], delValues: [] },
      { listID: A, addValues: [], delValues: ['1.1.1.1', '2.2.2.2'] },
    ]);
  });

  it("shows a refused added value at the form's list field", async () => {
    stubFetch({
      status: 400,
      body: { message: 'Обязательные поля не заполнены', errors: { '/addValues/1': '«localhost» — не IP-адрес' } },
    });
    const previousData = { id: A, listName: 'IP', content: ['1.1.1.1'], version: 1 };
    const failed = await provider
      .update('management/audience/biglists', {
        id: A,
        data: { ...previousData, content: ['1.1.1.1', '2.2.2.2', 'localhost'] },
        previousData,
      })
      .catch((e: unknown) => e as { status: number; body: { errors: Record<string, unknown> } });
    expect(failed).toMatchObject({ status: 400, body: { errors: { content: '«localhost» — не IP-адрес' } } });
  });

  it('deletes big lists with DELETE /biglist?listID, one or several', async () => {
    const calls = stubFetch({ body: { ids: [A] } }, { body: { ids: [A, B] } });
    await provider.delete('management/audience/biglists', { id: A, previousData: { id: A } });
    await provider.deleteMany('management/audience/biglists', { ids: [A, B] });
    expect(calls.map((c) => [c.init.method, c.address.pathname, c.address.search])).toEqual([
      ['DELETE', '/biglist', `?listID=${A}`],
      ['DELETE', '/biglist', `?listID=${A}%2C${B}`],
    ]);
  });

  it('deletes creatives one at a time with DELETE /banner/{id}, also from a selection', async () => {
    const calls = stubFetch({ body: { id: A } }, { body: { id: A } }, { body: { id: B } });
    await provider.delete('management/campaigns/creatives', { id: A, previousData: { id: A } });
    await provider.deleteMany('management/campaigns/creatives', { ids: [A, B] });
    expect(calls.map((c) => [c.init.method, c.address.pathname, c.address.search])).toEqual([
      ['DELETE', `/banner/${A}`, ''],
      ['DELETE', `/banner/${A}`, ''],
      ['DELETE', `/banner/${B}`, ''],
    ]);
  });

  it('deletes geo presets with DELETE /v2/presets?ids', async () => {
    const calls = stubFetch({ body: { ids: [A] } });
    await provider.delete('management/audience/geo-presets', { id: A, previousData: { id: A } });
    expect([calls[0].init.method, calls[0].address.pathname, calls[0].address.searchParams.get('ids')]).toEqual([
      'DELETE',
      '/v2/presets',
      A,
    ]);
  });

  it('reads a geo preset from the list GET /v2/presets/geo (by ids), also after its create; the product has no GET /v2/presets/geo/{id}', async () => {
    const calls = stubFetch(
      { status: 201, body: { id: A } },
      { body: [{ id: A, name: 'Юг', geoIds: ['RU-KDA'] }], headers: { 'x-pagination-total': '1' } },
      { body: [{ id: A, name: 'Юг', geoIds: ['RU-KDA'] }], headers: { 'x-pagination-total': '1' } },
    );
    const created = await provider.create('management/audience/geo-presets', {
      data: { name: 'Юг', geoIds: ['RU-KDA'] },
    });
    expect(created.data).toMatchObject({ id: A, name: 'Юг' });
    const { data } = await provider.getOne('management/audience/geo-presets', { id: A });
    expect(data).toMatchObject({ id: A, geoIds: ['RU-KDA'] });
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'POST /v2/presets/geo',
      `GET /v2/presets/geo?ids=${A}&page=1&pageSize=100`,
      `GET /v2/presets/geo?ids=${A}&page=1&pageSize=100`,
    ]);
  });

  it('finds a geo preset on a later page where the platform ignores ids; one not in the list is a 404', async () => {
    const page = (from: number) => Array.from({ length: 100 }, (_, i) => ({ id: String(from + i).padStart(24, '0') }));
    const total = { 'x-pagination-total': '150' };
    const calls = stubFetch(
      { body: page(0), headers: total },
      { body: [{ id: B, name: 'Север' }], headers: total },
      { body: page(0), headers: total },
      { body: page(100).slice(0, 50), headers: total },
    );
    expect((await provider.getOne('management/audience/geo-presets', { id: B })).data).toMatchObject({ name: 'Север' });
    expect(calls.map((c) => c.address.searchParams.get('page'))).toEqual(['1', '2']);
    await expect(provider.getOne('management/audience/geo-presets', { id: A })).rejects.toMatchObject({ status: 404 });
  });

  it("walks the pages by the platform's x-pagination-page-size where it holds fewer a page than asked", async () => {
    const page = (from: number) => Array.from({ length: 50 }, (_, i) => ({ id: String(from + i).padStart(24, '0') }));
    const paging = (n: number) => ({
      'x-pagination-page': String(n),
      'x-pagination-page-size': '50',
      'x-pagination-total': '120',
    });
    const calls = stubFetch(
      { body: page(0), headers: paging(1) },
      { body: [...page(50).slice(0, 49), { id: B, name: 'Север' }], headers: paging(2) },
    );
    expect((await provider.getOne('management/audience/geo-presets', { id: B })).data).toMatchObject({ name: 'Север' });
    expect(calls.map((c) => c.address.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('offers no edit of geo presets: the product has no save (x-calls.update false), a row opens the preset', () => {
    expect(catalog.byName('management/audience/geo-presets').disable).toEqual(['edit']);
    expect(screenPath('management/audience/geo-presets', 'edit', A)).toBe(`management/audience/geo-presets/${A}/show`);
  });

  it('reads and writes initial ORD contracts on /ord/initialContract', async () => {
    const calls = stubFetch({ body: [] }, { body: {} });
    await provider.getList('ord/initial-contracts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'signDate', order: 'DESC' },
      filter: {},
    });
    await provider.delete('ord/initial-contracts', { id: A, previousData: { id: A } });
    expect(calls.map((c) => c.address.pathname)).toEqual(['/ord/initialContract', `/ord/initialContract/${A}`]);
  });

  it('deletes one group as a list of one: DELETE /v2/groups?ids (the product has no DELETE /v2/groups/{id})', async () => {
    const calls = stubFetch({ body: { ids: [A] } }, { body: { ids: [A, B] } });
    await provider.delete('management/campaigns/groups', { id: A, previousData: { id: A } });
    await provider.deleteMany('management/campaigns/groups', { ids: [A, B] });
    expect(calls.map((c) => `${c.init.method} ${c.address.pathname}${decodeURIComponent(c.address.search)}`)).toEqual([
      `DELETE /v2/groups?ids=${A}`,
      `DELETE /v2/groups?ids=${A},${B}`,
    ]);
  });

  it('asks the minimal CPM of a campaign being set up at POST /v2/campaigns/minimalcpm', async () => {
    const calls = stubFetch({ body: { minimalCpm: 120, currency: 'rub' } });
    const answer = await provider.getMinimalCpm({
      creativeType: 'video',
      dates: { start: '2026-12-01', end: '2026-12-31' },
      saleSpeedType: 'evenly',
    });
    expect(answer).toEqual({ minimalCpm: 120, currency: 'rub' });
    expect(calls.map((c) => `${c.init.method} ${c.address.pathname}`)).toEqual(['POST /v2/campaigns/minimalcpm']);
  });

  it('keeps the REST pattern where the schema declares nothing else', async () => {
    const calls = stubFetch({ body: {} }, { body: {} });
    await provider.delete('management/accounts', { id: A, previousData: { id: A } });
    await provider.deleteMany('management/accounts', { ids: [A, B] });
    expect(calls.map((c) => `${c.address.pathname}${decodeURIComponent(c.address.search)}`)).toEqual([
      `/v2/accounts/${A}`,
      `/v2/accounts?ids=${A},${B}`,
    ]);
  });
});
