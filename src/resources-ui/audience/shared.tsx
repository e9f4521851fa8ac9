import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatRussianNumber } from '../../engine/fields/russianNumber';
import { failureText as sharedFailureText } from '../../providers/failures';
import { progressIcon } from '../shared/download';

/**
 * What the actions of the audience, ORD and report screens share: how a failure is told, a
 * dialog with a busy confirm button, the runner of an action and its spinner, number formatting.
 * Saving a downloaded file is ../shared/download.tsx's (the campaigns list's export button needs
 * it without these dialogs).
 */
export { progressIcon };

/**
 * A failure in the server's words: its field messages when it sent some (they say what to fix),
 * else the shared rule (src/providers/failures.ts): its message, or the action's retry-later text.
 */
export function failureText(error: unknown, retryLater: string): string {
  const { status, body } = (error && typeof error === 'object' ? error : {}) as { status?: number; body?: { errors?: Record<string, unknown> } | null };
  const fields = status && status < 500 && body?.errors ? Object.values(body.errors).filter((v): v is string => typeof v === 'string') : [];
  return fields.length ? [...new Set(fields)].slice(0, 3).join('. ') : sharedFailureText(error, retryLater);
}

export const formatNumber = (n: number | null | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? formatRussianNumber(n) : '—');

/**
 * Runs a call and tells its outcome: success (a translated key with args) or the failure
 * (server words or the retry-later key). Resolves with the call's result, or undefined on failure.
 */
export function useTell() {
  const notify = useNotify();
  const translate = useTranslate();
  return async <T,>(call: () => Promise<T>, texts: { success?: (result: T) => [string, Record<string, unknown>?]; failure: string }): Promise<T | undefined> => {
    try {
      const result = await call();
      if (texts.success) {
        const [key, args] = texts.success(result);
        notify(key, { type: 'success', messageArgs: args });
      }
      return result;
    } catch (error) {
      notify(failureText(error, translate(texts.failure)), { type: 'error' });
      return undefined;
    }
  };
}

/** useTell with a busy flag, for dialogs whose confirm button shows progress. */
export function useRunner() {
  const tell = useTell();
  const [busy, setBusy] = useState(false);
  const run: typeof tell = async (call, texts) => {
    setBusy(true);
    try {
      return await tell(call, texts);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** Translation key of the confirm button. */
  confirm: string;
  busy: boolean;
  disabled?: boolean;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
}

/** A dialog whose confirm button shows progress and which cannot be closed while busy. */
export function ActionDialog({ open, title, confirm, busy, disabled, onConfirm, onClose, children, maxWidth = 'sm' }: ActionDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby="kabinet-action-dialog">
      <DialogTitle id="kabinet-action-dialog">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={busy}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={onConfirm} disabled={busy || disabled} startIcon={busy ? progressIcon : undefined}>
          {translate(confirm)}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** The lines of a textarea as values: trimmed, empty ones dropped, duplicates once. */
export const linesOf = (text: string): string[] => [...new Set(text.split(/[\r\n,;]+/).map((l) => l.trim()).filter(Boolean))];

/** The first message of a form field error, nested ones included ({ 3: { message } } for a list item). */
export function errorText(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const nested = errorText(value);
    if (nested) return nested;
  }
  return undefined;
}
