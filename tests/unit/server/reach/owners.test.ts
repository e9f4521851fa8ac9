// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RecordService } from '../../../../server/recordService';
import { RESOURCE_HOOKS } from '../../../../server/hooks';
import { seededApi } from '../helpers';

/**
 * A record whose schema marks a reference x-owner belongs where the named record keeps its own
 * records (a creative with its campaign's cabinet), from its create's own transaction on; the
 * reference is create-only, so a creative cannot be moved into another tenant's campaign.
 */
const { server, agency, viewer, send, get } = await seededApi();
const ctx = server.app.kabinet;
const scope = ctx.cabinets.scope(ctx.cabinets.get(agency.cabinet.id)!)!;
// Both may work with campaigns and creatives: reach, not a permission, decides here.
for (const cabinetId of [agency.cabinet.id, viewer.cabinet.id])
  await send('PUT', '/v2/users/permissions', {
    cabinetId,
    permissions: { ...ctx.cabinets.get(cabinetId)!.permissions, manageCampaignSegments: true },
  });

describe('a creative follows its campaign', () => {
  it('the agency cannot move the viewer’s creative into another account’s campaign', async () => {
    const creative = ctx.store.all('creative').find((c) => c.cabinetId === viewer.cabinet.id)!;
    const elsewhere = ctx.store
      .all('campaign')
      .find((c) => c.cabinetId !== viewer.cabinet.id && c.cabinetId !== null && scope.includes(c.cabinetId))!;
    const res = await send('PATCH', `/v2/creatives/${creative.id}`, { campaignId: elsewhere.id }, agency.headers);
    expect(res.statusCode).toBe(200);
    const stored = ctx.store.get('creative', creative.id)!;
    expect(stored.data.campaignId).toBe(creative.data.campaignId);
    expect(stored.cabinetId).toBe(viewer.cabinet.id);
    // Its owner still reads it; the other campaign's list does not carry it.
    expect((await get(`/v2/creatives/${creative.id}`, viewer.headers)).statusCode).toBe(200);
    const list = (await get(`/v2/creatives?campaignId=${elsewhere.id}&pageSize=500`, agency.headers)).json();
    expect(list.map((c: { id: string }) => c.id)).not.toContain(creative.id);
  });

  it('a creative the agency creates in the viewer’s campaign belongs to the viewer at once, in the create itself', async () => {
    const campaign = ctx.store.all('campaign').find((c) => c.cabinetId === viewer.cabinet.id)!;
    // Written by the service alone, no route around it: nothing moves the record afterwards.
    const service = new RecordService(ctx, RESOURCE_HOOKS);
    const id = service.create(
      ctx.defs.get('creative')!,
      { name: 'Новый креатив', campaignId: campaign.id, url: 'https://example.ru/' },
      agency.cabinet.id,
      scope,
    );
    expect(ctx.store.get('creative', id)!.cabinetId).toBe(viewer.cabinet.id);
    // And through the API: the viewer reads the agency's new creative.
    const res = await send(
      'POST',
      '/v2/creatives',
      { name: 'Через API', campaignId: campaign.id, url: 'https://example.ru/' },
      agency.headers,
    );
    expect(res.statusCode).toBe(201);
    expect((await get(`/v2/creatives/${res.json().id}`, viewer.headers)).statusCode).toBe(200);
  });

  it('a campaign belongs to its account’s cabinet from its create on', async () => {
    const template = ctx.store.all('campaign').find((c) => c.cabinetId === viewer.cabinet.id)!;
    const service = new RecordService(ctx, RESOURCE_HOOKS);
    const { status: _s, statistics: _st, createdAt: _c, updatedAt: _u, ...settings } = template.data;
    const id = service.create(
      ctx.defs.get('campaign')!,
      { ...settings, name: 'Кампания агентства' },
      agency.cabinet.id,
      scope,
    );
    expect(ctx.store.get('campaign', id)!.cabinetId).toBe(viewer.cabinet.id);
  });

  it('PATCH /v2/creatives/children links creatives of one cabinet only', async () => {
    const parents = new Set(ctx.store.all('creative').map((c) => c.data.parentId));
    const mine = ctx.store
      .all('creative')
      .filter((c) => c.cabinetId === viewer.cabinet.id && !c.data.parentId && !parents.has(c.id));
    const other = ctx.store
      .all('creative')
      .find((c) => c.cabinetId !== viewer.cabinet.id && c.cabinetId !== null && scope.includes(c.cabinetId))!;
    const foreign = await send(
      'PATCH',
      '/v2/creatives/children',
      { parentId: other.id, childrenIds: [mine[0].id] },
      agency.headers,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({
      '/childrenIds/0': 'Креатив другого кабинета не может быть дочерним для выбранного родителя',
    });
    expect(ctx.store.get('creative', mine[0].id)!.data.parentId).toBeUndefined();
    const own = await send(
      'PATCH',
      '/v2/creatives/children',
      { parentId: mine[1].id, childrenIds: [mine[0].id] },
      agency.headers,
    );
    expect(own.json()).toEqual({ affectedCount: 1 });
  });
});
