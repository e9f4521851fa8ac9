import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import type { BrandliftSlide } from '../hooks/brandlift';
import type { Scope } from '../store';
import { checkOnCreate, visible, type Data } from '../http/access';
import { recordAccess } from '../http/recordAccess';

export const BRANDLIFT_MESSAGES = {
  notBrandLift: 'В кампании не включено исследование Brand Lift',
} as const;

/**
 * Brand-lift surveys (docs/product.md#calls Brandlift) beyond their generic CRUD (the list at
 * /brandlifts; the multipart create at /brandlifts and, the product's second, /brandlift; read, PUT
 * and delete at /brandlift: the schema's x-calls): the respondent's preview; and ownership: a survey belongs to its campaign's cabinet, which must be in reach and
 * have isBrandLift on.
 */
export function registerBrandliftRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const access = recordAccess(ctx, 'brandlift');
  if (!access) return;
  const { def, gate, load } = access;

  const check = (body: Data, scope: Scope) => {
    if (typeof body.campaignId !== 'string') return; // the schema names what is missing
    const campaign = ctx.store.get('campaign', body.campaignId);
    if (!campaign) return; // a missing reference is reported by validation
    if (!visible(scope, campaign)) throw new HttpError(403, MESSAGES.foreignRecord);
    if (campaign.data.isBrandLift !== true) throw invalid({ '/campaignId': BRANDLIFT_MESSAGES.notBrandLift });
  };
  const create = def.schema['x-calls']?.create;
  const creates = [create?.path ?? def.endpoint, ...(create?.also ? [create.also] : [])];
  for (const path of creates) checkOnCreate(app, ctx, { ...def, endpoint: path }, check);

  /**
   * GET /brandlift-preview/{id}: the survey as a respondent sees it — slides in order with their
   * question, media and answer texts; no counts.
   */
  app.get('/brandlift-preview/:id', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const record = load(req.params.id, gate(req));
    const slides = (record.data.slides as BrandliftSlide[] | undefined) ?? [];
    return {
      id: record.id,
      name: record.data.name,
      slides: slides.map((s) => ({
        id: s.id,
        order: s.order,
        type: s.type,
        question: s.question,
        ...(s.storageUrl ? { mediaUrl: s.storageUrl } : {}),
        answers: s.answers.map((a) => ({ id: a.id, order: a.order, text: a.text })),
      })),
    };
  });
}
