import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { ActionAnswer } from '../../definition/declaredActions';
import type { FieldDescriptor } from '../../fieldKinds';
import { FieldView } from '../../fields/render';
import { useSchemaFields } from '../SchemaInputs';

const NUMBERS: ReadonlySet<FieldDescriptor['kind']> = new Set(['integer', 'number', 'money', 'percent']);

export interface AnswerDialogProps {
  answer: ActionAnswer;
  /** The rows that fit the answer's schema. */
  rows: Record<string, unknown>[];
  /** The dialog's title, translated with the action's arguments. */
  title: string;
  /** How many selected records the table does not show (told with `answer.dropped`). */
  dropped: number;
  onClose(): void;
}

/**
 * A declared action's answer as a table (src/engine/definition/declaredActions.ts `answer`):
 * the columns titled and written as the row schema's fields are everywhere else, a row «Всего»
 * under a summed column, and a note when some selected records have no row.
 */
export default function AnswerDialog({ answer, rows, title, dropped, onClose }: AnswerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const columns = useSchemaFields(answer.schema, answer.columns);
  const align = (field: FieldDescriptor) => (NUMBERS.has(field.kind) ? 'right' : 'left');
  const totalAt = answer.total ? columns.findIndex((c) => c.source === answer.total) : -1;
  const sum = rows.reduce(
    (s, r) => s + (typeof r[answer.total ?? ''] === 'number' ? (r[answer.total!] as number) : 0),
    0,
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={answer.maxWidth ?? 'sm'} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.source} align={align(c)}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <RecordContextProvider key={i} value={row}>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.source} align={align(c)}>
                      <FieldView field={c} />
                    </TableCell>
                  ))}
                </TableRow>
              </RecordContextProvider>
            ))}
            {totalAt >= 0 && (
              <RecordContextProvider value={{ [answer.total!]: sum }}>
                <TableRow>
                  <TableCell colSpan={totalAt || 1} sx={{ fontWeight: 600 }}>
                    {translate('kabinet.answer.total')}
                  </TableCell>
                  <TableCell align={align(columns[totalAt])} sx={{ fontWeight: 600 }}>
                    <FieldView field={columns[totalAt]} />
                  </TableCell>
                  {columns.length - totalAt - 1 > 0 && <TableCell colSpan={columns.length - totalAt - 1} />}
                </TableRow>
              </RecordContextProvider>
            )}
          </TableBody>
        </Table>
        {answer.dropped && dropped > 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(answer.dropped, { smart_count: dropped })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
