import type { ResourceHooks, ServerContext } from '../context';
import { invalid } from '../errors';
import { deviceCatalogue, deviceTargetErrors, type DeviceChoice } from '../rules/deviceTargets';
import type { StoredRecord } from '../store';

type Data = Record<string, unknown>;

/**
 * The rules the schema does not say: no campaign its own parent, device models of the chosen
 * manufacturers. (The period's and the hours' order are the schema's: x-not-before and x-after,
 * checked with it on both sides.)
 */
function campaignRuleErrors(ctx: ServerContext, id: string | null, data: Data): Record<string, string> {
  const device = ((data.targets as Data | undefined)?.device ?? {}) as DeviceChoice;
  const errors: Record<string, string> = deviceTargetErrors(device, '/targets/device', deviceCatalogue(ctx));
  if (id && data.parentId === id) errors['/parentId'] = 'Кампания не может быть родительской для самой себя';
  return errors;
}

/** Writes a record's data in place (cascades inside a delete: the record's version moves on). */
function patchStored(ctx: ServerContext, schemaId: string, record: StoredRecord, data: Data): void {
  ctx.store.update(schemaId, record.id, record.version, data, ctx.now().toISOString());
}

export function recordsWhere(ctx: ServerContext, schemaId: string, path: string, value: string): StoredRecord[] {
  const ids = (
    ctx.db
      .prepare('SELECT id FROM records WHERE resource = ? AND json_extract(data, ?) = ?')
      .all(schemaId, path, value) as { id: string }[]
  ).map((r) => r.id);
  return ids.map((id) => ctx.store.get(schemaId, id)!).filter(Boolean);
}

/** Removes a field from every record of `schemaId` whose `field` is `value` (a link to a deleted record). */
export function unlink(ctx: ServerContext, schemaId: string, field: string, value: string): void {
  for (const record of recordsWhere(ctx, schemaId, `$.${field}`, value)) {
    const { [field]: _gone, ...rest } = record.data;
    patchStored(ctx, schemaId, record, rest);
  }
}

export const campaignHooks: ResourceHooks = {
  beforeStore(ctx, { id, data }) {
    const errors = campaignRuleErrors(ctx, id, data);
    if (Object.keys(errors).length) throw invalid(errors);
    return data;
  },

  /** A deleted campaign takes its creatives along; copies of it lose their parent link. */
  onDelete(ctx, id) {
    for (const creative of recordsWhere(ctx, 'creative', '$.campaignId', id)) {
      unlink(ctx, 'creative', 'parentId', creative.id);
      ctx.store.delete('creative', creative.id);
    }
    unlink(ctx, 'campaign', 'parentId', id);
  },
};
