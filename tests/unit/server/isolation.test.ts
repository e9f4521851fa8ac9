// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi, session } from './helpers';
import { readUrl, writeCall } from './oneRecordPaths';
import { createRequest } from './formBody';

/**
 * Table-driven over every schema with x-endpoint: no cabinet reads or changes another
 * cabinet's records (by id, or by naming a cabinet it is not bound to), and no bad body makes
 * the reference API answer 500 or store anything.
 */
const { server } = await seededApi();

const defs = () => [...server.app.kabinet.defs.values()];

describe('cabinet isolation, every resource endpoint', () => {
  it('a record outside the cabinet is 403 by id, for read, update and delete', async () => {
    const agency = await session(server.app, 'agency', 'agency');
    const scope = new Set(server.app.kabinet.cabinets.scope(server.app.kabinet.cabinets.get(agency.cabinet.id)!) ?? []);
    let checked = 0;
    for (const def of defs()) {
      const foreign = server.app.kabinet.store.all(def.schemaId).find((r) => !r.cabinetId || !scope.has(r.cabinetId));
      if (!foreign) continue;
      const url = `${def.endpoint}/${encodeURIComponent(foreign.id)}`;
      // A delete the platform serves elsewhere (x-calls) is checked on its own path.
      const calls = def.schema['x-calls'];
      const deleteUrl = !calls?.delete
        ? url
        : calls.delete.idsQuery
          ? `${calls.delete.path}?${calls.delete.idsQuery}=${foreign.id}`
          : calls.delete.path.replace('{id}', foreign.id);
      // So are a read and an update there (x-calls read/update: GET /rule/{id}, PUT /rule {id}).
      // None where the platform reads only the list or has no save (x-calls read fromList, update false).
      const read = readUrl(def, foreign.id);
      const write = writeCall(def, foreign.id);
      for (const call of [
        ...(read ? [{ method: 'GET' as const, url: read }] : []),
        ...(write ? [write] : []),
        { method: 'DELETE' as const, url: deleteUrl },
      ]) {
        const res = await server.app.inject({ ...call, headers: agency.headers });
        expect([403, 405], `${call.method} ${call.url} → ${res.statusCode}`).toContain(res.statusCode);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a Cabinet header naming a cabinet the user is not bound to is 403 on every list', async () => {
    const admin = await session(server.app, 'admin', 'admin');
    const agency = await session(server.app, 'agency', 'agency');
    for (const def of defs()) {
      const res = await server.app.inject({
        url: def.endpoint,
        headers: { ...agency.headers, cabinet: admin.cabinet.id },
      });
      expect(res.statusCode, def.endpoint).toBe(403);
    }
  });
});

const BAD_VALUES: unknown[] = [
  { $where: 1 },
  [1, 2, 3],
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  '$^&*!@#',
  -1e308,
  1e308,
  true,
  null,
];

describe('bad input on every resource endpoint: never 500, nothing stored', () => {
  it('POST with a wrong value in each field', async () => {
    const admin = await session(server.app, 'admin', 'admin');
    for (const def of defs()) {
      let expected = server.app.kabinet.store.all(def.schemaId).length;
      const props = Object.keys(server.app.kabinet.set.resolve(def.schema).properties ?? {});
      for (const prop of props) {
        for (const value of BAD_VALUES) {
          const call = createRequest(def, { [prop]: value });
          const res = await server.app.inject({ ...call, headers: { ...admin.headers, ...call.headers } });
          expect(res.statusCode, `POST ${call.url} {${prop}: ${JSON.stringify(value)?.slice(0, 40)}}`).toBeLessThan(
            500,
          );
          if (res.statusCode < 300) expected++; // a value the schema allows (text is text, even '<script>')
        }
      }
      const malformed = await server.app.inject({
        method: 'POST',
        url: def.endpoint,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(malformed.statusCode, `${def.endpoint} malformed`).toBe(400);
      // A refused body stored nothing.
      expect(server.app.kabinet.store.all(def.schemaId).length, def.endpoint).toBe(expected);
    }
  });
});
