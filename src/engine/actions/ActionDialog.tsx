import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Form, useNotify, useTranslate, type ValidateForm } from 'react-admin';
import { useUploadsInFlight } from '../fields/uploadsInFlight';
import { schemaSet } from '../load';
import { pointersToNested, writablePayload } from '../schema/records';
import { useSchemaValidator } from '../views/GenericForm';
import { failureText } from './failure';
import { SchemaInputs } from './SchemaInputs';

export interface ActionDialogProps {
  /** Shown (default true); a closed dialog forgets its form. */
  open?: boolean;
  title: string;
  /** The submit button's label (a translation key or a text). */
  submitLabel: string;
  /**
   * The call body's schema: its fields are the form (the same inputs, labels and Russian messages as
   * the screens), its validator runs before anything is sent, and only its writable fields are sent.
   */
  schemaId?: string;
  /** Only these fields of the schema, in this order (default: all of them). */
  sources?: string[];
  /** Validate with the schema before sending (default true; false when the fields are a part of a bigger schema). */
  validateWithSchema?: boolean;
  /** A check of the whole form of its own (a rule across fields), instead of the schema's validator. */
  validate?: ValidateForm;
  /** Initial values of the form (default: empty, never the record of the screen around the dialog). */
  record?: Record<string, unknown>;
  /** Translation key of the action's retry-later text, told when the call fails without the server's words. */
  failure: string;
  hint?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Submit refused (nothing chosen yet). */
  disabled?: boolean;
  /** Inputs of the form after the schema's (react-admin inputs, or controlled inputs of the caller). */
  children?: ReactNode;
  /**
   * The call. Resolves when done (the caller closes the dialog), or with a text of a problem found
   * before calling, shown in the dialog. A rejection is told as a toast (failureText), its field
   * messages land on their fields, and the dialog stays with what was typed.
   */
  onSubmit(values: Record<string, unknown>): Promise<string | void>;
  onClose(): void;
}

const EMPTY = {};

/** The field messages of a refused input, nested as the form expects them; undefined without any. */
function failureFields(error: unknown): Record<string, unknown> | undefined {
  const { status, body } = (error ?? {}) as { status?: number; body?: { errors?: Record<string, unknown> } | null };
  if (!status || status >= 500 || !body?.errors) return undefined;
  const errors = Object.fromEntries(
    Object.entries(body.errors).filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1]),
  );
  return Object.keys(errors).length ? pointersToNested(errors) : undefined;
}

/**
 * The one dialog of custom actions: a form over a call body's schema, progress on the submit
 * button, one request per submit (a second click while the call runs sends nothing), and
 * closing is refused while the call runs.
 */
export function ActionDialog({ open = true, ...props }: ActionDialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  submitLabel,
  schemaId,
  sources,
  validateWithSchema = true,
  validate: ownValidate,
  record,
  failure,
  hint,
  maxWidth = 'sm',
  disabled,
  children,
  onSubmit,
  onClose,
}: Omit<ActionDialogProps, 'open'>) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const validate = useSchemaValidator(schemaId ?? '');
  const running = useRef(false);
  // Set by the dialog's buttons (they live inside the form, where its uploads are known).
  const uploading = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    // Sending before a chosen file has reached the storage would send the call without it.
    if (running.current || uploading.current) return undefined;
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const body = schemaId && validateWithSchema ? writablePayload(schemaSet, schemaId, values) : values;
      const found = await onSubmit(body);
      if (typeof found === 'string') setProblem(found);
      return undefined;
    } catch (error) {
      notify(failureText(error, translate(failure)), { type: 'error' });
      return failureFields(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Form
        record={record ?? EMPTY}
        onSubmit={(v: Record<string, unknown>) => submit(v)}
        validate={ownValidate ?? (schemaId && validateWithSchema ? validate : undefined)}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {hint && (
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
              {hint}
            </Typography>
          )}
          {schemaId && <SchemaInputs schemaId={schemaId} sources={sources} />}
          {children}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogButtons
          submitLabel={submitLabel}
          busy={busy}
          disabled={disabled}
          uploadingRef={uploading}
          onClose={onClose}
        />
      </Form>
    </Dialog>
  );
}

/**
 * Cancel and submit. While a file of the form is uploading, submit waits and says why, as the
 * screens' forms do (src/engine/views/GenericForm.tsx).
 */
function DialogButtons({
  submitLabel,
  busy,
  disabled,
  uploadingRef,
  onClose,
}: {
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  uploadingRef: { current: boolean };
  onClose(): void;
}) {
  const translate = useTranslate();
  const waiting = useUploadsInFlight();
  useEffect(() => {
    uploadingRef.current = waiting;
  }, [uploadingRef, waiting]);
  return (
    <DialogActions>
      {waiting && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto', pl: 1 }}>
          {translate('kabinet.form.wait_upload')}
        </Typography>
      )}
      <Button onClick={onClose} disabled={busy}>
        {translate('ra.action.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy || disabled || waiting}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(submitLabel, { _: submitLabel })}
      </Button>
    </DialogActions>
  );
}
