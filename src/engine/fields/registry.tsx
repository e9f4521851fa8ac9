import type { ComponentType, ReactElement } from 'react';
import {
  BooleanField,
  ChipField,
  EmailField,
  ReferenceArrayField,
  SelectField,
  SingleFieldList,
  TextField,
  UrlField,
} from 'react-admin';
import type { FieldKind, FieldOf } from '../fieldKinds';
import { referenceTarget } from '../referenceName';
import { lazyUi } from '../definition/lazyUi';
import { ReferenceNameField } from './referenceField';
import type { Choice } from '../fieldKinds';
import {
  ChipsField,
  DayjsField,
  EmptyValue,
  JsonField,
  MoneyField,
  NumberValueField,
  PercentField,
  SummaryField,
} from './displayFields';

/**
 * Read-only display of each kind, in lists and on show pages (the record comes from react-admin's
 * context). Inputs (./inputs.tsx) and filters (./filters.tsx) are registries of their own, so the
 * first list does not load the forms' code.
 */
export type KindField<K extends FieldKind> = ComponentType<{
  field: FieldOf<K>;
  source: string;
  label?: string;
  link?: true;
}>;

/** Exhaustive: a new FieldKind does not compile until it is added here. */
export type FieldRegistry = { [K in FieldKind]: KindField<K> };

// Nested structures are shown in full only on the show page (a list cell is a summary): their
// tables and label groups load there, and so do long lists of values.
const ObjectField = lazyUi(() => import('./objectField').then((m) => m.ObjectField), 'ObjectField');
const ArrayOfObjectsField = lazyUi(
  () => import('./arrayField').then((m) => m.ArrayOfObjectsField),
  'ArrayOfObjectsField',
);
const LinesField = lazyUi(() => import('./linesField').then((m) => m.LinesField), 'LinesField');
// Only screens with a file field load its preview.
const FileField = lazyUi(() => import('./fileField').then((m) => m.FileField), 'FileField');
// A dictionary's names (and its request) and other entities' field titles: only screens that show them.
const DictionaryField = lazyUi(() => import('./dictionaryField').then((m) => m.DictionaryField), 'DictionaryField');
const FieldNamesField = lazyUi(() => import('./fieldNamesField').then((m) => m.FieldNamesField), 'FieldNamesField');
// Choices with icons (x-icon): their icons load with the first screen that shows one.
const IconChoicesField = lazyUi(() => import('./valueMarks').then((m) => m.IconChoicesField), 'IconChoicesField');
/** Choices with icons, else the field's plain display. */
const withIcons = (choices: Choice[], source: string, plain: ReactElement) =>
  choices.some((c) => c.icon) ? <IconChoicesField source={source} choices={choices} /> : plain;
// A count shown as a chip (x-kind "count"): only the lists that have one load it.
const CountField = lazyUi(() => import('./valueMarks').then((m) => m.CountField), 'CountField');

export const fieldRegistry: FieldRegistry = {
  text: ({ source }) => <TextField source={source} emptyText="—" />,
  longText: ({ source }) => <TextField source={source} emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />,
  password: () => null, // write-only: never shown
  url: ({ source }) => <UrlField source={source} emptyText="—" target="_blank" rel="noopener noreferrer" />,
  email: ({ source }) => <EmailField source={source} emptyText="—" />,
  integer: ({ field, source }) => {
    const words = field.schema['x-kind'] === 'count' ? field.schema['x-count'] : undefined;
    return words ? <CountField source={source} words={words} /> : <NumberValueField source={source} />;
  },
  number: ({ source }) => <NumberValueField source={source} />,
  money: ({ source }) => <MoneyField source={source} />,
  percent: ({ source }) => <PercentField source={source} />,
  boolean: ({ source }) => <BooleanField source={source} emptyText="—" />,
  date: ({ source }) => <DayjsField source={source} />,
  dateTime: ({ source }) => <DayjsField source={source} withTime />,
  enum: ({ field, source }) =>
    withIcons(field.choices, source, <SelectField source={source} emptyText="—" choices={field.choices} />),
  enumArray: ({ field, source }) =>
    withIcons(field.choices, source, <ChipsField source={source} choices={field.choices} />),
  reference: ReferenceNameField,
  referenceArray: ({ field, source }) => {
    const target = referenceTarget(field.reference);
    return (
      <ReferenceArrayField source={source} reference={target.name}>
        {/* No references, or none listed, read «—» like every other empty value. */}
        <SingleFieldList linkType={false} empty={<EmptyValue />}>
          <ChipField source={target.labelField} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    );
  },
  object: ({ field }) => <ObjectField field={field} />,
  array: ({ field }) => <ArrayOfObjectsField field={field} />,
  stringArray: ({ source }) => <ChipsField source={source} />,
  lines: ({ source }) => <LinesField source={source} />,
  json: ({ source }) => <JsonField source={source} />,
  file: FileField,
  dictionary: DictionaryField,
  fieldNames: FieldNamesField,
};

/** List cells of structured kinds are summaries; the full structure is on the show page. */
export const listCellOverride: Partial<Record<FieldKind, ComponentType<{ source: string }>>> = {
  object: SummaryField,
  array: SummaryField,
  json: SummaryField,
};
