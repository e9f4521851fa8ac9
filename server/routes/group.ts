import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writablePayload } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject, setIn } from '../merge';
import type { RecordService } from '../recordService';
import type { ResourceDef } from '../resourceDefs';
import { recordsWhere } from '../recordsWhere';
import {
  deviceCatalogue,
  deviceTargetErrors,
  modelsOf,
  type DeviceCatalogue,
  type DeviceChoice,
} from '../rules/deviceTargets';
import { access, defOf, loadVisible, rewrite, validBody, visible, type Data } from '../http/access';
import { CAMPAIGN_MESSAGES } from '../campaignMessages';
import { registerListXlsx } from './listXlsx';

/** How PATCH /v2/groups/{id}/campaigns fields land in a campaign. */
const GROUP_PATCH_PATHS: Record<string, string[]> = {
  calendarDates: ['calendar', 'dates'],
  calendarWeek: ['calendar', 'week'],
  deviceTargets: ['targets', 'device', 'deviceTypes'],
  manufacturers: ['targets', 'device', 'manufacturers'],
  models: ['targets', 'device', 'models'],
  geoIds: ['targets', 'geo', 'idsWhiteList'],
  superGeo: ['targets', 'geo', 'superGeo'],
  saleSpeedType: ['strategies', 'saleSpeedType'],
  ssp: ['targets', 'ssp'],
};

const GROUP_MESSAGES = {
  unknownCampaign: 'Кампания не найдена или недоступна в этом кабинете',
} as const;

/**
 * A group's members (docs/product.md#calls Groups PUT /group/campaigns), behind the group schema's
 * gate; the call also needs the campaigns' (it rewrites campaigns). Its run status (PUT
 * /group/status) is the schema's declared transition (server/routes/operations.ts).
 */
function registerGroupMemberRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  group: ResourceDef,
  campaign: ResourceDef,
): void {
  // Groups stored before they had a status ran their campaigns: they keep doing so.
  ctx.db
    .prepare(
      "UPDATE records SET data = json_set(data, '$.status', 'active') WHERE resource = ? AND json_extract(data, '$.status') IS NULL",
    )
    .run(group.schemaId);

  const groupOf = (req: FastifyRequest, body: Data) => {
    const { scope } = access(ctx, req, group);
    if (typeof body.id !== 'string' || !body.id) throw invalid({ '/id': CAMPAIGN_MESSAGES.required });
    return { scope, record: loadVisible(ctx, group, body.id, scope) };
  };
  const objectBody = (body: unknown): Data => {
    if (!isObject(body)) throw new HttpError(400, MESSAGES.invalid, { '': 'Ожидается объект JSON' });
    return body;
  };

  app.put('/group/campaigns', async (req) => {
    const body = objectBody(req.body);
    const { scope, record } = groupOf(req, body);
    access(ctx, req, campaign);
    const { campaigns: wanted } = validBody(ctx, 'groupMembers', { campaigns: body.campaigns }, scope) as {
      campaigns: string[];
    };
    const errors: Record<string, string> = {};
    const joining = wanted.map((id, i) => {
      const found = ctx.store.get(campaign.schemaId, id);
      if (!found || !visible(scope, found)) errors[`/campaigns/${i}`] = GROUP_MESSAGES.unknownCampaign;
      return found;
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const leaving = recordsWhere(ctx, campaign.schemaId, '$.groupId', record.id).filter(
      (r) => !wanted.includes(r.id) && visible(scope, r),
    );
    const changed = ctx.db.transaction(() => [
      ...leaving.map((r) => {
        const { groupId: _left, ...data } = r.data;
        return rewrite(ctx, campaign, r, data).id;
      }),
      ...joining
        .filter((r) => r && r.data.groupId !== record.id)
        .map((r) => rewrite(ctx, campaign, r!, { ...r!.data, groupId: record.id }).id),
    ])();
    return { id: record.id, campaigns: wanted, affectedCount: changed.length };
  });
}

/**
 * A group change's manufacturers and models in one campaign, by the campaigns' rule
 * (server/rules/deviceTargets.ts): models given alone must be of the campaign's manufacturers (400
 * at the body's field, naming the campaign); manufacturers given alone drop the campaign's models
 * of the others, as the campaign form does.
 */
function withDevice(body: Data, data: Data, catalogue: DeviceCatalogue): Data {
  const device = ((data.targets as Data | undefined)?.device ?? {}) as { manufacturers?: string[]; models?: string[] };
  const makers = device.manufacturers ?? [];
  if (body.models !== undefined && body.manufacturers === undefined) {
    const errors = deviceTargetErrors({ models: body.models as string[] }, '', catalogue, makers);
    const name = String(data.name);
    if (Object.keys(errors).length)
      throw invalid(
        Object.fromEntries(Object.entries(errors).map(([at, text]) => [at, `Кампания «${name}»: ${text}`])),
      );
  }
  if (body.manufacturers !== undefined && body.models === undefined && device.models?.length)
    return setIn(data, ['targets', 'device', 'models'], modelsOf(device.models, makers, catalogue));
  return data;
}

/** The group calls beyond the generic CRUD and its declared run status: the members' patch, the .xlsx list and members. */
export function registerGroupRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const group = defOf(ctx, 'group');
  const campaign = defOf(ctx, 'campaign')!;
  if (!group) return;

  app.patch(`${group.endpoint}/:id/campaigns`, async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { scope } = access(ctx, req, group);
    access(ctx, req, campaign);
    const target = loadVisible(ctx, group, req.params.id, scope);
    const body = validBody(ctx, 'groupCampaigns', req.body, scope);
    const given = Object.keys(GROUP_PATCH_PATHS).filter((k) => body[k] !== undefined);
    if (!given.length) throw invalid({ '': CAMPAIGN_MESSAGES.nothingToChange });
    const catalogue = deviceCatalogue(ctx);
    // Models given alone are checked against each campaign's manufacturers (withDevice).
    const makers = (body.manufacturers as string[] | undefined) ?? null;
    const deviceErrors = deviceTargetErrors(body as DeviceChoice, '', catalogue, makers);
    if (Object.keys(deviceErrors).length) throw invalid(deviceErrors);
    const members = recordsWhere(ctx, 'campaign', '$.groupId', target.id).filter((r) => visible(scope, r));
    const ids = ctx.db.transaction(() =>
      members.map((record) => {
        const changed = given.reduce((d, key) => setIn(d, GROUP_PATCH_PATHS[key], body[key]), record.data);
        const data = withDevice(body, changed, catalogue);
        const errors = ctx.set.validate('campaign', writablePayload(ctx.set, 'campaign', data));
        if (errors) throw invalid({ '': `Кампания «${String(record.data.name)}»: ${Object.values(errors)[0]}` });
        return rewrite(ctx, campaign, record, data).id;
      }),
    )();
    return { ids, affectedCount: ids.length };
  });

  registerListXlsx(app, ctx, service, group, 'Группы кампаний');
  registerGroupMemberRoutes(app, ctx, group, campaign);
}
