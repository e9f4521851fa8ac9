import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cabinetStore, readPreferences } from '../../../../src/layout/views/cabinetStore';
import {
  memoryPlace,
  preferencesKey,
  setPreferencesPlace,
  type PreferencesPlace,
} from '../../../../src/layout/views/preferencesDatabase';

let place: PreferencesPlace;
beforeEach(() => {
  vi.useFakeTimers();
  place = memoryPlace();
  setPreferencesPlace(place);
});
afterEach(() => vi.useRealTimers());

/** The store as the cabinet makes it: what was kept for that user there, read first. */
async function open(user: string, cabinet: string) {
  const store = cabinetStore(user, cabinet, (await place.read(preferencesKey(user, cabinet))) ?? {}, {
    'sidebar.open': false,
  });
  store.setup();
  return store;
}

describe("a user's list preferences per cabinet (docs/product.md#saved-views)", () => {
  it('keeps a list query, its columns and named views for the next visit, and nothing else', async () => {
    const store = await open('u1', 'c1');
    store.setItem('campaigns.listParams', { sort: 'name', order: 'DESC', perPage: 50, filter: { status: 'active' } });
    store.setItem('campaigns.datatable', ['groupId']);
    store.setItem('campaigns.savedViews', [{ name: 'Мои активные кампании' }]);
    store.setItem('campaigns.selectedIds', ['a']);
    store.setItem('sidebar.open', true);
    await vi.advanceTimersByTimeAsync(1_000);

    const next = await open('u1', 'c1');
    expect(next.getItem('campaigns.listParams')).toMatchObject({ perPage: 50, filter: { status: 'active' } });
    expect(next.getItem('campaigns.datatable')).toEqual(['groupId']);
    expect(next.getItem('campaigns.savedViews')).toEqual([{ name: 'Мои активные кампании' }]);
    // A selection and the side bar start afresh: the side bar collapsed, as the product wants.
    expect(next.getItem('campaigns.selectedIds')).toBeUndefined();
    expect(next.getItem('sidebar.open')).toBe(false);
  });

  it("never shows one cabinet's or one user's view in another", async () => {
    const store = await open('u1', 'c1');
    store.setItem('campaigns.listParams', { perPage: 100 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await open('u1', 'c2')).getItem('campaigns.listParams')).toBeUndefined();
    expect((await open('u2', 'c1')).getItem('campaigns.listParams')).toBeUndefined();
    expect((await open('u1', 'c1')).getItem('campaigns.listParams')).toEqual({ perPage: 100 });
  });

  it('switching cabinets shows each cabinet its own named views, and another user none', async () => {
    const first = await open('u1', 'c1');
    first.setItem('campaigns.savedViews', [{ name: 'Мои активные кампании' }]);
    const second = await open('u1', 'c2');
    second.setItem('campaigns.savedViews', [{ name: 'Кампании агентства' }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await open('u1', 'c1')).getItem('campaigns.savedViews')).toEqual([{ name: 'Мои активные кампании' }]);
    expect((await open('u1', 'c2')).getItem('campaigns.savedViews')).toEqual([{ name: 'Кампании агентства' }]);
    expect((await open('u2', 'c1')).getItem('campaigns.savedViews')).toBeUndefined();
    expect((await open('u2', 'c2')).getItem('campaigns.savedViews')).toBeUndefined();
  });

  it("writes one task's changes once, and a removed view is gone on the next visit", async () => {
    const write = vi.spyOn(place, 'write');
    const store = await open('u1', 'c1');
    for (let page = 1; page <= 5; page += 1) store.setItem('users.listParams', { page });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(write).toHaveBeenCalledTimes(1);
    store.removeItem('users.listParams');
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await open('u1', 'c1')).getItem('users.listParams')).toBeUndefined();
  });

  it('reads the kept preferences once per visit, the newest after a change', async () => {
    const read = vi.spyOn(place, 'read');
    await readPreferences('u3', 'c1');
    await readPreferences('u3', 'c1');
    expect(read).toHaveBeenCalledTimes(1);
    const store = cabinetStore('u3', 'c1', {}, {});
    store.setup();
    store.setItem('users.listParams', { perPage: 10 });
    expect(await readPreferences('u3', 'c1')).toEqual({ 'users.listParams': { perPage: 10 } });
  });
});
