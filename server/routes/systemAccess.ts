import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, MESSAGES } from '../errors';
import type { ResourceDef } from '../resourceDefs';
import type { Scope, StoredRecord } from '../store';
import { access, loadVisible } from './access';

/**
 * The custom endpoints of the system-settings entities (SSPs, companions, notifications) act on
 * records of a schema, so they answer to the same gate as that schema's CRUD: the token, the
 * Cabinet header, the schema's x-permission (ctx.auth), and the cabinet's reach (ctx.cabinets).
 */
export interface RecordAccess {
  def: ResourceDef;
  /** 401 without a session, 403 without the cabinet or the permission; the caller's scope. */
  gate(req: FastifyRequest): Scope;
  /** The record by id: 404 when missing, 403 when it belongs to a cabinet out of reach. */
  load(id: string, scope: Scope): StoredRecord;
}

export function recordAccess(ctx: ServerContext, schemaId: string): RecordAccess | null {
  const def = ctx.defs.get(schemaId);
  if (!def) return null;
  return {
    def,
    gate: (req) => access(ctx, req, def).scope,
    load: (id, scope) => loadVisible(ctx, def, id, scope),
  };
}

/**
 * Writes server-owned fields (a status, a key) of a stored record: the schema validation of the
 * generic PATCH is for what clients send, these are not. The version goes up like any update,
 * and a concurrent write in between is a 409 rather than a lost update.
 */
export function writeServerOwned(
  ctx: ServerContext,
  def: ResourceDef,
  record: StoredRecord,
  changes: Record<string, unknown>,
): StoredRecord {
  const now = ctx.now().toISOString();
  const data = { ...record.data, ...changes };
  if (def.timestamps.updatedAt) data.updatedAt = now;
  if (!ctx.store.update(def.schemaId, record.id, record.version, data, now))
    throw new HttpError(409, MESSAGES.conflict);
  return ctx.store.get(def.schemaId, record.id)!;
}

/** page/pageSize of a custom list, lenient like the generic ones (default 25, at most 1000). */
export function paging(query: unknown): { page: number; pageSize: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const int = (v: unknown, fallback: number, max: number) => {
    const n = Number.parseInt(String(Array.isArray(v) ? v[0] : (v ?? '')), 10);
    return Number.isFinite(n) ? Math.min(Math.max(n, 1), max) : fallback;
  };
  return { page: int(q.page, 1, Number.MAX_SAFE_INTEGER), pageSize: int(q.pageSize, 25, 1000) };
}

/** The contract's paging headers on a custom list. */
export { setPageHeaders as sendPage } from './access';
