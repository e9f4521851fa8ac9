import { Box, Chip, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { requiredMark } from '../../engine';
import { errorText, formatNumber } from '../shared/values';

const fromLines = (text: string) => text.split(/\r\n|\n|\r/).map((l) => l.trim()).filter(Boolean);
const same = (a: unknown, b: string[]) => Array.isArray(a) && a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The ids as a textarea, one per line (a list of thousands is no place for one input per item).
 * The text is kept as typed (blank lines while typing); the form holds the list of ids.
 */
export function IdsInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate: requiredMark });
  const toText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
  const [text, setText] = useState(() => toText(field.value));
  // A value set from outside (form reset, record loaded) replaces the text; the user's own
  // typing (blank lines included) is kept as typed.
  const [seen, setSeen] = useState<unknown>(field.value);
  if (field.value !== seen) {
    setSeen(field.value);
    if (!same(field.value, fromLines(text))) setText(toText(field.value));
  }
  const count = fromLines(text).length;
  const error = errorText(fieldState.error);
  return (
    <TextField
      label={label}
      required={isRequired}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const ids = fromLines(e.target.value);
        field.onChange(ids.length ? ids : null);
      }}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? `${translate('kabinet.customSegments.idsHint')} · ${translate('kabinet.customSegments.idsCount', { count: formatNumber(count) })}`}
      multiline
      minRows={6}
      maxRows={16}
      fullWidth
      sx={{ maxWidth: 720, mb: 2, '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
    />
  );
}

/** How many ids, and the first few. */
export function IdsField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const ids = Array.isArray(record?.[source]) ? (record[source] as string[]) : [];
  if (!ids.length) return <Typography variant="body2">—</Typography>;
  return (
    <Box>
      <Typography variant="body2">{translate('kabinet.customSegments.idsCount', { count: formatNumber(ids.length) })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {ids.slice(0, 5).map((id) => <Chip key={id} size="small" label={id} sx={{ fontFamily: 'monospace' }} />)}
        {ids.length > 5 && <Chip size="small" variant="outlined" label={translate('kabinet.customSegments.idsMore', { count: formatNumber(ids.length - 5) })} />}
      </Box>
    </Box>
  );
}
