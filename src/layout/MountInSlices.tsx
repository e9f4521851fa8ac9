import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts its children at transition priority (no long task on a phone while the cabinet mounts). react-admin mounts
 * the cabinet's layout and first screen when its session check answers: an update from
 * react-query's store, which React renders synchronously, in one task (~150 ms on a laptop for
 * the campaigns list, four times that on a simulated phone). Here that task renders only the
 * fallback; the layout and the screen follow in slices, with paints and input between them.
 */
export function MountInSlices({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : fallback;
}
