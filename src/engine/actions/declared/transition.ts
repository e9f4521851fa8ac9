import { catalog } from '../../load';
// The schema core's own modules, not its index: that one brings ajv (schemaSet.ts) into the button's chunk.
import { stateTitle, transitionOf, transitionRefusal, type TransitionOperation } from '../../schema/operations';
import { valueAt } from '../../schema/records';
import type { JsonSchema } from '../../schema/types';
import type { ActionPlace, ActionTransition, DeclaredCall } from '../../definition/declaredActions';
import type { ResourceDefinition } from '../../definition/types';

/** A declared action's transition read from its schema: the operation, its field's schema and the call. */
export interface ResolvedTransition {
  operation: TransitionOperation;
  field: JsonSchema | undefined;
  call: DeclaredCall;
}

function fieldSchema(schema: JsonSchema, field: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of field.split('.')) node = node && catalog.schemas.resolve(node).properties?.[key];
  return node && catalog.schemas.resolve(node);
}

/**
 * The call of a transition (src/engine/schema/operations.ts) in a place: the record's id (in the
 * path, or the body's `id`) or the selection's ids (the body's `ids`; on a record's page, its own
 * id alone), the new state under the body's state name, and on a record's page its version as
 * If-Match, so that a change made meanwhile by someone else is refused like a stale edit.
 */
export function resolveTransition(
  def: ResourceDefinition,
  transition: ActionTransition,
  place: ActionPlace,
  /** The fields of the action's form, sent in the body beside the ids (a state chosen there). */
  formFields?: string[],
): ResolvedTransition {
  const schema = catalog.schemas.get(def.schema);
  const operation = transitionOf(schema, transition.operation);
  // A developer's mistake `npm run check` names first (scripts/lib/operationLint.ts).
  if (!operation)
    throw new Error(`${def.key}: x-operations of ${def.schema} has no transition ${transition.operation}`);
  const records = operation.records ? catalog.schemas.get(operation.records) : schema;
  const body: Record<string, unknown> = {};
  if (operation.id) body[operation.id] = '{id}';
  if (operation.ids) body[operation.ids] = '{ids}';
  // A state chosen in the form comes with the form's other values (a reason).
  if (transition.to === undefined) for (const f of formFields ?? []) body[f] = `{values.${f}}`;
  else if (operation.state) body[operation.state] = transition.to;
  return {
    operation,
    field: fieldSchema(records, operation.field),
    call: {
      method: operation.method as DeclaredCall['method'],
      path: operation.path,
      body,
      ...(place === 'record' ? { headers: { 'If-Match': '{version}' } } : {}),
    },
  };
}

/**
 * Whether a record's page offers the transition: `hidden` while the record is in that state
 * already (the button's other face is shown), else the reason it cannot go there, or null.
 */
export function transitionOffer(
  resolved: ResolvedTransition,
  to: ActionTransition['to'],
  record: Record<string, unknown>,
): { hidden: true } | { reason: string | null } {
  const current = currentState(resolved, record);
  if (current === to) return { hidden: true };
  return { reason: transitionRefusal(resolved.operation, resolved.field, current, to) };
}

/** The record's state as the console shows it (a view's own field when the records are another schema's). */
export const currentState = (resolved: ResolvedTransition, record: Record<string, unknown>): unknown =>
  valueAt(record, resolved.operation.viewField ?? resolved.operation.field);

/** The Russian title of a state, for the action's texts (`{state}`). */
export const stateName = (resolved: ResolvedTransition, state: unknown): string =>
  stateTitle(resolved.operation, resolved.field, state);
