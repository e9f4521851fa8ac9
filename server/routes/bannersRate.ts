import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import { reaches } from '../reach/references';
import type { Scope, StoredRecord } from '../store';
import { access, defOf, rewrite } from '../http/access';
import { isObjectId } from '../../src/domain/objectId';

export const RATE_MESSAGES = {
  noBanners: 'Выберите хотя бы один креатив',
  tooMany: 'Не больше 500 креативов за раз',
  noCampaign: 'Выберите кампанию',
  noRate: 'Укажите ставку',
  notNumber: 'Ставка — число рублей за 1000 показов',
  notPositive: 'Ставка должна быть больше нуля',
  tooHigh: 'Ставка — не больше 1 000 000 ₽',
  badId: 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра',
  otherCampaign: 'Креатив из другой кампании',
} as const;

const MAX_BANNERS = 500;
const MAX_RATE = 1_000_000;

interface RateBody {
  banners: string[];
  campaign: string;
  rate: number;
}

/** The body {banners, campaign, rate}, or 400 with a Russian message at each bad field. */
function readBody(body: unknown): RateBody {
  if (!isObject(body)) throw invalid({ '': 'Ожидается объект JSON' });
  const errors: Record<string, string> = {};
  const { banners, campaign, rate } = body;
  if (!Array.isArray(banners) || !banners.length) errors['/banners'] = RATE_MESSAGES.noBanners;
  else if (banners.length > MAX_BANNERS) errors['/banners'] = RATE_MESSAGES.tooMany;
  else
    banners.forEach((id, i) => {
      if (!isObjectId(id)) errors[`/banners/${i}`] = RATE_MESSAGES.badId;
    });
  if (campaign === undefined || campaign === null || campaign === '') errors['/campaign'] = RATE_MESSAGES.noCampaign;
  else if (!isObjectId(campaign)) errors['/campaign'] = RATE_MESSAGES.badId;
  if (rate === undefined || rate === null || rate === '') errors['/rate'] = RATE_MESSAGES.noRate;
  else if (typeof rate !== 'number' || !Number.isFinite(rate)) errors['/rate'] = RATE_MESSAGES.notNumber;
  else if (rate <= 0) errors['/rate'] = RATE_MESSAGES.notPositive;
  else if (rate > MAX_RATE) errors['/rate'] = RATE_MESSAGES.tooHigh;
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    banners: [...new Set(banners as string[])],
    campaign: campaign as string,
    rate: Math.round((rate as number) * 100) / 100,
  };
}

/**
 * PUT /banners/rate {banners, campaign, rate} (docs/product.md#calls): one CPM for several creatives
 * ("banners", the platform's word) of one campaign, all or none. The campaign and every creative
 * must be in the caller's reach: an id out of it is answered like a missing one, at its field
 * (docs/reach.md R1), and nothing is written; every creative must belong to the campaign. Each
 * creative gets a new version, as a PATCH would give it.
 */
export function registerBannersRateRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const creative = defOf(ctx, 'creative');
  const campaign = defOf(ctx, 'campaign');
  if (!creative || !campaign) return;

  const inReach = (schemaId: string, id: string, scope: Scope): StoredRecord | null => {
    const record = ctx.store.get(schemaId, id);
    return record && reaches(scope, record) ? record : null;
  };

  app.put('/banners/rate', async (req) => {
    const { scope } = access(ctx, req, creative);
    access(ctx, req, campaign);
    const body = readBody(req.body);
    const errors: Record<string, string> = {};
    const target = inReach('campaign', body.campaign, scope);
    if (!target) errors['/campaign'] = MESSAGES.referenceMissing;
    const records = body.banners.map((id, i) => {
      const record = inReach('creative', id, scope);
      if (!record) errors[`/banners/${i}`] = MESSAGES.referenceMissing;
      else if (target && record.data.campaignId !== target.id) errors[`/banners/${i}`] = RATE_MESSAGES.otherCampaign;
      return record!;
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const ids = ctx.db.transaction(() =>
      records.map((r) => {
        const targets = (r.data.targets ?? {}) as Record<string, unknown>;
        const price = (targets.price ?? {}) as Record<string, unknown>;
        return rewrite(ctx, creative, r, { ...r.data, targets: { ...targets, price: { ...price, cpm: body.rate } } })
          .id;
      }),
    )();
    return { ids, affectedCount: ids.length, rate: body.rate };
  });
}
