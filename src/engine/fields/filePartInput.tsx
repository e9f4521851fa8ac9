import { useInput, useTranslate } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { errorText } from './errorText';
import { FilePicker } from './filePicker';
import type { CommonInputProps } from './inputs';

/**
 * The input of a file the record's own multipart create sends as a part (x-file.part: a big
 * list's values, docs/product.md#calls multipart POST /biglist): the form keeps the picked file
 * itself, checked against the field's rules at once, and nothing goes to the storage; the save
 * sends the bytes. Its own module: only forms with such a field load it.
 */
export function FilePartInput({ field, common }: { field: FieldOf<'file'>; common: CommonInputProps }) {
  const translate = useTranslate();
  const { field: input, fieldState, isRequired } = useInput({ source: common.source, validate: common.validate });
  // A draft brought back after a reload cannot hold the bytes: only a picked file counts.
  const value = input.value instanceof File ? input.value : null;
  const error = fieldState.invalid ? errorText(fieldState.error) : undefined;
  return (
    <FilePicker
      label={common.label}
      rule={field.file}
      value={value}
      onChange={(file) => {
        input.onChange(file);
        input.onBlur();
      }}
      testId={`file-${input.name}`}
      helperText={common.helperText}
      error={error ? translate(error, { _: error }) : undefined}
      required={isRequired}
    />
  );
}
