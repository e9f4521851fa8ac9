// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, startServer, tempDir, type TestServer } from './helpers';

/**
 * A schema the server has never heard of: everything below must follow from its keywords
 * (x-id, x-createOnly, writeOnly, readOnly + default, x-reference, several x-permission).
 */
const GADGET = {
  $id: 'gadget',
  title: 'Гаджет',
  type: 'object',
  'x-endpoint': '/v2/gadgets',
  'x-permission': ['ssp', 'companions'],
  'x-id': 'sysname',
  'x-label': 'title',
  required: ['sysname', 'title'],
  additionalProperties: false,
  properties: {
    sysname: { type: 'string', title: 'Системное имя', pattern: '^[a-z0-9_]+$' },
    title: { type: 'string', title: 'Название' },
    kind: {
      title: 'Тип',
      'x-createOnly': true,
      oneOf: [
        { const: 'a', title: 'А' },
        { const: 'b', title: 'Б' },
      ],
    },
    secret: { type: 'string', title: 'Ключ', writeOnly: true },
    tags: { type: 'array', title: 'Метки', items: { type: 'string' } },
    score: { type: 'integer', title: 'Счёт' },
    state: { type: 'string', title: 'Состояние', readOnly: true, default: 'new' },
    agencyIds: {
      type: 'array',
      title: 'Агентства',
      items: { $ref: '_defs#/$defs/objectId' },
      'x-reference': 'agencies',
    },
    createdAt: { $ref: '_defs#/$defs/createdAt' },
    updatedAt: { type: 'string', format: 'date-time', title: 'Изменено', readOnly: true },
  },
};

let server: TestServer;
let admin: Awaited<ReturnType<typeof session>>;
let clock = Date.parse('2025-06-01T10:00:00Z');
beforeAll(async () => {
  const schemasDir = tempDir();
  for (const f of fs.readdirSync('schemas')) fs.copyFileSync(path.join('schemas', f), path.join(schemasDir, f));
  fs.writeFileSync(path.join(schemasDir, 'gadget.schema.json'), JSON.stringify(GADGET));
  server = await startServer({ schemasDir, now: () => new Date(clock) });
  admin = await session(server.app, 'admin', 'admin');
});
afterAll(async () => {
  await server.app.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => server.app.inject({ method, url, payload, headers });

describe('CRUD driven by a new schema alone', () => {
  it('uses the x-id property as the id, client-chosen and unique', async () => {
    const agencyId = (await call('GET', '/v2/agencies')).json()[0].id;
    const res = await call('POST', '/v2/gadgets', {
      sysname: 'first',
      title: 'Первый',
      kind: 'a',
      secret: 's3cret',
      tags: ['x', 'y'],
      score: 5,
      agencyIds: [agencyId],
      state: 'hacked',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'first' });
    const record = (await call('GET', '/v2/gadgets/first')).json();
    // Identified by its sysname alone (x-id): no `id` beside it in the answer.
    expect(record).not.toHaveProperty('id');
    expect(record).toMatchObject({
      sysname: 'first',
      title: 'Первый',
      state: 'new',
      version: 1,
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
    expect(record).not.toHaveProperty('secret');
    const dup = await call('POST', '/v2/gadgets', { sysname: 'first', title: 'Дубль' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual({ '/sysname': 'Запись с таким идентификатором уже существует' });
  });

  it('keeps create-only and id fields on PATCH and moves updatedAt', async () => {
    clock += 60_000;
    const res = await call('PATCH', '/v2/gadgets/first', {
      kind: 'b',
      sysname: 'renamed',
      title: 'Первый+',
      secret: 'new',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sysname: 'first',
      kind: 'a',
      title: 'Первый+',
      version: 2,
      updatedAt: '2025-06-01T10:01:00.000Z',
    });
    expect(res.json()).not.toHaveProperty('secret');
  });

  it('filters arrays by membership and numbers by value', async () => {
    await call('POST', '/v2/gadgets', { sysname: 'second', title: 'Второй', tags: ['z'], score: 7 });
    const ids = async (q: string) =>
      (await call('GET', `/v2/gadgets?${q}`)).json().map((g: { sysname: string }) => g.sysname);
    expect(await ids('tags=y')).toEqual(['first']);
    expect(await ids('tags=y,z&sort=sysname&order=desc')).toEqual(['second', 'first']);
    expect(await ids('score=7')).toEqual(['second']);
    expect(await ids('sysname=first')).toEqual(['first']);
    expect(await ids('search=ВТОР')).toEqual(['second']);
    // A prototype's name is no property, so no parameter of the list.
    expect((await call('GET', '/v2/gadgets?constructor=1')).statusCode).toBe(400);
  });

  it('checks references and every listed permission', async () => {
    const res = await call('POST', '/v2/gadgets', { sysname: 'third', title: 'Третий', agencyIds: ['0'.repeat(24)] });
    expect(res.json().errors).toEqual({ '/agencyIds/0': 'Выбранная запись не найдена' });
    const agency = await session(server.app, 'agency', 'agency');
    expect((await call('GET', '/v2/gadgets', undefined, agency.headers)).statusCode).toBe(403);
  });
});
