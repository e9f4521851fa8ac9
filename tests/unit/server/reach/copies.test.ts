// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../../server/reach/references';
import { seededApi } from '../helpers';

/**
 * A record the server builds from another (a copy) names only what its caller could name in a
 * create: a reference the source holds from outside the caller's reach is not carried over.
 */
const { server, agency, send } = await seededApi();
const ctx = server.app.kabinet;
const scope = ctx.cabinets.scope(ctx.cabinets.get(agency.cabinet.id)!);
const changes = (): number => ctx.db.prepare('SELECT total_changes()').pluck().get() as number;
const reservationsOf = (data: Record<string, unknown>) =>
  ((data.other as { reservations?: string[] } | undefined)?.reservations ?? []) as string[];

describe('POST /v2/campaigns/copy', () => {
  it("refuses a copy of a campaign that holds another agency's reservation, and stores nothing", async () => {
    const campaign = ctx.store.all('campaign').find((c) => c.cabinetId === agency.cabinet.id)!;
    const foreign = ctx.store.all('reservation').find((r) => !reaches(scope, r))!;
    // The administrator, who reaches every reservation, books the foreign one on the agency's campaign.
    const other = { ...(campaign.data.other as object), reservations: [foreign.id] };
    expect((await send('PATCH', `/v2/campaigns/${campaign.id}`, { other })).statusCode).toBe(200);

    const before = changes();
    const res = await send('POST', '/v2/campaigns/copy', { id: campaign.id, name: 'Копия с чужим' }, agency.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ '/other/reservations/0': 'Выбранная запись не найдена' });
    expect(changes()).toBe(before);
  });

  it('copies a campaign whose references are all in reach', async () => {
    const campaign = ctx.store.all('campaign').find(
      (c) =>
        c.cabinetId === agency.cabinet.id &&
        reservationsOf(c.data).every((id) => {
          const r = ctx.store.get('reservation', id);
          return r !== null && reaches(scope, r);
        }),
    )!;
    const res = await send('POST', '/v2/campaigns/copy', { id: campaign.id, name: 'Своя копия' }, agency.headers);
    expect(res.statusCode).toBe(201);
    expect(ctx.store.get('campaign', res.json().id)!.data.name).toBe('Своя копия');
  });
});
