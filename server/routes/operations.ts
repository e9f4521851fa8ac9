import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  allows,
  REQUIRED_MESSAGE,
  operationsOf,
  stateTitle,
  targetStates,
  transitionRefusal,
  transitionTo,
  valueAt,
  type JsonSchema,
  type TransitionOperation,
} from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import type { RecordService } from '../recordService';
import { routeOf, type ResourceDef } from '../resourceDefs';
import type { Scope, StoredRecord } from '../store';
import { access, rewrite, validBody, visible, type Data } from '../http/access';
import { idList } from '../http/body';
import { ifMatch } from '../http/ifMatch';
import { requireFilterReach } from '../reach/filters';

type OperationRequest = FastifyRequest<{ Params: { id?: string } }>;

/** Sets a dotted field of a record's data, keeping its siblings (`statusData.moderationStatus`). */
function withField(data: Data, field: string, value: unknown): Data {
  const [head, ...rest] = field.split('.');
  if (!rest.length) return { ...data, [head]: value };
  return { ...data, [head]: withField(isObject(data[head]) ? data[head] : {}, rest.join('.'), value) };
}

/** The schema of a dotted field, resolved (its enum's titles name the states). */
function fieldSchema(ctx: ServerContext, schema: JsonSchema, field: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of field.split('.')) node = node && ctx.set.resolve(node).properties?.[key];
  return node && ctx.set.resolve(node);
}

/**
 * Every transition a schema declares (x-operations, src/engine/schema/operations.ts), served at the
 * product's method and path beside the generic CRUD, through the same gates: the token, the
 * cabinet and the schema's permission (plus the operation's own), the record's reach, the body's
 * schema, and If-Match on a call that names one record (a stale change is a 409 like a stale edit).
 * A state the transition does not allow from the record's current one is a 409 naming both; a
 * selection's call changes each record it may and reports the others with the reason. An operation
 * that `match`es records by the body's values changes every one of them in reach that may go there.
 */
export function registerOperationRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  for (const def of ctx.defs.values()) {
    for (const operation of operationsOf(def.schema)) {
      if (operation.kind === 'transition') registerTransition(app, ctx, service, def, operation);
    }
  }
}

function registerTransition(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
  def: ResourceDef,
  operation: TransitionOperation & { name: string },
): void {
  // A queue that is a view of another schema's records changes those records.
  const target = operation.records ? ctx.defs.get(operation.records) : def;
  if (!target) return;
  const field = fieldSchema(ctx, target.schema, operation.field);
  const { transition: hook, conflict = MESSAGES.conflict } = service.hooksOf(target);
  const states = targetStates(operation);
  const stateAt = `/${operation.state ?? operation.field}`;

  const gate = (req: FastifyRequest): Scope => {
    const { scope, cabinet } = access(ctx, req, def);
    const rule = { permissions: operation.permission ?? [], cabinetTypes: operation.cabinet ?? [] };
    if (!allows(rule, { permissions: cabinet.permissions, cabinetType: cabinet.type }))
      throw new HttpError(403, MESSAGES.noPermission);
    return scope;
  };

  /** The records the call names: one by path or body id, or a selection's list. */
  const named = (req: OperationRequest, body: Data): { ids: string[]; one: boolean } => {
    if (operation.path.includes('{id}')) return { ids: [req.params.id ?? ''], one: true };
    if (operation.id) {
      const id = body[operation.id];
      if (typeof id !== 'string' || !id) throw invalid({ [`/${operation.id}`]: REQUIRED_MESSAGE });
      return { ids: [id], one: true };
    }
    return { ids: idList(body, operation.ids ?? 'ids'), one: false };
  };

  const newState = (body: Data): unknown => {
    if (!operation.state) return states[0];
    const to = body[operation.state];
    if (!states.includes(to as never)) {
      const names = states.map((s) => `«${stateTitle(operation, field, s)}»`).join(', ');
      throw invalid({ [stateAt]: `Выберите одно из состояний: ${names}` });
    }
    return to;
  };

  /**
   * The body's values of `match` (left out: any), checked like a list's filters: one naming a record
   * out of the caller's reach, or none, is a missing record (404).
   */
  const matchOf = (scope: Scope, body: Data): [string, string | number | boolean][] => {
    const given = (operation.match ?? []).filter((name) => body[name] !== undefined && body[name] !== null);
    const values = given.map((name): [string, string | number | boolean] => {
      const value = body[name];
      if (!['string', 'number', 'boolean'].includes(typeof value) || value === '')
        throw invalid({ [`/${name}`]: 'Укажите одно значение' });
      return [name, value as string | number | boolean];
    });
    requireFilterReach(ctx, scope, target, Object.fromEntries(values.map(([name, v]) => [name, String(v)])));
    return values;
  };

  app.route({
    method: operation.method,
    url: routeOf(operation.path),
    handler: async (req: OperationRequest) => {
      const scope = gate(req);
      const raw = req.body ?? {};
      if (!isObject(raw)) throw invalid({ '': 'Ожидается объект JSON' });
      const body = operation.body ? validBody(ctx, operation.body, raw, scope) : raw;
      const to = newState(body);
      const change = (record: StoredRecord): StoredRecord => {
        const data = withField(record.data, operation.field, to);
        const stored = hook?.(ctx, { operation: operation.name, record, data, to, body, request: req }) ?? data;
        return rewrite(ctx, target, record, stored);
      };
      if (operation.match) {
        const values = matchOf(scope, body);
        const from = transitionTo(operation, to)?.from ?? [];
        const changed = ctx.db.transaction(() =>
          ctx.store
            .all(target.schemaId)
            .filter((r) => visible(scope, r) && values.every(([name, v]) => valueAt(r.data, name) === v))
            .filter((r) => from.includes(valueAt(r.data, operation.field) as never))
            .map((r) => change(r).id),
        )();
        return { ids: changed, affectedCount: changed.length, skippedCount: 0, skipped: [] };
      }
      const { ids, one } = named(req, body);
      const expected = ids.length === 1 ? ifMatch(req) : null;
      const records = ids.map((id, i) => {
        const record = ctx.store.get(target.schemaId, id);
        if (!record) {
          if (one) throw new HttpError(404, MESSAGES.notFound);
          throw invalid({ [`/${operation.ids ?? 'ids'}/${i}`]: MESSAGES.notFound });
        }
        if (!visible(scope, record)) throw new HttpError(403, MESSAGES.foreignRecord);
        return record;
      });
      const userId = ctx.auth.session(req).userId;
      const refusalOf = (record: StoredRecord): string | null => {
        const own = transitionTo(operation, to)?.notOwn;
        if (own && record.id === userId) return own;
        return transitionRefusal(operation, field, valueAt(record.data, operation.field), to);
      };

      if (one) {
        const [record] = records;
        if (expected !== null && expected !== record.version) throw new HttpError(409, conflict);
        const refusal = refusalOf(record);
        if (refusal) throw new HttpError(409, refusal);
        return service.present(target, ctx.db.transaction(() => change(record))());
      }
      if (expected !== null && expected !== records[0].version) throw new HttpError(409, conflict);
      const unique = [...new Map(records.map((r) => [r.id, r])).values()];
      const changed: string[] = [];
      const skipped: { id: string; message: string }[] = [];
      ctx.db.transaction(() => {
        for (const record of unique) {
          const refusal = refusalOf(record);
          if (refusal) skipped.push({ id: record.id, message: refusal });
          else changed.push(change(record).id);
        }
      })();
      return { ids: changed, affectedCount: changed.length, skippedCount: skipped.length, skipped };
    },
  });
}
