import { Typography } from '@mui/material';
import { SelectField, useFieldValue } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { useDictionary } from './useDictionary';

/**
 * A value of an x-dictionary field by its name in the platform's dictionary (the code itself
 * while it loads, or when the dictionary does not know it).
 */
function DictionaryNameField({ field, source }: { field: FieldOf<'dictionary'>; source: string }) {
  const value = useFieldValue({ source });
  const { items } = useDictionary(field.dictionary);
  if (value === undefined || value === null || value === '')
    return (
      <Typography component="span" variant="body2">
        —
      </Typography>
    );
  const name = items?.find((item) => String(item.id) === String(value))?.name ?? String(value);
  return (
    <Typography component="span" variant="body2">
      {name}
    </Typography>
  );
}

/** The schema's own labels when it has them (no request); else the platform's dictionary's names. */
export function DictionaryField({ field, source }: { field: FieldOf<'dictionary'>; source: string }) {
  if (field.choices.length) return <SelectField source={source} emptyText="—" choices={field.choices} />;
  return <DictionaryNameField field={field} source={source} />;
}
