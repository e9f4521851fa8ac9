import { Box, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Suspense } from 'react';
import { RecordContextProvider, type RaRecord } from 'react-admin';
import { FieldView } from '../../fields/render';
import type { BulkChange } from './bulkChange';
import { BULK_EDIT_MESSAGES as TEXT } from './bulkEditMessages';
import type { Planned } from './BulkEditDialog';

/** Each record's changed fields, old → new, shown as the record's screens show them. */
export function BulkPreview({
  planned,
  nameOf,
  fields,
}: {
  planned: Planned[];
  nameOf(record: RaRecord): string;
  fields: BulkChange[];
}) {
  const bySource = new Map(fields.map((c) => [c.field.source, c.field]));
  return (
    <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
      <Table size="small" stickyHeader data-testid="bulk-preview">
        <TableHead>
          <TableRow>
            <TableCell>{TEXT.record}</TableCell>
            <TableCell>{TEXT.field}</TableCell>
            <TableCell>{TEXT.before}</TableCell>
            <TableCell>{TEXT.after}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {planned.flatMap(({ record, next, diffs }) =>
            diffs.map((diff, i) => (
              <TableRow key={`${String(record.id)}:${diff.source}`}>
                <TableCell>{i === 0 ? nameOf(record) : ''}</TableCell>
                <TableCell>{diff.title}</TableCell>
                <TableCell>
                  <Shown record={record} field={bySource.get(diff.source)!} value={diff.before} />
                </TableCell>
                <TableCell>
                  <Shown record={next as RaRecord} field={bySource.get(diff.source)!} value={diff.after} />
                </TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

function Shown({ record, field, value }: { record: RaRecord; field: BulkChange['field']; value: unknown }) {
  if (value === undefined || value === null || value === '')
    return (
      <Typography variant="body2" color="text.secondary">
        {TEXT.empty}
      </Typography>
    );
  return (
    <RecordContextProvider value={record}>
      <Suspense fallback={<CircularProgress size={16} aria-label={TEXT.loadingInput} />}>
        <FieldView field={field} />
      </Suspense>
    </RecordContextProvider>
  );
}
