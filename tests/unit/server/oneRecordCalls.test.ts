// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deletable, seededApi } from './helpers';

/**
 * Records the platform serves one at a time at a singular path (the schemas' x-calls read/update/delete,
 * docs/product.md#calls /rule, /player-config/{id}, /retargeting/segment, /categorizer/segment): served
 * there with the generic CRUD's checks, and nothing left at the list's path but the list.
 */
const { server, admin, agency, get, send } = await seededApi();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
type Json = Record<string, any>;

const SINGULAR: [list: string, base: string][] = [
  ['/rules', '/rule'],
  ['/player-configs', '/player-config'],
  ['/retargeting/segments', '/retargeting/segment'],
  ['/categorizer/segments', '/categorizer/segment'],
];

const all = async (list: string, headers: Record<string, string>) =>
  (await get(`${list}?pageSize=1000`, headers)).json() as Json[];

/** A record the test may delete: one nothing names in a field that refuses it, or a new copy of the first. */
async function deletableRecord(list: string, base: string): Promise<Json> {
  const { schemaId } = [...server.app.kabinet.defs.values()].find((d) => d.endpoint === list)!;
  const records = await all(list, admin.headers);
  const free = records.find((r) => deletable(server, schemaId, r.id));
  if (free) return free;
  const { id: _id, version: _version, ...fields } = records[0];
  const created = await send('POST', base, { ...fields, name: 'Копия для удаления' }, admin.headers);
  return (await get(`${base}/${created.json().id}`, admin.headers)).json();
}

describe.each(SINGULAR)('%s: one record at %s', (list, base) => {
  it('reads, saves (If-Match or body version) and deletes at the singular path; the plural one serves only the list', async () => {
    const record = await deletableRecord(list, base);
    const { id } = record;
    expect((await get(`${list}/${id}`, admin.headers)).statusCode).toBe(404);
    expect((await send('PATCH', `${list}/${id}`, { name: 'Иначе' }, admin.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `${list}/${id}`, undefined, admin.headers)).statusCode).toBe(404);
    expect((await send('POST', list, { name: 'Иначе' }, admin.headers)).statusCode).toBe(404);

    const read = await get(`${base}/${id}`, admin.headers);
    expect(read.json()).toMatchObject({ id, name: record.name });
    const version = read.json().version as number;

    const stale = await send(
      'PUT',
      base,
      { id, name: 'Устаревшее' },
      { ...admin.headers, 'if-match': String(version - 1) },
    );
    expect(stale.statusCode).toBe(409);
    const saved = await send(
      'PUT',
      base,
      { id, name: 'Переименовано' },
      { ...admin.headers, 'if-match': String(version) },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(`"${version + 1}"`);
    expect(saved.json()).toMatchObject({ id, name: 'Переименовано', version: version + 1 });
    expect((await send('PUT', base, { id, name: 'По версии', version: version + 1 }, admin.headers)).json().name).toBe(
      'По версии',
    );
    const log: Json[] = (await get(`/v2/actionlogs?objectID=${id}`)).json();
    expect(log.map((l) => l.action)).toContain('update');

    const noId = await send('PUT', base, { name: 'Без записи' }, admin.headers);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors['/id']).toBe('Не выбрана запись');
    const blank = await send('PUT', base, { id, name: '' }, admin.headers);
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toContain('/name');

    expect((await send('DELETE', `${base}/${id}`, undefined, admin.headers)).json()).toEqual({ id });
    expect((await get(`${base}/${id}`, admin.headers)).statusCode).toBe(404);
  });

  it("refuses another agency's record: reads, saves and deletes nothing", async () => {
    const mine = new Set((await all(list, agency.headers)).map((r) => r.id));
    const foreign = (await all(list, admin.headers)).find((r) => !mine.has(r.id));
    expect(foreign).toBeDefined();
    const { id, name } = foreign!;
    expect([403, 404]).toContain((await get(`${base}/${id}`, agency.headers)).statusCode);
    expect([403, 404]).toContain((await send('PUT', base, { id, name: 'Чужое' }, agency.headers)).statusCode);
    expect([403, 404]).toContain((await send('DELETE', `${base}/${id}`, undefined, agency.headers)).statusCode);
    expect((await get(`${base}/${id}`, admin.headers)).json().name).toBe(name);
  });
});
