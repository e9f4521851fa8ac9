import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../errors';

type Query = Record<string, string | undefined>;

/** Geo presets and the geo dictionary (docs/product.md#calls Geo) beyond the generic CRUD of presets. */
export function registerGeoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // DELETE /v2/presets?ids=a,b is the schema's x-calls.delete (crudCalls.ts).
  const regions = geoRegions(ctx);
  const levels = [
    { id: 'country', name: 'Страна' },
    { id: 'region', name: 'Регион' },
  ];
  const countries = [{ id: 'RU', name: 'Россия' }, ...regions.filter((r) => !r.id.includes('-'))];
  const session = (req: FastifyRequest) => ctx.auth.cabinet(req, ctx.auth.session(req), []);

  /** GET /v2/geo/levels: the levels of the geo tree. */
  app.get('/v2/geo/levels', async (req) => {
    session(req);
    return levels;
  });
  /** GET /geo/children?parentId=: countries without a parent, a country's regions under it. */
  app.get('/geo/children', async (req) => {
    session(req);
    const parentId = (req.query as Query).parentId?.trim();
    if (!parentId) {
      return countries.map((c) => ({
        ...c,
        level: 'country',
        parentId: null,
        hasChildren: regions.some((r) => r.id.startsWith(`${c.id}-`)),
      }));
    }
    if (!countries.some((c) => c.id === parentId)) throw new HttpError(404, 'Регион не найден');
    return regions
      .filter((r) => r.id.startsWith(`${parentId}-`))
      .map((r) => ({ ...r, level: 'region', parentId, hasChildren: false }));
  });
}

/** The regions campaigns target (campaign#/$defs/geoIds): the one list of codes and names. */
function geoRegions(ctx: ServerContext): { id: string; name: string }[] {
  const campaign = ctx.set.schemas.get('campaign') as
    { $defs?: Record<string, { items?: { oneOf?: { const: string; title: string }[] } }> } | undefined;
  return (campaign?.$defs?.geoIds?.items?.oneOf ?? []).map((o) => ({ id: o.const, name: o.title }));
}
