// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededApi } from './helpers';

/**
 * An account's own cabinet (the viewer's, with no permissions) reads its own account and its
 * status (the account schema's x-self-cabinet): nothing else of the accounts, and nothing written.
 */
const { admin, viewer, get, send } = await seededApi();

const own = viewer.cabinet.id;
const accounts = (await get('/v2/accounts?pageSize=100')).json() as { id: string; status: string; name: string }[];
const mine = accounts.find((a) => a.id === own)!;
const other = accounts.find((a) => a.id !== own)!;

describe("an account's cabinet and its account", () => {
  it('reads its own account and its status', async () => {
    expect(mine).toBeDefined();
    const record = await get(`/v2/accounts/${own}`, viewer.headers);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ id: own, name: mine.name, status: mine.status });
    const status = await get(`/v2/accounts/${own}/status`, viewer.headers);
    expect(status.json()).toEqual({ id: own, status: mine.status });
  });

  it('refuses another account, the list and any write; an unknown id is 404', async () => {
    for (const url of [`/v2/accounts/${other.id}`, `/v2/accounts/${other.id}/status`, '/v2/accounts'])
      expect((await get(url, viewer.headers)).statusCode, url).toBe(403);
    expect((await get(`/v2/accounts/${'0'.repeat(24)}/status`, viewer.headers)).statusCode).toBe(404);
    const rename = await send('PATCH', `/v2/accounts/${own}`, { name: 'Чужое имя' }, viewer.headers);
    expect(rename.statusCode).toBe(403);
    const money = await send('POST', `/v2/accounts/${own}/balance`, { action: 'deposit', money: 100 }, viewer.headers);
    expect(money.statusCode).toBe(403);
    expect((await get(`/v2/accounts/${own}`, admin.headers)).json().name).toBe(mine.name);
  });

  it('an account cabinet of another account is refused this one', async () => {
    // Another account's id in the Cabinet header is not the viewer's: not bound, 403.
    const headers = { ...viewer.headers, cabinet: other.id };
    expect((await get(`/v2/accounts/${own}/status`, headers)).statusCode).toBe(403);
  });
});
