import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A per-field override or action loaded on first render, for components that carry heavy code
 * (charts, editors): resource files are read with the shell, so an eager import would put that
 * code into the first screen's bundle. The placeholder keeps the field's place meanwhile.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={36} sx={{ maxWidth: 480 }} data-lazy-pending="" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
