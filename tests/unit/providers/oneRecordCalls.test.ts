import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/engine/load';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { signedInToCabinet, stubFetch } from './fetchStub';

/**
 * Records the platform serves one at a time at a singular path (x-calls read/update/delete:
 * docs/product.md#calls /rule, /player-config/{id}, /retargeting/segment, /categorizer/segment): the
 * console reads, saves and deletes them there, never at the list's path.
 */
const provider = createDataProvider(catalog);
const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

/** Each with a new record as its create form would send it (the contract check holds the body to the schema). */
const SINGULAR: [resource: string, base: string, created: Record<string, unknown>][] = [
  [
    'management/rules',
    '/rule',
    {
      name: 'Новая',
      campaignIds: [B],
      condition: { metric: 'ctr', operator: 'lt', value: 1, period: 'day' },
      action: 'notify',
    },
  ],
  ['management/player-configs', '/player-config', { name: 'Новая' }],
  ['management/audience/retargeting', '/retargeting/segment', { name: 'Новая', ttl: 30 }],
  ['management/audience/panels', '/categorizer/segment', { name: 'Новая', provider: 'omi', categories: ['auto'] }],
];

describe.each(SINGULAR)('%s: one record at %s', (resource, base, created) => {
  signedInToCabinet();

  it('reads one record at base/{id}', async () => {
    const calls = stubFetch({ body: { id: A, name: 'Первая' } });
    const { data } = await provider.getOne(resource, { id: A });
    expect(data).toMatchObject({ id: A, name: 'Первая' });
    expect([calls[0].init.method ?? 'GET', calls[0].address.pathname]).toEqual(['GET', `${base}/${A}`]);
  });

  it('creates with POST base and reads the record back at base/{id}', async () => {
    const calls = stubFetch({ status: 201, body: { id: A } }, { body: { id: A, name: 'Новая' } });
    await provider.create(resource, { data: created });
    expect(calls.map((c) => [c.init.method ?? 'GET', c.address.pathname])).toEqual([
      ['POST', base],
      ['GET', `${base}/${A}`],
    ]);
  });

  it('saves the changed fields with PUT base {id, …changed} and If-Match', async () => {
    const calls = stubFetch({ body: { id: A, name: 'Другое', version: 4 } });
    await provider.update(resource, {
      id: A,
      data: { id: A, name: 'Другое', version: 3 },
      previousData: { id: A, name: 'Старое', version: 3 },
    });
    expect([calls[0].init.method, calls[0].address.pathname]).toEqual(['PUT', base]);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ id: A, name: 'Другое' });
    expect(new Headers(calls[0].init.headers).get('If-Match')).toBe('3');
  });

  it('deletes one at a time with DELETE base/{id}, also from a selection', async () => {
    const calls = stubFetch({ body: { id: A } }, { body: { id: A } }, { body: { id: B } });
    await provider.delete(resource, { id: A, previousData: { id: A } });
    await provider.deleteMany(resource, { ids: [A, B] });
    expect(calls.map((c) => [c.init.method, c.address.pathname])).toEqual([
      ['DELETE', `${base}/${A}`],
      ['DELETE', `${base}/${A}`],
      ['DELETE', `${base}/${B}`],
    ]);
  });
});

describe('the REST pattern where the schema declares nothing else', () => {
  signedInToCabinet();

  it('reads at endpoint/{id} and saves with PATCH endpoint/{id}', async () => {
    const calls = stubFetch({ body: { id: A, name: 'Счёт' } }, { body: { id: A, name: 'Счёт 2' } });
    await provider.getOne('management/accounts', { id: A });
    await provider.update('management/accounts', {
      id: A,
      data: { id: A, name: 'Счёт 2', version: 1 },
      previousData: { id: A, name: 'Счёт', version: 1 },
    });
    expect(calls.map((c) => [c.init.method ?? 'GET', c.address.pathname])).toEqual([
      ['GET', `/v2/accounts/${A}`],
      ['PATCH', `/v2/accounts/${A}`],
    ]);
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ name: 'Счёт 2' });
  });
});
