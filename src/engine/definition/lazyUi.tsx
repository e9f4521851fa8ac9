import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose module is loaded on first render: a resource's own component (a field
 * override, an input, an action) as the resource file sees it after the build transform
 * scripts/vite/lazyResourceUi.ts, or an engine part only some screens need (filter inputs, the
 * show page's nested tables). The shell's bundle does not carry them; meanwhile a placeholder
 * keeps the component's place (a form row, a toolbar button), marked for the view snapshots.
 */
export function lazyUi<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyResourceUi(props: P) {
    return (
      <Suspense
        fallback={<Skeleton variant="rounded" height={32} sx={{ minWidth: 64, maxWidth: 480 }} data-lazy-pending="" />}
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyResourceUi.displayName = `Lazy(${name})`;
  return LazyResourceUi;
}
