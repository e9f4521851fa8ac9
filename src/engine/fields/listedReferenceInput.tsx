import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  ReferenceInput,
  useDataProvider,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import type { FieldOverride } from '../definition/types';
import type { DeclaredCallProvider } from '../actions/declared/provider';
import { LABEL_LOOKUP } from '../../providers/prefetchReferences';
import { referenceTarget } from '../referenceName';
import type { CommonInputProps } from './inputs';
import { WIDE_INPUT } from './readableWidth';

/**
 * A reference chosen by name, its choices that another call of the platform lists marked
 * (`listed` of a resource file's field: the campaigns under debug, GET /debug-rk), and a word
 * under the input when a marked one is chosen (starting it again replaces what it has). The list
 * is read once per screen, the same read as a declared action's `listed`; a list that cannot be
 * read marks nothing.
 */
export function ListedReferenceInput({
  field,
  common,
  listed,
}: {
  field: FieldOf<'reference' | 'referenceArray'>;
  common: CommonInputProps;
  listed: NonNullable<FieldOverride['listed']>;
}) {
  const dataProvider = useDataProvider<DataProvider & DeclaredCallProvider>();
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['kabinet', 'declaredList', listed.path],
    queryFn: () => dataProvider.declaredCall({ method: 'GET', path: listed.path }),
    retry: false,
  });
  const key = listed.key ?? 'id';
  const marked = new Set((Array.isArray(data) ? (data as Record<string, unknown>[]) : []).map((r) => String(r[key])));
  const chosen = useWatch({ name: common.source }) as unknown;
  const target = referenceTarget(field.reference);
  const name = (record: RaRecord) => String(record[target.labelField] ?? record.id);
  const optionText = (record: RaRecord) =>
    marked.has(String(record.id)) ? `${name(record)} — ${translate(listed.mark)}` : name(record);
  return (
    <ReferenceInput source={common.source} reference={target.name} queryOptions={LABEL_LOOKUP}>
      <AutocompleteInput
        optionText={optionText}
        inputText={name}
        label={common.label}
        validate={common.validate}
        helperText={chosen != null && marked.has(String(chosen)) ? translate(listed.hint) : common.helperText}
        disabled={common.disabled}
        {...WIDE_INPUT}
      />
    </ReferenceInput>
  );
}
