import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORMAT_MESSAGES } from '../../src/engine/schema';
import { isObjectId } from '../../src/domain/objectId';
import { actorOf } from '../actionLog';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import { parseListQuery, type QueryInput } from '../listQuery';
import { requireReach } from '../reach/references';
import type { RecordService } from '../recordService';
import { DEBUG_TARGETS_DEFAULT } from '../hooks/tools';
import type { ResourceDef } from '../resourceDefs';
import { access, rewrite, type Data } from '../http/access';
import { parsePeriod } from '../http/period';
import { setPageHeaders } from '../http/paging';

/** docs/product.md#constants 'Generated ids 20 characters': the debug id an operator copies into a test device. */
const DEBUG_ID_LENGTH = 20;
const DEBUG_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newDebugId(): string {
  return Array.from(crypto.randomBytes(DEBUG_ID_LENGTH), (b) => DEBUG_ID_ALPHABET[b % DEBUG_ID_ALPHABET.length]).join(
    '',
  );
}

/** ObjectID query parameters of the action log: the docs/product.md#validation message, as the console shows it. */
const ID_FILTERS = ['objectID', 'userID', 'cabinetID'] as const;

const values = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : [v ?? ''])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

/** Answers `method url` of a generic CRUD route here, before the generic handler runs. */
function answer(
  app: FastifyInstance,
  method: string,
  url: string,
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown,
): void {
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== method || req.routeOptions.url !== url) return;
    const result = await handler(req, reply);
    return reply.send(result);
  });
}

/**
 * Tools (docs/product.md#routes tools/*, #calls Logs, Bid logs, Other): the action log's list, bid-log start,
 * debug sessions. Their CRUD is generic; what is answered here is what the generic handlers
 * cannot say (a time range, who started a log, a debug id).
 */
export function registerToolRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const actionLog = ctx.defs.get('actionLog');
  const bidLog = ctx.defs.get('bidLog');
  const debug = ctx.defs.get('debugSession');
  if (actionLog) registerActionLogList(app, ctx, service, actionLog);
  if (bidLog) {
    answer(app, 'POST', bidLog.endpoint, (req, reply) => {
      const { cabinet, scope } = access(ctx, req, bidLog);
      const id = service.create(bidLog, req.body, cabinet.id, scope, {
        serverOwned: { startedBy: actorOf(ctx, req).userLogin },
      });
      reply.code(201);
      return { id };
    });
  }
  if (debug) registerDebugSessions(app, ctx, service, debug);
}

/**
 * GET /v2/actionlogs: the generic list's filters (cabinetID, userID, objectID, objectType,
 * action; comma = any of) plus the time range startTimeISO/endTimeISO, newest first.
 */
function registerActionLogList(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
  def: ResourceDef,
): void {
  answer(app, 'GET', def.endpoint, (req, reply) => {
    const { scope } = access(ctx, req, def);
    const raw = req.query as QueryInput;
    const errors: Record<string, string> = {};
    for (const name of ID_FILTERS) {
      if (values(raw[name]).some((v) => !isObjectId(v))) errors[`/${name}`] = FORMAT_MESSAGES.objectId;
    }
    if (Object.keys(errors).length) throw invalid(errors);
    const { from, to } = parsePeriod(raw);
    const query = parseListQuery(def, raw, ctx.set.resolve);
    for (const [op, bound] of [
      ['>=', from],
      ['<', to],
    ] as const) {
      if (!bound) continue;
      query.where.push(`json_extract(data, '$.time') ${op} ?`);
      query.params.push(bound.toISOString());
    }
    if (!raw.sort) query.orderBy = "json_extract(data, '$.time') DESC, rowid DESC";
    const { rows, total } = ctx.store.list(def.schemaId, query, scope);
    setPageHeaders(reply, query, total);
    return rows.map((r) => service.present(def, r));
  });
}

/**
 * Debug sessions (docs/product.md#states, #calls /tools/debug/{campaignId}): one per campaign. Starting one
 * that exists restarts it: a new debug id, the targets given (or the defaults), a new start time.
 */
function registerDebugSessions(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
  def: ResourceDef,
): void {
  const E = def.endpoint;

  const start = (req: FastifyRequest, reply: FastifyReply, campaignId: unknown) => {
    const { cabinet, scope } = access(ctx, req, def);
    const body: Data = isObject(req.body) ? req.body : {};
    const id = String(campaignId);
    const current = typeof campaignId === 'string' ? ctx.store.get(def.schemaId, id) : null;
    if (current && scope !== null && (current.cabinetId === null || !scope.includes(current.cabinetId))) {
      throw new HttpError(403, MESSAGES.foreignRecord);
    }
    const targets = { ...DEBUG_TARGETS_DEFAULT, ...(isObject(body.targets) ? body.targets : {}) };
    // A restart keeps the note unless another one (or an empty one, to clear it) is sent.
    const note = typeof body.note === 'string' ? body.note.trim() : current?.data.note;
    const data: Data = { campaignId, targets, ...(note ? { note } : {}) };
    const errors = ctx.set.validate(def.schemaId, data);
    if (errors) throw invalid(errors);
    // The campaign comes from the path or the body: either way it must be in reach.
    requireReach(ctx, scope, def.schemaId, data);
    const serverOwned = { debugId: newDebugId(), startedBy: actorOf(ctx, req).userLogin };
    if (current) {
      const stored = rewrite(ctx, def, current, { ...data, ...serverOwned, createdAt: ctx.now().toISOString() });
      return service.present(def, stored);
    }
    service.create(def, data, cabinet.id, scope, { id, serverOwned });
    reply.code(201);
    return service.present(def, ctx.store.get(def.schemaId, id)!);
  };

  // POST /tools/debug/{campaignId} is the platform's call; POST /tools/debug {campaignId} (the
  // generic create) starts a session the same way.
  app.post(`${E}/:id`, async (req: FastifyRequest<{ Params: { id: string } }>, reply) =>
    start(req, reply, req.params.id),
  );
  answer(app, 'POST', E, (req, reply) => start(req, reply, isObject(req.body) ? req.body.campaignId : undefined));

  // GET /debug-rk: the campaigns under debug, for pickers and the campaigns list.
  app.get('/debug-rk', async (req) => {
    const { scope } = access(ctx, req, def);
    return ctx.store
      .all(def.schemaId)
      .filter((r) => scope === null || (r.cabinetId !== null && scope.includes(r.cabinetId)))
      .flatMap((r) => {
        const campaign = ctx.store.get('campaign', r.id);
        return campaign
          ? [
              {
                id: r.id,
                name: String(campaign.data.name ?? r.id),
                debugId: r.data.debugId,
                createdAt: r.data.createdAt,
              },
            ]
          : [];
      });
  });
}
