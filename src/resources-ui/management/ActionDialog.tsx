import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Form, useTranslate, type ValidateForm } from 'react-admin';
import { analyseEntity, flattenFields } from '../../engine/analyse';
import { FieldInput } from '../../engine/fields/render';
import { pointersToNested, writablePayload } from '../../engine/schema/records';
import { schemaSet } from '../../engine/load';

export interface ActionDialogProps {
  title: string;
  submitLabel: string;
  /** Initial values of the form. */
  record?: Record<string, unknown>;
  /** The call body's schema: its validator runs before anything is sent (the server runs the same). */
  schemaId?: string;
  hint?: ReactNode;
  children: ReactNode;
  /** Resolves when done; resolving with nested field errors puts them on the fields and keeps the dialog. */
  onSubmit(values: Record<string, unknown>): Promise<Record<string, unknown> | void>;
  onClose(): void;
}

/** A record action's dialog: a react-admin form, progress on the submit button, nothing lost on failure. */
export function ActionDialog({ title, submitLabel, record, schemaId, hint, children, onSubmit, onClose }: ActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const validate = useMemo<ValidateForm | undefined>(() => (schemaId
    ? async (values) => pointersToNested((await schemaSet.validate(schemaId, writablePayload(schemaSet, schemaId, values))) ?? {})
    : undefined), [schemaId]);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      return await onSubmit(schemaId ? writablePayload(schemaSet, schemaId, values) : values);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form record={record} onSubmit={submit} validate={validate} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {hint && <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{hint}</Typography>}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{translate('kabinet.management.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The generated inputs of a call body's fields: the labels, kinds and rules of its schema. */
export function SchemaInputs({ schemaId, sources }: { schemaId: string; sources: string[] }) {
  const fields = useMemo(() => {
    const all = flattenFields(analyseEntity(schemaSet, schemaId));
    return sources.map((s) => all.find((f) => f.source === s)!).filter(Boolean);
  }, [schemaId, sources]);
  return <>{fields.map((field) => <FieldInput key={field.source} field={field} mode="create" />)}</>;
}
