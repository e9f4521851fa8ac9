import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { CommitProgress } from '../commit';
import { fill } from '../fill';
import { IMPORT_MESSAGES as M } from '../importMessages';
import type { Counts } from '../session';

/** The rows being written: a progress bar, the time left, and «Останавливаем…» after a cancel. */
export function WritingStep({
  progress,
  left,
  cancelling,
}: {
  progress: CommitProgress;
  left: string | null;
  cancelling: boolean;
}) {
  const text = fill(M.writing, { done: progress.done, total: progress.total });
  return (
    <Box role="status">
      <Typography>{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={(progress.done / Math.max(1, progress.total)) * 100}
        aria-label={text}
        sx={{ my: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {cancelling ? M.cancelling : left ? fill(M.timeLeft, { time: left }) : '\u00a0'}
      </Typography>
    </Box>
  );
}

/** The result: what was created and updated, what was left as it was, and how many rows failed. */
export function ResultStep({
  progress,
  counts,
  cancelled,
}: {
  progress: CommitProgress;
  counts: Counts;
  cancelled: boolean;
}) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {cancelled ? M.resultCancelled : M.resultTitle}
      </Typography>
      <Typography role="status">
        {fill(M.result, {
          created: progress.created,
          updated: progress.updated,
          unchanged: counts.unchanged,
          error: counts.error + Object.keys(progress.refused).length,
        })}
      </Typography>
    </Stack>
  );
}

/** «Осталось около …» from the pace so far; nothing until a few rows are written. */
export function timeLeft(started: number, done: number, total: number): string | null {
  if (done < 3 || done >= total) return null;
  const seconds = Math.ceil((((Date.now() - started) / done) * (total - done)) / 1000);
  return seconds < 90 ? fill(M.seconds, { count: seconds }) : fill(M.minutes, { count: Math.ceil(seconds / 60) });
}
