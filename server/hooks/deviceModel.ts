import type { ResourceHooks } from '../context';
import { invalid } from '../errors';
import { DEVICE_MESSAGES } from '../rules/deviceTargets';
import { recordsWhere } from '../recordsWhere';

/** A model belongs to a known manufacturer (the dictionaries' records: server/rules/deviceTargets.ts). */
export const deviceModelHooks: ResourceHooks = {
  beforeStore(ctx, { data }) {
    if (!ctx.store.get('manufacturer', String(data.manufacturerId)))
      throw invalid({ '/manufacturerId': DEVICE_MESSAGES.unknownManufacturer });
    return data;
  },
};

/** A manufacturer leaves the dictionary with its models. */
export const manufacturerHooks: ResourceHooks = {
  onDelete(ctx, id) {
    for (const model of recordsWhere(ctx, 'deviceModel', '$.manufacturerId', id))
      ctx.store.delete('deviceModel', model.id);
  },
};
