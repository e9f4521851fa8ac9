import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { DictionaryName } from '../../providers/calls/dictionaries';
import { useDictionary } from './useDictionary';

/** A value shown by its name in a dictionary (the code itself while loading or when unknown). */
export function DictionaryField({ source, dictionary }: { source: string; dictionary: DictionaryName }) {
  const value = useFieldValue({ source });
  const { items } = useDictionary(dictionary);
  if (value === undefined || value === null || value === '') return <Typography component="span" variant="body2">—</Typography>;
  const name = items?.find((item) => String(item.id) === String(value))?.name ?? String(value);
  return <Typography component="span" variant="body2">{name}</Typography>;
}
