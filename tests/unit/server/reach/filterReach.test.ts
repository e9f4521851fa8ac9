// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../../server/reach/references';
import { seededApi } from '../helpers';

/**
 * A list filtered by a reference names that record in its query (a campaign's creatives, the table
 * of related records on a card): another cabinet's record is answered as missing, like its address.
 */
const { server, agency, send } = await seededApi();
const ctx = server.app.kabinet;
const scope = ctx.cabinets.scope(ctx.cabinets.get(agency.cabinet.id)!);

describe('GET of a list filtered by a reference', () => {
  it("another cabinet's campaign, or no campaign at all, is a 404; the agency's own lists its creatives", async () => {
    const foreign = ctx.store.all('campaign').find((c) => !reaches(scope, c))!;
    const own = ctx.store
      .all('campaign')
      .find((c) => reaches(scope, c) && ctx.store.all('creative').some((r) => r.data.campaignId === c.id))!;
    for (const id of [foreign.id, '000000000000000000000000', `${own.id},${foreign.id}`]) {
      const res = await send('GET', `/v2/creatives?campaignId=${id}`, undefined, agency.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Запись не найдена');
    }
    const res = await send('GET', `/v2/creatives?campaignId=${own.id}`, undefined, agency.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.json().every((c: { campaignId: string }) => c.campaignId === own.id)).toBe(true);
  });

  it('a record every cabinet may name (an SSP) is no reach question: its error log is listed by sysname', async () => {
    const ssp = ctx.store.all('ssp')[0];
    const res = await send('GET', `/v2/ssp-errors?sysname=${ssp.id}`);
    expect(res.statusCode).toBe(200);
  });
});
