import type { ComponentType } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  PasswordInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  type Validator,
} from 'react-admin';
import type { Choice, FieldDescriptor, FieldKind, FieldOf } from '../fieldKinds';
import { lazyUi } from '../definition/lazyUi';
import { DateInput, DateTimeInput } from './dateInputs';
import { DictionarySelectInput } from './dictionarySelect';
import { LinesInput } from './linesInput';
import { READABLE_WIDTH, WIDE_INPUT as wide } from './readableWidth';
import { ReferenceChoices } from './referenceChoices';
import { GroupedNumberInput } from './numberInput';
import { ArrayOfObjectsInput, JsonInput, ObjectInput } from './structuredInputs';

// The drop area, preview and upload load with the first form that has a file field.
const FileInput = lazyUi(() => import('./fileInput').then((m) => m.FileInput), 'FileInput');
const FilePartInput = lazyUi(() => import('./filePartInput').then((m) => m.FilePartInput), 'FilePartInput');
// The dependent dictionary picker (x-dictionary-by) and the tree picker (x-tree) load with the first form that has one.
const DependentDictionaryInput = lazyUi(
  () => import('./dependentDictionaryInput').then((m) => m.DependentDictionaryInput),
  'DependentDictionaryInput',
);
// An object offering the fields a dictionary names (x-offered-fields) loads with the first form that has one.
const OfferedFieldsInput = lazyUi(
  () => import('./offeredFieldsInput').then((m) => m.OfferedFieldsInput),
  'OfferedFieldsInput',
);
const TreeInput = lazyUi(() => import('./treeInput').then((m) => m.TreeInput), 'TreeInput');
// A reference filtered by a sibling's value (x-reference-filter) loads with the first form that has one.
const DependentReferenceInput = lazyUi(
  () => import('./dependentReferenceInput').then((m) => m.DependentReferenceInput),
  'DependentReferenceInput',
);

/** What every generated input receives besides its descriptor. */
export interface CommonInputProps {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
  disabled?: boolean;
}

/**
 * The input of a field inside an object or a row of a list: the generated input itself, handed
 * down by it (fieldInput.tsx) so that the two modules do not import each other.
 */
export type NestedInput = ComponentType<{ field: FieldDescriptor; mode: 'create' | 'edit' }>;

/** The form input of a kind; only create and edit screens (and form dialogs) load this module. */
export type KindInput<K extends FieldKind> = ComponentType<{
  field: FieldOf<K>;
  mode: 'create' | 'edit';
  common: CommonInputProps;
  FieldInput: NestedInput;
}>;

/** Exhaustive: a new FieldKind does not compile until it is added here. */
export type InputRegistry = { [K in FieldKind]: KindInput<K> };

/** A reference's input: by a sibling's value, or with x-reference-filter's constants (if any). */
function ReferenceInputOf({
  field,
  common,
}: {
  field: FieldOf<'reference' | 'referenceArray'>;
  common: CommonInputProps;
}) {
  if (field.siblingLabels) return <DependentReferenceInput field={field} common={common} />;
  return <ReferenceChoices field={field} common={common} filter={field.referenceFilter} />;
}

/**
 * Choices picked as chips get room for all of them on one line (at most a wide input's width), so
 * a whole week picked in a schedule's row does not wrap inside its field. Beside other inputs in a
 * row it keeps at least that room, or 60% of the row when the screen is narrow.
 */
const roomForEveryChip = (choices: Choice[]) => {
  const allChips = Math.min(
    READABLE_WIDTH,
    choices.reduce((width, choice) => width + choice.name.length * 7 + 26, 48),
  );
  return { width: { sm: allChips }, minWidth: { sm: `min(${allChips}px, 60%)` }, maxWidth: '100%' };
};

export const inputRegistry: InputRegistry = {
  text: ({ common }) => <TextInput {...common} {...wide} />,
  longText: ({ common }) => <TextInput {...common} {...wide} multiline minRows={3} />,
  password: ({ common }) => <PasswordInput {...common} autoComplete="new-password" />,
  url: ({ common }) => <TextInput {...common} {...wide} type="url" />,
  email: ({ common }) => <TextInput {...common} {...wide} type="email" />,
  integer: ({ common }) => <GroupedNumberInput common={common} sx={wide.sx} integer />,
  number: ({ common }) => <GroupedNumberInput common={common} sx={wide.sx} />,
  money: ({ common }) => <GroupedNumberInput common={common} sx={wide.sx} fractionDigits={2} />,
  percent: ({ common }) => <GroupedNumberInput common={common} sx={wide.sx} unit="%" />,
  boolean: ({ common }) => <BooleanInput {...common} />,
  date: ({ common }) => <DateInput {...common} />,
  dateTime: ({ common }) => <DateTimeInput {...common} />,
  enum: ({ field, common }) => <SelectInput {...common} {...wide} choices={field.choices} />,
  enumArray: ({ field, common }) =>
    field.tree ? (
      <TreeInput field={field} common={common} />
    ) : field.schema['x-kind'] === 'checkboxes' ? (
      // A few choices read better ticked in one row than picked from a list (a group's channels).
      <CheckboxGroupInput {...common} choices={field.choices} row />
    ) : (
      <SelectArrayInput {...common} choices={field.choices} sx={roomForEveryChip(field.choices)} />
    ),
  reference: ({ field, common }) => <ReferenceInputOf field={field} common={common} />,
  referenceArray: ({ field, common }) => <ReferenceInputOf field={field} common={common} />,
  object: ({ field, mode, FieldInput }) =>
    field.offered ? (
      <OfferedFieldsInput field={field} mode={mode} FieldInput={FieldInput} />
    ) : (
      <ObjectInput field={field} mode={mode} FieldInput={FieldInput} />
    ),
  array: ({ field, mode, FieldInput }) => <ArrayOfObjectsInput field={field} mode={mode} FieldInput={FieldInput} />,
  stringArray: ({ common }) => <TextArrayInput {...common} {...wide} />,
  lines: LinesInput,
  json: ({ field }) => <JsonInput field={field} />,
  file: ({ field, common }) =>
    field.file.part ? <FilePartInput field={field} common={common} /> : <FileInput field={field} common={common} />,
  dictionary: ({ field, common }) =>
    field.by ? (
      <DependentDictionaryInput field={field} common={common} />
    ) : (
      <DictionarySelectInput
        {...common}
        {...wide}
        dictionary={field.dictionary}
        multiple={field.multiple}
        fallback={field.choices}
      />
    ),
  fieldNames: ({ common }) => <TextArrayInput {...common} {...wide} />,
};
