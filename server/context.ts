import type { ReportPool } from './statistics/reportPool';
import type { ArrayDiffNames, FieldErrors, SchemaSet } from '../src/engine/schema';
import type { ArrayChange } from '../src/engine/schema/arrayDiff';
import type { Auth } from './auth';
import type { Cabinets } from './cabinets';
import type { Db } from './db';
import type { Limits } from './limits';
import type { ResourceDef } from './resourceDefs';
import type { RecordStore } from './store';

/** What routes, hooks and seed modules share: one per server instance. */
export interface ServerContext {
  db: Db;
  set: SchemaSet;
  store: RecordStore;
  cabinets: Cabinets;
  auth: Auth;
  /** Resource definitions by schema `$id`. */
  defs: ReadonlyMap<string, ResourceDef>;
  /** The clock (tests move it to expire reset links). */
  now(): Date;
  /** How often and how long (sign-in, recovery, sessions, storage): limits.ts. */
  limits: Limits;
  /** The statistics worker: reports and the accounts list's figures are computed there, off this thread. */
  reports: ReportPool;
  /** Called with the reset link secret when a user asks for one (there is no mail server). */
  onPasswordReset(login: string, token: string): void;
}

/** A write the generic CRUD is about to store, as a hook sees it. */
interface PendingWrite {
  id: string;
  op: 'create' | 'update';
  /** Validated record data, writeOnly fields still in. */
  data: Record<string, unknown>;
  /** A multipart create's files sent as parts of their fields (x-file.part), already held to the fields' rules. */
  files?: Record<string, UploadedFile>;
}

/** A record going to a new state by a declared transition, as its hook sees it. */
export interface TransitionChange {
  /** The operation's name in the schema's x-operations. */
  operation: string;
  record: import('./store').StoredRecord;
  /** The record's data with the field set to its new state. */
  data: Record<string, unknown>;
  to: unknown;
  /** The request's body (validated against the operation's body schema when it names one). */
  body: Record<string, unknown>;
  /** Who asks: for the action log. */
  request: import('fastify').FastifyRequest;
}

/** A file that came as a part of a multipart request: read by the call, never stored as it is. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/**
 * The values added to and removed from a list field by an update that sends its difference
 * (x-calls.update.diff), with the body names they came under (for field errors).
 */
export type ArrayChanges = Record<string, ArrayChange & { names: ArrayDiffNames }>;

/**
 * What one resource adds to the generic CRUD, in a file of its own under server/hooks/:
 * side tables, uniqueness rules, computed read-only fields. The CRUD never names a resource.
 */
export interface ResourceHooks {
  /**
   * Runs inside the write's transaction after schema validation. May throw `invalid(errors)`
   * (uniqueness) and write side tables; returns the data to keep in the generic table.
   */
  beforeStore?(ctx: ServerContext, write: PendingWrite): Record<string, unknown>;
  /** Adds computed server-owned fields to a record on its way out. */
  decorate?(ctx: ServerContext, record: Record<string, unknown>): Record<string, unknown>;
  /**
   * Adds what only a one-record read (and a save's answer) carries, not list rows: a big list's
   * values, kept beside the record.
   */
  detail?(ctx: ServerContext, record: Record<string, unknown>): Record<string, unknown>;
  /**
   * Applies an update's list changes (x-calls.update.diff) to lists the resource keeps beside the
   * record, inside the write's transaction before beforeStore; may throw `invalid` at the body's
   * names. Without it, the changes apply to the list stored in the record, before validation.
   */
  applyChanges?(ctx: ServerContext, id: string, changes: ArrayChanges): void;
  /**
   * Runs inside a declared transition's transaction (x-operations, server/routes/operations.ts)
   * after the field got its new state: what else the platform records with it (when a report was
   * sent, who moderated), and side effects (a blocked user's sessions end, the action log).
   * Returns the data to store.
   */
  transition?(ctx: ServerContext, change: TransitionChange): Record<string, unknown>;
  /**
   * The resource's own 409 text for a stale version (docs/product.md#errors: a creative's), said
   * instead of the generic one by an edit and by a declared transition alike.
   */
  conflict?: string;
  /** Runs inside the delete's transaction: clean the side tables of the record. */
  onDelete?(ctx: ServerContext, id: string): void;
  /** Records only the server writes (journals, queues): demo data store them as they are, validated. */
  serverWritten?: boolean;
}

export type { FieldErrors };
