import type { ResourceHooks, ServerContext } from '../context';
import { invalid } from '../errors';
import { deviceCatalogue, deviceTargetErrors, type DeviceChoice } from '../rules/deviceTargets';

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

export const campaignHooks: ResourceHooks = {
  beforeStore(ctx, { id, data }) {
    const errors = campaignRuleErrors(ctx, id, data);
    if (Object.keys(errors).length) throw invalid(errors);
    return data;
  },
};
