import type { ServerContext } from '../context';
import { HttpError, MESSAGES } from '../errors';
import { findReferenced, type ResourceDef } from '../resourceDefs';
import type { Scope } from '../store';
import { idsParam, type QueryInput } from '../listQuery';
import { reaches } from './references';

/**
 * A list filtered by a reference (a campaign's creatives: GET /v2/creatives?campaignId=…, the
 * table of related records on a card) names that record in its query: one out of the caller's
 * reach, or none at all, is answered as a missing record (404), like the record's own address —
 * not as an empty list, which would tell the ids that exist elsewhere from those that do not.
 * Records every cabinet may name (x-shared, the SSPs) are never refused.
 */
export function requireFilterReach(ctx: ServerContext, scope: Scope, def: ResourceDef, query: QueryInput): void {
  for (const name of Object.keys(query)) {
    const key = def.queryPaths.get(name) ?? name;
    if (key.includes('.')) continue;
    const prop = def.property(key);
    const item = prop?.type === 'array' && prop.items ? ctx.set.resolve(prop.items) : prop;
    const resource = item?.['x-reference'];
    if (typeof resource !== 'string') continue;
    const target = findReferenced(ctx.defs.values(), resource);
    if (!target || target.shared) continue;
    for (const id of idsParam(query, name)) {
      const record = ctx.store.get(target.schemaId, id);
      if (!record || !reaches(scope, record)) throw new HttpError(404, MESSAGES.notFound);
    }
  }
}
