import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/** How often the count is asked again while the tab is shown, and how long before the first ask. */
export const POLL_MS = 60_000;
const FIRST_MS = 2_000;
/** After this many failures in a row the count stops asking until the tab is shown again. */
const MAX_FAILURES = 3;

/**
 * The unread notifications' count (GET /v2/notifications/count), asked again every minute while
 * the tab is shown and never in a hidden one (docs/product.md#inbox); a refresh() after the panel
 * changed something. null until first known.
 */
export function useUnreadCount(enabled: boolean): { unread: number | null; refresh: () => void } {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const [unread, setUnread] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let live = true;
    const ask = async () => {
      timer = undefined;
      if (document.hidden) return;
      try {
        const { unread: n } = await dataProvider.countNotifications();
        failures = 0;
        if (live) setUnread(n);
      } catch {
        failures += 1;
      }
      if (live && failures < MAX_FAILURES && !document.hidden) timer = setTimeout(() => void ask(), POLL_MS);
    };
    const shown = () => {
      if (document.hidden) {
        clearTimeout(timer);
        timer = undefined;
      } else if (!timer) {
        failures = 0;
        void ask();
      }
    };
    timer = setTimeout(() => void ask(), tick ? 0 : FIRST_MS);
    document.addEventListener('visibilitychange', shown);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [enabled, dataProvider, tick]);
  return { unread, refresh: () => setTick((n) => n + 1) };
}
