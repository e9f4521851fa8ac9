import {
  Alert,
  Box,
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
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { ActionAnswer, AnswerTable } from '../../definition/declaredActions';
import type { FieldDescriptor } from '../../fieldKinds';
import { FieldView } from '../../fields/render';
import { useSchemaFields } from '../SchemaInputs';
import { OneValue } from './AnswerOneValue';

const NUMBERS: ReadonlySet<FieldDescriptor['kind']> = new Set(['integer', 'number', 'money', 'percent']);

/** What the call answered: a table's rows that fit its schema, a page's HTML, or one value. */
export type AnswerValue = { rows: Record<string, unknown>[] } | { page: string } | { one: string | null };

export interface AnswerDialogProps {
  answer: ActionAnswer;
  value: AnswerValue;
  /** The action's label (translation key): the frame's name. */
  label: string;
  /** The dialog's title, translated with the action's arguments. */
  title: string;
  /** How many selected records the table does not show (told with `answer.dropped`). */
  dropped: number;
  /** A value's renewal (`answer.renew`): the call made and told; the new value, or undefined on failure. */
  onRenew(): Promise<string | null | undefined>;
  onClose(): void;
}

/**
 * A declared action's answer (src/engine/definition/declaredActions.ts `answer`) in a dialog:
 * a table, a page the platform drew in a frame where no script runs, or one value to copy.
 */
export default function AnswerDialog({ answer, value, label, title, dropped, onRenew, onClose }: AnswerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={answer.maxWidth ?? ('page' in answer ? 'md' : 'sm')}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {'page' in answer && 'page' in value && (
          <>
            <Box
              component="iframe"
              title={translate(label)}
              srcDoc={value.page}
              sandbox=""
              sx={{ width: '100%', aspectRatio: answer.page.ratio ?? '16 / 9', border: 0, display: 'block' }}
            />
            {answer.page.hint && (
              <Typography variant="caption" color="text.secondary">
                {translate(answer.page.hint)}
              </Typography>
            )}
          </>
        )}
        {'schema' in answer && 'rows' in value && <AnswerRows answer={answer} rows={value.rows} dropped={dropped} />}
        {'value' in answer && 'one' in value && <OneValue answer={answer} value={value.one} onRenew={onRenew} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The rows as a table: the columns titled and written as the row schema's fields are
 * everywhere else, a row «Всего» under a summed column, and a note when some selected records
 * have no row.
 */
function AnswerRows({
  answer,
  rows,
  dropped,
}: {
  answer: AnswerTable;
  rows: Record<string, unknown>[];
  dropped: number;
}) {
  const translate = useTranslate();
  const columns = useSchemaFields(answer.schema, answer.columns);
  const align = (field: FieldDescriptor) => (NUMBERS.has(field.kind) ? 'right' : 'left');
  const totalAt = answer.total ? columns.findIndex((c) => c.source === answer.total) : -1;
  const sum = rows.reduce(
    (s, r) => s + (typeof r[answer.total ?? ''] === 'number' ? (r[answer.total!] as number) : 0),
    0,
  );
  return (
    <>
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
                {totalAt > 0 && (
                  <TableCell colSpan={totalAt} sx={{ fontWeight: 600 }}>
                    {translate('kabinet.answer.total')}
                  </TableCell>
                )}
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
    </>
  );
}
