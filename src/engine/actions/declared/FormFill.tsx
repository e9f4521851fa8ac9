import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormFill } from '../../definition/declaredActions';
import { useTell } from '../tell';
import type { DeclaredCallProvider } from './provider';
import { fill, fillCall, type ActionContext } from './templates';

/**
 * Inside a declared action's form: each value the user picks in `fill.field` reads what goes
 * with it (one GET call) into the form's other fields; `onBusy` holds the submit meanwhile, so
 * the form is never sent with the values of the field's previous choice. An answer to a choice
 * the user has already changed is dropped.
 */
export function FillOnPick({
  spec,
  ctx,
  failure,
  onBusy,
}: {
  spec: FormFill;
  ctx: ActionContext;
  failure: string;
  onBusy(busy: boolean): void;
}) {
  const dataProvider = useDataProvider<DeclaredCallProvider & ReturnType<typeof useDataProvider>>();
  const { getValues, setValue } = useFormContext();
  const picked: unknown = useWatch({ name: spec.field });
  const tell = useTell();
  const first = useRef(true);
  const latest = useRef(0);

  useEffect(() => {
    // The form's initial value is no choice of the user's.
    if (first.current) {
      first.current = false;
      return;
    }
    if (picked === undefined || picked === null || picked === '') return;
    const turn = ++latest.current;
    onBusy(true);
    const values = getValues();
    void tell(() => dataProvider.declaredCall(fillCall(spec.call, { ...ctx, values })), { failure }).then((result) => {
      if (turn !== latest.current) return;
      onBusy(false);
      if (result === undefined) return;
      for (const [name, template] of Object.entries(spec.values))
        setValue(name, fill(template, { ...ctx, values, result }) ?? '', { shouldDirty: true });
    });
    // Only a new choice reads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked]);
  return null;
}
