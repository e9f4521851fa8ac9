import type { ResourceHooks } from '../context';
import { unlink } from './campaign';

/** Groups count their campaigns; a deleted group leaves its campaigns without a group. */
export const groupHooks: ResourceHooks = {
  decorate(ctx, record) {
    const { n } = ctx.db
      .prepare("SELECT count(*) AS n FROM records WHERE resource = 'campaign' AND json_extract(data, '$.groupId') = ?")
      .get(String(record.id)) as { n: number };
    return { ...record, campaignCount: n };
  },

  onDelete(ctx, id) {
    unlink(ctx, 'campaign', 'groupId', id);
  },
};
