import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../../src/providers/authProvider';
import { openCabinet, openCabinetEarly } from '../../../src/layout/openCabinet';
import { getCabinetId, setToken } from '../../../src/providers/storage';
import { fakeFetch } from './helpers';

const CABINET = { id: 'cab1', name: 'Кабинет', cabinetType: 'admin' };
const USER = { id: 'u1', login: 'admin' };
const ROUTES = [{ path: '/v2/users/cabinets', body: [CABINET] }, { path: '/v2/users/me', body: USER }];
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

describe('opening a cabinet (the route starts the reads, the cabinet screen takes them)', () => {
  it('checks the cabinet first, then reads the user in it; the screen gets that early read', async () => {
    const { calls } = fakeFetch(ROUTES);
    openCabinetEarly('cab1');
    // The route renders again on every screen of the cabinet: no second read.
    openCabinetEarly('cab1');
    const opened = await openCabinet('cab1');
    expect(opened).toEqual({ cabinet: CABINET, user: USER });
    expect(reads(calls)).toEqual(['/v2/users/cabinets', '/v2/users/me']);
    expect(calls[1].headers).toMatchObject({ Cabinet: 'cab1' });
  });

  it('a foreign cabinet is «not found» and its user is never read (that read would end the session)', async () => {
    const { calls } = fakeFetch(ROUTES);
    openCabinetEarly('someone-elses');
    expect(await openCabinet('someone-elses')).toBe('notFound');
    expect(reads(calls)).toEqual(['/v2/users/cabinets']);
    expect(getCabinetId()).toBeNull();
  });

  it('a cabinet opened again reads afresh (the balance may have changed), once', async () => {
    const { calls } = fakeFetch(ROUTES);
    openCabinetEarly('cab1');
    await openCabinet('cab1');
    forgetCurrentUser();
    // Back to the cabinet: the route renders before the screen mounts, then the screen reads.
    openCabinetEarly('cab1');
    await openCabinet('cab1');
    expect(reads(calls)).toEqual(['/v2/users/cabinets', '/v2/users/me', '/v2/users/cabinets', '/v2/users/me']);
  });
});
