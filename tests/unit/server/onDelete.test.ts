// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../server/reach/references';
import { deletable, seededApi } from './helpers';

/**
 * What a delete does to the records that name the deleted one, as each naming field declares it
 * (x-on-delete): refused while a record names it, the id let go, the naming record deleted too,
 * or kept as history. No route says it: the schemas do.
 */
const { server, admin, agency, viewer, get, send } = await seededApi();
const ctx = server.app.kabinet;

type Row = { listType: string; listId: string };
const bigListRows = (data: Record<string, unknown>) =>
  ((data.targets as { wbLists?: { bigLists?: Row[] } } | undefined)?.wbLists?.bigLists ?? []) as Row[];

describe('a record that others name', () => {
  it('is not deleted while a campaign targets it, and the answer names the campaign', async () => {
    const campaign = ctx.store.all('campaign').find((c) => bigListRows(c.data).length)!;
    const list = ctx.store.get('bigList', bigListRows(campaign.data)[0].listId)!;
    const res = await send('DELETE', `/biglist?listID=${list.id}`);
    expect(res.statusCode).toBe(409);
    const message: string = res.json().message;
    expect(message.startsWith(`Нельзя удалить «${String(list.data.listName)}» — используется: `)).toBe(true);
    expect(message).toContain(`Кампания «${String(campaign.data.name)}»`);
    expect(ctx.store.get('bigList', list.id)).not.toBeNull();
    expect(ctx.store.get('campaign', campaign.id)!.version).toBe(campaign.version);
  });

  it('names to the caller only the records it may read', async () => {
    const scope = ctx.cabinets.scope(ctx.cabinets.get(agency.cabinet.id)!);
    const mine = ctx.store
      .all('bigList')
      .find((l) => l.cabinetId === agency.cabinet.id && deletable(server, 'bigList', l.id))!;
    const foreign = ctx.store.all('campaign').find((c) => !reaches(scope, c))!;
    // The administrator, who reaches every list, names the agency's list on another cabinet's campaign.
    const row = { listType: mine.data.listType, listId: mine.id, mode: 'black' };
    const named = await send('PATCH', `/v2/campaigns/${foreign.id}`, { targets: { wbLists: { bigLists: [row] } } });
    expect(named.statusCode).toBe(200);

    const res = await send('DELETE', `/biglist?listID=${mine.id}`, undefined, agency.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Нельзя удалить «${mine.data.listName}» — используется в записях других кабинетов (1)`,
    );
    expect(ctx.store.get('bigList', mine.id)).not.toBeNull();
  });

  it('lets go of its id where the field says "unlink": a list loses the item, a field the value', async () => {
    const created = await send('POST', '/v2/accounts', {
      name: 'Аккаунт на удаление',
      agencyID: agency.cabinet.id,
      finance: { currency: 'rub', commission: 10 },
    });
    const account = created.json().id as string;
    const kept = ctx.store.all('account')[0].id;
    const group = ctx.store.all('notificationGroup')[0];
    expect(
      (await send('PATCH', `/v2/notifications/${group.id}/settings`, { ignoredAccountIds: [account, kept] }))
        .statusCode,
    ).toBe(200);
    const campaignGroup = ctx.store.all('group')[0];
    const inGroup = ctx.store.all('campaign').filter((c) => c.data.groupId === campaignGroup.id);
    expect(inGroup.length).toBeGreaterThan(0);

    expect((await send('DELETE', `/v2/accounts/${account}`)).statusCode).toBe(200);
    expect(ctx.store.get('notificationGroup', group.id)!.data.ignoredAccountIds).toEqual([kept]);

    expect((await send('DELETE', `/v2/groups?ids=${campaignGroup.id}`)).statusCode).toBe(200);
    for (const c of inGroup) expect(ctx.store.get('campaign', c.id)!.data).not.toHaveProperty('groupId');
  });

  it('takes along the records that say "cascade", by their own rules, and unlinks what names those', async () => {
    const creatives = ctx.store.all('creative');
    const campaign = ctx.store
      .all('campaign')
      .find((c) => deletable(server, 'campaign', c.id) && creatives.some((k) => k.data.campaignId === c.id))!;
    const child = ctx.store.all('campaign').find((c) => c.id !== campaign.id)!;
    expect((await send('PATCH', `/v2/campaigns/${child.id}`, { parentId: campaign.id })).statusCode).toBe(200);
    const own = creatives.filter((k) => k.data.campaignId === campaign.id).map((k) => k.id);

    expect((await send('DELETE', `/v2/campaigns/${campaign.id}`)).statusCode).toBe(200);
    for (const id of own) expect(ctx.store.get('creative', id)).toBeNull();
    expect(ctx.store.get('campaign', child.id)!.data).not.toHaveProperty('parentId');
  });

  it('keeps the id where the field says "keep": the action log still names a deleted user', async () => {
    const logged = new Set(ctx.store.all('actionLog').map((l) => l.data.userID));
    const user = ctx.store
      .all('user')
      .find((u) => logged.has(u.id) && !['admin', 'agency', 'viewer'].includes(String(u.data.login)))!;
    expect((await send('DELETE', `/v2/users/${user.id}`)).statusCode).toBe(200);
    expect(ctx.store.all('actionLog').some((l) => l.data.userID === user.id)).toBe(true);
  });
});

it('a bulk delete is all or nothing: one record in use keeps the others', async () => {
  const lists = ctx.store.all('bigList');
  const free = lists.find((l) => deletable(server, 'bigList', l.id))!;
  const used = lists.find((l) => !deletable(server, 'bigList', l.id))!;
  expect((await send('DELETE', `/biglist?listID=${free.id},${used.id}`)).statusCode).toBe(409);
  expect(ctx.store.get('bigList', free.id)).not.toBeNull();
  expect((await get(`/biglist/${free.id}`)).statusCode).toBe(200);
});

describe('a delete writes nothing the caller could not write itself', () => {
  const scopeOf = (cabinetId: string) => ctx.cabinets.scope(ctx.cabinets.get(cabinetId)!);
  const reservations = (data: Record<string, unknown>) =>
    ((data.other as { reservations?: string[] } | undefined)?.reservations ?? []) as string[];

  it("another tenant's campaign naming one's reservation refuses the delete instead of being unlinked", async () => {
    const scope = scopeOf(agency.cabinet.id);
    const mine = ctx.store
      .all('reservation')
      .find((r) => r.cabinetId === agency.cabinet.id && deletable(server, 'reservation', r.id))!;
    const foreign = ctx.store.all('campaign').find((c) => !reaches(scope, c))!;
    // The administrator, who reaches every reservation, books the agency's one on another tenant's campaign.
    const other = { ...(foreign.data.other as object), reservations: [...reservations(foreign.data), mine.id] };
    expect((await send('PATCH', `/v2/campaigns/${foreign.id}`, { other })).statusCode).toBe(200);
    const before = ctx.store.get('campaign', foreign.id)!;

    const res = await send('DELETE', `/v2/reservations/${mine.id}`, undefined, agency.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/в записях других кабинетов \(\d+\)/);
    expect(ctx.store.get('reservation', mine.id)).not.toBeNull();
    expect(ctx.store.get('campaign', foreign.id)).toEqual(before);
    // The administrator, whose reach holds that campaign too, deletes it and the campaign lets go.
    expect((await send('DELETE', `/v2/reservations/${mine.id}`)).statusCode).toBe(200);
    expect(reservations(ctx.store.get('campaign', foreign.id)!.data)).not.toContain(mine.id);
  });

  it("a cascade into another cabinet's records refuses: the admin's debug session of the viewer's campaign", async () => {
    await send('PUT', '/v2/users/permissions', {
      cabinetId: viewer.cabinet.id,
      permissions: { ...ctx.cabinets.get(viewer.cabinet.id)!.permissions, manageCampaignSegments: true },
    });
    const own = ctx.store
      .all('campaign')
      .filter((c) => c.cabinetId === viewer.cabinet.id && deletable(server, 'campaign', c.id));
    const [watched, plain] = own;
    expect((await send('POST', `/tools/debug/${watched.id}`, {}, admin.headers)).statusCode).toBeLessThan(300);
    const session = ctx.store.all('debugSession').find((d) => d.data.campaignId === watched.id)!;
    expect(reaches(scopeOf(viewer.cabinet.id), session)).toBe(false);

    const res = await send('DELETE', `/v2/campaigns/${watched.id}`, undefined, viewer.headers);
    expect(res.statusCode).toBe(409);
    expect(ctx.store.get('campaign', watched.id)).not.toBeNull();
    expect(ctx.store.get('debugSession', session.id)).not.toBeNull();
    // A campaign whose cascade stays within the viewer's own records goes, with them.
    const creatives = ctx.store.all('creative').filter((k) => k.data.campaignId === plain.id);
    expect((await send('DELETE', `/v2/campaigns/${plain.id}`, undefined, viewer.headers)).statusCode).toBe(200);
    for (const k of creatives) expect(ctx.store.get('creative', k.id)).toBeNull();
  });
});
