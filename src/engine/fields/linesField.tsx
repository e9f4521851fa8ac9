import { Box, Chip, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { formatRussianNumber } from './russianNumber';

/** How many values a card shows before «и ещё N»: a list of thousands is read by its size. */
const SHOWN = 5;

/** A long list of values (x-kind "lines") on a card or in a list cell: how many, and the first few. */
export function LinesField({ source }: { source: string; label?: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  const values = Array.isArray(value) ? value.map(String) : [];
  if (!values.length)
    return (
      <Typography component="span" variant="body2" color="text.disabled">
        —
      </Typography>
    );
  return (
    <Box>
      <Typography variant="body2">
        {translate('kabinet.field.lines_count', { count: formatRussianNumber(values.length) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {values.slice(0, SHOWN).map((v, i) => (
          <Chip key={i} size="small" label={v} sx={{ fontFamily: 'monospace' }} />
        ))}
        {values.length > SHOWN && (
          <Chip
            size="small"
            variant="outlined"
            label={translate('kabinet.field.lines_more', { count: formatRussianNumber(values.length - SHOWN) })}
          />
        )}
      </Box>
    </Box>
  );
}
