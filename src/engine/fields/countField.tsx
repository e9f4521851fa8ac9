import { Chip, Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { interpolate } from '../../i18n/translate';

/**
 * A count that matters when it is not 0 (x-kind "count": a group's new notifications): a chip in the
 * primary colour with the schema's words for it (x-count.some, Russian plural forms), and the
 * muted words of x-count.none at 0, so the rows that need a look stand out of the list.
 */
export function CountField({ source, words }: { source: string; words: { some: string; none: string } }) {
  const value = useFieldValue({ source });
  const count = typeof value === 'number' ? value : 0;
  if (count > 0) return <Chip size="small" color="primary" label={interpolate(words.some, { smart_count: count })} />;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {words.none}
    </Typography>
  );
}
