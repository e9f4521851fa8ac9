import { createContext, useContext, type ReactElement } from 'react';
import type { Validator } from 'react-admin';
import { SearchInput } from '../../shims/filterForm';
import type { FieldDescriptor, FieldKind } from '../fieldKinds';
import type { FieldOverride } from '../definition/types';
import { lazyUi } from '../definition/lazyUi';
import { isFilterable } from './filterKinds';
import { fieldRegistry, type KindField } from './registry';

/** A resource's per-field overrides, keyed by field source; read by every generated field. */
export const OverridesContext = createContext<Partial<Record<string, FieldOverride>>>({});
export const FieldOverridesProvider = OverridesContext.Provider;

/**
 * Marks an input as required (the asterisk) without a message of its own: messages come from
 * the schema's validator, so the form and the server say the same thing.
 */
export const requiredMark: Validator = Object.assign(() => undefined, { isRequired: true });

// A copyable value's button and a state's chip load with the first screen that has one, in the
// declared actions' chunk (one chunk less for the shell to name; such a screen offers actions).
const DeclaredField = lazyUi(
  () => import('../actions/declared/DeclaredAction').then((m) => m.DeclaredField),
  'DeclaredField',
);

export function FieldView({ field }: { field: FieldDescriptor; label?: string }) {
  const override = useContext(OverridesContext)[field.source];
  if (override?.Field) return <override.Field source={field.source} label={field.label} field={field} />;
  if (override?.copy || override?.state) return <DeclaredField field={field} override={override} />;
  // TypeScript cannot tie fieldRegistry[field.kind] to field's own kind; the registry's type guarantees it.
  const Field = fieldRegistry[field.kind] as unknown as KindField<FieldKind>;
  return <Field field={field} source={field.source} link={override?.link} />;
}

// The filter inputs (selects, autocompletes, dates) load when a list first shows a filter.
const KindFilterInput = lazyUi(() => import('./filters').then((m) => m.KindFilterInput), 'KindFilterInput');

/**
 * List filter elements: the search box first (always shown), then the named fields' filters —
 * a resource's Filter override where it gives one, else the kind's.
 */
export function filterElements(
  fields: FieldDescriptor[],
  search: boolean,
  overrides: Partial<Record<string, FieldOverride>> = {},
): ReactElement[] {
  const elements: ReactElement[] = [];
  if (search) elements.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const field of fields) {
    const override = overrides[field.source];
    // react-admin reads alwaysOn from the filter element itself.
    const alwaysOn = override?.alwaysOn || undefined;
    if (override?.Filter) {
      elements.push(
        <override.Filter key={field.source} source={field.source} label={field.label} alwaysOn={alwaysOn} />,
      );
      continue;
    }
    if (isFilterable(field.kind))
      elements.push(
        <KindFilterInput
          key={field.source}
          field={field}
          source={field.source}
          label={field.label}
          alwaysOn={alwaysOn}
        />,
      );
  }
  return elements;
}
