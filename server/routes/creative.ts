import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import type { RecordService } from '../recordService';
import type { StoredRecord } from '../store';
import { access, checkOnCreate, defOf, rewrite, visible } from '../http/access';
import { idList } from '../http/body';
import { registerListXlsx } from './listXlsx';

const CREATIVE_MESSAGES = {
  noIds: 'Укажите дочерние креативы (childrenIds) или родителей (parentsIds)',
  notFound: 'Креатив не найден',
  selfParent: 'Креатив не может быть родителем самого себя',
  parentIsChild: 'Выбранный родитель сам является дочерним креативом',
  childHasChildren: 'У креатива есть дочерние креативы: он не может стать дочерним',
  campaignOutOfReach: 'Кампания недоступна в этом кабинете',
  otherOwner: 'Креатив другого кабинета не может быть дочерним для выбранного родителя',
} as const;

/**
 * Creatives beyond the generic CRUD: parent/children links, the creative's own version-conflict
 * text, ownership by the campaign's cabinet and the list export.
 */
export function registerCreativeRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const creative = defOf(ctx, 'creative');
  if (!creative) return;
  const E = creative.endpoint;

  // A new creative belongs where its campaign does, so whoever sees the campaign sees it.
  const campaignOf = (body: Record<string, unknown>) =>
    typeof body.campaignId === 'string' ? ctx.store.get('campaign', body.campaignId) : null;
  checkOnCreate(app, ctx, creative, (body, scope) => {
    const campaign = campaignOf(body);
    if (campaign && !visible(scope, campaign)) throw invalid({ '/campaignId': CREATIVE_MESSAGES.campaignOutOfReach });
  });

  app.patch(`${E}/children`, async (req) => {
    const { scope } = access(ctx, req, creative);
    if (!isObject(req.body)) throw new HttpError(400, MESSAGES.invalid, { '': 'Ожидается объект JSON' });
    const body = req.body;
    if (body.childrenIds === undefined && body.parentsIds === undefined)
      throw invalid({ '/childrenIds': CREATIVE_MESSAGES.noIds });

    const load = (field: string, ids: string[]): StoredRecord[] => {
      const errors: Record<string, string> = {};
      const records = ids.map((id, i) => {
        const r = ctx.store.get(creative.schemaId, id);
        if (!r) errors[`/${field}/${i}`] = CREATIVE_MESSAGES.notFound;
        return r;
      });
      if (Object.keys(errors).length) throw invalid(errors);
      if (records.some((r) => !visible(scope, r!))) throw new HttpError(403, MESSAGES.foreignRecord);
      return records as StoredRecord[];
    };
    const childrenOf = (id: string) =>
      (
        ctx.db
          .prepare("SELECT id FROM records WHERE resource = 'creative' AND json_extract(data, '$.parentId') = ?")
          .all(id) as { id: string }[]
      ).map((r) => r.id);
    const setParent = (record: StoredRecord, parentId: string | null): boolean => {
      if ((record.data.parentId ?? null) === parentId) return false;
      const { parentId: _old, ...rest } = record.data;
      rewrite(ctx, creative, record, parentId ? { ...rest, parentId } : rest);
      return true;
    };

    let affectedCount = 0;
    if (body.parentsIds !== undefined) {
      const parents = load('parentsIds', idList(body, 'parentsIds'));
      ctx.db.transaction(() => {
        for (const parent of parents) {
          for (const childId of childrenOf(parent.id))
            if (setParent(ctx.store.get(creative.schemaId, childId)!, null)) affectedCount++;
        }
      })();
      return { affectedCount };
    }

    const children = load('childrenIds', idList(body, 'childrenIds'));
    const parentId = typeof body.parentId === 'string' && body.parentId ? body.parentId : null;
    if (parentId) {
      const parent = ctx.store.get(creative.schemaId, parentId);
      if (!parent) throw invalid({ '/parentId': CREATIVE_MESSAGES.notFound });
      if (!visible(scope, parent)) throw new HttpError(403, MESSAGES.foreignRecord);
      const errors: Record<string, string> = {};
      if (parent.data.parentId) errors['/parentId'] = CREATIVE_MESSAGES.parentIsChild;
      children.forEach((child, i) => {
        if (child.id === parentId) errors[`/childrenIds/${i}`] = CREATIVE_MESSAGES.selfParent;
        else if (childrenOf(child.id).length) errors[`/childrenIds/${i}`] = CREATIVE_MESSAGES.childHasChildren;
        // A child shows its parent's price: a link stays within one cabinet's creatives, or the
        // agency could show one account another account's price.
        else if (child.cabinetId !== parent.cabinetId) errors[`/childrenIds/${i}`] = CREATIVE_MESSAGES.otherOwner;
      });
      if (Object.keys(errors).length) throw invalid(errors);
    }
    ctx.db.transaction(() => {
      for (const child of children) if (setParent(child, parentId)) affectedCount++;
    })();
    return { affectedCount };
  });

  registerListXlsx(app, ctx, service, creative, 'Креативы');
}
