import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { flattenFields } from '../../engine/analyse';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import { cellOf, type ReferenceNames, type Translate } from '../../export/cellText';
import type { ImportColumn } from '../columns';
import { fill } from '../fill';
import { IMPORT_MESSAGES as M } from '../importMessages';
import type { Mapping } from '../mapping';
import type { PlanResult, PreviewRow } from '../session';

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

/** Rows drawn per frame: a preview of 100 rows × every column at once was one long task of the page. */
const ROWS_PER_FRAME = 10;

/** How many of `total` rows to draw: ROWS_PER_FRAME more each frame, as a transition React may interrupt. */
function useGrowing(total: number): number {
  const [count, setCount] = useState(Math.min(total, ROWS_PER_FRAME));
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((c) => c + ROWS_PER_FRAME)));
    return () => cancelAnimationFrame(frame);
  }, [count, total]);
  return Math.min(count, total);
}

/** One row of the preview, drawn once (memo): each frame adds rows without drawing the others again. */
const PreviewLine = memo(function PreviewLine({
  row,
  shown,
  mapping,
  headerOf,
  fields,
  names,
}: {
  row: PreviewRow;
  shown: ImportColumn[];
  mapping: Mapping;
  headerOf: Map<string, string>;
  fields: FieldDescriptor[];
  names: ReferenceNames;
}) {
  const translate = useTranslate();
  return (
    <tr data-line={row.line}>
      <td>{row.line}</td>
      <td className={row.action === 'error' ? 'error action' : undefined}>{M.actions[row.action]}</td>
      <td>
        {row.errors[''] && <p className="error">{row.errors['']}</p>}
        {row.changes?.map((change) => (
          <p key={change.source}>
            {headerOf.get(change.source)}: {shownValue(fields, change.source, change.before, names, translate)} →{' '}
            {shownValue(fields, change.source, change.after, names, translate)}
          </p>
        ))}
      </td>
      {shown.map((c) => {
        const cell = row.cells[mapping[c.source]];
        const error = row.errors[c.source];
        return (
          <td key={c.source} data-source={c.source}>
            {cell === null || cell === undefined
              ? ''
              : typeof cell === 'boolean'
                ? translate(cell ? 'ra.boolean.true' : 'ra.boolean.false')
                : String(cell)}
            {error && (
              <p className="error" role="note">
                {error}
              </p>
            )}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * The dry run's rows: errors first with the message at each cell, updates with old → new. Plain
 * table elements styled once on the table (as MUI's small table looks): a cell component per cell
 * cost more than the rows themselves.
 */
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
  const shown = useMemo(() => columns.filter((c) => c.source in mapping), [columns, mapping]);
  const headerOf = useMemo(() => new Map(columns.map((c) => [c.source, c.header])), [columns]);
  const total = plan.counts.create + plan.counts.update + plan.counts.unchanged + plan.counts.error;
  const drawn = useGrowing(plan.preview.length);
  return (
    <>
      {plan.preview.length < total && (
        <Typography variant="body2" color="text.secondary">
          {fill(M.previewShown, { shown: plan.preview.length, total })}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" aria-label={M.changes} sx={TABLE}>
          <thead>
            <tr>
              <th scope="col">{M.line}</th>
              <th scope="col">{M.action}</th>
              <th scope="col">{M.changes}</th>
              {shown.map((c) => (
                <th scope="col" key={c.source}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.preview.slice(0, drawn).map((row) => (
              <PreviewLine
                key={row.index}
                row={row}
                shown={shown}
                mapping={mapping}
                headerOf={headerOf}
                fields={fields}
                names={names}
              />
            ))}
          </tbody>
        </Box>
      </Box>
    </>
  );
}

/** MUI's small table, as CSS of the table: body2 text, dividers between rows, error texts in the error colour. */
const TABLE: SxProps<Theme> = (theme) => ({
  width: '100%',
  borderCollapse: 'collapse',
  ...theme.typography.body2,
  '& th, & td': {
    padding: '6px 16px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: theme.typography.fontWeightMedium },
  '& p': { margin: 0 },
  '& .error': { color: theme.palette.error.main },
  '& .action': { fontWeight: theme.typography.fontWeightMedium },
});
