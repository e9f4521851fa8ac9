import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import type { RecordService } from '../recordService';

/**
 * Cabinet access bindings on a user's card (SPEC.md §5 messages; not in CONTRACT.md, an
 * addition): POST /v2/users/:id/cabinets {cabinetId}, DELETE /v2/users/:id/cabinets/:cabinetId,
 * and GET /v2/cabinets to choose from. Same gate as the user resource itself.
 */
export function registerUserCabinetRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const def = ctx.defs.get('user');
  if (!def) return;

  const gate = (req: FastifyRequest) => {
    const cabinet = ctx.auth.cabinet(req, ctx.auth.session(req), def.permissions)!;
    return ctx.cabinets.scope(cabinet);
  };
  const inScope = (scope: string[] | null, cabinetId: string | null) =>
    scope === null || (cabinetId !== null && scope.includes(cabinetId));
  const loadUser = (id: string, scope: string[] | null) => {
    const user = ctx.store.get(def.schemaId, id);
    if (!user) throw new HttpError(404, MESSAGES.notFound);
    if (!inScope(scope, user.cabinetId)) throw new HttpError(403, MESSAGES.foreignRecord);
    return user;
  };

  app.get('/v2/cabinets', async (req) => {
    const scope = gate(req);
    const q = req.query as Record<string, string | undefined>;
    const needle = q.search?.toLocaleLowerCase('ru') ?? '';
    return ctx.cabinets.all()
      .filter((c) => inScope(scope, c.id) && (!q.type || q.type.split(',').includes(c.type)))
      .filter((c) => !needle || c.name.toLocaleLowerCase('ru').includes(needle))
      .map((c) => ({ id: c.id, name: c.name, cabinetType: c.type, parentId: c.parentId }));
  });

  app.post('/v2/users/:id/cabinets', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const scope = gate(req);
    const user = loadUser(req.params.id, scope);
    const cabinetId = isObject(req.body) && typeof req.body.cabinetId === 'string' ? req.body.cabinetId : '';
    const cabinet = cabinetId ? ctx.cabinets.get(cabinetId) : null;
    if (!cabinet || !inScope(scope, cabinet.id)) throw invalid({ '/cabinetId': MESSAGES.cabinetNotSelected });
    if (ctx.cabinets.isBound(user.id, cabinet.id)) throw invalid({ '/cabinetId': MESSAGES.alreadyBound });
    ctx.cabinets.bind(user.id, cabinet.id);
    return service.present(def, user);
  });

  app.delete('/v2/users/:id/cabinets/:cabinetId', async (req: FastifyRequest<{ Params: { id: string; cabinetId: string } }>) => {
    const scope = gate(req);
    const user = loadUser(req.params.id, scope);
    ctx.cabinets.unbind(user.id, req.params.cabinetId);
    return service.present(def, user);
  });
}
