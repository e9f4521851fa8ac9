import {
  resolveReferenceFilter,
  type FieldErrors,
  type JsonSchema,
  type ReferenceFilter,
} from '../../src/engine/schema';
import type { OnDelete } from '../../src/engine/schema/keywords';
import type { ServerContext } from '../context';
import { invalid, MESSAGES } from '../errors';
import { findReferenced, type ResourceDef } from '../resourceDefs';
import type { Scope, StoredRecord } from '../store';

/**
 * Reach: a cabinet works only with the records it may read. Every id a request names in a body
 * field that the schema marks with x-reference (at the top, in nested objects, in arrays) must
 * name a record in the caller's reach, or nothing is stored. The rule comes from the schemas:
 * no route says which fields to check, a custom call only says which schema its body follows.
 */

/** One place of a schema that holds ids of another resource: its path ("*" = every item) and target key. */
export interface ReferencePlace {
  path: string[];
  resource: string;
  /** Server-owned (readOnly): shown, never taken from a body. */
  readOnly: boolean;
  /** x-reference-filter: the properties a named record must have. */
  filter?: ReferenceFilter;
  /** x-on-delete: what deleting the named record does to the record naming it (refused when unsaid). */
  onDelete: OnDelete;
}

/**
 * Whether a record is in reach of a cabinet whose scope is `scope`: everything for a cabinet that
 * sees the whole platform (null), else the records owned by a cabinet in scope, and a cabinet's
 * own record (an agency's or account's record carries its cabinet's id; it is owned one level up).
 */
export function reaches(scope: Scope, record: Pick<StoredRecord, 'id' | 'cabinetId'>): boolean {
  if (scope === null) return true;
  return (record.cabinetId !== null && scope.includes(record.cabinetId)) || scope.includes(record.id);
}

const placesCache = new WeakMap<ServerContext['set'], Map<string, ReferencePlace[]>>();

/** Where a schema holds references, those the server fills itself (readOnly) included. */
export function referencePlaces(ctx: Pick<ServerContext, 'set'>, schemaId: string): ReferencePlace[] {
  let bySchema = placesCache.get(ctx.set);
  if (!bySchema) placesCache.set(ctx.set, (bySchema = new Map()));
  let places = bySchema.get(schemaId);
  if (!places) {
    places = [];
    collect(ctx.set, ctx.set.get(schemaId), [], places, 0, false);
    bySchema.set(schemaId, places);
  }
  return places;
}

/** Deeper than any record the console edits: a recursive $ref stops here. */
const MAX_DEPTH = 12;

function collect(
  set: ServerContext['set'],
  raw: JsonSchema,
  path: string[],
  out: ReferencePlace[],
  depth: number,
  readOnlyAbove: boolean,
): void {
  const s = set.resolve(raw);
  if (depth > MAX_DEPTH) return;
  const readOnly = readOnlyAbove || s.readOnly === true;
  if (typeof s['x-reference'] === 'string') {
    const filter = s['x-reference-filter'];
    // On an array (as on its items): every item is an id.
    const at = s.type === 'array' ? [...path, '*'] : path;
    const onDelete = s['x-on-delete'] ?? 'refuse';
    const place = { path: at, resource: s['x-reference'], readOnly, onDelete, ...(filter ? { filter } : {}) };
    if (!out.some((p) => p.resource === place.resource && p.path.join('/') === at.join('/'))) out.push(place);
    return;
  }
  const inner = depth + 1;
  for (const [key, prop] of Object.entries(s.properties ?? {}))
    collect(set, prop, [...path, key], out, inner, readOnly);
  if (s.items && typeof s.items === 'object') collect(set, s.items, [...path, '*'], out, inner, readOnly);
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    collect(set, s.additionalProperties, [...path, '*'], out, inner, readOnly);
  for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])])
    collect(set, branch, path, out, inner, readOnly);
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The values at a place of a body, with their JSON Pointers and the object holding them (whose
 * other fields are the siblings an x-reference-filter may name).
 */
export function valuesAt(
  value: unknown,
  path: string[],
  pointer = '',
  holder: Record<string, unknown> = {},
): { pointer: string; value: unknown; holder: Record<string, unknown> }[] {
  if (value === undefined || value === null) return [];
  if (!path.length) return [{ pointer, value, holder }];
  const [head, ...rest] = path;
  if (head === '*') {
    if (Array.isArray(value)) return value.flatMap((v, i) => valuesAt(v, rest, `${pointer}/${i}`, holder));
    if (typeof value === 'object')
      return Object.entries(value).flatMap(([k, v]) => valuesAt(v, rest, `${pointer}/${escape(k)}`, holder));
    return [];
  }
  if (typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, head)) return [];
  const object = value as Record<string, unknown>;
  return valuesAt(object[head], rest, `${pointer}/${escape(head)}`, object);
}

/** A record that names another, and the field it names it in. */
export interface Referrer {
  def: ResourceDef;
  place: ReferencePlace;
  record: StoredRecord;
}

/** Where `target`'s records are named: every reference place of every resource that points to it. */
export function placesNaming(ctx: ServerContext, target: ResourceDef): { def: ResourceDef; place: ReferencePlace }[] {
  return [...ctx.defs.values()].flatMap((def) =>
    referencePlaces(ctx, def.schemaId)
      .filter((place) => findReferenced(ctx.defs.values(), place.resource) === target)
      .map((place) => ({ def, place })),
  );
}

/** The records naming `id` of `target`, each with the field that does. */
export function referrersOf(ctx: ServerContext, target: ResourceDef, id: string): Referrer[] {
  const out: Referrer[] = [];
  // The id as stored JSON writes it: a cheap first cut, then the field itself is looked at.
  const quoted = JSON.stringify(id);
  const candidates = ctx.db.prepare('SELECT id FROM records WHERE resource = ? AND instr(data, ?) > 0');
  for (const { def, place } of placesNaming(ctx, target)) {
    for (const row of candidates.all(def.schemaId, quoted) as { id: string }[]) {
      const record = ctx.store.get(def.schemaId, row.id);
      if (record && valuesAt(record.data, place.path).some(({ value }) => value === id))
        out.push({ def, place, record });
    }
  }
  return out;
}

/** One id a body names: where, the record (undefined: there is none), its field's place, the object holding it. */
interface NamedRecord {
  pointer: string;
  record: StoredRecord | undefined;
  place: ReferencePlace;
  target: ResourceDef;
  holder: Record<string, unknown>;
}

/** Each reference of `body` a client wrote. */
function eachReference(ctx: ServerContext, schemaId: string, body: unknown, visit: (named: NamedRecord) => void): void {
  // Server-owned fields are dropped from bodies: what a client sends there is never stored.
  for (const place of referencePlaces(ctx, schemaId).filter((p) => !p.readOnly)) {
    const target = findReferenced(ctx.defs.values(), place.resource);
    if (!target) continue;
    for (const { pointer, value, holder } of valuesAt(body, place.path)) {
      if (typeof value !== 'string') continue; // the schema's own message
      visit({ pointer, record: ctx.store.get(target.schemaId, value) ?? undefined, place, target, holder });
    }
  }
}

/** Why a named record does not fit its field's x-reference-filter (a big list of another type than its row says). */
function misfit({ record, place, target, holder }: NamedRecord): string | undefined {
  if (!record || !place.filter) return undefined;
  const wanted = resolveReferenceFilter(place.filter, (field) => holder[field]) ?? {};
  const differs = Object.keys(wanted).find((property) => record.data[property] !== wanted[property]);
  return differs && MESSAGES.referenceMismatch(target.property(differs)?.title ?? differs);
}

/** A field error at each reference of `body` that `check` says is wrong; null when none is. */
function errorsOf(
  ctx: ServerContext,
  schemaId: string,
  body: unknown,
  check: (named: NamedRecord) => string | undefined,
) {
  const errors: FieldErrors = {};
  eachReference(ctx, schemaId, body, (named) => {
    const message = check(named);
    if (message) errors[named.pointer] = message;
  });
  return Object.keys(errors).length ? errors : null;
}

/** The references of `body` to a record their field's x-reference-filter does not admit. Whoever asks, the same. */
export const unfitReferences = (ctx: ServerContext, schemaId: string, body: unknown): FieldErrors | null =>
  errorsOf(ctx, schemaId, body, misfit);

/**
 * The references of a record's body that name no record (as on the platform), or one their
 * field does not admit. A custom call's route says itself what an unknown id in its body means
 * (a campaign to copy that is not there is a 404), so validBody asks unfitReferences only.
 */
export const referenceErrors = (ctx: ServerContext, schemaId: string, body: unknown): FieldErrors | null =>
  errorsOf(ctx, schemaId, body, (named) => (named.record ? misfit(named) : MESSAGES.referenceMissing));

/**
 * The references of `body` (validated against schema `schemaId` or about to be) that name a
 * record out of the caller's reach (a record every cabinet may name, x-shared, never is): one
 * field error each, with the message of a missing record.
 * Ids that name no record at all are left to referenceErrors and the routes, which say what is
 * wrong with them together with the body's other mistakes.
 */
export const unreachableReferences = (
  ctx: ServerContext,
  scope: Scope,
  schemaId: string,
  body: unknown,
  held?: unknown,
) =>
  errorsOf(ctx, schemaId, body, ({ record, target, place }) =>
    record &&
    !target.shared &&
    !reaches(scope, record) &&
    !valuesAt(held, place.path).some(({ value }) => value === record.id)
      ? MESSAGES.referenceMissing
      : undefined,
  );

/**
 * 400 with a field error at each reference out of the caller's reach; nothing is stored. `held`:
 * the stored record a change applies to. A reference it already makes at the same field is no
 * new reach: the agency's player configuration on its account's creative is sent back as it was
 * when the account changes the video's duration beside it (an object goes whole), and kept.
 */
export function requireReach(ctx: ServerContext, scope: Scope, schemaId: string, body: unknown, held?: unknown): void {
  const errors = unreachableReferences(ctx, scope, schemaId, body, held);
  if (errors) throw invalid(errors);
}
