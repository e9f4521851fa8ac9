import { InputAdornment } from '@mui/material';
import type { ComponentType } from 'react';
import {
  AutocompleteArrayInput, AutocompleteInput, BooleanField, BooleanInput, ChipField, DateInput, DateTimeInput,
  EmailField, NullableBooleanInput, NumberInput, PasswordInput, ReferenceArrayField, ReferenceArrayInput,
  ReferenceField, ReferenceInput, SelectArrayInput, SelectField, SelectInput, SingleFieldList, TextArrayInput,
  TextField, TextInput, UrlField, type Validator,
} from 'react-admin';
import type { FieldKind, FieldOf } from '../fieldKinds';
import { referenceTarget } from '../referenceName';
import { ChipsField, DayjsField, JsonField, MoneyField, NumberValueField, PercentField, SummaryField } from './displayFields';
import { ArrayOfObjectsField, ArrayOfObjectsInput, JsonInput, ObjectField, ObjectInput } from './structuredInputs';

/** What every generated input receives besides its descriptor. */
export interface CommonInputProps {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
  disabled?: boolean;
}

export interface KindComponents<K extends FieldKind> {
  /** Read-only display in lists and on show pages; the record comes from react-admin's context. */
  Field: ComponentType<{ field: FieldOf<K>; source: string; label?: string }>;
  /** Form input. */
  Input: ComponentType<{ field: FieldOf<K>; mode: 'create' | 'edit'; common: CommonInputProps }>;
  /** List filter input, or null when the kind cannot be filtered on (an explicit decision). */
  Filter: ComponentType<{ field: FieldOf<K>; source: string; label: string; alwaysOn?: boolean }> | null;
}

/** Exhaustive: a new FieldKind does not compile until it is added here. */
export type Registry = { [K in FieldKind]: KindComponents<K> };

const textFilter = ({ source, label }: { source: string; label: string }) => <TextInput source={source} label={label} />;
const numberFilter = ({ source, label }: { source: string; label: string }) => <NumberInput source={source} label={label} />;
const dateFilter = ({ source, label }: { source: string; label: string }) => <DateInput source={source} label={label} />;
const wide = { fullWidth: true, sx: { maxWidth: 720 } } as const;

export const registry: Registry = {
  text: {
    Field: ({ source }) => <TextField source={source} emptyText="—" />,
    Input: ({ common }) => <TextInput {...common} {...wide} />,
    Filter: textFilter,
  },
  longText: {
    Field: ({ source }) => <TextField source={source} emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />,
    Input: ({ common }) => <TextInput {...common} {...wide} multiline minRows={3} />,
    Filter: textFilter,
  },
  password: {
    Field: () => null, // write-only: never shown
    Input: ({ common }) => <PasswordInput {...common} autoComplete="new-password" />,
    Filter: null,
  },
  url: {
    Field: ({ source }) => <UrlField source={source} emptyText="—" target="_blank" rel="noopener noreferrer" />,
    Input: ({ common }) => <TextInput {...common} {...wide} type="url" />,
    Filter: textFilter,
  },
  email: {
    Field: ({ source }) => <EmailField source={source} emptyText="—" />,
    Input: ({ common }) => <TextInput {...common} {...wide} type="email" />,
    Filter: textFilter,
  },
  integer: {
    Field: ({ source }) => <NumberValueField source={source} />,
    Input: ({ common }) => <NumberInput {...common} step={1} />,
    Filter: numberFilter,
  },
  number: {
    Field: ({ source }) => <NumberValueField source={source} />,
    Input: ({ common }) => <NumberInput {...common} />,
    Filter: numberFilter,
  },
  money: {
    Field: ({ source }) => <MoneyField source={source} />,
    Input: ({ common }) => <NumberInput {...common} step={0.01} />,
    Filter: numberFilter,
  },
  percent: {
    Field: ({ source }) => <PercentField source={source} />,
    Input: ({ common }) => (
      <NumberInput {...common} step={0.1} slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }} />
    ),
    Filter: numberFilter,
  },
  boolean: {
    Field: ({ source }) => <BooleanField source={source} />,
    Input: ({ common }) => <BooleanInput {...common} />,
    Filter: ({ source, label }) => <NullableBooleanInput source={source} label={label} />,
  },
  date: {
    Field: ({ source }) => <DayjsField source={source} />,
    Input: ({ common }) => <DateInput {...common} />,
    Filter: dateFilter,
  },
  dateTime: {
    Field: ({ source }) => <DayjsField source={source} withTime />,
    Input: ({ common }) => <DateTimeInput {...common} parse={(v: string) => (v ? new Date(v).toISOString() : null)} />,
    Filter: dateFilter,
  },
  enum: {
    Field: ({ field, source }) => <SelectField source={source} emptyText="—" choices={field.choices} />,
    Input: ({ field, common }) => <SelectInput {...common} choices={field.choices} />,
    Filter: ({ field, source, label }) => <SelectInput source={source} label={label} choices={field.choices} />,
  },
  enumArray: {
    Field: ({ field, source }) => <SelectField source={source} emptyText="—" choices={field.choices} />,
    Input: ({ field, common }) => <SelectArrayInput {...common} choices={field.choices} />,
    Filter: ({ field, source, label }) => <SelectArrayInput source={source} label={label} choices={field.choices} />,
  },
  reference: {
    Field: ({ field, source }) => {
      const target = referenceTarget(field.reference);
      return <ReferenceField source={source} emptyText="—" reference={target.name} link={false}><TextField source={target.labelField} /></ReferenceField>;
    },
    Input: ({ field, common }) => {
      const target = referenceTarget(field.reference);
      return (
        <ReferenceInput source={common.source} reference={target.name}>
          <AutocompleteInput optionText={target.labelField} label={common.label} validate={common.validate} helperText={common.helperText} disabled={common.disabled} {...wide} />
        </ReferenceInput>
      );
    },
    Filter: ({ field, source, label }) => {
      const target = referenceTarget(field.reference);
      return <ReferenceInput source={source} reference={target.name}><AutocompleteInput optionText={target.labelField} label={label} /></ReferenceInput>;
    },
  },
  referenceArray: {
    Field: ({ field, source }) => {
      const target = referenceTarget(field.reference);
      return (
        <ReferenceArrayField source={source} emptyText="—" reference={target.name}>
          <SingleFieldList linkType={false}><ChipField source={target.labelField} size="small" /></SingleFieldList>
        </ReferenceArrayField>
      );
    },
    Input: ({ field, common }) => {
      const target = referenceTarget(field.reference);
      return (
        <ReferenceArrayInput source={common.source} reference={target.name}>
          <AutocompleteArrayInput optionText={target.labelField} label={common.label} validate={common.validate} helperText={common.helperText} {...wide} />
        </ReferenceArrayInput>
      );
    },
    Filter: ({ field, source, label }) => {
      const target = referenceTarget(field.reference);
      return <ReferenceArrayInput source={source} reference={target.name}><AutocompleteArrayInput optionText={target.labelField} label={label} /></ReferenceArrayInput>;
    },
  },
  object: {
    Field: ({ field }) => <ObjectField field={field} />,
    Input: ({ field, mode }) => <ObjectInput field={field} mode={mode} />,
    Filter: null,
  },
  array: {
    Field: ({ field }) => <ArrayOfObjectsField field={field} />,
    Input: ({ field, mode }) => <ArrayOfObjectsInput field={field} mode={mode} />,
    Filter: null,
  },
  stringArray: {
    Field: ({ source }) => <ChipsField source={source} />,
    Input: ({ common }) => <TextArrayInput {...common} {...wide} />,
    Filter: textFilter,
  },
  json: {
    Field: ({ source }) => <JsonField source={source} />,
    Input: ({ field }) => <JsonInput field={field} />,
    Filter: null,
  },
};

/** List cells of structured kinds are summaries; the full structure is on the show page. */
export const listCellOverride: Partial<Record<FieldKind, ComponentType<{ source: string }>>> = {
  object: SummaryField,
  array: SummaryField,
  json: SummaryField,
};
