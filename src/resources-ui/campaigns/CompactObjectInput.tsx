import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { analyseEntity, flattenFields } from '../../engine/analyse';
import { FieldInput } from '../../engine/fields/fieldInput';
import { catalog } from '../../engine/load';

/**
 * The generated sub-form of a nested object with its inputs in a grid of `columns` instead of
 * one per line: short numeric groups (limits, KPI, a date range) stop stretching the long
 * campaign form. Only the layout changes; every input is still the generated one. A resource
 * binds `schemaId` and `columns` with withProps (src/engine/resources/withProps.tsx).
 */
export function CompactObjectInput({ source, label, schemaId, columns }: { source: string; label?: string; schemaId: string; columns: number }) {
  const record = useRecordContext();
  const mode = record?.id ? 'edit' : 'create';
  const field = useMemo(() => flattenFields(analyseEntity(catalog.schemas, schemaId)).find((f) => f.source === source), [schemaId, source]);
  if (!field || field.kind !== 'object') return null;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 2, width: '100%', maxWidth: 960 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{label ?? field.label}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` }, columnGap: 2, '& .MuiFormControl-root': { width: '100%' } }}>
        {field.fields.map((sub) => <FieldInput key={sub.source} field={sub} mode={mode} />)}
      </Box>
    </Box>
  );
}
