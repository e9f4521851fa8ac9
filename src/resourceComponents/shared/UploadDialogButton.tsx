import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button as RaButton, useNotify, useTranslate } from 'react-admin';
import { ActionDialog, FilePicker, type FileRule } from '../../engine';

/**
 * A toolbar button opening a dialog that sends one picked file with its own call (multipart):
 * the file field's drop area and rules (FilePicker), a missing file refused at the field; tells
 * the outcome, closes and calls `onDone` on success. `children` adds controls of the call
 * (replace or append…).
 */
export function UploadDialogButton<T>({
  label,
  title,
  pickLabel,
  hint,
  noFile,
  rule,
  testId,
  upload,
  success,
  failure,
  onDone,
  children,
}: {
  /** Translation keys: the button (and the dialog's confirm), the retry-later failure, the missing-file problem. */
  label: string;
  failure: string;
  noFile: string;
  /** Translated texts: the dialog's title, the file field's label and its hint. */
  title: string;
  pickLabel: string;
  hint: string;
  rule: FileRule;
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
  const [problem, setProblem] = useState<string | null>(null);
  /** A missing file is refused at the field; a failed call is told by the dialog (failureText) and keeps the file. */
  const submit = async () => {
    if (!file) {
      setProblem(translate(noFile));
      return;
    }
    const [key, args] = success(await upload(file));
    notify(key, { type: 'success', messageArgs: args });
    setOpen(false);
    setFile(null);
    onDone();
  };
  return (
    <>
      <RaButton label={label} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </RaButton>
      <ActionDialog
        open={open}
        title={title}
        submitLabel={label}
        failure={failure}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FilePicker
            label={pickLabel}
            rule={rule}
            value={file}
            onChange={(picked) => {
              setFile(picked);
              setProblem(null);
            }}
            testId={testId}
            helperText={hint}
            error={problem}
            required
          />
          {children}
        </Stack>
      </ActionDialog>
    </>
  );
}
