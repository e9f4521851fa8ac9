import { Alert, Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useTranslate, type ValidateForm } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { catalog } from '../../engine/load';
import { pointersToNested } from '../../engine/schema/records';
import type { ModerationStatus } from '../../providers/calls/moderation';
import { DictionarySelectInput } from '../dictionaries/DictionarySelectInput';

export interface ModerationStatusValues {
  status: ModerationStatus;
  reason?: string;
}

export interface ModerationStatusDialogProps {
  open: boolean;
  title: string;
  /** The records the change is for: checked with the body schema before anything is sent. */
  ids: string[];
  initialStatus?: ModerationStatus;
  initialReason?: string;
  /** Resolves when done; a string is an error shown in the dialog (what was chosen stays). */
  onSubmit(values: ModerationStatusValues): Promise<string | void>;
  onClose(): void;
}

/** The reason input exists only while «Отклонён» is chosen: the reason belongs to that status. */
function ReasonInput() {
  const translate = useTranslate();
  const status = useWatch({ name: 'status' });
  if (status !== 'disapproved') return null;
  return (
    <TextInput
      source="reason"
      label={translate('kabinet.moderation.reason')}
      helperText={translate('kabinet.moderation.reasonHint')}
      multiline
      minRows={2}
      fullWidth
    />
  );
}

/**
 * Sets the moderation status of one record or of a selection (SPEC.md §4): the status from the
 * moderation statuses dictionary, an optional reason with «Отклонён». The same schema as the
 * server's (moderationStatusChange) checks the values before the call.
 */
export function ModerationStatusDialog({ open, title, ids, initialStatus, initialReason, onSubmit, onClose }: ModerationStatusDialogProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const validate: ValidateForm = async (values) => {
    if (!values.status) return { status: translate('kabinet.moderation.statusRequired') };
    const body = { ids, status: values.status, ...(values.status === 'disapproved' && values.reason ? { reason: values.reason } : {}) };
    const errors = (await catalog.schemas.validate('moderationStatusChange', body)) ?? {};
    return pointersToNested(errors);
  };

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const problem = await onSubmit({ status: values.status as ModerationStatus, reason: values.reason as string | undefined });
      if (problem) setError(problem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="moderation-status-title">
      <Form record={{ status: initialStatus, reason: initialReason }} onSubmit={(v: Record<string, unknown>) => submit(v)} validate={validate} noValidate>
        <DialogTitle id="moderation-status-title">{title}</DialogTitle>
        <DialogContent>
          <DictionarySelectInput dictionary="moderationStatuses" source="status" label={translate('kabinet.moderation.status')} fullWidth />
          <ReasonInput />
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={busy}>{translate('kabinet.tools.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            {translate('kabinet.moderation.apply')}
          </MuiButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
