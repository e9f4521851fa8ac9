import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writablePayload } from '../../src/engine/schema';
import { actorOf, writeActionLog } from '../actionLog';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
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
import { CAMPAIGN_MESSAGES, registerListXlsx, RUN_STATUSES, setIn, type RunStatus } from './campaign';

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
  stoppedIsFinal: 'Остановленную группу нельзя запустить или приостановить: создайте новую группу',
  unknownCampaign: 'Кампания не найдена или недоступна в этом кабинете',
} as const;

/**
 * A group's run status and its members (docs/product.md#states "Campaign and group status set through status
 * calls", #calls Groups PUT /group/status, PUT /group/campaigns), behind the group schema's gate; the
 * members call also needs the campaigns' (it rewrites campaigns).
 */
function registerGroupStatusRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
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

  app.put('/group/status', async (req) => {
    const body = objectBody(req.body);
    if (!RUN_STATUSES.includes(body.status as RunStatus)) throw invalid({ '/status': CAMPAIGN_MESSAGES.badStatus });
    const status = body.status as RunStatus;
    const { record } = groupOf(req, body);
    if (record.data.status === status) return service.present(group, record);
    if (record.data.status === 'stopped') throw invalid({ '/status': GROUP_MESSAGES.stoppedIsFinal });
    const updated = ctx.db.transaction(() => {
      const stored = rewrite(ctx, group, record, { ...record.data, status });
      // Who started or paused a group is what an operator looks up in the action log.
      if (ctx.defs.has('actionLog')) {
        writeActionLog(ctx, {
          ...actorOf(ctx, req),
          action: 'status',
          objectType: group.schemaId,
          objectID: record.id,
          objectName: String(record.data.name ?? ''),
          fields: ['status'],
          request: `${req.method} ${req.url.split('?')[0]}`,
        });
      }
      return stored;
    })();
    return service.present(group, updated);
  });

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

/** The group calls beyond the generic CRUD: the members' patch, the .xlsx list, run status and members. */
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
  registerGroupStatusRoutes(app, ctx, service, group, campaign);
}
