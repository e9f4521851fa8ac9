import type { FastifyInstance } from 'fastify';
import { reaches, referencePlaces } from '../../server/reach/references';
import { findReferenced, type ResourceDef } from '../../server/resourceDefs';
import type { StoredRecord } from '../../server/store';
import type { Actor } from './actors';
import { pathWith, resourcesOf, send, type Route } from './routes';

/** A 5xx answer: what was sent and the shape of the answer. */
export interface ServerError {
  request: string;
  actor: string;
  status: number;
  shape: string;
}

export interface TenancySweep {
  /** route × method × actor combinations sent. */
  combinations: number;
  requests: number;
  errors: ServerError[];
  /** A 2xx that read, wrote or stored another tenant's record. */
  crossings: string[];
}

/** The shape of an answer, for a report line: its keys, or its start. */
export function shapeOf(body: string): string {
  try {
    const json = JSON.parse(body) as unknown;
    if (json && typeof json === 'object') return `{${Object.keys(json).join(',')}}`;
  } catch {
    // not JSON
  }
  return body.slice(0, 80);
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Routes that end the probe's own sessions or sign it in: sent, but never with the demo users' own ids. */
const SESSION_ROUTES = /\/(users|password|sign-in|sign-out|session|favorites)\b/;

function setAt(target: Record<string, unknown>, path: string[], value: string): void {
  const [head, ...rest] = path;
  if (!rest.length) {
    target[head] = value;
    return;
  }
  if (rest[0] === '*') {
    target[head] = rest.length === 1 ? [value] : [setAtNew(rest.slice(1), value)];
    return;
  }
  const inner = (target[head] ?? {}) as Record<string, unknown>;
  target[head] = inner;
  setAt(inner, rest, value);
}
const setAtNew = (path: string[], value: string) => {
  const o: Record<string, unknown> = {};
  setAt(o, path, value);
  return o;
};

/**
 * Sends every route of the API as every actor, with ids of the actor's own records and of other
 * tenants' ones in the path, the query and the body. A crossing is a 2xx that answers an id of a
 * record out of the actor's reach (and not one above it in its own tree, nor a record every
 * cabinet may name), or a write that changed such a record, or stored a reference to one.
 */
export async function sweepTenancy(app: FastifyInstance, routes: Route[], actors: Actor[]): Promise<TenancySweep> {
  const ctx = app.kabinet;
  const defs = [...ctx.defs.values()];
  const records = new Map<string, StoredRecord[]>(defs.map((d) => [d.schemaId, ctx.store.all(d.schemaId)]));
  const owner = new Map<string, { schema: string; record: StoredRecord }>();
  for (const [schema, list] of records) for (const record of list) owner.set(record.id, { schema, record });
  const out: TenancySweep = { combinations: 0, requests: 0, errors: [], crossings: [] };

  for (const actor of actors) {
    const foreignOf = (def: ResourceDef, r: StoredRecord) =>
      actor.scope !== null &&
      !def.shared &&
      r.cabinetId !== null &&
      !reaches(actor.scope, r) &&
      !actor.above.includes(r.cabinetId) &&
      !actor.above.includes(r.id);
    // An id is another tenant's only when no record of that id is the actor's to see: a debug
    // session carries its campaign's id, the actor's own user record is read through /me, the
    // cabinets its user holds through /v2/users/cabinets.
    const foreignIds = new Set<string>();
    const seeable = new Set<string>([actor.userId ?? '', ...actor.bound]);
    for (const def of defs)
      for (const r of records.get(def.schemaId)!) (foreignOf(def, r) ? foreignIds : seeable).add(r.id);
    for (const id of seeable) foreignIds.delete(id);
    const ownOf = (def: ResourceDef) =>
      records.get(def.schemaId)!.find((r) => ctx.store.get(def.schemaId, r.id) && !foreignOf(def, r));
    const foreignRecordOf = (def: ResourceDef) =>
      records.get(def.schemaId)!.find((r) => foreignOf(def, r) && ctx.store.get(def.schemaId, r.id));
    /** A body naming another tenant's record in each reference field of the schema (two levels deep). */
    const foreignBody = (def: ResourceDef): Record<string, unknown> => {
      const body: Record<string, unknown> = {};
      for (const place of referencePlaces(ctx, def.schemaId)) {
        if (place.readOnly || place.path.filter((p) => p !== '*').length > 2) continue;
        const target = findReferenced(ctx.defs.values(), place.resource);
        const named = target && foreignRecordOf(target);
        if (named) setAt(body, place.path, named.id);
      }
      return body;
    };
    const foreignNamedIn = (body: string) =>
      [...new Set(body.match(/[0-9a-f]{24}/g) ?? [])].filter((id) => foreignIds.has(id));
    const naming = (ids: string[]) => {
      if (!ids.length || actor.scope === null) return 0;
      const marks = actor.scope.map(() => '?').join(',') || 'NULL';
      return ids.reduce(
        (n, id) =>
          n +
          (ctx.db
            .prepare(
              `SELECT count(*) FROM records WHERE instr(data, ?) > 0 AND (cabinet_id IN (${marks}) OR id IN (${marks}))`,
            )
            .pluck()
            .get(JSON.stringify(id), ...actor.scope!, ...actor.scope!) as number),
        0,
      );
    };

    for (const route of routes) {
      for (const method of route.methods) {
        out.combinations++;
        const candidates = resourcesOf(defs, route.url);
        const tries: { id: string; def: ResourceDef; foreign: boolean }[] = [];
        for (const def of route.params.length ? candidates : candidates.slice(0, 1)) {
          const own = ownOf(def);
          const foreign = foreignRecordOf(def);
          if (own && !(WRITES.includes(method) && (method === 'DELETE' || SESSION_ROUTES.test(route.url))))
            tries.push({ id: own.id, def, foreign: false });
          if (foreign) tries.push({ id: foreign.id, def, foreign: true });
        }
        if (!tries.length) tries.push({ id: '0'.repeat(24), def: candidates[0], foreign: false });
        for (const t of tries) {
          const idField = t.def.idProperty ?? 'id';
          const foreignQuery = t.foreign ? t.id : (foreignRecordOf(t.def)?.id ?? t.id);
          const query = `ids=${foreignQuery}&id=${foreignQuery}&accountId=${foreignQuery}&campaignId=${foreignQuery}`;
          const url = `${pathWith(route.url, t.id, t.def.schemaId)}?${query}`;
          const body = WRITES.includes(method)
            ? { ...foreignBody(t.def), ...(route.params.length ? {} : { [idField]: t.id, listID: t.id }) }
            : undefined;
          const sentIds = body ? foreignNamedIn(JSON.stringify(body)) : [];
          const namingBefore = naming(sentIds);
          const before = t.foreign ? ctx.store.get(t.def.schemaId, t.id) : null;
          const res = await send(app, actor, {
            method: method as 'GET',
            url,
            ...(body ? { payload: body } : {}),
          });
          out.requests++;
          const request = `${method} ${route.url}`;
          if (res.statusCode >= 500)
            out.errors.push({ request, actor: actor.name, status: res.statusCode, shape: shapeOf(res.body) });
          if (res.statusCode < 200 || res.statusCode >= 300) continue;
          if (method === 'GET') {
            const leaked = foreignNamedIn(res.body).filter((id) => ctx.store.get(owner.get(id)!.schema, id));
            if (leaked.length)
              out.crossings.push(
                `${request} as ${actor.name}: answered ${leaked.length} record(s) of other tenants, e.g. ${owner.get(leaked[0])!.schema}/${leaked[0]}`,
              );
            continue;
          }
          const after = t.foreign ? ctx.store.get(t.def.schemaId, t.id) : null;
          if (before && (!after || after.version !== before.version))
            out.crossings.push(
              `${request} as ${actor.name}: ${after ? 'changed' : 'deleted'} ${t.def.schemaId}/${t.id}`,
            );
          if (naming(sentIds) > namingBefore)
            out.crossings.push(
              `${request} as ${actor.name}: stored a reference to another tenant's ${sentIds.join(',')}`,
            );
        }
      }
    }
  }
  return out;
}
