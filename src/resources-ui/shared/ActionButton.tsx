import { CircularProgress } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify, useTranslate, type ButtonProps, type Identifier } from 'react-admin';
import { failureText } from '../../providers/failures';

/** Translation keys of a confirmation and their options ({ name }, { smart_count }). */
export interface ConfirmText {
  title: string;
  content: string;
  options?: Record<string, unknown>;
}

/**
 * A toolbar or bulk-bar action: progress in place of its icon and disabled while its call runs
 * (one click, one request), optionally asking first. `onRun` tells its own outcome (useTell).
 */
export function ActionButton({ label, icon, color, variant, confirm, disabled, onRun }: {
  /** Translation key; also the confirm button's label. */
  label: string;
  icon: ReactElement;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  confirm?: ConfirmText;
  disabled?: boolean;
  onRun(): Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onRun();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button label={label} color={color} variant={variant} disabled={busy || disabled} onClick={() => (confirm ? setAsking(true) : void run())}>
        {busy ? <CircularProgress size={16} color="inherit" /> : icon}
      </Button>
      {confirm && (
        <Confirm
          isOpen={asking}
          loading={busy}
          title={confirm.title}
          content={confirm.content}
          translateOptions={confirm.options}
          confirm={label}
          confirmColor="warning"
          onConfirm={() => void run()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

/**
 * One call per selected id, all at once: tells how many went through (`success` gets
 * smart_count) and why the others did not — their one shared reason (the server's words or the
 * retry-later text), or how many failed (`partlyFailed`) when the reasons differ. Resolves with
 * the number that failed.
 */
export function useBulkRun() {
  const notify = useNotify();
  const translate = useTranslate();
  return async (
    ids: readonly Identifier[],
    call: (id: string) => Promise<unknown>,
    texts: { success: string; failure: string; partlyFailed?: string },
  ): Promise<number> => {
    const results = await Promise.allSettled(ids.map((id) => call(String(id))));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const done = results.length - failed.length;
    if (done) notify(texts.success, { type: 'success', messageArgs: { smart_count: done } });
    if (failed.length) {
      const reasons = [...new Set(failed.map((f) => failureText(f.reason, translate(texts.failure))))];
      const text = reasons.length > 1 && texts.partlyFailed ? translate(texts.partlyFailed, { smart_count: failed.length }) : reasons[0];
      notify(text, { type: 'error' });
    }
    return failed.length;
  };
}
