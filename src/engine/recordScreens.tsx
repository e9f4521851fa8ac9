import { useEffect } from 'react';
import { Loading } from 'react-admin';
import { lazyUi } from './definition/lazyUi';

// Record screens (forms, their inputs and validation, the show page) are not in the first load:
// the first screen after sign-in is a list. Loaded like a resource's own components (lazyUi): a
// module that failed to come is asked for again instead of the screen turning into react-admin's
// error page, and a screen whose module is already there renders at once, without a loader first
// (a plain React.lazy shows its fallback and React then holds the form back up to 300 ms).
const load = () => import('./views/GenericEditors');
/** At the latest this long after the rows are shown, idle or not: the user may click a row any moment. */
const IDLE_TIMEOUT_MS = 2000;

export const GenericCreate = lazyUi(() => load().then((m) => m.GenericCreate), 'GenericCreate', <Loading />);
export const GenericEdit = lazyUi(() => load().then((m) => m.GenericEdit), 'GenericEdit', <Loading />);
export const GenericShow = lazyUi(() => load().then((m) => m.GenericShow), 'GenericShow', <Loading />);

/**
 * Asks for the record screens' module ahead of their first open (docs/performance.md#navigation):
 * a list's next screen is one of its records.
 */
export function preloadRecordScreens(): void {
  GenericEdit.preload();
  GenericShow.preload();
  GenericCreate.preload();
}

/**
 * Asks for the record screens' module once the browser is idle after a list's rows are shown, so
 * that a click on a row opens the form without waiting for its code. Where the browser has no idle
 * callback (Safari) the module loads on the first open, as before.
 */
export function PreloadRecordScreensAtIdle() {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(preloadRecordScreens, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }, []);
  return null;
}
