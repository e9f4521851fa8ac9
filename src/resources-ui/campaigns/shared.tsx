import { Alert, Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { analyseEntity, flattenFields } from '../../engine/analyse';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import { FieldInput } from '../../engine/fields/render';
import { catalog } from '../../engine/load';
import { useSchemaValidator } from '../../engine/views/GenericForm';
import { failureText } from '../../providers/failures';

/**
 * What the campaign, group and creative actions share: how a failure is told, how a file is
 * saved, and a dialog whose form is generated from a (call body) schema like any other form.
 */
export { failureText };

/** Like failureText, but the server's field messages (when it sent some) rather than its summary. */
export function detailedFailure(error: unknown, retryLater: string): string {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  const texts = errors ? Object.values(errors).filter((v): v is string => typeof v === 'string') : [];
  return texts.length ? [...new Set(texts)].join('. ') : failureText(error, retryLater);
}

/** Hands a downloaded Blob to the browser as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name without characters file systems refuse. */
export const fileNameOf = (name: string): string => name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'export';

export const progressIcon = <CircularProgress size={16} />;

/** Analysed fields of any schema (a call body too), optionally only the named sources, in that order. */
export function useSchemaFields(schemaId: string, sources?: string[]): FieldDescriptor[] {
  return useMemo(() => {
    const all = analyseEntity(catalog.schemas, schemaId);
    if (!sources) return all;
    const flat = flattenFields(all);
    return sources.map((s) => flat.find((f) => f.source === s)!).filter(Boolean);
  }, [schemaId, sources]);
}

export interface SchemaDialogProps {
  open: boolean;
  title: string;
  /** The schema whose fields are the form (and whose validator runs before submit). */
  schemaId: string;
  /** Only these field sources, in this order (default: every field of the schema). */
  sources?: string[];
  /** Skip the schema's validator (when the form is a part of a bigger schema). */
  validateWithSchema?: boolean;
  defaultValues: Record<string, unknown>;
  hint?: ReactNode;
  submitLabel: string;
  /** Resolves when done; a string is an error shown in the dialog (the values stay). */
  onSubmit(values: Record<string, unknown>): Promise<string | void>;
  onClose(): void;
}

/** A dialog over a generated form: the same inputs, labels and Russian messages as the screens. */
export function SchemaDialog(props: SchemaDialogProps) {
  const { open, title, schemaId, sources, validateWithSchema = true, defaultValues, hint, submitLabel, onSubmit, onClose } = props;
  const translate = useTranslate();
  const fields = useSchemaFields(schemaId, sources);
  const validate = useSchemaValidator(schemaId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const problem = await onSubmit(values);
      if (problem) setError(problem);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={`${schemaId}-dialog-title`}>
      <Form record={defaultValues} onSubmit={(v: Record<string, unknown>) => submit(v)} validate={validateWithSchema ? validate : undefined} noValidate>
        <DialogTitle id={`${schemaId}-dialog-title`}>{title}</DialogTitle>
        <DialogContent>
          {hint && <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{hint}</Typography>}
          {fields.map((field) => <FieldInput key={field.source} field={field} mode="create" />)}
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={busy}>{translate('kabinet.campaigns.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={busy} startIcon={busy ? progressIcon : undefined}>{submitLabel}</MuiButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
