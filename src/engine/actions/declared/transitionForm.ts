import type { ValidateForm } from 'react-admin';
import { catalog } from '../../load';
import { transitionRefusal } from '../../schema/operations';
import { errorsAtInputs, pointersToNested, writablePayload } from '../../schema/records';
import type { ActionForm, ActionPlace, DeclaredCall } from '../../definition/declaredActions';
import { fillCall, type ActionContext } from './templates';
import { currentState, type ResolvedTransition } from './transition';

/** What a selection's transition answers (server/routes/operations.ts). */
export interface BulkTransitionAnswer {
  affectedCount: number;
  skippedCount?: number;
  skipped?: { id: string; message: string }[];
}

/**
 * A transition's form checks the whole body the call will send (the ids beside the form's fields)
 * with the body's schema, and on a record's page refuses, at the state's field, a state the
 * record cannot go to, with the reason the server would give.
 */
export function transitionValidator(
  resolved: ResolvedTransition,
  form: ActionForm,
  call: DeclaredCall,
  place: ActionPlace,
  ctx: ActionContext,
): ValidateForm {
  return async (values) => {
    const at = { ...ctx, values: writablePayload(catalog.schemas, form.schema, values) };
    const body = fillCall(call, at).body;
    const errors = (await catalog.schemas.validate(form.schema, body)) ?? {};
    const state = resolved.operation.state;
    const chosen = state ? (at.values as Record<string, unknown>)[state] : undefined;
    if (place === 'record' && state && chosen !== undefined && !errors[`/${state}`]) {
      const refusal = transitionRefusal(resolved.operation, resolved.field, currentState(resolved, ctx), chosen);
      if (refusal) errors[`/${state}`] = refusal;
    }
    return pointersToNested(errorsAtInputs(catalog.schemas, form.schema, errors));
  };
}

/**
 * What a selection's transition to `to` will do, read from the rows on screen: `refusal` when no
 * selected record can go there (the button is disabled with it), else the records it will skip,
 * by name, each with its reason (told beside the button before it is pressed). A row whose state
 * is not on screen is left to the server.
 */
export function selectionOffer(
  resolved: ResolvedTransition,
  to: string | boolean,
  rows: Record<string, unknown>[],
): { refusal?: string; skips: { name: string; reason: string }[] } {
  const skips: { name: string; reason: string }[] = [];
  for (const row of rows) {
    const current = currentState(resolved, row);
    if (current === undefined) continue;
    const reason = transitionRefusal(resolved.operation, resolved.field, current, to);
    if (reason) skips.push({ name: String(row.name ?? row.id), reason });
  }
  return rows.length && skips.length === rows.length ? { refusal: skips[0].reason, skips } : { skips };
}
