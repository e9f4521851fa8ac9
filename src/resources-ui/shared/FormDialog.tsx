import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Form, useTranslate, type ValidateForm } from 'react-admin';
import { analyseEntity, flattenFields } from '../../engine/analyse';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import { FieldInput } from '../../engine/fields/fieldInput';
import { catalog } from '../../engine/load';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** Initial values of the form. */
  defaultValues?: Record<string, unknown>;
  validate?: ValidateForm;
  hint?: ReactNode;
  maxWidth?: 'sm' | 'md';
  /** Inputs of the form (react-admin inputs; SchemaInputs for generated ones). */
  children: ReactNode;
  /**
   * Resolves when done. A string is an error shown in the dialog; nested field errors land on
   * their fields (react-admin's submit contract). Either way the dialog stays with the values.
   */
  onSubmit(values: Record<string, unknown>): Promise<string | Record<string, unknown> | void>;
  onClose(): void;
}

/** A dialog over a react-admin form: progress on the submit button, the failure inside, nothing lost. */
export function FormDialog({ title, submitLabel, defaultValues, validate, hint, maxWidth = 'sm', children, onSubmit, onClose }: FormDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const problem = await onSubmit(values);
      if (typeof problem === 'string') setError(problem);
      else return problem;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Form record={defaultValues} onSubmit={(v: Record<string, unknown>) => submit(v)} validate={validate} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {hint && <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{hint}</Typography>}
          {children}
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Analysed fields of any schema (a call body too), optionally only the named sources, in that order. */
export function useSchemaFields(schemaId: string, sources?: string[]): FieldDescriptor[] {
  return useMemo(() => {
    const all = analyseEntity(catalog.schemas, schemaId);
    if (!sources) return all;
    const flat = flattenFields(all);
    return sources.map((s) => flat.find((f) => f.source === s)!).filter(Boolean);
  }, [schemaId, sources]);
}

/** Generated inputs of a schema's fields (all, or the named ones): the same labels, kinds and hints as its screens. */
export function SchemaInputs({ schemaId, sources }: { schemaId: string; sources?: string[] }) {
  const fields = useSchemaFields(schemaId, sources);
  return <>{fields.map((field) => <FieldInput key={field.source} field={field} mode="create" />)}</>;
}
