import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import type { CommonInputProps } from './inputs';
import { formatRussianNumber } from './russianNumber';

/** A number as it is typed: digits (spaces between them allowed), one comma or point, a leading minus. */
const NUMBER_TEXT = /^-?\d+(?:[.,]\d*)?$/;
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * What the form holds for a typed text: its number, null when the field is empty, or the text
 * itself when it is no number, so that the schema says «Введите число» at the field and the
 * text stays as typed.
 */
export function parseTypedNumber(text: string): number | string | null {
  const bare = text.replace(SPACES, '');
  if (bare === '') return null;
  return NUMBER_TEXT.test(bare) ? Number(bare.replace(',', '.')) : text;
}

/** A number as the field shows it: the thousands apart, a comma before the fraction, no digit lost. */
export function numberText(value: unknown, fractionDigits: number): string {
  if (typeof value !== 'number') return value === null || value === undefined ? '' : String(value);
  return formatRussianNumber(value, { minimumFractionDigits: fractionDigits, maximumFractionDigits: 20 });
}

interface GroupedNumberInputProps {
  common: CommonInputProps;
  /** Money always shows its kopecks («100 000,00»); other numbers only the digits they have. */
  fractionDigits?: number;
  /** Whole numbers only: the phone offers digits without a comma. */
  integer?: boolean;
  /** Written after the number («%»). */
  unit?: string;
  sx?: object;
}

/**
 * A number written as the rest of the console writes it, thousands apart («2 925 000»), where the
 * browser's number field would show «2925000». While the user types, the text stays exactly as
 * typed; when the field is left, it is written out again.
 */
export function GroupedNumberInput({ common, fractionDigits = 0, integer, unit, sx }: GroupedNumberInputProps) {
  const input = useInput({ source: common.source, validate: common.validate });
  const { value } = input.field;
  const [text, setText] = useState(() => numberText(value, fractionDigits));
  // A value set from outside (the record loaded, a reset, a restored draft) replaces the text;
  // the user's own typing is kept as typed.
  const [seen, setSeen] = useState<unknown>(value);
  if (value !== seen) {
    setSeen(value);
    if (parseTypedNumber(text) !== value) setText(numberText(value, fractionDigits));
  }
  // The unit shows beside a number: on an empty field it would sit on the label and cut it.
  const [focused, setFocused] = useState(false);
  const showUnit = unit && (focused || text !== '');
  const { error, invalid } = input.fieldState;
  return (
    <TextField
      id={input.id}
      name={input.field.name}
      inputRef={input.field.ref}
      className={`ra-input ra-input-${common.source}`}
      label={<FieldTitle label={common.label} source={common.source} isRequired={input.isRequired} />}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        input.field.onChange(parseTypedNumber(event.target.value));
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        input.field.onBlur();
        setText(numberText(parseTypedNumber(text), fractionDigits));
      }}
      error={invalid}
      helperText={<InputHelperText error={error?.message} helperText={common.helperText} />}
      disabled={common.disabled}
      size="small"
      fullWidth
      sx={sx}
      slotProps={{
        htmlInput: { inputMode: integer ? 'numeric' : 'decimal', autoComplete: 'off' },
        ...(showUnit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {}),
      }}
    />
  );
}
