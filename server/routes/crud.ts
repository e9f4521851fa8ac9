import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ArrayDiffNames, UpdateCall } from '../../src/engine/schema';
import { readPathOf, updateCallOf } from '../../src/engine/schema/recordCalls';
import type { ArrayChanges, ServerContext } from '../context';
import { invalid } from '../errors';
import { isObject } from '../merge';
import { requireFilterReach } from '../reach/filters';
import { requireReach } from '../reach/references';
import { parseListQuery, type QueryInput } from '../listQuery';
import type { RecordService } from '../recordService';
import type { ResourceDef } from '../resourceDefs';
import type { Scope } from '../store';
import { access, loadReadable, loadVisible } from '../http/access';
import { registerBulkDelete, registerCreate } from './crudCalls';
import { stringList } from '../http/body';
import { setPageHeaders } from '../http/paging';
import { routeOf } from '../resourceDefs';
import { editedVersion } from '../http/ifMatch';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The id of a one-record write in its body; 400 at that field when it is missing. */
function bodyId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value) throw invalid({ [`/${field}`]: 'Не выбрана запись' });
  return value;
}

/**
 * An update body with list fields changed by difference (x-calls.update.diff: PUT /biglist
 * {listID, addValues, delValues}): the other fields, and each list's added and removed values
 * (400 at the body's name when one is not a list of texts). The list itself is never taken whole.
 */
function listChanges(
  diff: Record<string, ArrayDiffNames> | undefined,
  body: unknown,
): { fields: unknown; lists: ArrayChanges } {
  if (!diff || !isObject(body)) return { fields: body, lists: {} };
  const fields: Record<string, unknown> = { ...body };
  const lists: ArrayChanges = {};
  for (const [field, names] of Object.entries(diff)) {
    const [add, remove] = [names.add, names.remove].map((name) => stringList(body, name));
    for (const key of [field, names.add, names.remove]) delete fields[key];
    if (add.length || remove.length) lists[field] = { add, remove, names };
  }
  return { fields, lists };
}

/** Registers the contract's CRUD routes for every schema with x-endpoint. */
export function registerCrudRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  for (const def of ctx.defs.values()) {
    registerResource(app, ctx, service, def);
    // The product's second path of the same records (x-endpoint-also) behaves the same.
    const also = def.schema['x-endpoint-also'];
    if (also) registerResource(app, ctx, service, { ...def, endpoint: also.replace(/\/+$/, '') });
  }
}

function registerResource(app: FastifyInstance, ctx: ServerContext, service: RecordService, def: ResourceDef): void {
  const E = def.endpoint;

  // Writes need the resource's permissions; reads also those of a resource that references it.
  const gate = (req: FastifyRequest) => access(ctx, req, def);
  const load = (id: string, scope: Scope) => loadVisible(ctx, def, id, scope);

  app.get(E, async (req, reply) => {
    const { scope } = access(ctx, req, def);
    const query = parseListQuery(def, req.query as QueryInput, ctx.set.resolve);
    requireFilterReach(ctx, scope, def, req.query as QueryInput);
    const paginate = (total: number) => setPageHeaders(reply, query, total);
    // Records sent as stored when nothing is computed or hidden: no parse + stringify per row.
    if (service.sendsStored(def)) {
      const raw = ctx.store.listRaw(def.schemaId, query, scope);
      paginate(raw.total);
      return reply.type('application/json; charset=utf-8').send(service.presentJson(raw.rows));
    }
    const { rows, total } = ctx.store.list(def.schemaId, query, scope);
    paginate(total);
    return rows.map((r) => service.present(def, r));
  });

  // A call the platform serves elsewhere (x-calls) takes the default route's place; one it does
  // not have (a read from the list, no save) is not served at all.
  const calls = def.schema['x-calls'];
  const readPath = readPathOf(def.schema, E);
  if (readPath)
    app.get(routeOf(readPath), async (req: IdRequest, reply) => {
      const record = loadReadable(ctx, req, def, req.params.id);
      reply.header('etag', `"${record.version}"`);
      return service.presentOne(def, record);
    });

  registerCreate(app, ctx, service, def, calls?.create?.path ?? E, calls?.create?.body ?? 'json');
  // The product's second path of the same create (x-calls.create.also) behaves the same.
  if (calls?.create?.also) registerCreate(app, ctx, service, def, calls.create.also, calls.create.body);

  const update = updateCallOf(def.schema, E);
  if (update) registerUpdate(app, ctx, service, def, update);

  const deleteOne = (path: string) =>
    app.delete(path, async (req: IdRequest) => {
      const { scope } = gate(req);
      const record = load(req.params.id, scope);
      service.delete(def, [record.id], scope);
      return { id: record.id };
    });
  if (calls?.delete?.idsQuery) {
    registerBulkDelete(app, ctx, service, def, calls.delete.path, calls.delete.idsQuery);
    return;
  }
  if (calls?.delete) {
    deleteOne(routeOf(calls.delete.path));
    return;
  }
  deleteOne(`${E}/:id`);
  registerBulkDelete(app, ctx, service, def, E);
}

/** The save of one record (x-calls.update or PATCH endpoint/{id}): the changed fields, lists by difference. */
function registerUpdate(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
  def: ResourceDef,
  update: UpdateCall,
): void {
  const gate = (req: FastifyRequest) => access(ctx, req, def);
  const load = (id: string, scope: Scope) => loadVisible(ctx, def, id, scope);
  // A path without {id} (PUT /rule): the id comes in the body, beside the changed fields.
  const idField = update.idField ?? def.schema['x-id'] ?? 'id';
  app.route({
    method: update.method,
    url: routeOf(update.path),
    handler: async (req: IdRequest, reply) => {
      const { scope } = gate(req);
      const body = isObject(req.body) ? req.body : {};
      const fromBody = !update.path.includes('{id}');
      const id = fromBody ? bodyId(body[idField], idField) : req.params.id;
      const { [idField]: _id, ...rest } = body;
      const { fields, lists } = listChanges(update.diff, fromBody ? rest : req.body);
      const current = load(id, scope);
      requireReach(ctx, scope, def.schemaId, fields, current.data);
      const updated = service.update(def, current, fields, editedVersion(req), lists);
      reply.header('etag', `"${updated.version}"`);
      return service.presentOne(def, updated);
    },
  });
}
