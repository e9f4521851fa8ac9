import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormLabel, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button as RaButton, useDataProvider, useInput, useNotify, useTranslate, type Validator } from 'react-admin';
import type { StoredFile } from '../../providers/calls/storage';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog, failureText } from '../../engine';
import { errorText } from './values';

/**
 * A file field uploaded at once: the picked or dropped file is checked first (`check` returns
 * the Russian problem, or null), then sent to POST /storage/uploadfile; the form keeps what the
 * storage answered, so saving the record sends a reference, never the bytes. A newer pick
 * aborts the upload in flight.
 */
export function useStorageUpload(options: {
  source: string;
  validate?: Validator;
  check(file: File): string | null;
  /** Translation keys: the success toast (gets %{name}) and the retry-later failure. */
  texts: { uploaded: string; failed: string };
}) {
  const { source, validate, check, texts } = options;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { field, fieldState } = useInput({ source, validate });
  const upload = useRef<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => upload.current?.abort(), []);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const refused = check(file);
    setProblem(refused);
    if (refused) return;
    upload.current?.abort();
    const abort = new AbortController();
    upload.current = abort;
    setUploading(true);
    try {
      const stored = await dataProvider.uploadFile(file, abort.signal);
      field.onChange(stored);
      field.onBlur();
      notify(texts.uploaded, { type: 'success', messageArgs: { name: stored.name } });
    } catch (error) {
      if (abort.signal.aborted) return;
      const text = failureText(error, translate(texts.failed));
      setProblem(text);
      notify(text, { type: 'error' });
    } finally {
      if (upload.current === abort) setUploading(false);
    }
  };

  return {
    value: field.value as StoredFile | null | undefined,
    error: problem ?? (fieldState.invalid ? errorText(fieldState.error) : undefined),
    uploading,
    take,
  };
}

export interface FileDropZoneProps {
  label?: string;
  required?: boolean;
  error?: string;
  accept: string;
  testId: string;
  uploading: boolean;
  /** The chosen file's card (thumbnail, name, size, links); it receives the «replace» button. Absent: the empty drop area. */
  chosen?: (replaceButton: ReactElement) => ReactNode;
  /** Translated texts of the drop area. */
  texts: { drop: string; choose: string; replace: string; uploading: string; note?: string };
  onFile(file: File | undefined): void;
  /** Under the area: helper text, warnings. */
  children?: ReactNode;
}

/** The drop area of a file field: drag a file on it or pick one; a card once a file is chosen. */
export function FileDropZone({ label, required, error, accept, testId, uploading, chosen, texts, onFile, children }: FileDropZoneProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const pick = () => picker.current?.click();
  const replaceButton = (
    <Button size="small" variant="outlined" disabled={uploading} onClick={pick}>{texts.replace}</Button>
  );
  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: 720 }}>
      <FormLabel required={required} error={!!error} sx={{ display: 'block', mb: 1, fontSize: '0.85rem' }}>{label}</FormLabel>
      <Paper
        variant="outlined"
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          onFile(e.dataTransfer.files?.[0]);
        }}
        sx={{
          p: 2,
          borderRadius: 2,
          borderStyle: chosen ? 'solid' : 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : undefined,
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          transition: 'background-color 150ms, border-color 150ms',
        }}
      >
        {chosen ? chosen(replaceButton) : (
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 1.5 }}>
            <CloudUploadOutlinedIcon color={error ? 'error' : 'action'} sx={{ fontSize: 38 }} />
            <Typography variant="body2">{texts.drop}</Typography>
            <Button variant="contained" size="small" disabled={uploading} onClick={pick}>{texts.choose}</Button>
            {texts.note && <Typography variant="caption" color="text.secondary">{texts.note}</Typography>}
          </Stack>
        )}
        {uploading && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress />
            <Typography variant="caption" color="text.secondary">{texts.uploading}</Typography>
          </Box>
        )}
        <input
          ref={picker}
          type="file"
          hidden
          accept={accept}
          aria-label={label}
          data-testid={testId}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Paper>
      {children}
    </Box>
  );
}

/** A file picked inside a dialog (sent with the dialog's own call): the choose button and the file's name. */
export function FileChooser({ file, onChange, accept, testId, choose, hint, label }: {
  file: File | null;
  onChange(file: File | null): void;
  accept: string;
  testId: string;
  /** Translated texts: the button, what shows before a file is chosen, the input's accessible name. */
  choose: string;
  hint: string;
  label?: string;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" component="label">
        {choose}
        <input type="file" hidden accept={accept} aria-label={label ?? choose} data-testid={testId} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      </Button>
      <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>{file?.name ?? hint}</Typography>
    </Stack>
  );
}

/**
 * A toolbar button opening a dialog that sends one picked file with its own call (multipart):
 * refuses an empty pick at the dialog, tells the outcome, closes and calls `onDone` on success.
 * `children` adds controls of the call (replace or append…).
 */
export function UploadDialogButton<T>({ label, title, choose, hint, noFile, accept, testId, pickLabel, upload, success, failure, onDone, children }: {
  /** Translation keys: the button (and the dialog's confirm), the retry-later failure, the missing-file problem. */
  label: string;
  failure: string;
  noFile: string;
  /** Translated texts. */
  title: string;
  choose: string;
  hint: string;
  pickLabel?: string;
  accept: string;
  testId: string;
  upload(file: File): Promise<T>;
  success(result: T): [string, Record<string, unknown>?];
  onDone(): void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const submit = async () => {
    if (!file) return translate(noFile);
    const [key, args] = success(await upload(file));
    notify(key, { type: 'success', messageArgs: args });
    setOpen(false);
    setFile(null);
    onDone();
  };
  return (
    <>
      <RaButton label={label} onClick={() => setOpen(true)}><UploadFileIcon /></RaButton>
      <ActionDialog open={open} title={title} submitLabel={label} failure={failure} onSubmit={submit} onClose={() => setOpen(false)}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FileChooser
            file={file}
            onChange={setFile}
            accept={accept}
            testId={testId}
            choose={choose}
            hint={hint}
            label={pickLabel}
          />
          {children}
        </Stack>
      </ActionDialog>
    </>
  );
}
