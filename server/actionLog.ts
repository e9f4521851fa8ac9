import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from './context';
import { idsParam, type QueryInput } from './listQuery';
import { recordChanges, type FieldChange } from './actionLogChanges';
import { isObject } from './merge';
import { newObjectId } from './objectIds';
import type { ResourceDef } from './resourceDefs';
import { routeOf } from './resourceDefs';

/**
 * The action logger's journal (schema actionLog, docs/product.md#routes tools/action-logger, #entities, #calls Logs).
 * Lines are written by the server only: by the hook below for every successful write through
 * the generic CRUD of any schema (and custom calls on one record, `E/{id}/…`), and by custom
 * calls that change several records (moderation) through writeActionLog.
 */
const ACTION_LOG = 'actionLog';

export type LogAction =
  'create' | 'update' | 'delete' | 'status' | 'moderation' | 'balance' | 'start' | 'stop' | 'other';

export interface ActionLogEntry {
  action: LogAction;
  objectType: string;
  objectID: string;
  objectName?: string;
  fields?: string[];
  /** The fields' old and new values, where the call changed one record (the log's optional extension). */
  changes?: FieldChange[];
  request?: string;
  /** The signed-in user and the cabinet of the call; omitted by the seed, which names them itself. */
  userID?: string;
  userLogin?: string;
  cabinetID?: string;
  cabinetName?: string;
}

/** How the generic verbs read for resources where they mean something else (a bid log is started, not created). */
const VERBS: Record<string, Partial<Record<LogAction, LogAction>>> = {
  bidLog: { create: 'start', delete: 'stop' },
  debugSession: { create: 'start', delete: 'stop' },
};

/** `E/{id}/<tail>` calls: the tail names the action when it is one of ours. */
const TAIL_ACTIONS: Record<string, LogAction> = { status: 'status', block: 'status', balance: 'balance' };

/** The user and cabinet behind a request, with the names they have now (kept in the line). */
export function actorOf(
  ctx: ServerContext,
  req: FastifyRequest,
): Pick<ActionLogEntry, 'userID' | 'userLogin' | 'cabinetID' | 'cabinetName'> {
  const { userId } = ctx.auth.session(req);
  const login = (
    ctx.db.prepare('SELECT login FROM credentials WHERE user_id = ?').get(userId) as { login: string } | undefined
  )?.login;
  const header = req.headers.cabinet;
  const cabinet = ctx.cabinets.get(String(Array.isArray(header) ? header[0] : (header ?? '')));
  return { userID: userId, userLogin: login, cabinetID: cabinet?.id, cabinetName: cabinet?.name };
}

/** Appends one line; owned by the cabinet of the call, so that cabinet (and those above it) see it. */
export function writeActionLog(
  ctx: ServerContext,
  entry: ActionLogEntry,
  at: Date = ctx.now(),
  id: string = newObjectId(),
): string {
  const data: Record<string, unknown> = { time: at.toISOString() };
  for (const [key, value] of Object.entries(entry)) {
    if (value !== undefined && value !== '' && !(Array.isArray(value) && !value.length)) data[key] = value;
  }
  ctx.store.insert(ACTION_LOG, id, entry.cabinetID ?? null, data, at.toISOString());
  return id;
}

/** The label (x-label) of a stored record, to keep beside its id. */
function labelOf(ctx: ServerContext, def: ResourceDef, id: string): string | undefined {
  const labelField = def.schema['x-label'];
  const value = labelField ? ctx.store.get(def.schemaId, id)?.data[labelField] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

interface Matched {
  def: ResourceDef;
  action: LogAction;
  /** Ids known before the handler runs (PATCH/DELETE by id, bulk DELETE); a create's comes from its answer. */
  ids: string[];
  /** A bulk delete: the answer's `ids` (those that existed) are what was deleted. */
  bulk?: boolean;
  fields?: string[];
}

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** Which resource write a request is, by its route pattern; null for everything else. */
function match(ctx: ServerContext, req: FastifyRequest): Matched | null {
  const url = req.routeOptions.url;
  if (!url || !WRITES.has(req.method)) return null;
  for (const def of ctx.defs.values()) {
    if (def.schemaId === ACTION_LOG) continue;
    const E = def.endpoint;
    const verb = (a: LogAction) => VERBS[def.schemaId]?.[a] ?? a;
    if (url === E && req.method === 'POST') return { def, action: verb('create'), ids: [] };
    if (url === E && req.method === 'DELETE')
      return { def, action: verb('delete'), ids: idsParam(req.query as QueryInput), bulk: true };
    const calls = def.schema['x-calls'];
    if (url === calls?.create?.path && req.method === 'POST') {
      // The create call naming a record it adds to (POST /biglist with listID): a change of that record.
      const idField = calls.update ? calls.update.idField : undefined;
      const named = idField && isObject(req.body) ? req.body[idField] : undefined;
      if (typeof named === 'string') return { def, action: verb('update'), ids: [named] };
      return { def, action: verb('create'), ids: [] };
    }
    if (url === calls?.delete?.path && req.method === 'DELETE')
      return { def, action: verb('delete'), ids: idsParam(req.query as QueryInput, calls.delete.idsQuery), bulk: true };
    // One-record calls of x-calls (PUT /rule {id, …}, DELETE /rule/{id}).
    const one = oneRecordCall(def, url, req);
    if (one) return { def, action: verb(one.action), ids: [one.id], fields: one.fields };
    if (!url.startsWith(`${E}/:`)) continue;
    const [param, ...tail] = url.slice(E.length + 2).split('/');
    const id = (req.params as Record<string, string>)[param];
    if (!id) continue;
    if (!tail.length && req.method === 'PATCH') {
      return {
        def,
        action: verb('update'),
        ids: [id],
        fields: isObject(req.body) ? Object.keys(req.body).filter((k) => k !== 'version') : undefined,
      };
    }
    if (!tail.length && req.method === 'DELETE') return { def, action: verb('delete'), ids: [id] };
    if (!tail.length && req.method === 'POST') return { def, action: verb('start'), ids: [id] };
    const last = tail[tail.length - 1];
    return {
      def,
      action: TAIL_ACTIONS[last] ?? 'other',
      ids: [id],
      fields: isObject(req.body) ? Object.keys(req.body) : undefined,
    };
  }
  return null;
}

/** A write at a one-record path of the schema's x-calls: its action, the record's id and the fields sent. */
function oneRecordCall(
  def: ResourceDef,
  url: string,
  req: FastifyRequest,
): { action: LogAction; id: string; fields?: string[] } | null {
  const calls = def.schema['x-calls'];
  const params = req.params as Record<string, string>;
  if (
    calls?.delete &&
    !calls.delete.idsQuery &&
    url === routeOf(calls.delete.path) &&
    req.method === 'DELETE' &&
    params.id
  )
    return { action: 'delete', id: params.id };
  if (!calls?.update || url !== routeOf(calls.update.path) || req.method !== calls.update.method) return null;
  const idField = calls.update.idField ?? def.schema['x-id'] ?? 'id';
  const body = isObject(req.body) ? req.body : {};
  const id = calls.update.path.includes('{id}') ? params.id : body[idField];
  if (typeof id !== 'string') return null;
  // A list sent as its added and removed values (x-calls.update.diff) is logged as the list field.
  const fieldOf = new Map(
    Object.entries(calls.update.diff ?? {}).flatMap(([f, n]) => [
      [n.add, f],
      [n.remove, f],
    ]),
  );
  const fields = Object.keys(body)
    .filter((k) => k !== 'version' && k !== idField)
    .map((k) => fieldOf.get(k) ?? k);
  return { action: 'update', id, fields: [...new Set(fields)] };
}

/**
 * Records every successful resource write (docs/product.md#calls Logs): a global hook pair, so no route and
 * no resource file has to remember it. Names of records about to be deleted are read before the
 * handler runs; a logging failure never fails the call it describes.
 */
export function registerActionLogging(app: FastifyInstance, ctx: ServerContext): void {
  if (!ctx.defs.has(ACTION_LOG)) return;
  const pending = new WeakMap<
    FastifyRequest,
    Matched & { names: Map<string, string | undefined>; before?: Record<string, unknown> }
  >();

  app.addHook('preHandler', async (req) => {
    const found = match(ctx, req);
    if (!found) return;
    // A change of one record (an edit, a status, an operation) keeps what it was, for its old → new.
    const changesOne = found.ids.length === 1 && !found.bulk && found.action !== 'delete' && found.action !== 'stop';
    const before = changesOne ? ctx.store.get(found.def.schemaId, found.ids[0])?.data : undefined;
    pending.set(req, {
      ...found,
      before,
      names: new Map(found.ids.map((id) => [id, labelOf(ctx, found.def, id)])),
    });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const found = pending.get(req);
    if (!found || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    try {
      let ids = found.ids;
      if ((!ids.length || found.bulk) && typeof payload === 'string') {
        const body = JSON.parse(payload) as { id?: unknown; ids?: unknown };
        ids = typeof body.id === 'string' ? [body.id] : Array.isArray(body.ids) ? body.ids.map(String) : [];
      }
      const actor = actorOf(ctx, req);
      const request = `${req.method} ${req.url.split('?')[0]}`;
      ctx.db.transaction(() => {
        for (const id of ids) {
          const objectName =
            found.action === 'delete' || found.action === 'stop'
              ? found.names.get(id)
              : (labelOf(ctx, found.def, id) ?? found.names.get(id));
          const after = found.before ? ctx.store.get(found.def.schemaId, id)?.data : undefined;
          const changes = found.before && after ? recordChanges(found.def, found.before, after) : undefined;
          writeActionLog(ctx, {
            ...actor,
            action: found.action,
            objectType: found.def.schemaId,
            objectID: id,
            objectName,
            fields: found.fields,
            changes,
            request,
          });
        }
      })();
    } catch (error) {
      req.log.error(error, 'action log line not written');
    }
    return payload;
  });
}
