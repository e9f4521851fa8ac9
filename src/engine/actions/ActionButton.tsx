import { CircularProgress } from '@mui/material';
import { lazy, Suspense, useRef, useState, type ReactElement } from 'react';
import { Button, type ButtonProps } from 'react-admin';

const ActionConfirm = lazy(() => import('./ActionConfirm'));

/** Translation keys of a confirmation and their options ({ name }, { smart_count }). */
export interface ConfirmText {
  title: string;
  content: string;
  options?: Record<string, unknown>;
}

export interface ActionButtonProps {
  /** Translation key; also the confirm button's label. */
  label: string;
  icon: ReactElement;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The accessible name, when the label alone does not say which record (a row's «Отвязать»). */
  ariaLabel?: string;
  /** Ask first (a destructive or irreversible action). */
  confirm?: ConfirmText;
  disabled?: boolean;
  /** The call; tells its own outcome (useTell, useBulkRun). */
  onRun(): Promise<unknown>;
}

/**
 * The one action button of custom actions (toolbar, bulk bar, panel): progress in place of its
 * icon and disabled while its call runs, so one click is one request — a double click, or a
 * click on the confirmation while it is sending, sends nothing more. Optionally asks first.
 */
export function ActionButton({
  label,
  icon,
  color,
  variant,
  size,
  ariaLabel,
  confirm,
  disabled,
  onRun,
}: ActionButtonProps) {
  // A ref, not the state: two clicks of one double click both run before React re-renders.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onRun();
    } finally {
      running.current = false;
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        label={label}
        color={color}
        variant={variant}
        size={size}
        {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
        disabled={busy || disabled}
        onClick={() => (confirm ? setAsking(true) : void run())}
      >
        {busy ? <CircularProgress size={16} color="inherit" /> : icon}
      </Button>
      {confirm && asking && (
        <Suspense fallback={null}>
          <ActionConfirm
            text={confirm}
            label={label}
            busy={busy}
            onConfirm={() => void run()}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
