// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../../server/reach/references';
import type { StoredRecord } from '../../../../server/store';
import { seededApi, session } from '../helpers';

/**
 * What a cabinet tried against another's money and data, each refused with a Russian message
 * and nothing stored; next to each, the same done legitimately inside one's own reach still works.
 */
const { server, admin, agency, viewer, send, get } = await seededApi();
const ctx = server.app.kabinet;
const MISSING = 'Выбранная запись не найдена';
const changes = (): number => ctx.db.prepare('SELECT total_changes()').pluck().get() as number;
type Session = typeof agency;
const scopeOf = (s: Session) => ctx.cabinets.scope(ctx.cabinets.get(s.cabinet.id)!);
const ownedBy = (s: Session) => (r: StoredRecord) => r.cabinetId !== null && scopeOf(s)!.includes(r.cabinetId);
const foreignTo = (s: Session) => (r: StoredRecord) => !reaches(scopeOf(s), r);
const grant = async (s: Session, permissions: Record<string, boolean>) => {
  const res = await send('PUT', '/v2/users/permissions', { cabinetId: s.cabinet.id, permissions });
  expect(res.statusCode).toBe(200);
};

/** A refused call: its status, its field errors, and not one row of the database written. */
async function refused(call: () => Promise<{ statusCode: number; json(): { errors?: Record<string, string> } }>) {
  const before = changes();
  const res = await call();
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(changes()).toBe(before);
  return { status: res.statusCode, errors: res.statusCode === 400 ? res.json().errors : undefined };
}

describe('money: accounts and agencies', () => {
  it("an agency cannot open an account under another agency (and so cannot move that agency's money)", async () => {
    const other = ctx.store.all('agency').find(foreignTo(agency))!;
    const result = await refused(() =>
      send(
        'POST',
        '/v2/accounts',
        { name: 'Чужой кошелёк', agencyID: other.id, finance: { currency: 'rub' } },
        agency.headers,
      ),
    );
    expect(result).toEqual({ status: 400, errors: { '/agencyID': MISSING } });
    expect(ctx.store.get('agency', other.id)!.data.balance).toBe(other.data.balance);
  });

  it('under its own agency it opens an account and funds it from its balance', async () => {
    const own = ctx.store.all('agency').find(ownedBy(agency))!;
    const created = await send(
      'POST',
      '/v2/accounts',
      { name: 'Свой аккаунт', agencyID: own.id, finance: { currency: own.data.currency } },
      agency.headers,
    );
    expect(created.statusCode).toBe(201);
    const deposit = await send(
      'POST',
      `/v2/accounts/${created.json().id}/balance`,
      { action: 'deposit', money: 100 },
      agency.headers,
    );
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json().finance.balance).toBe(100);
  });
});

describe('campaigns and creatives', () => {
  const ownCreative = () => ctx.store.all('creative').find(ownedBy(agency))!;
  const ownCampaign = () => ctx.store.all('campaign').find(ownedBy(agency))!;

  it("a creative is not re-pointed to another cabinet's campaign", async () => {
    const creative = ownCreative();
    const foreign = ctx.store.all('campaign').find(foreignTo(agency))!;
    const result = await refused(() =>
      send('PATCH', `/v2/creatives/${creative.id}`, { campaignId: foreign.id }, agency.headers),
    );
    expect(result).toEqual({ status: 400, errors: { '/campaignId': MISSING } });
    expect(ctx.store.get('creative', creative.id)!.data.campaignId).toBe(creative.data.campaignId);
  });

  it("a campaign is not put in another cabinet's group or under another cabinet's campaign; in its own, it is", async () => {
    const campaign = ownCampaign();
    const group = ctx.store.all('group').find(foreignTo(agency))!;
    const parent = ctx.store.all('campaign').find(foreignTo(agency))!;
    expect(
      await refused(() => send('PATCH', `/v2/campaigns/${campaign.id}`, { groupId: group.id }, agency.headers)),
    ).toEqual({ status: 400, errors: { '/groupId': MISSING } });
    expect(
      await refused(() => send('PATCH', `/v2/campaigns/${campaign.id}`, { parentId: parent.id }, agency.headers)),
    ).toEqual({ status: 400, errors: { '/parentId': MISSING } });
    const ownGroup = ctx.store.all('group').find(ownedBy(agency))!;
    const moved = await send('PATCH', `/v2/campaigns/${campaign.id}`, { groupId: ownGroup.id }, agency.headers);
    expect(moved.statusCode).toBe(200);
  });

  it('a debug session starts only on a campaign in reach', async () => {
    const agencyHolder = { ...agency };
    await grant(agencyHolder, {
      manageAccounts: true,
      manageCampaignSegments: true,
      manageAudience: true,
      bidLogger: true,
    });
    const foreign = ctx.store
      .all('campaign')
      .find((r) => foreignTo(agency)(r) && !ctx.store.get('debugSession', r.id))!;
    expect(await refused(() => send('POST', `/tools/debug/${foreign.id}`, {}, agency.headers))).toEqual({
      status: 400,
      errors: { '/campaignId': MISSING },
    });
    expect(await refused(() => send('POST', '/tools/debug', { campaignId: foreign.id }, agency.headers))).toEqual({
      status: 400,
      errors: { '/campaignId': MISSING },
    });
    const own = ctx.store.all('campaign').find((r) => ownedBy(agency)(r) && !ctx.store.get('debugSession', r.id))!;
    expect((await send('POST', `/tools/debug/${own.id}`, {}, agency.headers)).statusCode).toBe(201);
    // Bid logs: the administrator's are neither listed nor stopped.
    const logs = (await get('/v2/bidlogs?pageSize=1000', agency.headers)).json() as { id: string }[];
    expect(logs.every((l) => reaches(scopeOf(agency), ctx.store.get('bidLog', l.id)!))).toBe(true);
    const adminLog = ctx.store.all('bidLog').find(foreignTo(agency))!;
    expect((await refused(() => send('DELETE', `/v2/bidlogs/${adminLog.id}`, undefined, agency.headers))).status).toBe(
      403,
    );
  });
});

describe('the second paths of a resource (POST and PUT /rule beside /rules)', () => {
  it('check the references of their bodies the same way', async () => {
    const rule = ctx.store.all('rule').find(ownedBy(agency))!;
    const foreign = ctx.store.all('campaign').find(foreignTo(agency))!;
    const { id: _id, ...data } = rule.data;
    expect(
      await refused(() =>
        send('POST', '/rule', { ...data, name: 'Чужая кампания', campaignIds: [foreign.id] }, agency.headers),
      ),
    ).toEqual({ status: 400, errors: { '/campaignIds/0': MISSING } });
    expect(
      await refused(() =>
        send(
          'PUT',
          '/rule',
          { id: rule.id, campaignIds: [...(rule.data.campaignIds as string[]), foreign.id] },
          agency.headers,
        ),
      ),
    ).toEqual({ status: 400, errors: { [`/campaignIds/${(rule.data.campaignIds as string[]).length}`]: MISSING } });
    const put = await send('PUT', '/rule', { id: rule.id, campaignIds: rule.data.campaignIds }, agency.headers);
    expect(put.statusCode).toBe(200);
  });
});

// ORD is for cabinets that manage agencies or accounts: the agency, not the viewer.
describe('the agency in the ad registry (ORD)', () => {
  it("files no ORD report on another cabinet's contract, downloads no statistics of another's report, sends none", async () => {
    const contract = ctx.store.all('ordExternalContract').find(foreignTo(agency))!;
    expect(
      await refused(() =>
        send(
          'POST',
          '/ord/report',
          { name: 'Чужой акт', contractId: contract.id, period: { start: '2025-10-01', end: '2025-10-31' } },
          agency.headers,
        ),
      ),
    ).toEqual({ status: 400, errors: { '/contractId': MISSING } });
    const report = ctx.store.all('ordReport').find((r) => foreignTo(agency)(r) && r.data.status !== 'sent')!;
    expect((await get(`/ord/report/statistic/xlsx?id=${report.id}`, agency.headers)).statusCode).toBe(403);
    expect((await refused(() => send('POST', '/ord/report/send', { id: report.id }, agency.headers))).status).toBe(403);
    expect((await refused(() => send('POST', '/ord/report/send', { id: report.id }, agency.headers))).status).toBe(403);
  });
});

describe('the viewer (no permissions) and what is open to every cabinet', () => {
  it("creates no deployment inside the agency's reservation; inside its own reservation it does", async () => {
    const reservation = ctx.store.all('reservation').find(foreignTo(viewer))!;
    const deployment = (reservationID: string) => ({
      name: 'Размещение',
      reservationID,
      dates: { start: '2025-06-01', end: '2025-06-30' },
      finance: { currency: 'rub', budget: 1000 },
    });
    expect(
      await refused(() => send('POST', '/v2/reservations/deployments', deployment(reservation.id), viewer.headers)),
    ).toEqual({ status: 400, errors: { '/reservationID': MISSING } });
    // Its agency is above it, not in its reach: the agency books for its accounts.
    const parent = ctx.cabinets.get(viewer.cabinet.id)!.parentId!;
    expect(
      await refused(() =>
        send('POST', '/v2/reservations', { name: 'Своё', advertiser: 'Рекламодатель', agency: parent }, viewer.headers),
      ),
    ).toEqual({ status: 400, errors: { '/agency': MISSING } });
    // A reservation of its own cabinet takes its deployments.
    const own = { ...reservation, id: 'c'.repeat(24) };
    ctx.store.insert('reservation', own.id, viewer.cabinet.id, own.data, new Date().toISOString());
    expect((await send('POST', '/v2/reservations/deployments', deployment(own.id), viewer.headers)).statusCode).toBe(
      201,
    );
  });

  it('orders a report for its own account, not for another', async () => {
    const ownAccount = ctx.store.get('account', viewer.cabinet.id)!;
    const other = ctx.store.all('account').find(foreignTo(viewer))!;
    const template = ctx.store.all('reportOrder')[0].data;
    const order = (accountId: string) => ({
      name: 'Отчёт',
      accountId,
      request: template.request,
      schedule: template.schedule,
    });
    expect(await refused(() => send('POST', '/v2/orders', order(other.id), viewer.headers))).toEqual({
      status: 400,
      errors: { '/accountId': MISSING },
    });
    expect((await send('POST', '/v2/orders', order(ownAccount.id), viewer.headers)).statusCode).toBe(201);
  });
});

describe("reads need the resource's own permission; names come through the label lookup", () => {
  it('resources that point to accounts do not open the accounts', async () => {
    expect((await get('/v2/accounts', viewer.headers)).statusCode).toBe(403);
    // Its own account it reads (x-self-cabinet); no other.
    expect((await get(`/v2/accounts/${viewer.cabinet.id}`, viewer.headers)).statusCode).toBe(200);
    const other = ctx.store.all('account').find((a) => a.id !== viewer.cabinet.id)!;
    expect((await get(`/v2/accounts/${other.id}`, viewer.headers)).statusCode).toBe(403);
    // The viewer's report orders point to its account: its name, and only its.
    const labels = await get('/v2/labels/account?pageSize=1000', viewer.headers);
    expect(labels.statusCode).toBe(200);
    expect(labels.json()).toEqual([
      { id: viewer.cabinet.id, name: ctx.store.get('account', viewer.cabinet.id)!.data.name },
    ]);
    // Nothing points to users from a resource the viewer may read: no names of users either.
    expect((await get('/v2/labels/user', viewer.headers)).statusCode).toBe(403);
    expect((await get('/v2/labels/nothing', viewer.headers)).statusCode).toBe(404);
  });

  it("an agency that loses manageAccounts reads accounts no more, and still sees its campaigns' account names", async () => {
    const own = await session(server.app, 'agency', 'agency');
    await grant(own, { manageCampaignSegments: true, manageAudience: true });
    expect((await get('/v2/accounts', own.headers)).statusCode).toBe(403);
    const campaign = ctx.store.all('campaign').find(ownedBy(own))!;
    const names = await get(`/v2/labels/account?ids=${String(campaign.data.accountId)}`, own.headers);
    expect(names.json()).toEqual([
      { id: campaign.data.accountId, name: ctx.store.get('account', String(campaign.data.accountId))!.data.name },
    ]);
    // Names are searched by name only, not by any other field of the record.
    const inn = String(ctx.store.all('agency').find(ownedBy(own))!.data.inn);
    expect((await get(`/v2/labels/agency?search=${inn}`, own.headers)).json()).toEqual([]);
    await grant(own, { manageAccounts: true, manageCampaignSegments: true, manageAudience: true });
  });
});

describe('permission administration', () => {
  const unknown = async (cabinetId: string, headers: Record<string, string>) => {
    const res = await get(`/v2/users/permissions?cabinetId=${cabinetId}`, headers);
    return { status: res.statusCode, body: res.json() };
  };

  it("a cabinet's map only within reach; any other answers exactly like an unknown id", async () => {
    expect((await unknown(agency.cabinet.id, agency.headers)).status).toBe(200);
    const below = ctx.cabinets.all().find((c) => c.parentId === agency.cabinet.id)!;
    expect((await unknown(below.id, agency.headers)).status).toBe(200);
    const missing = await unknown('0'.repeat(24), agency.headers);
    expect(missing.status).toBe(404);
    expect(await unknown(admin.cabinet.id, agency.headers)).toEqual(missing);
    expect(await unknown(agency.cabinet.id, viewer.headers)).toEqual(missing);
    expect(
      (
        await get(`/v2/users/permissions?cabinetId=${agency.cabinet.id}`, {
          authorization: agency.headers.authorization,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a cabinet given managePermissions changes neither its own map nor a permission it does not hold', async () => {
    await grant(agency, {
      manageAccounts: true,
      manageCampaignSegments: true,
      manageAudience: true,
      managePermissions: true,
    });
    const every = {
      manageAccounts: true,
      manageCampaignSegments: true,
      manageAudience: true,
      managePermissions: true,
      moderationCreatives: true,
      moderation: true,
    };
    expect(
      await refused(() =>
        send('PUT', '/v2/users/permissions', { cabinetId: agency.cabinet.id, permissions: every }, agency.headers),
      ),
    ).toEqual({
      status: 400,
      errors: { '/cabinetId': 'Нельзя изменить права кабинета, в котором вы сейчас работаете' },
    });
    const below = ctx.cabinets.all().find((c) => c.parentId === agency.cabinet.id)!;
    const before = ctx.cabinets.get(below.id)!.permissions;
    const result = await refused(() =>
      send(
        'PUT',
        '/v2/users/permissions',
        { cabinetId: below.id, permissions: { ...before, moderationCreatives: true } },
        agency.headers,
      ),
    );
    expect(result).toEqual({
      status: 400,
      errors: { '/permissions/moderationCreatives': 'Нельзя выдать или снять право, которого нет у вашего кабинета' },
    });
    // What it holds, it may give.
    const given = await send(
      'PUT',
      '/v2/users/permissions',
      { cabinetId: below.id, permissions: { ...before, manageAudience: true } },
      agency.headers,
    );
    expect(given.statusCode).toBe(200);
    expect(ctx.cabinets.get(below.id)!.permissions.manageAudience).toBe(true);
    // Another agency's cabinet is not in reach.
    const other = ctx.cabinets.all().find((c) => c.type === 'agency' && c.id !== agency.cabinet.id)!;
    expect(
      await refused(() =>
        send('PUT', '/v2/users/permissions', { cabinetId: other.id, permissions: {} }, agency.headers),
      ),
    ).toEqual({ status: 400, errors: { '/cabinetId': 'Кабинет не найден' } });
  });

  it("moderation acts within reach: another cabinet's creative is refused as another cabinet's", async () => {
    await grant(agency, {
      manageAccounts: true,
      manageCampaignSegments: true,
      manageAudience: true,
      moderation: true,
      moderationCreatives: true,
    });
    const foreign = ctx.store.all('creative').find(foreignTo(agency))!;
    expect(
      await refused(() =>
        send('POST', '/v2/moderation/creatives/status', { ids: [foreign.id], status: 'approved' }, agency.headers),
      ),
    ).toEqual({ status: 403, errors: undefined });
    expect((await get(`/v2/moderation/creatives/${foreign.id}`, agency.headers)).statusCode).toBe(403);
    const own = ctx.store.all('creative').find(ownedBy(agency))!;
    expect(
      (await send('POST', '/v2/moderation/creatives/status', { ids: [own.id], status: 'approved' }, agency.headers))
        .statusCode,
    ).toBe(200);
    // The front office moderates every cabinet's creatives.
    const front = await session(server.app, 'admin', 'front_office');
    expect(
      (await send('POST', '/v2/moderation/creatives/status', { ids: [foreign.id], status: 'approved' }, front.headers))
        .statusCode,
    ).toBe(200);
  });
});
