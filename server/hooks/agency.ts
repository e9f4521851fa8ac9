import type { ResourceHooks } from '../context';
import { HttpError } from '../errors';

/** An agency with accounts cannot go: its accounts would point at nothing. */
export const agencyHooks: ResourceHooks = {
  onDelete(ctx, id) {
    const row = ctx.db
      .prepare("SELECT 1 FROM records WHERE resource = 'account' AND json_extract(data, '$.agencyID') = ? LIMIT 1")
      .get(id);
    if (row) throw new HttpError(409, 'Нельзя удалить агентство, у которого есть аккаунты');
  },
};
