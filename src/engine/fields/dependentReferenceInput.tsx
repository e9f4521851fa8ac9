import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useWrappedSource } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { isBlank, resolveReferenceFilter } from '../schema/referenceFilter';
import type { CommonInputProps } from './inputs';
import { DEPENDENT_INPUT_TEXTS as T } from './dependentInputMessages';
import { ReferenceChoices } from './referenceChoices';

/**
 * A reference whose records must match a sibling field (x-reference-filter `{ "field": … }`: a
 * campaign's big list of the type its row says): nothing is offered before the sibling is
 * chosen, then only the records that match it; when the user changes the sibling, the record
 * picked before leaves the value (the server would refuse it).
 */
export function DependentReferenceInput({
  field,
  common,
}: {
  field: FieldOf<'reference' | 'referenceArray'>;
  common: CommonInputProps;
}) {
  const source = useWrappedSource(common.source);
  const labels = field.siblingLabels!;
  const siblings = useMemo(() => Object.keys(labels), [labels]);
  const siblingSources = useMemo(() => siblings.map((name) => source.replace(/[^.]+$/, name)), [siblings, source]);
  const values = useWatch({ name: siblingSources }) as unknown[];
  const { watch, setValue } = useFormContext();
  const many = field.kind === 'referenceArray';

  // Only the user's own change of a sibling: a record loaded or reset keeps what it names.
  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      if (type === 'change' && name && siblingSources.includes(name))
        setValue(source, many ? [] : null, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, source, siblingSources, many]);

  const missing = siblings.find((_, i) => isBlank(values[i]));
  const filter = resolveReferenceFilter(field.referenceFilter!, (name) => values[siblings.indexOf(name)]);
  return (
    <ReferenceChoices
      field={field}
      common={missing ? { ...common, disabled: true, helperText: T.chooseFirst(labels[missing]) } : common}
      filter={filter}
    />
  );
}
