import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Cabinet } from '../cabinets';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { allows } from '../../src/engine/schema';
import { isObject } from '../merge';
import { reaches, requireReach, unfitReferences } from '../reach/references';
import type { ResourceDef } from '../resourceDefs';
import type { Scope, StoredRecord } from '../store';

/**
 * What the generic CRUD and the custom routes share: the token/cabinet/permission gates (Auth's
 * checks, the cabinet's scope), record loading with 404/403, the contract's paging headers, body
 * validation against a schema, versioned rewrites and record ownership.
 */
export type Data = Record<string, unknown>;

export interface Access {
  cabinet: Cabinet;
  scope: Scope;
}

/**
 * Token (401), cabinet bound to the user and let in by the resource's rule (403), for reads and
 * writes alike: a resource that references this one shows the names of its records through the
 * label lookup (server/reach/labels.ts), never by opening them.
 */
export function access(ctx: ServerContext, req: FastifyRequest, def: ResourceDef): Access {
  const session = ctx.auth.session(req);
  const cabinet = ctx.auth.cabinet(req, session, def)!;
  return { cabinet, scope: ctx.cabinets.scope(cabinet) };
}

const PAGINATION_HEADERS = ['x-pagination-page', 'x-pagination-page-size', 'x-pagination-total'];

/** The contract's paging headers on a list answer (exposed to the browser). */
export function setPageHeaders(reply: FastifyReply, page: { page: number; pageSize: number }, total: number): void {
  reply.headers({
    'x-pagination-page': String(page.page),
    'x-pagination-page-size': String(page.pageSize),
    'x-pagination-total': String(total),
    'access-control-expose-headers': PAGINATION_HEADERS.join(', '),
  });
}

export const visible = (scope: Scope, record: StoredRecord): boolean =>
  scope === null || (record.cabinetId !== null && scope.includes(record.cabinetId));

/** The record by id: 404 when missing, 403 when it belongs to a cabinet out of reach. */
export function loadVisible(ctx: ServerContext, def: ResourceDef, id: string, scope: Scope): StoredRecord {
  const record = ctx.store.get(def.schemaId, id);
  if (!record) throw new HttpError(404, MESSAGES.notFound);
  if (!visible(scope, record)) throw new HttpError(403, MESSAGES.foreignRecord);
  return record;
}

/**
 * The cabinet that reads `def`'s records only as one of them (the schema's x-self-cabinet: an
 * account's cabinet and its account), or null for a cabinet the resource's own rule lets in.
 * 403 for a cabinet neither lets in.
 */
function selfReader(ctx: ServerContext, req: FastifyRequest, def: ResourceDef): Cabinet | null {
  const selfType = def.schema['x-self-cabinet'];
  if (!selfType) return null;
  const cabinet = ctx.auth.cabinet(req, ctx.auth.session(req), { permissions: [] })!;
  if (cabinet.type !== selfType || allows(def, { permissions: cabinet.permissions, cabinetType: cabinet.type }))
    return null;
  return cabinet;
}

/**
 * One record read by id (the record, its status): as any read for the resource's cabinets, and for
 * a cabinet that is itself a record of the resource, its own record only, by the reach rule
 * (server/reach: a cabinet's own record is in its reach); another's is refused as out of reach.
 */
export function loadReadable(ctx: ServerContext, req: FastifyRequest, def: ResourceDef, id: string): StoredRecord {
  const self = selfReader(ctx, req, def);
  if (!self) return loadVisible(ctx, def, id, access(ctx, req, def).scope);
  const record = ctx.store.get(def.schemaId, id);
  if (!record) throw new HttpError(404, MESSAGES.notFound);
  if (!reaches([self.id], record)) throw new HttpError(403, MESSAGES.foreignRecord);
  return record;
}

/** The schema's definition; the routes of a schema that is not there are simply not registered. */
export function defOf(ctx: ServerContext, schemaId: string): ResourceDef | undefined {
  return ctx.defs.get(schemaId);
}

/**
 * A JSON object body validated against a (call body) schema: 400 with Russian field errors.
 * Its x-reference fields must name records in `scope`, the caller's reach (server/reach), that
 * their x-reference-filter admits; an id of no record is the route's to answer.
 */
export function validBody(ctx: ServerContext, schemaId: string, body: unknown, scope: Scope): Data {
  if (!isObject(body)) throw new HttpError(400, MESSAGES.invalid, { '': 'Ожидается объект JSON' });
  const errors = ctx.set.validate(schemaId, body) ?? unfitReferences(ctx, schemaId, body);
  if (errors) throw invalid(errors);
  requireReach(ctx, scope, schemaId, body);
  return body;
}

/** A list of ObjectIDs in a body field: 400 naming the field when it is not one. */
export function idList(body: Data, field: string, required = true): string[] {
  const value = body[field];
  if (value === undefined && !required) return [];
  if (!Array.isArray(value) || (required && value.length === 0)) {
    throw invalid({ [`/${field}`]: 'Не выбрано ни одной записи' });
  }
  const errors: Record<string, string> = {};
  value.forEach((v, i) => {
    if (typeof v !== 'string' || !/^[0-9a-z]{24}$/.test(v)) {
      errors[`/${field}/${i}`] =
        'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра';
    }
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return [...new Set(value as string[])];
}

/**
 * Writes new data of a record the way a PATCH does: version + 1, updatedAt, and a 409 when
 * someone else wrote first. Callers own the transaction.
 */
export function rewrite(ctx: ServerContext, def: ResourceDef, record: StoredRecord, data: Data): StoredRecord {
  const now = ctx.now().toISOString();
  const next = def.timestamps.updatedAt ? { ...data, updatedAt: now } : data;
  if (!ctx.store.update(def.schemaId, record.id, record.version, next, now))
    throw new HttpError(409, MESSAGES.conflict);
  return ctx.store.get(def.schemaId, record.id)!;
}

/** Whether a caller with `scope` may put records under the account. */
export function accountInReach(ctx: ServerContext, scope: Scope, accountId: string): boolean {
  const account = ctx.store.get('account', accountId);
  return !account || reaches(scope, account); // a missing reference is reported by validation
}

/**
 * Before a generic POST of `def` (at `def.endpoint`), `check` may refuse the body with what the
 * resource asks of the record it belongs to (a brand-lift's campaign must have the study on).
 * Where the new record belongs is its schema's x-owner, set in the create's own transaction.
 */
export function checkOnCreate(
  app: FastifyInstance,
  ctx: ServerContext,
  def: ResourceDef,
  check: (body: Data, scope: Scope) => void,
): void {
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'POST' || req.routeOptions.url !== def.endpoint || !isObject(req.body)) return;
    check(req.body, access(ctx, req, def).scope);
  });
}
