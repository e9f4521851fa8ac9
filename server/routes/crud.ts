import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, MESSAGES } from '../errors';
import { parseListQuery, type QueryInput } from '../listQuery';
import type { RecordService } from '../recordService';
import type { ResourceDef } from '../resourceDefs';
import type { Scope, StoredRecord } from '../store';

export const PAGINATION_HEADERS = ['x-pagination-page', 'x-pagination-page-size', 'x-pagination-total'];

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

const visible = (scope: Scope, record: StoredRecord): boolean =>
  scope === null || (record.cabinetId !== null && scope.includes(record.cabinetId));

/** Registers the contract's CRUD routes for every schema with x-endpoint. */
export function registerCrudRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  for (const def of ctx.defs.values()) registerResource(app, ctx, service, def);
}

function registerResource(app: FastifyInstance, ctx: ServerContext, service: RecordService, def: ResourceDef): void {
  const E = def.endpoint;

  /** Token, cabinet, permissions: the same gate for every write on the resource. */
  const gate = (req: FastifyRequest) => {
    const session = ctx.auth.session(req);
    const cabinet = ctx.auth.cabinet(req, session, def.permissions)!;
    return { cabinet, scope: ctx.cabinets.scope(cabinet) };
  };
  /** Reads are open to the resources that reference this one too (ResourceDef.readPermissions). */
  const readGate = (req: FastifyRequest) => {
    const cabinet = ctx.auth.cabinetForAnyOf(req, ctx.auth.session(req), def.readPermissions);
    return { cabinet, scope: ctx.cabinets.scope(cabinet) };
  };

  /** The record by id, 404 when missing, 403 when it belongs to a cabinet out of reach. */
  const load = (id: string, scope: Scope): StoredRecord => {
    const record = ctx.store.get(def.schemaId, id);
    if (!record) throw new HttpError(404, MESSAGES.notFound);
    if (!visible(scope, record)) throw new HttpError(403, MESSAGES.foreignRecord);
    return record;
  };

  app.get(E, async (req, reply) => {
    const { scope } = readGate(req);
    const query = parseListQuery(def, req.query as QueryInput, ctx.set.resolve);
    const paginate = (total: number) => reply.headers({
      'x-pagination-page': String(query.page),
      'x-pagination-page-size': String(query.pageSize),
      'x-pagination-total': String(total),
      'access-control-expose-headers': PAGINATION_HEADERS.join(', '),
    });
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
    const record = load(req.params.id, readGate(req).scope);
    reply.header('etag', `"${record.version}"`);
    return service.present(def, record);
  });

  app.post(E, async (req, reply) => {
    const { cabinet } = gate(req);
    const id = service.create(def, req.body, cabinet.id);
    return reply.code(201).send({ id });
  });

  app.patch(`${E}/:id`, async (req: IdRequest, reply) => {
    const current = load(req.params.id, gate(req).scope);
    const updated = service.update(def, current, req.body, expectedVersion(req));
    reply.header('etag', `"${updated.version}"`);
    return service.present(def, updated);
  });

  app.delete(`${E}/:id`, async (req: IdRequest) => {
    const record = load(req.params.id, gate(req).scope);
    service.delete(def, [record.id]);
    return { id: record.id };
  });

  // Bulk delete: all or nothing. Ids already gone are skipped (deleting is idempotent), one
  // record out of reach refuses the whole call.
  app.delete(E, async (req) => {
    const { scope } = gate(req);
    const raw = (req.query as QueryInput).ids;
    const ids = (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
    if (!ids.length) throw new HttpError(400, MESSAGES.invalid, { '/ids': 'Не выбраны записи для удаления' });
    const found = ids.map((id) => ctx.store.get(def.schemaId, id)).filter((r): r is StoredRecord => r !== null);
    if (found.some((r) => !visible(scope, r))) throw new HttpError(403, MESSAGES.foreignRecord);
    service.delete(def, found.map((r) => r.id));
    return { ids: found.map((r) => r.id) };
  });
}
