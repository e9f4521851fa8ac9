// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reaches } from '../../../../server/reach/references';
import { seededApi, session } from '../helpers';

/**
 * Records above a cabinet that its own records name: an agency sets its player configuration on
 * its account's creative (the account does not reach the agency's records). The account reads
 * the name, saves the creative with the reference as it was, and still cannot name the
 * agency's record anywhere new.
 */
const { server, send, get } = await seededApi();
const ctx = server.app.kabinet;
const account = await session(server.app, 'admin', 'account');
const scope = ctx.cabinets.scope(ctx.cabinets.get(account.cabinet.id)!);

type Video = { playerConfigId?: string; duration?: number };
const videoOf = (id: string) => ctx.store.get('creative', id)!.data.videoData as Video | undefined;
const mine = ctx.store.all('creative').filter((c) => c.cabinetId === account.cabinet.id);
// The account's agency's configuration: above the account in its own tree.
const above = ctx.cabinets.above(ctx.cabinets.get(account.cabinet.id)!);
const configOutOfReach = ctx.store
  .all('playerConfig')
  .find((p) => !reaches(scope, p) && p.cabinetId !== null && above.includes(p.cabinetId))!;

describe("an agency's record on its account's creative", () => {
  // The admin (reaching every record) puts the agency's configuration on one of the account's creatives.
  const videos = mine.filter((c) => (c.data.videoData as Video | undefined)?.duration !== undefined);
  const [withConfig, without] = videos.filter((c) => videoOf(c.id)?.playerConfigId !== configOutOfReach.id);

  it('is named to the account, by id only', async () => {
    const video = { ...videoOf(withConfig.id), playerConfigId: configOutOfReach.id };
    expect((await send('PATCH', `/v2/creatives/${withConfig.id}`, { videoData: video })).statusCode).toBe(200);

    const byId = await get(`/v2/labels/playerConfig?ids=${configOutOfReach.id}`, account.headers);
    expect(byId.json()).toEqual([{ id: configOutOfReach.id, name: configOutOfReach.data.name }]);
    // Not offered to pick: a search finds only what the account reaches.
    const found = await get(`/v2/labels/playerConfig?search=${String(configOutOfReach.data.name)}`, account.headers);
    expect(found.json()).not.toContainEqual(expect.objectContaining({ id: configOutOfReach.id }));
    // A record nothing in reach names stays unnamed.
    const other = ctx.store
      .all('playerConfig')
      .find(
        (p) =>
          p.id !== configOutOfReach.id &&
          !reaches(scope, p) &&
          !mine.some((c) => (c.data.videoData as Video | undefined)?.playerConfigId === p.id),
      )!;
    expect((await get(`/v2/labels/playerConfig?ids=${other.id}`, account.headers)).json()).toEqual([]);
  });

  it('is kept when the account saves the object holding it, and refused where it is new', async () => {
    const video = { ...videoOf(withConfig.id)!, duration: 21 };
    const kept = await send('PATCH', `/v2/creatives/${withConfig.id}`, { videoData: video }, account.headers);
    expect(kept.statusCode).toBe(200);
    expect(videoOf(withConfig.id)).toMatchObject({ duration: 21, playerConfigId: configOutOfReach.id });

    const before = ctx.store.get('creative', without.id)!.version;
    const named = { ...videoOf(without.id), playerConfigId: configOutOfReach.id };
    const refused = await send('PATCH', `/v2/creatives/${without.id}`, { videoData: named }, account.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ '/videoData/playerConfigId': 'Выбранная запись не найдена' });
    expect(ctx.store.get('creative', without.id)!.version).toBe(before);
  });
});
