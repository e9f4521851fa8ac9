import { useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { catalog } from '../../load';
import type { ActionPlace, DeclaredAction } from '../../definition/declaredActions';
import { useTell } from '../tell';
import type { DeclaredCallProvider } from './provider';
import { fillAll, type ActionContext } from './templates';
import type { ResolvedTransition } from './transition';
import { transitionValidator, type BulkTransitionAnswer } from './transitionForm';

/** What a run gives its form: the action, where it runs, and how a call is made and its outcome told. */
export interface OperationFormRun {
  action: DeclaredAction;
  place: ActionPlace;
  ctx: ActionContext;
  resolved: ResolvedTransition | null;
  failure: string;
  /** The context with the new state named (`{state}`), the fixed one or the one chosen in the form. */
  withState: (at: ActionContext) => ActionContext;
  send: (at: ActionContext) => Promise<unknown>;
  /** A selection's transition told: the records changed and those left as they were. */
  tellSelection: (from: ActionContext, done: BulkTransitionAnswer) => void;
  success: (at: ActionContext) => void;
  finish: (at: ActionContext) => void;
}

/**
 * An operation that asks for input through a form (the action's `form`): the values the dialog
 * opens with, whether its fields are being filled from the platform, and what its submit and
 * close do.
 */
export function useOperationForm(run: OperationFormRun) {
  const { action, place, ctx, resolved, failure } = run;
  const dataProvider = useDataProvider<DataProvider & DeclaredCallProvider>();
  const translate = useTranslate();
  const tell = useTell();
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  // A form's fields being filled from the platform (form.fill): not sent meanwhile.
  const [filling, setFilling] = useState(false);

  const open = async () => {
    const load = action.form!.load;
    // Defaults are templates too: a record's current reason.
    const initial: Record<string, unknown> = fillAll(action.form!.defaults, ctx);
    if (load) {
      const found = await tell(
        () =>
          dataProvider.getList(catalog.byKey(load.resource)?.path ?? load.resource, {
            filter: fillAll(load.filter, ctx),
            pagination: { page: 1, perPage: 1000 },
            sort: { field: 'id', order: 'ASC' },
          }),
        { failure },
      );
      if (!found) return;
      initial[load.field] = found.data.map((r) => String(r.id));
    }
    setRecord(initial);
  };

  const submit = async (values: Record<string, unknown>): Promise<string | void> => {
    if (action.form?.nonEmpty && !Object.keys(values).length) return translate(action.form.nonEmpty);
    const at = run.withState({ ...ctx, values });
    const result = await run.send(at);
    if (resolved && place !== 'record') {
      setRecord(null);
      run.tellSelection(at, result as BulkTransitionAnswer);
      return;
    }
    // One record named in a selection's call: a state it could not go to is told in the dialog.
    const left = resolved ? (result as BulkTransitionAnswer | undefined)?.skipped?.[0] : undefined;
    if (left) return left.message;
    run.success({ ...at, result });
    setRecord(null);
    run.finish({ ...at, result });
  };

  const close = () => {
    setFilling(false);
    setRecord(null);
  };

  const validate =
    resolved && action.form ? transitionValidator(resolved, action.form, action.call!, place, ctx) : undefined;

  return { record, filling, setFilling, open, submit, close, validate };
}
