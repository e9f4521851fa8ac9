import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadBlob, exportSpreadsheet, type ExportProgress, type SpreadsheetSource } from '../../export/spreadsheet';

interface Props<R> {
  fileName: string;
  /** What to write: the screen's columns with its rows or pages (called when the user asks). */
  source: (signal: AbortSignal) => SpreadsheetSource<R>;
  disabled?: boolean;
}

/**
 * «Выгрузить в Excel»: writes the report in a web worker (src/export/spreadsheet.ts) while a
 * dialog shows the progress; «Отменить» stops it at once.
 */
export function ExportButton<R>({ fileName, source, disabled }: Props<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ phase: 'rows', done: 0, total: null });
    try {
      const blob = await exportSpreadsheet(source(abort.signal), { signal: abort.signal, onProgress: setProgress });
      downloadBlob(blob, fileName);
      notify('kabinet.statistics.exportDone', { type: 'success', messageArgs: { name: fileName } });
    } catch (error) {
      if ((error as Error).name === 'AbortError') notify('kabinet.statistics.exportCancelled', { type: 'info' });
      else notify('kabinet.statistics.exportFailed', { type: 'error' });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const value = progress?.total ? Math.min(100, (progress.done / progress.total) * 100) : undefined;
  const fmt = (n: number) => n.toLocaleString('ru-RU');
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={run} disabled={disabled || progress !== null}>
        {translate('kabinet.statistics.export')}
      </Button>
      <Dialog open={progress !== null} aria-labelledby="statistics-export-title" fullWidth maxWidth="xs">
        <DialogTitle id="statistics-export-title">{translate('kabinet.statistics.exporting')}</DialogTitle>
        <DialogContent>
          <Box sx={{ my: 1 }}>
            <LinearProgress
              variant={progress?.phase === 'rows' && value !== undefined ? 'determinate' : 'indeterminate'}
              value={value}
              aria-label={translate('kabinet.statistics.exporting')}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" role="status">
            {progress?.phase === 'writing'
              ? translate('kabinet.statistics.exportWriting')
              : progress?.total
                ? translate('kabinet.statistics.exportRows', { done: fmt(progress.done), total: fmt(progress.total) })
                : translate('kabinet.statistics.exportRowsUnknown', { done: fmt(progress?.done ?? 0) })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => controller.current?.abort()}>{translate('kabinet.statistics.exportCancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
