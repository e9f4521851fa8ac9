import { isDeepStrictEqual } from 'node:util';
import { compact, stripReadOnly } from '../src/engine/schema';
import { applyArrayDiff } from '../src/engine/schema/arrayDiff';
import { withComputed } from '../src/engine/schema/computed';
import { withStoredDefaults } from '../src/engine/schema/defaults';
import type { ArrayChanges, ResourceHooks, ServerContext, UploadedFile } from './context';
import { HttpError, invalid, MESSAGES } from './errors';
import { isObject, mergePatch } from './merge';
import { newObjectId } from './objectIds';
import { referenceErrors, unreachableReferences } from './reach/references';
import { findReferenced, type ResourceDef } from './resourceDefs';
import { deletionKey, settleReferrers, type Deletion } from './rules/onDelete';
import { withStoredFiles } from './rules/storedFiles';
import { uniqueErrors } from './rules/unique';
import type { RawRecord, Scope, StoredRecord } from './store';

type Data = Record<string, unknown>;

/** The body must be one JSON object; an array or a bare value is bad input, not a crash. */
function requireObject(body: unknown): Data {
  if (!isObject(body)) throw new HttpError(400, MESSAGES.invalid, { '': 'Ожидается объект JSON' });
  return body;
}

/**
 * The changed record with its moderation status back at «awaiting» when a field moderation judges
 * (the schema's x-moderation) changed: an approved creative whose link changes is judged again.
 */
function judgedAgain(def: ResourceDef, before: Data, after: Data): Data {
  const moderation = def.schema['x-moderation'];
  if (!moderation || moderation.fields.every((field) => isDeepStrictEqual(before[field], after[field]))) return after;
  return { ...after, [moderation.status]: structuredClone(moderation.awaiting) };
}

/**
 * Create / update / delete / present for any schema, the same path for the API and the seed.
 * Validation is the console's own: strip server-owned fields, drop empties, validate the whole.
 */
export class RecordService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly hooks: Readonly<Record<string, ResourceHooks>>,
  ) {}

  /** The resource's hooks (server/hooks), by its schema id. */
  hooksOf(def: ResourceDef): ResourceHooks {
    return this.hooks[def.schemaId] ?? {};
  }

  /** `selfId`: the record being edited (its own values are no clash for x-unique). */
  private validate(def: ResourceDef, data: Data, selfId: string | null = null): void {
    const writable = (compact(stripReadOnly(this.ctx.set, def.schema, data)) ?? {}) as Data;
    const errors =
      this.ctx.set.validate(def.schemaId, writable) ??
      referenceErrors(this.ctx, def.schemaId, writable) ??
      uniqueErrors(this.ctx, def, writable, selfId);
    if (errors) throw invalid(errors);
  }

  /**
   * POST: returns the new id. `owner` is the cabinet the record is created in; `reach` is the
   * scope of the caller on whose behalf it is written, which every reference of the new record
   * must stay in (R1): a client's create, and as much a record the server builds from another
   * (a copy, a cascade, an import), which holds nothing yet. The seed (null) reaches everything.
   * The seed also passes a fixed id and server-owned values (balances, statuses) that clients may not send.
   */
  create(
    def: ResourceDef,
    body: unknown,
    owner: string | null,
    reach: Scope,
    seed: { id?: string; serverOwned?: Data; files?: Record<string, UploadedFile> } = {},
  ): string {
    const { set, store, db } = this.ctx;
    // A field the client leaves out is stored as its default: the record then reads the same in
    // every list, card, export and answer, and a required field with a default may be left out.
    let data = withStoredDefaults(
      def.defaults,
      (compact(stripReadOnly(set, def.schema, requireObject(body))) ?? {}) as Data,
    );
    // Reach first, before any word about the rest of the body: an id out of reach is answered
    // as missing whatever else is wrong (R1).
    const unreachable = unreachableReferences(this.ctx, reach, def.schemaId, data);
    if (unreachable) throw invalid(unreachable);
    this.validate(def, data);
    data = withComputed(set, def.schema, withStoredFiles(this.ctx, def, data));
    if (seed.serverOwned) data = mergePatch(data, seed.serverOwned) as Data;
    const clientId = def.idProperty ? data[def.idProperty] : undefined;
    const id = seed.id ?? (typeof clientId === 'string' ? clientId : newObjectId());
    if (def.idProperty) data[def.idProperty] = id;
    // Server-owned fields start from their schema default (e.g. a status), then the clock.
    for (const [key, prop] of Object.entries(set.resolve(def.schema).properties ?? {})) {
      const p = set.resolve(prop);
      if (p.readOnly && p.default !== undefined && data[key] === undefined) data[key] = structuredClone(p.default);
    }
    const now = this.ctx.now().toISOString();
    if (def.timestamps.createdAt) data.createdAt = now;
    if (def.timestamps.updatedAt) data.updatedAt = now;
    db.transaction(() => {
      if (store.get(def.schemaId, id)) throw invalid({ [`/${def.idProperty ?? 'id'}`]: MESSAGES.idTaken });
      const stored = this.hooksOf(def).beforeStore?.(this.ctx, { id, op: 'create', data, files: seed.files }) ?? data;
      store.insert(def.schemaId, id, this.ownerOf(def, data) ?? owner, stored, now);
    })();
    return id;
  }

  /**
   * The cabinet a new record belongs to by its x-owner reference: where the named record keeps its
   * own records, i.e. the named record's own cabinet when it is a cabinet's record (an account
   * with a cabinet of its own), else the named record's owner. Null: no such field, or no record.
   */
  private ownerOf(def: ResourceDef, data: Data): string | null {
    const value = def.ownerField ? data[def.ownerField] : undefined;
    if (typeof value !== 'string') return null;
    const target = findReferenced(this.ctx.defs.values(), String(def.property(def.ownerField!)?.['x-reference']));
    const named = target ? this.ctx.store.get(target.schemaId, value) : null;
    if (!named) return null;
    return this.ctx.cabinets.get(named.id) ? named.id : named.cabinetId;
  }

  /**
   * PATCH: merge the changed fields into the stored record and validate the result.
   * `expected` is the version the client edited (If-Match); a different stored one is a 409.
   */
  update(
    def: ResourceDef,
    current: StoredRecord,
    body: unknown,
    expected: number | null,
    changes: ArrayChanges = {},
  ): StoredRecord {
    const { set, store, db } = this.ctx;
    const hooks = this.hooksOf(def);
    // Keep nulls (they remove fields); readOnly, unknown, create-only and id fields are not the client's.
    const patch = stripReadOnly(set, def.schema, requireObject(body)) as Data;
    for (const key of [...def.createOnly, def.idProperty ?? '']) delete patch[key];
    const conflict = hooks.conflict ?? MESSAGES.conflict;
    if (expected !== null && expected !== current.version) throw new HttpError(409, conflict);
    let data = mergePatch(current.data, patch) as Data;
    // A list changed by its difference: in the record itself, unless the resource keeps it beside.
    if (!hooks.applyChanges)
      for (const [field, change] of Object.entries(changes)) data[field] = applyArrayDiff(data[field], change);
    // A defaulted field the client clears (null) reads as its default again, as on create.
    data = withStoredDefaults(def.defaults, (compact(data) ?? {}) as Data);
    this.validate(def, data, current.id);
    data = withComputed(set, def.schema, withStoredFiles(this.ctx, def, data));
    data = judgedAgain(def, current.data, data);
    const now = this.ctx.now().toISOString();
    if (def.timestamps.updatedAt) data.updatedAt = now;
    db.transaction(() => {
      if (Object.keys(changes).length) hooks.applyChanges?.(this.ctx, current.id, changes);
      const stored = hooks.beforeStore?.(this.ctx, { id: current.id, op: 'update', data }) ?? data;
      // The version is checked again in the UPDATE itself: a concurrent write in between loses.
      if (!store.update(def.schemaId, current.id, current.version, stored, now)) throw new HttpError(409, conflict);
    })();
    return store.get(def.schemaId, current.id)!;
  }

  /**
   * Deletes the records and settles what names them (x-on-delete, rules/onDelete.ts), all or
   * nothing. `scope`: the caller's reach, whose records a refusal may name.
   */
  delete(def: ResourceDef, ids: string[], scope: Scope): void {
    const deletion: Deletion = {
      going: new Set(ids.map((id) => deletionKey(def, id))),
      scope,
      remove: (d, id) => this.deleteOne(d, id, deletion, true),
    };
    this.ctx.db.transaction(() => {
      for (const id of ids) this.deleteOne(def, id, deletion);
    })();
  }

  /**
   * `cascaded`: the record goes because one it names went (x-on-delete "cascade"). A journal only
   * the server writes refuses a client's delete, not its entries' going with what they record.
   */
  private deleteOne(def: ResourceDef, id: string, deletion: Deletion, cascaded = false): void {
    const hooks = this.hooksOf(def);
    if (!(cascaded && hooks.serverWritten)) hooks.onDelete?.(this.ctx, id);
    settleReferrers(this.ctx, def, id, deletion);
    this.ctx.store.delete(def.schemaId, id);
  }

  /** Whether records of `def` go out as stored: nothing computed (decorate), nothing hidden (writeOnly). */
  sendsStored(def: ResourceDef): boolean {
    return !this.hooksOf(def).decorate && !def.hasWriteOnly && !def.idProperty;
  }

  /**
   * A list page as JSON bytes straight from the stored JSON, without decoding, parsing and
   * serialising each record again: the same JSON as present() (id first, data, version last; a
   * key repeated in the data means what the spread in present() means: JSON keeps the last value
   * at the first place). Only for resources that send records as stored (sendsStored): nothing
   * is computed for them, nothing hidden from anyone, and their id is `id`.
   */
  presentJson(rows: RawRecord[]): Buffer {
    const parts: Buffer[] = [Buffer.from('[')];
    rows.forEach((r, i) => {
      // Stored data is JSON.stringify output (or SQLite's json_*): `{...}` with no outer spaces.
      const body = r.data.length > 2 ? r.data.subarray(1, -1) : null;
      parts.push(Buffer.from(`${i ? ',' : ''}{"id":${JSON.stringify(r.id)},`));
      if (body) parts.push(body, Buffer.from(`,"version":${r.version}}`));
      else parts.push(Buffer.from(`"version":${r.version}}`));
    });
    parts.push(Buffer.from(']'));
    return Buffer.concat(parts);
  }

  /**
   * The record as clients see it: id first, version, computed fields, never a writeOnly one. A
   * record identified by a property of its own (x-id: an SSP's sysname) carries only that one, as
   * the platform answers it, not an `id` beside it.
   */
  present(def: ResourceDef, record: StoredRecord): Data {
    const identified = def.idProperty ? record.data : { id: record.id, ...record.data };
    const out = def.hideWriteOnly({ ...identified, version: record.version });
    return this.hooksOf(def).decorate?.(this.ctx, out) ?? out;
  }

  /** One record as its read and its save answer it: present() and what only a one-record read carries. */
  presentOne(def: ResourceDef, record: StoredRecord): Data {
    const out = this.present(def, record);
    return this.hooksOf(def).detail?.(this.ctx, out) ?? out;
  }
}
