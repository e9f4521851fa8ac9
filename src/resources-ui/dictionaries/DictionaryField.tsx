import type { ComponentType } from 'react';
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

/** DictionaryField as a resource's per-field Field override. */
export function dictionaryField(dictionary: DictionaryName): ComponentType<{ source: string; label?: string }> {
  function DictionaryValue({ source }: { source: string; label?: string }) {
    return <DictionaryField source={source} dictionary={dictionary} />;
  }
  DictionaryValue.displayName = `DictionaryField(${dictionary})`;
  return DictionaryValue;
}
