import { useState } from 'react';
import { fileProblem, type FileRule } from '../schema/files';
import { FileDropArea } from './fileDropArea';

/**
 * A file chosen in a dialog whose own call sends it (a multipart request of the platform): the
 * same drop area, rules and messages as a form's file field, but nothing is uploaded until the
 * dialog is confirmed. A file the rule refuses is not taken; the message is at the field.
 */
export function FilePicker({
  label,
  rule,
  value,
  onChange,
  testId,
  helperText,
  error,
  required,
}: {
  label: string;
  rule: FileRule;
  value: File | null;
  onChange(file: File | null): void;
  testId: string;
  helperText?: string;
  /** The dialog's own problem with the field (none chosen). */
  error?: string | null;
  required?: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FileDropArea
      label={label}
      required={required}
      rule={rule}
      file={value ? { url: '', name: value.name, size: value.size, mimeType: value.type } : null}
      error={problem ?? error ?? undefined}
      helperText={helperText}
      testId={testId}
      onFile={(file) => {
        if (!file) return;
        const refused = fileProblem(rule, file);
        setProblem(refused);
        if (!refused) onChange(file);
      }}
      onRemove={() => {
        setProblem(null);
        onChange(null);
      }}
    />
  );
}
