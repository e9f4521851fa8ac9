// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, startServer } from '../helpers';
import { schemasWith } from '../schemaCopy';

/**
 * A schema's default is the platform's rule, not the form's: a client may leave a defaulted
 * field out (required or not), and a record lacking it — made before the default was declared —
 * reads as the default in the list, the card and the save's answer alike.
 */
const withKind = (required: boolean) =>
  schemasWith('geoPreset.schema.json', (schema) => {
    const properties = schema.properties as Record<string, unknown>;
    properties.kind = {
      title: 'Вид',
      type: 'string',
      oneOf: [
        { const: 'region', title: 'Регионы' },
        { const: 'city', title: 'Города' },
      ],
      default: 'region',
    };
    if (required) (schema.required as string[]).push('kind');
  });

let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  // The demo data as an older version stored it, reopened with a schema that has since given
  // presets a required kind with a default.
  const before = await startServer();
  await before.app.close();
  ({ app } = await startServer({ dataDir: before.dir, schemasDir: withKind(true) }));
  ({ headers } = await session(app, 'admin', 'admin'));
});
afterAll(() => app?.close());

const presets = async () =>
  (await app.inject({ url: '/v2/presets/geo?pageSize=500', headers })).json() as Record<string, unknown>[];

describe('schema defaults in the reference API', () => {
  it('give a record stored before the default was declared its default, its version unchanged', async () => {
    const list = await presets();
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((p) => [p.kind, p.version])).toEqual(list.map(() => ['region', 1]));
  });

  it('fill a defaulted required field a client leaves out; a value the client sends is its own', async () => {
    const send = (payload: object) => app.inject({ method: 'POST', url: '/v2/presets/geo', headers, payload });
    const created = await send({ name: 'Без вида', geoIds: ['RU-MOW'] });
    expect(created.statusCode, created.body).toBe(201);
    const city = await send({ name: 'Города', geoIds: ['RU-MOW'], kind: 'city' });
    expect(city.statusCode, city.body).toBe(201);
    const list = await presets();
    expect(list.find((p) => p.name === 'Без вида')).toMatchObject({ kind: 'region' });
    expect(list.find((p) => p.name === 'Города')).toMatchObject({ kind: 'city' });
  });
});
