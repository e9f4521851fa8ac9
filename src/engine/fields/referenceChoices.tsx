import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { LABEL_LOOKUP } from '../../providers/prefetchReferences';
import { referenceTarget } from '../referenceName';
import type { CommonInputProps } from './inputs';
import { WIDE_INPUT } from './readableWidth';

/**
 * The input of a reference (or a list of them): the target's records by name, read from the
 * names call (records in the caller's reach), those `filter` admits (x-reference-filter); none
 * is asked for while the filter is null (a sibling it reads is empty).
 */
export function ReferenceChoices({
  field,
  common,
  filter,
}: {
  field: FieldOf<'reference' | 'referenceArray'>;
  common: CommonInputProps;
  filter?: Record<string, unknown> | null;
}) {
  const target = referenceTarget(field.reference);
  const query = {
    reference: target.name,
    queryOptions: filter === null ? { ...LABEL_LOOKUP, enabled: false } : LABEL_LOOKUP,
    ...(filter ? { filter } : {}),
  };
  const input = {
    optionText: target.labelField,
    label: common.label,
    validate: common.validate,
    helperText: common.helperText,
    disabled: common.disabled,
    ...WIDE_INPUT,
  };
  return field.kind === 'referenceArray' ? (
    <ReferenceArrayInput source={common.source} {...query}>
      <AutocompleteArrayInput {...input} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={common.source} {...query}>
      <AutocompleteInput {...input} />
    </ReferenceInput>
  );
}
