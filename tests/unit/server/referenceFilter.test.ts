// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../server/reach/references';
import { seededApi } from './helpers';

/**
 * x-reference-filter on the server: a campaign's row of big lists names a list of the row's own
 * type ({ "listType": { "field": "listType" } }), one that exists and is in the caller's reach;
 * the names call filters by the properties such filters name, so a cabinet that may edit
 * campaigns but not open big lists still gets its picker.
 */
const { server, viewer, get, send } = await seededApi();
const ctx = server.app.kabinet;
const ROW = '/targets/wbLists/bigLists/0/listId';

type List = { id: string; listName: string; listType: string };
const allLists = () => ctx.store.all('bigList').map((r) => ({ id: r.id, ...r.data }) as List);
const listOf = (type: string) => allLists().find((l) => l.listType === type)!;
const someCampaign = async () => (await get('/v2/campaigns?pageSize=1')).json()[0] as { id: string };
const withRow = (row: Record<string, unknown>) => ({ targets: { wbLists: { bigLists: [row] } } });

describe("a campaign's big list", () => {
  // Before the tests below change a campaign as the administrator (who reaches every list).
  it('names, in the demo data, lists of the rows’ types in reach of the campaigns’ cabinets', () => {
    const rows = ctx.store.all('campaign').flatMap((c) => {
      const lists =
        (c.data.targets as { wbLists?: { bigLists?: { listId: string; listType: string }[] } })?.wbLists?.bigLists ??
        [];
      return lists.map((row) => ({ campaign: c, row }));
    });
    expect(rows.length).toBeGreaterThan(5);
    for (const { campaign, row } of rows) {
      const list = ctx.store.get('bigList', row.listId)!;
      expect(list.data.listType).toBe(row.listType);
      expect(reaches(ctx.cabinets.scope(ctx.cabinets.get(campaign.cabinetId!)!), list)).toBe(true);
    }
  });
  it("refuses a list of another type than the row's, at the row's field, and stores nothing", async () => {
    const { id } = await someCampaign();
    const before = ctx.store.get('campaign', id)!;
    const res = await send(
      'PATCH',
      `/v2/campaigns/${id}`,
      withRow({ listType: 'dm', listId: listOf('ip').id, mode: 'black' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [ROW]: 'Выбранная запись не подходит по полю «Тип списка»' });
    expect(ctx.store.get('campaign', id)!.version).toBe(before.version);
  });

  it('refuses an id that names no list, however deep the field', async () => {
    const { id } = await someCampaign();
    const res = await send(
      'PATCH',
      `/v2/campaigns/${id}`,
      withRow({ listType: 'dm', listId: 'f'.repeat(24), mode: 'white' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [ROW]: 'Выбранная запись не найдена' });
  });

  it("stores a list of the row's type", async () => {
    const { id } = await someCampaign();
    const list = listOf('dm');
    const res = await send('PATCH', `/v2/campaigns/${id}`, withRow({ listType: 'dm', listId: list.id, mode: 'white' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().targets.wbLists.bigLists).toEqual([{ listType: 'dm', listId: list.id, mode: 'white' }]);
  });
});

describe('the names of big lists for a picker', () => {
  it('filter by the type a campaign row names, and by nothing else', async () => {
    const names = async (query: string) =>
      ((await get(`/v2/labels/bigList?pageSize=100&${query}`)).json() as { id: string }[]).map((r) => r.id).sort();
    const domains = allLists().filter((l) => l.listType === 'dm');
    expect(await names('listType=dm')).toEqual(domains.map((l) => l.id).sort());
    // Another field is no filter of the names call: refused at its place, never answered by it.
    const other = await get(`/v2/labels/bigList?listName=${encodeURIComponent(domains[0].listName)}`);
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().errors)).toEqual(['/listName']);
  });

  it('reach an account that may edit campaigns but not open big lists: its own lists of the type', async () => {
    const granted = await send('PUT', '/v2/users/permissions', {
      cabinetId: viewer.cabinet.id,
      permissions: { manageCampaignSegments: true },
    });
    expect(granted.statusCode).toBe(200);
    expect((await get('/biglist-all', viewer.headers)).statusCode).toBe(403);
    const res = await get('/v2/labels/bigList?listType=dm', viewer.headers);
    expect(res.statusCode).toBe(200);
    const own = allLists().filter(
      (l) => l.listType === 'dm' && ctx.store.get('bigList', l.id)!.cabinetId === viewer.cabinet.id,
    );
    expect(own).toHaveLength(1);
    expect(res.json()).toEqual(own.map((l) => ({ id: l.id, listName: l.listName })));
  });
});
