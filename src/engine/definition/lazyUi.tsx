import { Skeleton } from '@mui/material';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** Waits before each new try of a module that failed to load: about 15 s in all. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

/** A lazily loaded component, and how to ask for its module ahead of its first render. */
export type LazyComponent<P> = ComponentType<P> & { preload(): void };

/**
 * A component whose module is loaded on first render: a resource's own component (a field
 * override, an input, an action: lazyExport below), or an engine part only some screens need
 * (filter inputs, the show page's nested tables). The shell's bundle does not carry them; meanwhile a placeholder
 * keeps the component's place (a form row, a toolbar button), marked for the view snapshots.
 * Once its module is there (`preload`, or an earlier render), a new instance renders it at once,
 * without the placeholder's render and paint: a list's selection buttons appear with the first
 * ticked row. An instance keeps the way it started, so its state survives the module's arrival.
 * `fallback`: what a whole screen shows meanwhile (a loader instead of a control's placeholder).
 */
export function lazyUi<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  fallback: ReactNode = <LazyPlaceholder />,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A module that did not come (a lost connection) is asked for again by the next render.
        loading = undefined;
        throw error;
      },
    ));
  // React keeps a lazy component's failure for good, and its error boundary replaces the whole
  // screen with react-admin's error page: a module that did not come at once (a busy server, a
  // moment offline) is asked for again while its placeholder stays, and only a module still
  // missing after the last try fails the screen.
  const Lazy = lazy(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return { default: await start() };
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
      }
    }
  });
  function LazyResourceUi(props: P) {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyResourceUi.displayName = `Lazy(${name})`;
  LazyResourceUi.preload = () => void start().catch(() => undefined);
  return LazyResourceUi;
}

/** What keeps a lazy component's place until it is there. */
export function LazyPlaceholder() {
  return <Skeleton variant="rounded" height={32} sx={{ minWidth: 64, maxWidth: 480 }} data-lazy-pending="" />;
}

/**
 * A resource's own component, named by its module and export, loaded on first render: how a
 * resource file (read with the shell) plugs in a component of src/resourceComponents without
 * carrying its code: `lazyExport(() => import('…/CampaignXlsx'), 'CampaignXlsxButton')`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the export's own type is kept
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  return lazyUi(() => load().then((m) => m[name]), name) as unknown as M[K];
}
