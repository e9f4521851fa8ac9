import type { ComponentType } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDescriptor, FieldOf } from '../fieldKinds';
import { LABEL_LOOKUP } from '../../providers/prefetchReferences';
import { referenceTarget } from '../referenceName';
import { DateInput } from './dateInputs';
import { DECLARED_FILTERS } from './declaredFilters';
import { DictionarySelectInput } from './dictionarySelect';
import { isFilterable, type FilterableKind } from './filterKinds';

interface FilterProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** The list filter input of a kind; loaded when a list first shows a filter (./render.tsx). */
type KindFilter<K extends FilterableKind> = ComponentType<FilterProps & { field: FieldOf<K> }>;

/** Exhaustive over the filterable kinds (./filterKinds.ts names the others). */
export type FilterRegistry = { [K in FilterableKind]: KindFilter<K> };

const textFilter = ({ source, label }: FilterProps) => <TextInput source={source} label={label} />;
const numberFilter = ({ source, label }: FilterProps) => <NumberInput source={source} label={label} />;
const dateFilter = ({ source, label }: FilterProps) => <DateInput source={source} label={label} helperText={false} />;

export const filterRegistry: FilterRegistry = {
  text: textFilter,
  longText: textFilter,
  url: textFilter,
  email: textFilter,
  integer: numberFilter,
  number: numberFilter,
  money: numberFilter,
  percent: numberFilter,
  boolean: ({ source, label }) => <NullableBooleanInput source={source} label={label} />,
  date: dateFilter,
  dateTime: dateFilter,
  enum: ({ field, source, label }) => <SelectInput source={source} label={label} choices={field.choices} />,
  enumArray: ({ field, source, label }) => <SelectArrayInput source={source} label={label} choices={field.choices} />,
  reference: ({ field, source, label }) => {
    const target = referenceTarget(field.reference);
    return (
      <ReferenceInput source={source} reference={target.name} queryOptions={LABEL_LOOKUP}>
        <AutocompleteInput optionText={target.labelField} label={label} />
      </ReferenceInput>
    );
  },
  referenceArray: ({ field, source, label }) => {
    const target = referenceTarget(field.reference);
    return (
      <ReferenceArrayInput source={source} reference={target.name} queryOptions={LABEL_LOOKUP}>
        <AutocompleteArrayInput optionText={target.labelField} label={label} />
      </ReferenceArrayInput>
    );
  },
  stringArray: textFilter,
  lines: textFilter,
  dictionary: ({ field, source, label }) => (
    <DictionarySelectInput
      source={source}
      label={label}
      dictionary={field.dictionary}
      multiple={field.multiple}
      fallback={field.choices}
    />
  ),
  fieldNames: textFilter,
};

/**
 * The filter of a field: the one its x-filter declares (a period, a checked ObjectID), else its
 * kind's (the list only makes these for filterable kinds).
 */
export function KindFilterInput({ field, ...props }: FilterProps & { field: FieldDescriptor }) {
  if (field.filter) {
    const Declared = DECLARED_FILTERS[field.filter];
    return <Declared {...props} />;
  }
  if (!isFilterable(field.kind)) return null;
  // TypeScript cannot tie filterRegistry[field.kind] to field's own kind; the registry's type guarantees it.
  const Filter = filterRegistry[field.kind] as unknown as KindFilter<FilterableKind>;
  return <Filter field={field as FieldOf<FilterableKind>} {...props} />;
}
