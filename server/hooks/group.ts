import type { ResourceHooks } from '../context';

/** Groups count their campaigns (a deleted group's campaigns stay without one: their schema's x-on-delete). */
export const groupHooks: ResourceHooks = {
  decorate(ctx, record) {
    const { n } = ctx.db
      .prepare("SELECT count(*) AS n FROM records WHERE resource = 'campaign' AND json_extract(data, '$.groupId') = ?")
      .get(String(record.id)) as { n: number };
    return { ...record, campaignCount: n };
  },
};
