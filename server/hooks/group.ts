import { actorOf, writeActionLog } from '../actionLog';
import type { ResourceHooks } from '../context';

/** Groups count their campaigns (a deleted group's campaigns stay without one: their schema's x-on-delete). */
export const groupHooks: ResourceHooks = {
  decorate(ctx, record) {
    const { n } = ctx.db
      .prepare("SELECT count(*) AS n FROM records WHERE resource = 'campaign' AND json_extract(data, '$.groupId') = ?")
      .get(String(record.id)) as { n: number };
    return { ...record, campaignCount: n };
  },
  // Who started or paused a group is what an operator looks up in the action log.
  transition(ctx, { record, data, request }) {
    if (ctx.defs.has('actionLog')) {
      writeActionLog(ctx, {
        ...actorOf(ctx, request),
        action: 'status',
        objectType: 'group',
        objectID: record.id,
        objectName: String(record.data.name ?? ''),
        fields: ['status'],
        request: `${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return data;
  },
};
