import type { CabinetType, Permission } from './permissions';
import type { JsonSchema } from './types';

/*
 * What a record does beyond create, read, update and delete, declared once in its schema
 * (x-operations, keywords/operations.ts) and read here by the console (declared actions), the reference API
 * (server/routes/operations.ts) and the contract's generator alike. No React: the server imports it.
 */

/** The closed set of operation kinds. */
export const OPERATION_KINDS = ['transition', 'copy', 'download', 'call'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

export const OPERATION_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type OperationMethod = (typeof OPERATION_METHODS)[number];

/** A state of a transition's field: an enum's value or a flag. */
export type StateValue = string | boolean;

/** One allowed change: to `to` from any of `from`. */
export interface Transition {
  to: StateValue;
  from: StateValue[];
  /** Refused on the signed-in user's own record, with this message (blocking oneself). */
  notOwn?: string;
  /** The console's button for it (src/engine/actions/declared/derivedTransitions.ts): its icon's name. */
  icon?: string;
  color?: 'error' | 'warning' | 'success';
  /** Asked first (a final state: a stopped campaign cannot run again). */
  confirm?: true;
}

interface OperationBase {
  kind: OperationKind;
  method: OperationMethod;
  /** The platform's path; `{id}` in it is the record's id. */
  path: string;
  /** The body property naming the one record (`/campaign/status {id, status}`). */
  id?: string;
  /** The body property listing the records of a selection (`/campaign/manystatus {ids, status}`). */
  ids?: string;
  /** Query parameters: name → template of the console's context (`{ids}`, `{filter.q}`). */
  query?: Record<string, string>;
  /** Request headers: name → template. */
  headers?: Record<string, string>;
  /** `$id` of the body's schema, when the call asks for input (validated on both sides). */
  body?: string;
  /** `$id` of the schema of the answer's rows, when the answer is a table. */
  answer?: string;
  /** Who may run it, beyond the schema's own gate: any one of these permissions. */
  permission?: Permission[];
  /** Only cabinets of these types. */
  cabinet?: CabinetType[];
}

/** Sets the record's `field` to a new state, from the states each transition allows. */
export interface TransitionOperation extends OperationBase {
  kind: 'transition';
  /** The record's field, dotted (`statusData.moderationStatus`). */
  field: string;
  /** The body property carrying the new state; without it the operation has one transition. */
  state?: string;
  /** With `state`: the icon of the one button whose form chooses the state (each transition's own is on it). */
  icon?: string;
  transitions: Transition[];
  /** Names of the states where the field's schema has none (flags): value → title. */
  states?: { const: StateValue; title: string }[];
  /** The records changed are of this schema (a queue that is a view of another schema's records). */
  records?: string;
  /**
   * Instead of named records: every record, in the caller's reach, whose fields of these names equal
   * the body's properties of the same names (one left out of the body matches any) and whose state
   * a transition allows from — the platform's «all read» (PATCH /v2/notifications {groupId}). The
   * answer is a selection's: `{ ids, affectedCount, skippedCount: 0, skipped: [] }`.
   */
  match?: string[];
  /**
   * With `records`: the field of this schema's (the view's) record that shows the state, for the
   * console (a creative's `statusData.moderationStatus` is the moderation queue's `moderationStatus`).
   */
  viewField?: string;
}

/** A new record from this one, with the body's options. */
export interface CopyOperation extends OperationBase {
  kind: 'copy';
}

/** A file from a call: a record's or a list's spreadsheet, with the list's filters. */
export interface DownloadOperation extends OperationBase {
  kind: 'download';
  /** The file's media type. */
  type: string;
}

/** Any other call: a form over its body schema and a view of its answer. */
export interface CallOperation extends OperationBase {
  kind: 'call';
}

export type Operation = TransitionOperation | CopyOperation | DownloadOperation | CallOperation;

/** An operation with its name in the schema. */
export type NamedOperation = Operation & { name: string };

/** The operations a schema declares, in the order written, each with its name. */
export function operationsOf(schema: JsonSchema): NamedOperation[] {
  const declared = (schema['x-operations'] ?? {}) as Record<string, Operation>;
  return Object.entries(declared).map(([name, operation]) => ({ ...operation, name }));
}

/** The schema's transition operation of that name, or undefined. */
export function transitionOf(schema: JsonSchema, name: string): (TransitionOperation & { name: string }) | undefined {
  const found = operationsOf(schema).find((o) => o.name === name);
  return found?.kind === 'transition' ? found : undefined;
}

/** The states an operation may set its field to. */
export const targetStates = (operation: TransitionOperation): StateValue[] => operation.transitions.map((t) => t.to);

/** The transition to `to`, or undefined when the operation cannot set that state. */
export const transitionTo = (operation: TransitionOperation, to: unknown): Transition | undefined =>
  operation.transitions.find((t) => t.to === to);

/**
 * The Russian title of a state: the operation's own names, else the field's enum title, else the
 * value itself. `field` is the resolved schema of the transition's field.
 */
export function stateTitle(operation: TransitionOperation, field: JsonSchema | undefined, value: unknown): string {
  const own = operation.states?.find((s) => s.const === value)?.title;
  if (own) return own;
  const option = field?.oneOf?.find((o) => o.const === value)?.title;
  return option ?? String(value ?? '—');
}

/**
 * Why the record cannot go to `to` from `current`, naming the states, or null when it can. The
 * same words on the console's disabled button and in the reference API's 409.
 */
export function transitionRefusal(
  operation: TransitionOperation,
  field: JsonSchema | undefined,
  current: unknown,
  to: unknown,
): string | null {
  const transition = transitionTo(operation, to);
  const title = (v: unknown) => stateTitle(operation, field, v);
  if (transition && transition.from.includes(current as StateValue)) return null;
  if (current === to) return `Уже в состоянии «${title(to)}»`;
  return `Из состояния «${title(current)}» нельзя перейти в «${title(to)}»`;
}
