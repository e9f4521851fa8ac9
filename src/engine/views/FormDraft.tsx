import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useGetIdentity, useNotify } from 'react-admin';
import { DRAFT_PREFIX, getCabinetId } from '../../providers/storage';

/** Drafts older than this are not offered back. */
const DRAFT_TTL_MS = 7 * 24 * 3600 * 1000;
const SAVE_DELAY_MS = 300;

interface Draft {
  user: string;
  savedAt: number;
  values: Record<string, unknown>;
}

export function draftKey(resource: string, id: string | number | undefined): string {
  return `${DRAFT_PREFIX}${getCabinetId() ?? '-'}.${resource}.${id ?? 'new'}`;
}

/** When each draft was last forgotten by a save: a write that changes before it scheduled must not bring it back. */
const forgottenAt = new Map<string, number>();

/** A successful save forgets the form's draft, and any write of it still waiting for its delay. */
export function forgetDraft(resource: string, id: string | number | undefined): void {
  const key = draftKey(resource, id);
  forgottenAt.set(key, Date.now());
  localStorage.removeItem(key);
}

function readDraft(key: string, user: string): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
    if (!draft || draft.user !== user || Date.now() - draft.savedAt > DRAFT_TTL_MS) return null;
    return draft;
  } catch {
    return null;
  }
}

/**
 * Keeps what the user types in a form in localStorage until it is saved, so an expired token,
 * a closed tab or a crash never loses it: the draft comes back, marked as unsaved changes, the
 * next time the same user opens the same form. Lives inside the form (needs its context); a
 * successful save forgets the draft (useSaveEffects).
 */
export function FormDraft({ resource, id }: { resource: string; id?: string | number }) {
  const { watch, reset, getValues } = useFormContext();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const user = identity ? String(identity.id) : null;
  const key = draftKey(resource, id);
  const restored = useRef(false);

  useEffect(() => {
    if (!user || restored.current) return;
    restored.current = true;
    const draft = readDraft(key, user);
    if (!draft) return;
    // keepDefaultValues: the record stays the baseline, so the draft counts as unsaved changes.
    reset({ ...getValues(), ...draft.values }, { keepDefaultValues: true });
    notify('kabinet.form.draft_restored', { type: 'info' });
  }, [user, key, reset, getValues, notify]);

  useEffect(() => {
    if (!user) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((_values, { type }) => {
      if (type !== 'change') return; // user input only, not resets and loads
      const changedAt = Date.now();
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Saved meanwhile (a save clicked within the delay): the record has these values now.
        if ((forgottenAt.get(key) ?? -1) >= changedAt) return;
        // The form as it is now: a change often sets related fields right after (a file and its address).
        const draft: Draft = { user, savedAt: Date.now(), values: getValues() };
        // A picked file cannot be kept in a draft: it is chosen again.
        localStorage.setItem(
          key,
          JSON.stringify(draft, (_key, value: unknown) => (value instanceof Blob ? undefined : value)),
        );
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, getValues, user, key]);

  return null;
}
