import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import type { ImportColumn } from '../columns';
import { fill } from '../fill';
import { IMPORT_MESSAGES as M } from '../importMessages';
import type { Mapping } from '../mapping';

/**
 * The mapping: a select per field naming the file's column that feeds it (matched by title or key
 * when the file was read); required fields without a column are named first, and the check waits
 * for them. A column feeds one field: choosing it for another takes it from the first.
 */
export function MappingStep({
  columns,
  headings,
  mapping,
  missing,
  onChange,
}: {
  columns: readonly ImportColumn[];
  headings: readonly string[];
  mapping: Mapping;
  missing: readonly ImportColumn[];
  onChange: (mapping: Mapping) => void;
}) {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {missing.length > 0 && (
        <Alert severity="warning">
          {fill(M.requiredUnmapped, { fields: missing.map((c) => `«${c.header}»`).join(', ') })}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3">
        {M.mappingTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {M.mappingHint}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {columns.map((column) => (
          <TextField
            key={column.source}
            select
            size="small"
            label={column.required ? `${column.header} *` : column.header}
            value={column.source in mapping ? String(mapping[column.source]) : ''}
            onChange={(e) => {
              const next = { ...mapping };
              const index = e.target.value === '' ? undefined : Number(e.target.value);
              for (const [source, i] of Object.entries(next)) if (i === index) delete next[source];
              delete next[column.source];
              if (index !== undefined) next[column.source] = index;
              onChange(next);
            }}
            slotProps={{ select: { native: true } }}
          >
            <option value="">{M.notImported}</option>
            {headings.map((h, i) => (
              <option key={i} value={String(i)}>
                {h || `${i + 1}`}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
    </Stack>
  );
}
