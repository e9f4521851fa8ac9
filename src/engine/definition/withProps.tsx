import type { ComponentType, FunctionComponent } from 'react';

/**
 * A component with some props fixed, for a resource file's field overrides and actions, which
 * render with `source`/`label` or nothing: `withProps(DictionaryField, { dictionary: 'objectTypes' })`.
 * Resource files get components from src/resourceComponents only lazily (lazyExport), so the
 * binding lives here, outside the lazy module.
 */
export function withProps<P extends object, K extends keyof P>(
  Component: ComponentType<P>,
  bound: Pick<P, K>,
): FunctionComponent<Omit<P, K>> {
  // The fixed props win: the engine passes only source, label and alwaysOn.
  function WithProps(props: Omit<P, K>) {
    return <Component {...(props as P)} {...bound} />;
  }
  WithProps.displayName = `WithProps(${Component.displayName ?? Component.name})`;
  return WithProps;
}
