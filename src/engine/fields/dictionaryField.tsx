import { Chip, Stack, Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { dictionaryChoices } from './dictionaryChoices';
import { useDictionary } from './useDictionary';

/**
 * A value of an x-dictionary field by its name in the platform's dictionary; while it loads, or
 * when the dictionary does not know the value, by the schema's own name, else the code itself.
 */
export function DictionaryField({ field, source }: { field: FieldOf<'dictionary'>; source: string }) {
  const value = useFieldValue({ source }) as unknown;
  // A dependent dictionary's items are read for the parents the record names (its models'
  // manufacturers, a panel segment's provider).
  const parents = useFieldValue({ source: field.by ? source.replace(/[^.]+$/, field.by) : source }) as unknown;
  const { items } = useDictionary(
    field.dictionary,
    field.by ? (Array.isArray(parents) ? parents : parents ? [parents] : []).map(String) : undefined,
  );
  const named = dictionaryChoices(items, field.choices);
  const nameOf = (id: unknown) =>
    (named.find((c) => String(c.id) === String(id)) ?? items?.find((item) => String(item.id) === String(id)))?.name ??
    String(id);
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length))
    return (
      <Typography component="span" variant="body2">
        —
      </Typography>
    );
  if (Array.isArray(value))
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {value.map((id) => (
          <Chip key={String(id)} size="small" label={nameOf(id)} />
        ))}
      </Stack>
    );
  const name = nameOf(value);
  return (
    <Typography component="span" variant="body2">
      {name}
    </Typography>
  );
}
