import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { flattenFields } from '../../engine/analyse';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import { cellOf, type ReferenceNames, type Translate } from '../../export/cellText';
import type { ImportColumn } from '../columns';
import { fill } from '../fill';
import { IMPORT_MESSAGES as M } from '../importMessages';
import type { Mapping } from '../mapping';
import type { PlanResult } from '../session';

/** A value as its cell would show it (the export's text). */
function shownValue(
  fields: FieldDescriptor[],
  source: string,
  value: unknown,
  names: ReferenceNames,
  translate: Translate,
): string {
  const field = flattenFields(fields).find((f) => f.source === source);
  const cell = field ? cellOf(field, value, names, translate) : value;
  return cell === null || cell === undefined ? '—' : String(cell);
}

/** The dry run's rows: errors first with the message at each cell, updates with old → new. */
export function PreviewTable({
  plan,
  columns,
  mapping,
  fields,
  names,
}: {
  plan: PlanResult;
  columns: ImportColumn[];
  mapping: Mapping;
  fields: FieldDescriptor[];
  names: ReferenceNames;
}) {
  const translate = useTranslate();
  const shown = columns.filter((c) => c.source in mapping);
  const headerOf = new Map(columns.map((c) => [c.source, c.header]));
  const total = plan.counts.create + plan.counts.update + plan.counts.unchanged + plan.counts.error;
  return (
    <>
      {plan.preview.length < total && (
        <Typography variant="body2" color="text.secondary">
          {fill(M.previewShown, { shown: plan.preview.length, total })}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={M.changes}>
          <TableHead>
            <TableRow>
              <TableCell>{M.line}</TableCell>
              <TableCell>{M.action}</TableCell>
              <TableCell>{M.changes}</TableCell>
              {shown.map((c) => (
                <TableCell key={c.source}>{c.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.preview.map((row) => (
              <TableRow key={row.index} data-line={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell sx={row.action === 'error' ? { color: 'error.main', fontWeight: 500 } : undefined}>
                  {M.actions[row.action]}
                </TableCell>
                <TableCell>
                  {row.errors[''] && (
                    <Typography variant="body2" color="error">
                      {row.errors['']}
                    </Typography>
                  )}
                  {row.changes?.map((change) => (
                    <Typography variant="body2" key={change.source}>
                      {headerOf.get(change.source)}:{' '}
                      {shownValue(fields, change.source, change.before, names, translate)} →{' '}
                      {shownValue(fields, change.source, change.after, names, translate)}
                    </Typography>
                  ))}
                </TableCell>
                {shown.map((c) => {
                  const cell = row.cells[mapping[c.source]];
                  const error = row.errors[c.source];
                  return (
                    <TableCell key={c.source} data-source={c.source}>
                      {cell === null || cell === undefined
                        ? ''
                        : typeof cell === 'boolean'
                          ? translate(cell ? 'ra.boolean.true' : 'ra.boolean.false')
                          : String(cell)}
                      {error && (
                        <Typography variant="body2" color="error" role="note">
                          {error}
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
