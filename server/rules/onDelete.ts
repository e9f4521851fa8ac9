import { compact } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { HttpError, MESSAGES } from '../errors';
import { reaches, referrersOf, type Referrer } from '../reach/references';
import type { ResourceDef } from '../resourceDefs';
import type { Scope } from '../store';

/**
 * What deleting a record does to the records that name it, as each naming field declares it
 * (x-on-delete): nothing is left pointing at a record that is gone unless a schema says so
 * ("keep", history). Every reference of every schema is looked at: no resource says by hand
 * which others point to it.
 */

/**
 * `value` without `id` at `path`: a field holding it goes, and in a list the item holding it
 * (an id of a list of ids, a row of a list of objects). `hit`: the id went and no list above has
 * taken the item out yet.
 */
function unlinked(value: unknown, path: string[], id: string): { value: unknown; hit: boolean } {
  if (!path.length) return value === id ? { value: undefined, hit: true } : { value, hit: false };
  if (!value || typeof value !== 'object') return { value, hit: false };
  const [head, ...rest] = path;
  if (head === '*') {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const inner = unlinked(item, rest, id);
      return inner.hit ? [] : [[key, inner.value] as const];
    });
    const kept = Array.isArray(value) ? entries.map(([, item]) => item) : Object.fromEntries(entries);
    return { value: kept, hit: false };
  }
  if (Array.isArray(value) || !Object.hasOwn(value, head)) return { value, hit: false };
  const inner = unlinked((value as Record<string, unknown>)[head], rest, id);
  const out: Record<string, unknown> = { ...value, [head]: inner.value };
  if (inner.value === undefined) delete out[head];
  return { value: out, hit: inner.hit };
}

/** How a referrer reads in a message: its schema's title and its name («Кампания «Лето 2026»»). */
function nameOf({ def, record }: Referrer): string {
  const label = def.schema['x-label'] ? record.data[def.schema['x-label']] : undefined;
  return `${def.schema.title ?? def.schemaId} «${typeof label === 'string' && label ? label : record.id}»`;
}

/** Records named at most in a refusal; the rest are counted. */
const NAMED_AT_MOST = 3;

export interface Deletion {
  /** The records being deleted (schema id and id), those of a bulk delete and what cascades. */
  going: Set<string>;
  /** The caller's reach: a refusal names only the records the caller may read. */
  scope: Scope;
  /** Deletes a record (cascade) by its resource's own rules, this one included. */
  remove: (def: ResourceDef, id: string) => void;
}

export const deletionKey = (def: ResourceDef, id: string) => `${def.schemaId}/${id}`;

/**
 * Whether the naming record stops the delete: its field says "refuse", or the delete would
 * change it (unlink) or take it along (cascade) though it lies outside the caller's reach. A
 * delete never writes what the caller could not write itself: another tenant's campaign that
 * names one's reservation is not rewritten, another cabinet's debug session of one's campaign is
 * not deleted; the delete is refused instead, and the owner of that record decides.
 */
const refuses = ({ place, record }: Referrer, scope: Scope): boolean =>
  place.onDelete === 'refuse' || (place.onDelete !== 'keep' && !reaches(scope, record));

/**
 * Applies the x-on-delete of every record naming `id` of `target`: refuses (409, naming the
 * records in the caller's reach) before anything changes, then deletes, unlinks, or keeps.
 * Records being deleted in the same call neither refuse nor are changed.
 */
export function settleReferrers(ctx: ServerContext, target: ResourceDef, id: string, deletion: Deletion): void {
  const referrers = referrersOf(ctx, target, id).filter(
    ({ def, record }) => !deletion.going.has(deletionKey(def, record.id)),
  );
  const refusing = new Map(
    referrers.filter((r) => refuses(r, deletion.scope)).map((r) => [deletionKey(r.def, r.record.id), r]),
  );
  if (refusing.size) {
    const named = [...refusing.values()]
      .filter(({ record }) => reaches(deletion.scope, record))
      .slice(0, NAMED_AT_MOST)
      .map(nameOf);
    const label = target.schema['x-label'] ? ctx.store.get(target.schemaId, id)?.data[target.schema['x-label']] : null;
    throw new HttpError(
      409,
      MESSAGES.inUse(typeof label === 'string' ? label : null, named, refusing.size - named.length),
    );
  }
  for (const referrer of referrers) {
    const { def, place, record } = referrer;
    if (place.onDelete === 'cascade') {
      if (deletion.going.has(deletionKey(def, record.id))) continue;
      deletion.going.add(deletionKey(def, record.id));
      deletion.remove(def, record.id);
    } else if (place.onDelete === 'unlink') {
      // Read again: an earlier field of the same record may have changed it.
      const current = ctx.store.get(def.schemaId, record.id);
      if (!current) continue;
      const data = (compact(unlinked(current.data, place.path, id).value) ?? {}) as Record<string, unknown>;
      ctx.store.update(def.schemaId, current.id, current.version, data, ctx.now().toISOString());
    }
  }
}
