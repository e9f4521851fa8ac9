import { useEffect, useMemo, useRef } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';
import { FATAL_DRAWER_SIZE, TOAST_DURATION_MS, TOAST_OFFSET_PX } from './constants';
import { useShellState } from './shellState';

const notificationKey = (n: NotificationPayload): string =>
  JSON.stringify([n.type, typeof n.message === 'string' ? n.message : '', n.notificationOptions?.messageArgs ?? null]);

/**
 * Drops notifications identical to one already queued or on screen: a burst of the same toast
 * (say, five failed requests) shows once. Pure, for tests.
 */
export function dedupeNotifications(
  queue: NotificationPayload[],
  shown: { key: string; at: number } | null,
  now: number,
): NotificationPayload[] {
  const seen = new Set<string>();
  return queue.filter((n) => {
    const key = notificationKey(n);
    if (seen.has(key) || (shown?.key === key && now - shown.at < TOAST_DURATION_MS)) return false;
    seen.add(key);
    return true;
  });
}

/** react-admin's toast, 3000 ms (docs/product.md#constants), with identical toasts grouped into one (docs/product.md#errors). */
export function KabinetNotification() {
  const context = useNotificationContext();
  // While the fatal panel is up, toasts float above it instead of covering its text.
  const bottom = TOAST_OFFSET_PX + (useShellState().fatal ? FATAL_DRAWER_SIZE : 0);
  const shown = useRef<{ key: string; at: number } | null>(null);
  const { notifications, setNotifications, takeNotification } = context;

  useEffect(() => {
    setNotifications((queue) => {
      const kept = dedupeNotifications(queue, shown.current, Date.now());
      return kept.length === queue.length ? queue : kept;
    });
  }, [notifications, setNotifications]);

  const value = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const next = takeNotification();
        if (next) shown.current = { key: notificationKey(next), at: Date.now() };
        return next;
      },
    }),
    [context, takeNotification],
  );

  return (
    <NotificationContext.Provider value={value}>
      <Notification autoHideDuration={TOAST_DURATION_MS} sx={{ '&.MuiSnackbar-root': { bottom } }} />
    </NotificationContext.Provider>
  );
}
