import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../../src/providers/authProvider';
import { openCabinet, openCabinetEarly } from '../../../src/layout/openCabinet';
import { apiEvents, type ApiEvent } from '../../../src/providers/apiEvents';
import { getCabinetId, setToken } from '../../../src/providers/storage';
import { fakeFetch } from './helpers';

const CABINET = { id: 'cab1', name: 'Кабинет', cabinetType: 'admin' };
const USER = { id: 'u1', login: 'admin' };
const ROUTES = [
  { path: '/v2/users/cabinets', body: [CABINET] },
  { path: '/v2/users/me', body: USER },
];
const reads = (calls: { path: string }[]) => calls.map((c) => c.path);

beforeEach(() => {
  setToken('tok');
  forgetCurrentUser();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('opening a cabinet (the page starts the reads quietly, the cabinet screen takes them)', () => {
  it('reads the cabinets and the user together, once; the screen gets that early read', async () => {
    const { calls } = fakeFetch(ROUTES);
    openCabinetEarly('cab1');
    // The route renders again on every screen of the cabinet: no second read.
    openCabinetEarly('cab1');
    const opened = await openCabinet('cab1');
    expect(opened).toEqual({ cabinet: CABINET, user: USER });
    expect(reads(calls).sort()).toEqual(['/v2/users/cabinets', '/v2/users/me']);
    expect(calls.find((c) => c.path === '/v2/users/me')!.headers).toMatchObject({ Cabinet: 'cab1' });
  });

  it('a foreign cabinet is «not found»: its user read, refused, ends no session', async () => {
    const refusedUser = [ROUTES[0], { path: '/v2/users/me', status: 403, body: { message: 'Нет доступа' } }];
    fakeFetch(refusedUser);
    const events: ApiEvent[] = [];
    const off = apiEvents.on((e) => events.push(e));
    openCabinetEarly('someone-elses');
    expect(await openCabinet('someone-elses')).toBe('notFound');
    off();
    expect(events).toEqual([]);
    expect(getCabinetId()).toBeNull();
  });

  it("read loudly (a cabinet opened from inside the console), a foreign cabinet's user is never read", async () => {
    const { calls } = fakeFetch(ROUTES);
    expect(await openCabinet('someone-elses')).toBe('notFound');
    expect(reads(calls)).toEqual(['/v2/users/cabinets']);
  });

  it('an early read that failed is repeated by the screen, loudly: a refused session goes to sign-in', async () => {
    fakeFetch([{ path: '/v2/users/cabinets', status: 401, body: { message: 'Токен недействителен' } }]);
    const events: ApiEvent[] = [];
    const off = apiEvents.on((e) => events.push(e));
    openCabinetEarly('cab1');
    await Promise.resolve();
    expect(events).toEqual([]);
    await expect(openCabinet('cab1')).rejects.toMatchObject({ status: 401 });
    off();
    expect(events).toContainEqual({ type: 'unauthorized', status: 401 });
  });

  it('a cabinet opened again reads afresh (the balance may have changed), once', async () => {
    const { calls } = fakeFetch(ROUTES);
    openCabinetEarly('cab1');
    await openCabinet('cab1');
    forgetCurrentUser();
    // Back to the cabinet: the route renders before the screen mounts, then the screen reads.
    openCabinetEarly('cab1');
    await openCabinet('cab1');
    expect(reads(calls)).toHaveLength(4);
    expect(reads(calls).slice(2)).toEqual(['/v2/users/cabinets', '/v2/users/me']);
  });
});
