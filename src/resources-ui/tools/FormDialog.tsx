import { Alert, Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Form, useTranslate, type ValidateForm } from 'react-admin';
import { analyseEntity, flattenFields } from '../../engine/analyse';
import { FieldInput } from '../../engine/fields/render';
import { catalog } from '../../engine/load';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  defaultValues?: Record<string, unknown>;
  validate?: ValidateForm;
  hint?: ReactNode;
  /** Inputs of the form (react-admin inputs; SchemaInputs for generated ones). */
  children: ReactNode;
  /** Resolves when done; a string is an error shown in the dialog (the values stay). */
  onSubmit(values: Record<string, unknown>): Promise<string | void>;
  onClose(): void;
}

/** A dialog over a react-admin form: progress on the submit button, the failure inside. */
export function FormDialog({ title, submitLabel, defaultValues, validate, hint, children, onSubmit, onClose }: FormDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
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
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form record={defaultValues} onSubmit={(v: Record<string, unknown>) => submit(v)} validate={validate} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {hint && <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{hint}</Typography>}
          {children}
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={busy}>{translate('kabinet.tools.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            {submitLabel}
          </MuiButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Generated inputs of some fields of a schema: the same labels, kinds and hints as its screens. */
export function SchemaInputs({ schemaId, sources }: { schemaId: string; sources: string[] }) {
  const fields = useMemo(() => {
    const all = flattenFields(analyseEntity(catalog.schemas, schemaId));
    return sources.map((s) => all.find((f) => f.source === s)!).filter(Boolean);
  }, [schemaId, sources]);
  return <>{fields.map((field) => <FieldInput key={field.source} field={field} mode="create" />)}</>;
}
