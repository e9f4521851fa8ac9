import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessRule } from '../../src/engine/schema';
import type { Cabinet } from '../cabinets';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { idsParam, LIST_QUERY_MESSAGES, parseListQuery, type QueryInput } from '../listQuery';
import { findReferenced, type ResourceDef } from '../resourceDefs';
import { placesNaming, referencePlaces, valuesAt } from './references';
import { setPageHeaders } from '../http/paging';

/** GET /v2/labels/{schema}: the names of referenced records, for forms and lists (docs/reach.md). */
const LABELS_PATH = '/v2/labels';

/**
 * Who may ask for the names of a resource's records: holders of its own permissions, or of the
 * permissions of a resource that references it (a campaign shows its account's name to a cabinet
 * that may not open the accounts).
 */
function labelRules(ctx: ServerContext, target: ResourceDef): AccessRule[] {
  return [target, ...new Set(placesNaming(ctx, target).map(({ def }) => def))];
}

/**
 * The properties a names call filters by: those an x-reference-filter pointing at the target
 * names (a campaign's big list picker asks for lists of its row's type). The schemas say a
 * picker may tell them; no other property is taken.
 */
function labelFilters(ctx: ServerContext, target: ResourceDef): string[] {
  const properties = new Set<string>();
  for (const schemaId of ctx.set.schemas.keys())
    for (const place of referencePlaces(ctx, schemaId))
      if (place.filter && findReferenced(ctx.defs.values(), place.resource) === target)
        for (const property of Object.keys(place.filter)) properties.add(property);
  return [...properties];
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const marks = (values: readonly unknown[]) => values.map(() => '?').join(',') || 'NULL';

/**
 * Of `ids`, the records out of reach that may still be named to the cabinet: records of the
 * cabinets above it in its own tree (its agency's, or the agency's own record) that a record in
 * its reach names in an x-reference field (the agency's player configuration on its account's
 * creative). Another agency's record is never one, whatever names it: a campaign naming another
 * agency's reservation lends its name to no one. Set-based, whatever the count of ids: one query
 * keeps the ids owned above the cabinet (another tenant's ids stop there), then one query per
 * field that may name the resource finds the records in reach that name any of those.
 */
function namedFromAbove(ctx: ServerContext, target: ResourceDef, ids: string[], cabinet: Cabinet): string[] {
  const above = ctx.cabinets.above(cabinet);
  if (!ids.length || !above.length) return [];
  const owned = ctx.db
    .prepare(
      `SELECT id FROM records WHERE resource = ? AND id IN (${marks(ids)})
       AND (cabinet_id IN (${marks(above)}) OR id IN (${marks(above)}))`,
    )
    .pluck()
    .all(target.schemaId, ...ids, ...above, ...above) as string[];
  if (!owned.length) return [];
  const scope = ctx.cabinets.scope(cabinet) ?? [];
  const wanted = new Set(owned);
  const named = new Set<string>();
  for (const { def, place } of placesNaming(ctx, target)) {
    // A cheap cut in SQL (a record in reach holding one of the ids anywhere), then the field itself.
    const rows = ctx.db
      .prepare(
        `SELECT id, data FROM records r WHERE resource = ?
         AND (cabinet_id IN (${marks(scope)}) OR id IN (${marks(scope)}))
         AND EXISTS (SELECT 1 FROM json_tree(r.data) j WHERE j.atom IN (${marks(owned)}))`,
      )
      .all(def.schemaId, ...scope, ...scope, ...owned) as { id: string; data: string }[];
    for (const row of rows)
      for (const { value } of valuesAt(JSON.parse(row.data), place.path))
        if (typeof value === 'string' && wanted.has(value)) named.add(value);
  }
  return [...named];
}

/**
 * Names of referenced records without opening their resource: id and the x-label field only, of
 * records in the caller's reach, by `ids` (a list's names) or by `search` in the name (a form's
 * choices) and the properties of labelFilters, paged, by name. Nothing else of the record leaves,
 * and no other parameter is taken: another one is a 400 at its place, as on a list (a filter on
 * another field would tell that field's value).
 */
export function registerLabelRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const allowed = new Map([...ctx.defs.values()].map((d) => [d.schemaId, labelRules(ctx, d)]));
  const filters = new Map([...ctx.defs.values()].map((d) => [d.schemaId, labelFilters(ctx, d)]));

  app.get(`${LABELS_PATH}/:schema`, async (req: FastifyRequest<{ Params: { schema: string } }>, reply) => {
    const session = ctx.auth.session(req);
    const def = ctx.defs.get(req.params.schema);
    if (!def) throw new HttpError(404, MESSAGES.routeNotFound);
    const cabinet = ctx.auth.cabinetForAnyOf(req, session, allowed.get(def.schemaId)!);
    const scope = ctx.cabinets.scope(cabinet);
    const label =
      typeof def.schema['x-label'] === 'string' && def.property(def.schema['x-label']) ? def.schema['x-label'] : null;
    const raw = req.query as QueryInput;
    const taken = new Set(['ids', 'search', 'page', 'pageSize', ...filters.get(def.schemaId)!]);
    const unknown = Object.keys(raw).filter((key) => !taken.has(key));
    if (unknown.length)
      throw invalid(Object.fromEntries(unknown.map((key) => [`/${key}`, LIST_QUERY_MESSAGES.unknown(key)])));
    const query = parseListQuery(
      { ...def, searchPaths: label ? [label] : [] },
      {
        ...Object.fromEntries(filters.get(def.schemaId)!.map((property) => [property, raw[property]])),
        ids: raw.ids,
        search: one(raw.search),
        page: one(raw.page),
        pageSize: one(raw.pageSize),
        ...(label ? { sort: label, order: 'asc' } : {}),
      },
      ctx.set.resolve,
    );
    // Records every cabinet may name (x-shared) are named to every cabinet that may ask.
    if (scope !== null && !def.shared) {
      // In reach (server/reach/references.ts): owned by a cabinet in scope, or that cabinet's own
      // record; asked by id, also one of a cabinet above it in its own tree that a record in reach
      // names (the agency's player configuration on its account's creative: the account reads its
      // name, and still cannot pick it). Unknown and other tenants' ids are simply not answered.
      const named = namedFromAbove(ctx, def, idsParam(raw), cabinet);
      query.where.push(`(cabinet_id IN (${marks(scope)}) OR id IN (${marks(scope)}) OR id IN (${marks(named)}))`);
      query.params.push(...scope, ...scope, ...named);
    }
    const { rows, total } = ctx.store.list(def.schemaId, query, null);
    setPageHeaders(reply, query, total);
    return rows.map((r) => (label ? { id: r.id, [label]: r.data[label] ?? null } : { id: r.id }));
  });
}
