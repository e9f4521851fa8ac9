import { TextInput, useTranslate, type ValidateForm } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ActionDialog, catalog, DictionarySelectInput, pointersToNested } from '../../engine';
import type { ModerationStatus } from '../../providers/calls/moderation';

export interface ModerationStatusValues {
  status: ModerationStatus;
  reason?: string;
}

export interface ModerationStatusDialogProps {
  title: string;
  /** The records the change is for: checked with the body schema before anything is sent. */
  ids: string[];
  initialStatus?: ModerationStatus;
  initialReason?: string;
  /** Resolves when done; a rejection is told by the dialog, which stays with what was chosen. */
  onSubmit(values: ModerationStatusValues): Promise<void>;
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
 * Sets the moderation status of one record or of a selection (docs/product.md#states): the status from the
 * moderation statuses dictionary, an optional reason with «Отклонён». The same schema as the
 * server's (moderationStatusChange) checks the values before the call.
 */
export function ModerationStatusDialog({
  title,
  ids,
  initialStatus,
  initialReason,
  onSubmit,
  onClose,
}: ModerationStatusDialogProps) {
  const translate = useTranslate();
  const validate: ValidateForm = async (values) => {
    if (!values.status) return { status: translate('kabinet.moderation.statusRequired') };
    const body = {
      ids,
      status: values.status,
      ...(values.status === 'disapproved' && values.reason ? { reason: values.reason } : {}),
    };
    const errors = (await catalog.schemas.validate('moderationStatusChange', body)) ?? {};
    return pointersToNested(errors);
  };
  return (
    <ActionDialog
      title={title}
      submitLabel={translate('kabinet.moderation.apply')}
      failure="kabinet.moderation.changeFailed"
      record={{ status: initialStatus, reason: initialReason }}
      validate={validate}
      onSubmit={(values: Record<string, unknown>) =>
        onSubmit({ status: values.status as ModerationStatus, reason: values.reason as string | undefined })
      }
      onClose={onClose}
    >
      <DictionarySelectInput
        dictionary="moderationStatuses"
        source="status"
        label={translate('kabinet.moderation.status')}
        fullWidth
      />
      <ReasonInput />
    </ActionDialog>
  );
}
