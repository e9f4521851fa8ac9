// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi, session } from './helpers';

const { server } = await seededApi();

describe('reading what you may reference', () => {
  it('an agency cabinet (manageAccounts) gets the names of the agencies its accounts point to, not the agencies', async () => {
    const agency = await session(server.app, 'agency', 'agency');
    const accounts = (
      await server.app.inject({ url: '/v2/accounts?pageSize=100', headers: agency.headers })
    ).json() as { agencyID: string }[];
    const referenced = [...new Set(accounts.map((a) => a.agencyID))];
    const res = await server.app.inject({
      url: `/v2/labels/agency?ids=${referenced.join(',')}`,
      headers: agency.headers,
    });
    expect(res.statusCode).toBe(200);
    const labels = res.json() as Record<string, unknown>[];
    expect(labels.map((a) => a.id).sort()).toEqual(referenced.sort());
    // The id and the x-label field, nothing else of the record (no balance, no legal details).
    expect(labels.every((a) => Object.keys(a).sort().join() === 'id,name')).toBe(true);

    // The agencies themselves stay behind manageAgency.
    expect((await server.app.inject({ url: '/v2/agencies', headers: agency.headers })).statusCode).toBe(403);
    const id = referenced[0];
    expect((await server.app.inject({ url: `/v2/agencies/${id}`, headers: agency.headers })).statusCode).toBe(403);
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `/v2/agencies/${id}`,
      headers: agency.headers,
      payload: { name: 'Взлом' },
    });
    expect(patch.statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/v2/agencies/${id}`, headers: agency.headers })).statusCode,
    ).toBe(403);
  });

  it('a cabinet with no permissions writes nothing and reads nothing outside its own cabinet', async () => {
    const viewer = await session(server.app, 'viewer', 'account');
    const write = await server.app.inject({
      method: 'POST',
      url: '/v2/agencies/',
      headers: viewer.headers,
      payload: { name: 'Чужое' },
    });
    expect(write.statusCode).toBe(403);
    expect((await server.app.inject({ url: '/v2/agencies', headers: viewer.headers })).statusCode).toBe(403);
    // Reservations (open to every cabinet) point to agencies: their names, of the cabinet's reach only.
    const labels = await server.app.inject({ url: '/v2/labels/agency?pageSize=100', headers: viewer.headers });
    expect(labels.statusCode).toBe(200);
    expect(labels.json()).toEqual([]);
  });
});
