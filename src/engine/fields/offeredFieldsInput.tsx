import { Alert, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { FieldOf } from '../fieldKinds';
import type { NestedInput } from './inputs';
import { DEPENDENT_INPUT_TEXTS as T } from './dependentInputMessages';
import { ObjectInput } from './structuredInputs';
import { useDictionary } from './useDictionary';

/**
 * An object whose fields are offered as a dictionary read for a sibling's value names them
 * (x-offered-fields): a panel segment's filters, only those its provider has data for (GET
 * /categorizer/filters?provider=: Tiburon has no income). None before the sibling has a value,
 * with a hint to choose it first; when the read fails, every field with the failure said, so a
 * saved record keeps showing its values (the server still judges what the provider has).
 */
export function OfferedFieldsInput({
  field,
  mode,
  FieldInput,
}: {
  field: FieldOf<'object'>;
  mode: 'create' | 'edit';
  FieldInput: NestedInput;
}) {
  const offered = field.offered!;
  const value = useWatch({ name: field.source.replace(/[^.]+$/, offered.by) }) as unknown;
  const parents = (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value])
    .map(String)
    .filter(Boolean);
  const { items, isError } = useDictionary(offered.dictionary, parents);
  const named = new Set((items ?? []).map((item) => String(item.id)));
  const fields = !parents.length ? [] : isError ? field.fields : field.fields.filter((f) => named.has(f.name));
  return (
    <ObjectInput field={{ ...field, fields }} mode={mode} FieldInput={FieldInput}>
      {!parents.length && (
        <Typography variant="body2" color="text.secondary">
          {T.chooseFirst(offered.byLabel ?? offered.by)}
        </Typography>
      )}
      {parents.length > 0 && isError && <Alert severity="error">{T.offeredFailed(field.label)}</Alert>}
    </ObjectInput>
  );
}
