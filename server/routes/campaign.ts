import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import type { QueryInput } from '../listQuery';
import { isObject, setIn } from '../merge';
import type { RecordService } from '../recordService';
import { recordsWhere } from '../recordsWhere';
import { AUDIENCE_SEGMENTS } from '../seed/campaignVocabulary';
import { columnsOf, recordSheet, sendXlsx, tableSheet, workbook } from '../spreadsheet';
import {
  access,
  accountInReach,
  defOf,
  loadVisible,
  checkOnCreate,
  rewrite,
  validBody,
  type Data,
} from '../http/access';
import { idList } from '../http/body';
import { CAMPAIGN_MESSAGES } from '../campaignMessages';
import { registerListXlsx } from './listXlsx';
import { ifMatch } from '../http/ifMatch';

const objectBody = (body: unknown): Data => {
  if (!isObject(body)) throw new HttpError(400, MESSAGES.invalid, { '': 'Ожидается объект JSON' });
  return body;
};

/**
 * Campaigns and the campaign misc calls of docs/product.md#calls beyond the generic
 * CRUD and the run status transitions the schema declares (server/routes/operations.ts): copy,
 * audience segments and .xlsx exports. Every call passes the same gate as the CRUD of its resource.
 */
export function registerCampaignRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const campaign = defOf(ctx, 'campaign');
  if (!campaign) return;
  const E = campaign.endpoint;

  checkOnCreate(app, ctx, campaign, (body, scope) => {
    if (typeof body.accountId === 'string' && !accountInReach(ctx, scope, body.accountId)) {
      throw invalid({ '/accountId': CAMPAIGN_MESSAGES.accountOutOfReach });
    }
  });

  app.post(`${E}/copy`, async (req, reply) => {
    const { scope } = access(ctx, req, campaign);
    const body = validBody(ctx, 'campaignCopy', req.body, scope);
    const source = loadVisible(ctx, campaign, String(body.id), scope);
    const creativeType = (body.creativeType as string | undefined) ?? (source.data.creativeType as string);
    if (body.copyCreatives && creativeType !== source.data.creativeType) {
      throw invalid({ '/copyCreatives': CAMPAIGN_MESSAGES.creativesOtherType });
    }
    const creative = defOf(ctx, 'creative');
    const result = ctx.db.transaction(() => {
      const { status: _s, statistics: _st, createdAt: _c, updatedAt: _u, ...settings } = structuredClone(source.data);
      const id = service.create(
        campaign,
        { ...settings, name: body.name, creativeType, parentId: source.id },
        source.cabinetId,
        scope,
      );
      let creativesCopied = 0;
      if (body.copyCreatives && creative) {
        for (const original of recordsWhere(ctx, 'creative', '$.campaignId', source.id)) {
          const {
            statusData: _d,
            erirId: _e,
            createdAt: _cc,
            updatedAt: _uu,
            parentId,
            ...rest
          } = structuredClone(original.data);
          service.create(creative, { ...rest, campaignId: id }, original.cabinetId, scope, {
            serverOwned: {
              parentId: (parentId as string | undefined) ?? original.id,
              statusData: { moderationStatus: 'pending' },
            },
          });
          creativesCopied++;
        }
      }
      return { id, creativesCopied };
    })();
    return reply.code(201).send(result);
  });

  app.get(`${E}/segments`, async (req) => {
    access(ctx, req, campaign);
    const type = (req.query as QueryInput).type;
    return AUDIENCE_SEGMENTS.filter((s) => !type || s.type === type);
  });

  app.post(`${E}/:id/segments`, async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { scope } = access(ctx, req, campaign);
    const record = loadVisible(ctx, campaign, req.params.id, scope);
    const body = objectBody(req.body);
    const errors: Record<string, string> = {};
    const pick = (field: 'appCheckIds' | 'visitHistoryIds', type: 'appCheck' | 'visitHistory'): string[] => {
      const ids = idList(body, field, false);
      ids.forEach((id, i) => {
        if (!AUDIENCE_SEGMENTS.some((s) => s.id === id && s.type === type))
          errors[`/${field}/${i}`] = CAMPAIGN_MESSAGES.unknownSegment;
      });
      return ids;
    };
    const appCheckIds = pick('appCheckIds', 'appCheck');
    const visitHistoryIds = pick('visitHistoryIds', 'visitHistory');
    if (Object.keys(errors).length) throw invalid(errors);
    const expected = ifMatch(req);
    if (expected !== null && expected !== record.version) throw new HttpError(409, MESSAGES.conflict);
    let data = setIn(record.data, ['targets', 'segments', 'segment', 'appCheckIds'], appCheckIds);
    data = setIn(data, ['targets', 'segments', 'segment', 'visitHistoryIds'], visitHistoryIds);
    const updated = ctx.db.transaction(() => rewrite(ctx, campaign, record, data))();
    return service.present(campaign, updated);
  });

  app.get(`${E}/:id.xlsx`, async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const { scope } = access(ctx, req, campaign);
    const record = service.present(campaign, loadVisible(ctx, campaign, req.params.id, scope));
    const sheets = [recordSheet(ctx, 'Кампания', columnsOf(ctx, 'campaign'), record)];
    const creative = defOf(ctx, 'creative');
    if (creative) {
      const wanted = [
        'name',
        'id',
        'statusData.moderationStatus',
        'targets.price.cpm',
        'targets.rewardType',
        'url',
        'createdAt',
      ];
      const all = columnsOf(ctx, 'creative');
      const columns = wanted.map((p) => all.find((c) => c.path === p)!).filter(Boolean);
      const creatives = recordsWhere(ctx, 'creative', '$.campaignId', req.params.id).map((r) =>
        service.present(creative, r),
      );
      sheets.push(tableSheet(ctx, 'Креативы', columns, creatives));
    }
    return sendXlsx(
      reply,
      `Кампания ${String(record.name)}.xlsx`,
      await workbook(sheets),
      `campaign-${req.params.id}.xlsx`,
    );
  });

  registerListXlsx(app, ctx, service, campaign, 'Кампании');
}
