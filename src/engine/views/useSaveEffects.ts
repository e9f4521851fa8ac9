import { useNotify, useRedirect, useResourceContext, useTranslate, type HttpError, type RaRecord } from 'react-admin';
import { catalog } from '../load';
import { useConflict } from './EditConflict';
import { draftKey } from './FormDraft';

/**
 * What happens after a successful save, as react-admin does it by default (a toast, for create
 * a move to the new record's edit page), plus forgetting the form's draft: only a save that the
 * server accepted may drop what the user typed.
 */
export function useSaveEffects(mode: 'create' | 'edit') {
  const resource = useResourceContext()!;
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const event = mode === 'create' ? 'created' : 'updated';
  const { setConflict } = useConflict();
  return {
    /** react-admin's default, plus remembering a version conflict for EditConflictNotice. */
    onError: (error: unknown) => {
      const { status, body, message } = (error ?? {}) as HttpError;
      if (status === 409) setConflict(true);
      // Field errors land on their fields; the form shows its own invalid-form toast.
      if (body?.errors && Object.keys(body.errors).length) return;
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
    },
    onSuccess: (data: RaRecord) => {
      setConflict(false);
      localStorage.removeItem(draftKey(resource, mode === 'edit' ? data.id : undefined));
      // A resource's own text (src/resources-ui/<key>/messages.ts: notifications.created, with
      // the record's fields as arguments: 'SSP %{name} успешно создана'), else react-admin's.
      notify(`kabinet.${catalog.byName(resource).key}.notifications.${event}`, {
        type: 'info',
        messageArgs: { smart_count: 1, ...data, _: translate(`ra.notification.${event}`, { smart_count: 1 }) },
      });
      if (mode === 'create') redirect('edit', resource, data.id, data);
    },
  };
}
