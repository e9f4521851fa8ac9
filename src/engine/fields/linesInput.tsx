import { TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import type { CommonInputProps } from './inputs';
import { formatRussianNumber } from './russianNumber';
import { errorText } from './errorText';
import { READABLE_WIDTH } from './readableWidth';

const fromLines = (text: string) =>
  text
    .split(/\r\n|\n|\r/)
    .map((l) => l.trim())
    .filter(Boolean);
const toText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const same = (a: unknown, b: string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((v, i) => String(v) === b[i]);

/**
 * A long list of values (x-kind "lines": ids, codes) as a textarea, one per line: thousands of
 * them are no place for one input each. The text stays as typed (blank lines while typing); the
 * form holds the list, trimmed, without blank lines, and the count is under the box.
 */
export function LinesInput({ common }: { field: FieldOf<'lines'>; common: CommonInputProps }) {
  const translate = useTranslate();
  const input = useInput({ source: common.source, validate: common.validate });
  const [text, setText] = useState(() => toText(input.field.value));
  // A value set from outside (form reset, record loaded) replaces the text; the user's own
  // typing is kept as typed.
  const [seen, setSeen] = useState<unknown>(input.field.value);
  if (input.field.value !== seen) {
    setSeen(input.field.value);
    if (!same(input.field.value, fromLines(text))) setText(toText(input.field.value));
  }
  const count = translate('kabinet.field.lines_count', { count: formatRussianNumber(fromLines(text).length) });
  const error = errorText(input.fieldState.error);
  return (
    <TextField
      label={common.label}
      required={input.isRequired}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const lines = fromLines(e.target.value);
        input.field.onChange(lines.length ? lines : null);
      }}
      onBlur={input.field.onBlur}
      error={!!error}
      helperText={error ?? (common.helperText ? `${common.helperText} · ${count}` : count)}
      disabled={common.disabled}
      multiline
      minRows={6}
      maxRows={16}
      fullWidth
      sx={{ maxWidth: READABLE_WIDTH, mb: 2, '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
    />
  );
}
