import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { type FieldDescriptor, FieldInput } from '../../engine';

/**
 * The generated sub-form of a nested object with its inputs in a grid of `columns` instead of
 * one per line: short numeric groups (limits, KPI, a date range) stop stretching the long
 * campaign form. Only the layout changes; every input is still the generated one. The engine
 * hands over the field's analysis; a resource binds `columns` with withProps
 * (src/engine/resources/withProps.tsx).
 */
export function CompactObjectInput({ label, field, columns }: { label?: string; field: FieldDescriptor; columns: number }) {
  const record = useRecordContext();
  const mode = record?.id ? 'edit' : 'create';
  if (field.kind !== 'object') return null;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 2, width: '100%', maxWidth: 960 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>{label ?? field.label}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` }, columnGap: 2, '& .MuiFormControl-root': { width: '100%' } }}>
        {field.fields.map((sub) => <FieldInput key={sub.source} field={sub} mode={mode} />)}
      </Box>
    </Box>
  );
}
