import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import type { ReferenceNames } from '../../export/cellText';
import type { ImportColumn } from '../columns';
import { fill } from '../fill';
import { IMPORT_MESSAGES as M } from '../importMessages';
import type { Mapping } from '../mapping';
import type { PlanResult } from '../session';
import { PreviewTable } from './PreviewTable';

/** The dry run while it checks the rows (what it is doing, then how many rows are checked). */
export function CheckingStep({
  busy,
  checked,
}: {
  busy: string | null;
  checked: { done: number; total: number } | null;
}) {
  return (
    <Box role="status">
      <Typography variant="body2">
        {checked ? fill(M.checking, { done: checked.done, total: checked.total }) : busy}
      </Typography>
      <LinearProgress
        variant={checked ? 'determinate' : 'indeterminate'}
        value={checked ? (checked.done / Math.max(1, checked.total)) * 100 : undefined}
        aria-label={M.check}
      />
    </Box>
  );
}

/** The dry run's answer, nothing written yet: the counts of each action, then the rows. */
export function PreviewStep({
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
  return (
    <Stack spacing={2}>
      <Typography role="status">{fill(M.summary, { ...plan.counts })}</Typography>
      <PreviewTable plan={plan} columns={columns} mapping={mapping} fields={fields} names={names} />
    </Stack>
  );
}
