// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi, session } from './helpers';

const { server } = await seededApi();

describe('reading what you may reference', () => {
  it('an agency cabinet (manageAccounts) reads the agencies its accounts point to, only its own, and cannot write them', async () => {
    const agency = await session(server.app, 'agency', 'agency');
    const accounts = (await server.app.inject({ url: '/v2/accounts?pageSize=100', headers: agency.headers })).json() as { agencyID: string }[];
    const referenced = [...new Set(accounts.map((a) => a.agencyID))];
    const res = await server.app.inject({ url: `/v2/agencies?ids=${referenced.join(',')}`, headers: agency.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { id: string }) => a.id).sort()).toEqual(referenced.sort());

    const all = (await server.app.inject({ url: '/v2/agencies', headers: agency.headers })).json() as unknown[];
    expect(all.length).toBe(referenced.length); // scoped: not the other agencies

    const id = referenced[0];
    expect((await server.app.inject({ url: `/v2/agencies/${id}`, headers: agency.headers })).statusCode).toBe(200);
    const patch = await server.app.inject({ method: 'PATCH', url: `/v2/agencies/${id}`, headers: agency.headers, payload: { name: 'Взлом' } });
    expect(patch.statusCode).toBe(403);
    expect((await server.app.inject({ method: 'DELETE', url: `/v2/agencies/${id}`, headers: agency.headers })).statusCode).toBe(403);
  });

  it('a cabinet with no permissions writes nothing and reads nothing outside its own cabinet', async () => {
    const viewer = await session(server.app, 'viewer', 'account');
    const write = await server.app.inject({ method: 'POST', url: '/v2/agencies', headers: viewer.headers, payload: { name: 'Чужое' } });
    expect(write.statusCode).toBe(403);
    // Agencies may be readable through a screen open to everyone (reservations point to them),
    // but never another cabinet's.
    const read = await server.app.inject({ url: '/v2/agencies', headers: viewer.headers });
    if (read.statusCode === 200) expect(read.json()).toEqual([]);
    else expect(read.statusCode).toBe(403);
  });
});
