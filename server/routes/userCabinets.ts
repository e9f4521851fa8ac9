import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compact, REQUIRED_MESSAGE, stripReadOnly } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import type { RecordService } from '../recordService';
import { idsParam, type QueryInput } from '../listQuery';
import type { Scope, StoredRecord } from '../store';

const BLOCK_MESSAGES = {
  deleteSelf: 'Нельзя удалить собственную учётную запись',
} as const;

/**
 * What the user card adds to the generic CRUD of /v2/users (not in docs/contract.md, additions):
 * - cabinet access bindings (docs/product.md#validation messages): POST /v2/users/:id/cabinets {cabinetId},
 *   DELETE /v2/users/:id/cabinets/:cabinetId, and GET /v2/cabinets to choose from;
 * - blocking (docs/product.md#states: PUT /v2/users/:id/block {blocked}) is the schema's declared
 *   transition (server/routes/operations.ts); its hook ends a blocked user's sessions;
 * - the password, required when a user is created (an edit without one keeps the current one).
 * Same gate as the user resource itself.
 */
export function registerUserCabinetRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const def = ctx.defs.get('user');
  if (!def) return;

  const gate = (req: FastifyRequest): { scope: Scope; userId: string } => {
    const session = ctx.auth.session(req);
    const cabinet = ctx.auth.cabinet(req, session, def)!;
    return { scope: ctx.cabinets.scope(cabinet), userId: session.userId };
  };
  const inScope = (scope: Scope, cabinetId: string | null) =>
    scope === null || (cabinetId !== null && scope.includes(cabinetId));
  /**
   * Whether the caller may act on the user as on its own: the record is in its reach, and so is
   * every cabinet the user is bound to. A user who also works in a cabinet above the caller (an
   * agency's user later given the admin cabinet) is that cabinet's to change, or the caller could
   * set its password and sign in there.
   */
  const manages = (scope: Scope, user: StoredRecord) =>
    inScope(scope, user.cabinetId) && ctx.cabinets.forUser(user.id).every((c) => inScope(scope, c.id));
  const loadUser = (id: string, scope: Scope) => {
    const user = ctx.store.get(def.schemaId, id);
    if (!user) throw new HttpError(404, MESSAGES.notFound);
    if (!manages(scope, user)) throw new HttpError(403, MESSAGES.foreignRecord);
    return user;
  };

  /**
   * The generic change and delete of users (PATCH /v2/users/:id, DELETE /v2/users/:id and
   * ?ids=) and the schema's blocking transition (PUT /v2/users/:id/block) under the same rule as
   * the card's own calls; and nobody deletes their own user (they would lock themselves out, as
   * blocking oneself would).
   */
  const one = `${def.endpoint}/:id`;
  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url;
    const single =
      (url === one && (req.method === 'PATCH' || req.method === 'DELETE')) ||
      (url === `${one}/block` && req.method === 'PUT');
    const bulk = url === def.endpoint && req.method === 'DELETE';
    if (!single && !bulk) return;
    const { scope, userId } = gate(req);
    const ids = single ? [(req.params as { id: string }).id] : idsParam(req.query as QueryInput, 'ids');
    if (req.method === 'DELETE' && ids.includes(userId))
      throw invalid({ [single ? '/id' : '/ids']: BLOCK_MESSAGES.deleteSelf });
    for (const id of ids) {
      const user = ctx.store.get(def.schemaId, id);
      if (user && !manages(scope, user)) throw new HttpError(403, MESSAGES.foreignRecord);
    }
  });

  /**
   * POST /v2/users without a password: the schema cannot say "required on create only" (an edit
   * validates the stored record, which never holds the password), so it is checked here, before
   * the generic create, together with the schema's own findings so that all errors come at once.
   * The seed creates users without one and sets their hashes itself.
   */
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'POST' || req.routeOptions.url !== def.endpoint || !isObject(req.body)) return;
    gate(req); // 401/403 before any word about the body
    const { password } = req.body;
    if (typeof password === 'string' && password !== '') return;
    const writable = (compact(stripReadOnly(ctx.set, def.schema, req.body)) ?? {}) as Record<string, unknown>;
    throw invalid({ ...ctx.set.validate(def.schemaId, writable), '/password': REQUIRED_MESSAGE });
  });

  // The cabinets to choose from serve the user card (userManager) and the authorization screen
  // (managePermissions): either permission opens the list.
  app.get('/v2/cabinets', async (req) => {
    const cabinet = ctx.auth.cabinet(req, ctx.auth.session(req), [])!;
    if (cabinet.permissions.userManager !== true && cabinet.permissions.managePermissions !== true) {
      throw new HttpError(403, MESSAGES.noPermission);
    }
    const scope = ctx.cabinets.scope(cabinet);
    const q = req.query as Record<string, string | undefined>;
    const needle = q.search?.toLocaleLowerCase('ru') ?? '';
    return ctx.cabinets
      .all()
      .filter((c) => inScope(scope, c.id) && (!q.type || q.type.split(',').includes(c.type)))
      .filter((c) => !needle || c.name.toLocaleLowerCase('ru').includes(needle))
      .map((c) => ({ id: c.id, name: c.name, cabinetType: c.type, parentId: c.parentId }));
  });

  app.post('/v2/users/:id/cabinets', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { scope } = gate(req);
    const user = loadUser(req.params.id, scope);
    const cabinetId = isObject(req.body) && typeof req.body.cabinetId === 'string' ? req.body.cabinetId : '';
    const cabinet = cabinetId ? ctx.cabinets.get(cabinetId) : null;
    if (!cabinet || !inScope(scope, cabinet.id)) throw invalid({ '/cabinetId': MESSAGES.cabinetNotSelected });
    if (ctx.cabinets.isBound(user.id, cabinet.id)) throw invalid({ '/cabinetId': MESSAGES.alreadyBound });
    ctx.cabinets.bind(user.id, cabinet.id);
    return service.present(def, user);
  });

  app.delete(
    '/v2/users/:id/cabinets/:cabinetId',
    async (req: FastifyRequest<{ Params: { id: string; cabinetId: string } }>) => {
      const { scope } = gate(req);
      const user = loadUser(req.params.id, scope);
      if (!inScope(scope, req.params.cabinetId)) throw new HttpError(403, MESSAGES.foreignRecord);
      ctx.cabinets.unbind(user.id, req.params.cabinetId);
      return service.present(def, user);
    },
  );
}
