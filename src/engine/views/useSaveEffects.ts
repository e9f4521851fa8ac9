import { useNotify, useRedirect, useResourceContext, useTranslate, type HttpError, type RaRecord } from 'react-admin';
import { isRetryLater } from '../actions/retryLater';
import { catalog } from '../load';
import { useConflict } from './EditConflict';
import { forgetDraft } from './FormDraft';
import { screenPath } from '../recordPaths';
import { createdNotice } from './createdNotice';

/**
 * What a generated create or edit does after the server answers:
 * - success: the resource's own toast if it has one (src/resourceComponents/<key>/messages.ts:
 *   `created` / `updated`, with the record's fields as arguments: 'SSP %{name} успешно создана'),
 *   else for a create «<title> «<label>» создан(а)» (createdNotice.ts), for an edit react-admin's; for create, the move to the new record's edit screen; and the form's draft is
 *   forgotten, because only a save the server accepted may drop what the user typed;
 * - failure: field errors stay on their fields; a version conflict opens EditConflictNotice and
 *   is told in the server's words, else the resource's `conflict` text, else the notice's;
 *   no answer at all shows the client's no-connection text; a server failure shows the resource's `createFailed` / `updateFailed` text
 *   (else react-admin's), anything else the server's own message. The form keeps its values.
 */
export function useSaveEffects(mode: 'create' | 'edit') {
  const resource = useResourceContext()!;
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { setConflict } = useConflict();
  const def = catalog.byName(resource);
  const prefix = `kabinet.${def.key}`;
  const schema = catalog.schemas.get(def.schema);
  const event = mode === 'create' ? 'created' : 'updated';
  return {
    onError: (error: unknown) => {
      const { status, body, message } = (error ?? {}) as HttpError;
      if (status === 409) setConflict(true);
      // Field errors land on their fields; the form shows its own invalid-form toast.
      if (body?.errors && Object.keys(body.errors).length) return;
      if (status === 409) {
        // The server's words when it has any; else the resource's own (a creative's stale version), else the notice's.
        const own = typeof body?.message === 'string' && body.message ? body.message : null;
        notify(own ?? `${prefix}.conflict`, {
          type: 'error',
          messageArgs: { _: own ?? translate('kabinet.conflict.notice') },
        });
        return;
      }
      // No answer at all (offline, connection lost): say so, whatever the resource's retry text;
      // the http client words it ('Нет связи с сервером…'), the form and its draft keep the values.
      if (!status && message) notify(message, { type: 'error', messageArgs: { _: message } });
      else if (isRetryLater(error)) {
        const fallback = message || translate('ra.notification.http_error');
        notify(`${prefix}.${mode === 'create' ? 'createFailed' : 'updateFailed'}`, {
          type: 'error',
          messageArgs: { _: fallback },
        });
      } else notify(message, { type: 'error', messageArgs: { _: message } });
    },
    onSuccess: (data: RaRecord) => {
      setConflict(false);
      forgetDraft(resource, mode === 'edit' ? data.id : undefined);
      // A resource's own toast when its catalogue has one; else a new record is named by its
      // entity's title and its label field, a change by react-admin's words.
      const named = mode === 'create' ? createdNotice(schema, data[schema['x-label'] ?? 'name']) : null;
      const fallback = named
        ? translate(named.key, named.args)
        : translate(`ra.notification.${event}`, { smart_count: 1 });
      notify(`${prefix}.${event}`, { type: 'info', messageArgs: { smart_count: 1, ...data, _: fallback } });
      // The new record at the address its resource file declares (system/users/edit/{id}).
      if (mode === 'create') redirect(() => screenPath(resource, 'edit', data.id), resource, data.id, data);
    },
  };
}
