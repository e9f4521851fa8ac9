import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { requireReach } from '../reach/references';
import { parseListQuery, type QueryInput } from '../listQuery';
import type { RecordService } from '../recordService';
import type { ResourceDef } from '../resourceDefs';
import type { Scope } from '../store';
import { access, loadVisible, setPageHeaders } from './access';
import { registerBulkDelete, registerCreate } from './crudCalls';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The version the client edited: If-Match ("3", "\"3\"", W/"3"; * = any), else a body `version`. */
function expectedVersion(req: FastifyRequest): number | null {
  const raw = req.headers['if-match'];
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (text === '*') return null;
  if (text) {
    const n = Number(text.replace(/^W\//, '').replace(/"/g, ''));
    return Number.isInteger(n) ? n : -1; // unparseable: matches no version → 409
  }
  const body = req.body as { version?: unknown } | undefined;
  return typeof body?.version === 'number' ? body.version : null;
}

/** Registers the contract's CRUD routes for every schema with x-endpoint. */
export function registerCrudRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  for (const def of ctx.defs.values()) registerResource(app, ctx, service, def);
}

function registerResource(app: FastifyInstance, ctx: ServerContext, service: RecordService, def: ResourceDef): void {
  const E = def.endpoint;

  // Writes need the resource's permissions; reads also those of a resource that references it.
  const gate = (req: FastifyRequest) => access(ctx, req, def);
  const load = (id: string, scope: Scope) => loadVisible(ctx, def, id, scope);

  app.get(E, async (req, reply) => {
    const { scope } = access(ctx, req, def);
    const query = parseListQuery(def, req.query as QueryInput, ctx.set.resolve);
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

  app.get(`${E}/:id`, async (req: IdRequest, reply) => {
    const record = load(req.params.id, access(ctx, req, def).scope);
    reply.header('etag', `"${record.version}"`);
    return service.present(def, record);
  });

  // A create or delete the platform serves elsewhere (x-calls) takes the default route's place.
  const calls = def.schema['x-calls'];
  registerCreate(app, ctx, service, def, calls?.create?.path ?? E, calls?.create?.body ?? 'json');

  app.patch(`${E}/:id`, async (req: IdRequest, reply) => {
    const { scope } = gate(req);
    const current = load(req.params.id, scope);
    requireReach(ctx, scope, def.schemaId, req.body);
    const updated = service.update(def, current, req.body, expectedVersion(req));
    reply.header('etag', `"${updated.version}"`);
    return service.present(def, updated);
  });

  const deleteOne = (path: string) => app.delete(path, async (req: IdRequest) => {
    const record = load(req.params.id, gate(req).scope);
    service.delete(def, [record.id]);
    return { id: record.id };
  });
  if (calls?.delete?.idsQuery) {
    registerBulkDelete(app, ctx, service, def, calls.delete.path, calls.delete.idsQuery);
    return;
  }
  if (calls?.delete) {
    deleteOne(calls.delete.path.replace('{id}', ':id'));
    return;
  }
  deleteOne(`${E}/:id`);
  registerBulkDelete(app, ctx, service, def, E);
}
