import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
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
