import { useCallback, useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Files of a form still on their way to the storage. Saving while one is uploading would send
 * the field's old value (or none) and lose the file the user just chose, so the form's save
 * waits for them. Kept per form (react-hook-form's control object), so a dialog's form and the
 * screen's form around it do not hold each other back.
 */
interface Uploads {
  fields: Set<string>;
  listeners: Set<() => void>;
}

const forms = new WeakMap<object, Uploads>();

function uploadsOf(control: object): Uploads {
  let uploads = forms.get(control);
  if (!uploads) {
    uploads = { fields: new Set(), listeners: new Set() };
    forms.set(control, uploads);
  }
  return uploads;
}

/** The file input of `field` started (true) or ended (false, done, failed or cancelled) its upload. */
export function markUploading(control: object, field: string, uploading: boolean): void {
  const uploads = uploadsOf(control);
  if (uploads.fields.has(field) === uploading) return;
  if (uploading) uploads.fields.add(field);
  else uploads.fields.delete(field);
  uploads.listeners.forEach((listener) => listener());
}

/** True while a file of the surrounding form is uploading (re-renders when that changes). */
export function useUploadsInFlight(): boolean {
  const { control } = useFormContext();
  const uploads = uploadsOf(control);
  const subscribe = useCallback(
    (listener: () => void) => {
      uploads.listeners.add(listener);
      return () => void uploads.listeners.delete(listener);
    },
    [uploads],
  );
  return useSyncExternalStore(subscribe, () => uploads.fields.size > 0);
}
