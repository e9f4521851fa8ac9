import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a screen whose module the page can ask for before it renders, and which renders
 * at once when the module has arrived by then (the first load shows the cabinet sooner).
 *
 * A plain React.lazy suspends on its first render even when its module is already there (an
 * import() settles in a later microtask): its boundary commits the fallback, and React then holds
 * the content back until 300 ms after that fallback appeared (its Suspense reveal throttle). On a
 * laptop the cabinet's first list waited ~250 ms idle for it. React.lazy reads a module from an
 * already settled thenable without suspending, so once loaded the component is handed over so.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed load is tried again by the next render (and reported there).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => (loaded ? settled(loaded) : preload()));
  return { Component, preload };
}

/** A thenable that calls back at once: what React.lazy takes as a module already loaded. */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (v: T) => void) => resolve(value) } as unknown as Promise<T>;
}
