import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forecastRuleErrors } from '../../src/domain/forecast';
import type { Cabinet } from '../cabinets';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { bidInfo, forecast, minimalCpm, sspsOf, type ForecastRequest, type Inventory } from '../forecastModel';
import { inventoryOf } from '../inventory';
import { deviceCatalogue, deviceTargetErrors } from '../rules/deviceTargets';
import { validBody } from '../http/access';

export const FORECAST_MESSAGES = {
  unknownSsp: 'SSP не найдена',
  noSsp: 'Ни одна из выбранных SSP не активна или не принимает этот формат',
  bidTooLow: (floor: number) => `Ставка ниже минимальной: ${floor.toLocaleString('ru-RU')} ₽`,
} as const;

/**
 * A forecast request: the token and a cabinet of the user (docs/product.md#routes: the forecast needs no
 * permission), the body valid against schemas/forecastRequest.schema.json and its period rules,
 * named SSPs that exist and can buy the format, device models of the chosen manufacturers. 400 with Russian field errors otherwise.
 */
function readRequest(
  ctx: ServerContext,
  req: FastifyRequest,
  inventory: Inventory,
  { checkBid }: { checkBid: boolean },
): { body: ForecastRequest; atLeast: number } {
  const cabinet = ctx.auth.cabinet(req, ctx.auth.session(req), [])!;
  const atLeast = selfServiceMinimum(ctx, cabinet);
  const body = validBody(ctx, 'forecastRequest', req.body, ctx.cabinets.scope(cabinet)) as unknown as ForecastRequest;
  const rules = forecastRuleErrors(body);
  if (rules) throw invalid(rules);
  const known = new Set(inventory.ssps.map((s) => s.sysname));
  // Manufacturers and models by the campaigns' rule: known ids, a model of a chosen manufacturer.
  const errors: Record<string, string> = deviceTargetErrors(body, '', deviceCatalogue(ctx));
  (body.ssp ?? []).forEach((s, i) => {
    if (!known.has(s)) errors[`/ssp/${i}`] = FORECAST_MESSAGES.unknownSsp;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  if (!sspsOf(body, inventory).length) throw invalid({ '/ssp': FORECAST_MESSAGES.noSsp });
  const floor = minimalCpm(body, atLeast);
  if (checkBid && body.cpm !== undefined && body.cpm < floor)
    throw invalid({ '/cpm': FORECAST_MESSAGES.bidTooLow(floor) });
  return { body, atLeast };
}

/**
 * The minimalCPM of the self-service agency the cabinet buys for (the agency's cabinet, or an
 * account's parent agency; docs/product.md#entities Self-service agency), else 0.
 */
function selfServiceMinimum(ctx: ServerContext, cabinet: Cabinet): number {
  const agencyId = cabinet.type === 'agency' ? cabinet.id : cabinet.type === 'account' ? cabinet.parentId : null;
  const agency = agencyId ? ctx.store.get('agency', agencyId) : null;
  const min = agency?.data.serviceModel === 'selfService' ? agency.data.minimalCPM : undefined;
  return typeof min === 'number' ? min : 0;
}

/**
 * The traffic forecast of docs/product.md#routes tools/forecast and #calls: POST /v2/campaigns/forecast (reach,
 * impressions, clicks, spend per day and in total at a bid), POST /v2/forecast/bid-info (the win
 * rate along a range of bids) and POST /v2/campaigns/minimalcpm. Same body for the three; the
 * answers are computed from the seeded inventory by server/forecastModel.ts, deterministically.
 */
export function registerForecastRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/v2/campaigns/forecast', async (req) => {
    const inventory = inventoryOf(ctx);
    const { body, atLeast } = readRequest(ctx, req, inventory, { checkBid: true });
    return forecast(body, inventory, atLeast);
  });
  app.post('/v2/forecast/bid-info', async (req) => {
    const inventory = inventoryOf(ctx);
    const { body, atLeast } = readRequest(ctx, req, inventory, { checkBid: false });
    return bidInfo(body, inventory, atLeast);
  });
  app.post('/v2/campaigns/minimalcpm', async (req) => {
    const inventory = inventoryOf(ctx);
    const { body, atLeast } = readRequest(ctx, req, inventory, { checkBid: false });
    return { minimalCpm: minimalCpm(body, atLeast), currency: 'rub' };
  });
}
