import type { ComponentType } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  type Validator,
} from 'react-admin';
import type { Choice, FieldDescriptor, FieldKind, FieldOf } from '../fieldKinds';
import { LABEL_LOOKUP } from '../../providers/prefetchReferences';
import { referenceTarget } from '../referenceName';
import { lazyUi } from '../definition/lazyUi';
import { DateInput, DateTimeInput } from './dateInputs';
import { DictionarySelectInput } from './dictionarySelect';
import { LinesInput } from './linesInput';
import { READABLE_WIDTH } from './readableWidth';
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
const TreeInput = lazyUi(() => import('./treeInput').then((m) => m.TreeInput), 'TreeInput');

/** What every generated input receives besides its descriptor. */
export interface CommonInputProps {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
  disabled?: boolean;
}

/** The form input of a kind; only create and edit screens (and form dialogs) load this module. */
export type KindInput<K extends FieldKind> = ComponentType<{
  field: FieldOf<K>;
  mode: 'create' | 'edit';
  common: CommonInputProps;
}>;

/** Exhaustive: a new FieldKind does not compile until it is added here. */
export type InputRegistry = { [K in FieldKind]: KindInput<K> };

/** As wide as the form, up to a readable line: a select or a number is not stretched across a wide screen. */
const wide = { fullWidth: true, sx: { maxWidth: READABLE_WIDTH } } as const;

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

/**
 * Where a reference input reads its choices: the names call (records in reach, by name), or,
 * with x-reference-filter, the target's own list call filtered so (the names call takes no
 * other filter: it would tell a field the cabinet may not read), names only.
 */
function choicesQuery(field: FieldDescriptor, labelField: string) {
  const filter = field.schema['x-reference-filter'];
  if (!filter) return { queryOptions: LABEL_LOOKUP };
  return {
    filter,
    sort: { field: labelField, order: 'ASC' as const },
    queryOptions: { meta: { include: [labelField] } },
  };
}

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
    ) : (
      <SelectArrayInput {...common} choices={field.choices} sx={roomForEveryChip(field.choices)} />
    ),
  reference: ({ field, common }) => {
    const target = referenceTarget(field.reference);
    return (
      <ReferenceInput source={common.source} reference={target.name} {...choicesQuery(field, target.labelField)}>
        <AutocompleteInput
          optionText={target.labelField}
          label={common.label}
          validate={common.validate}
          helperText={common.helperText}
          disabled={common.disabled}
          {...wide}
        />
      </ReferenceInput>
    );
  },
  referenceArray: ({ field, common }) => {
    const target = referenceTarget(field.reference);
    return (
      <ReferenceArrayInput source={common.source} reference={target.name} {...choicesQuery(field, target.labelField)}>
        <AutocompleteArrayInput
          optionText={target.labelField}
          label={common.label}
          validate={common.validate}
          helperText={common.helperText}
          {...wide}
        />
      </ReferenceArrayInput>
    );
  },
  object: ({ field, mode }) => <ObjectInput field={field} mode={mode} />,
  array: ({ field, mode }) => <ArrayOfObjectsInput field={field} mode={mode} />,
  stringArray: ({ common }) => <TextArrayInput {...common} {...wide} />,
  lines: LinesInput,
  json: ({ field }) => <JsonInput field={field} />,
  file: ({ field, common }) =>
    field.file.part ? <FilePartInput field={field} common={common} /> : <FileInput field={field} common={common} />,
  dictionary: ({ field, common }) =>
    field.by ? (
      <DependentDictionaryInput field={field} common={common} />
    ) : (
      <DictionarySelectInput {...common} {...wide} dictionary={field.dictionary} multiple={field.multiple} />
    ),
  fieldNames: ({ common }) => <TextArrayInput {...common} {...wide} />,
};
