import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { access, defOf, loadVisible, rewrite, validBody } from './access';

export const RATE_MESSAGES = {
  otherCampaign: 'Креатив из другой кампании',
} as const;

/**
 * PUT /banners/rate {banners, campaign, rate} (docs/product.md#calls): one CPM for several creatives of one
 * campaign, all or none. The campaign and every creative must be in the caller's reach (an id
 * out of reach is answered like a missing one, at its field), and every creative must belong to
 * the campaign; each creative gets a new version, as a PATCH would give it.
 */
export function registerBannersRateRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const creative = defOf(ctx, 'creative');
  const campaign = defOf(ctx, 'campaign');
  if (!creative || !campaign) return;

  app.put('/banners/rate', async (req) => {
    const { scope } = access(ctx, req, creative);
    const body = validBody(ctx, 'bannersRate', req.body, scope) as { banners: string[]; campaign: string; rate: number };
    const target = loadVisible(ctx, campaign, body.campaign, scope);
    const records = body.banners.map((id) => loadVisible(ctx, creative, id, scope));
    const errors: Record<string, string> = {};
    records.forEach((r, i) => {
      if (r.data.campaignId !== target.id) errors[`/banners/${i}`] = RATE_MESSAGES.otherCampaign;
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const ids = ctx.db.transaction(() => records.map((r) => {
      const targets = (r.data.targets ?? {}) as Record<string, unknown>;
      const price = (targets.price ?? {}) as Record<string, unknown>;
      return rewrite(ctx, creative, r, { ...r.data, targets: { ...targets, price: { ...price, cpm: body.rate } } }).id;
    }))();
    return { ids, affectedCount: ids.length, rate: body.rate };
  });
}
