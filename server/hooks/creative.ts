import type { ResourceHooks } from '../context';
import { creativeModeration } from './moderation';

/** The creative's own 409 text (docs/product.md#errors), instead of the generic one. */
export const CREATIVE_CONFLICT =
  'Текущая версия креатива устарела. Обновите страницу, чтобы получить актуальную версию';

/**
 * parent.cpm (the parent's price) and childrenIds are computed on the way out; links
 * themselves change only through PATCH /v2/creatives/children.
 */
export const creativeHooks: ResourceHooks = {
  // The only transition of creatives is moderation's decision (the moderation queue's x-operations).
  transition: creativeModeration,
  conflict: CREATIVE_CONFLICT,
  decorate(ctx, record) {
    const out: Record<string, unknown> = { ...record };
    delete out.parent;
    if (typeof record.parentId === 'string') {
      const parent = ctx.store.get('creative', record.parentId);
      const cpm = (parent?.data.targets as { price?: { cpm?: number } } | undefined)?.price?.cpm;
      if (cpm !== undefined) out.parent = { cpm };
    }
    const children = (
      ctx.db
        .prepare(
          "SELECT id FROM records WHERE resource = 'creative' AND json_extract(data, '$.parentId') = ? ORDER BY rowid",
        )
        .all(String(record.id)) as { id: string }[]
    ).map((r) => r.id);
    if (children.length) out.childrenIds = children;
    else delete out.childrenIds;
    return out;
  },
};
