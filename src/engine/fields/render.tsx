import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { Labeled, SearchInput, type Validator } from 'react-admin';
import type { FieldDescriptor, FieldKind } from '../fieldKinds';
import type { FieldOverride } from '../resources/types';
import { registry, type CommonInputProps, type KindComponents } from './registry';

/** A resource's per-field overrides, keyed by field source; read by every generated field. */
const OverridesContext = createContext<Partial<Record<string, FieldOverride>>>({});
export const FieldOverridesProvider = OverridesContext.Provider;

// TypeScript cannot tie registry[field.kind] to field's own kind; the registry's type guarantees it.
const componentsOf = (kind: FieldKind) => registry[kind] as unknown as KindComponents<FieldKind>;

/**
 * Marks an input as required (the asterisk) without a message of its own: messages come from
 * the schema's validator, so the form and the server say the same thing.
 */
export const requiredMark: Validator = Object.assign(() => undefined, { isRequired: true });

export function FieldView({ field }: { field: FieldDescriptor; label?: string }) {
  const Override = useContext(OverridesContext)[field.source]?.Field;
  if (Override) return <Override source={field.source} label={field.label} />;
  const { Field } = componentsOf(field.kind);
  return <Field field={field} source={field.source} />;
}

export function FieldInput({ field, mode }: { field: FieldDescriptor; mode: 'create' | 'edit' }) {
  const Override = useContext(OverridesContext)[field.source]?.Input;
  if (field.readOnly || (mode === 'edit' && field.createOnly)) {
    // Server-owned values are part of the picture on edit, but never an input.
    if (mode === 'create' && field.readOnly) return null;
    return (
      <Labeled label={field.label} source={field.source} sx={{ mb: 2 }}>
        <FieldView field={field} />
      </Labeled>
    );
  }
  if (Override) return <Override source={field.source} label={field.label} />;
  const common: CommonInputProps = {
    source: field.source,
    label: field.label,
    validate: field.required ? requiredMark : undefined,
    helperText: field.schema.description,
  };
  const { Input } = componentsOf(field.kind);
  return <Input field={field} mode={mode} common={common} />;
}

/**
 * List filter elements: the search box first (always shown), then the named fields' filters —
 * a resource's Filter override where it gives one, else the kind's.
 */
export function filterElements(fields: FieldDescriptor[], search: boolean, overrides: Partial<Record<string, FieldOverride>> = {}): ReactElement[] {
  const elements: ReactElement[] = [];
  if (search) elements.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const field of fields) {
    const override = overrides[field.source];
    // react-admin reads alwaysOn from the filter element itself.
    const alwaysOn = override?.alwaysOn || undefined;
    if (override?.Filter) {
      elements.push(<override.Filter key={field.source} source={field.source} label={field.label} alwaysOn={alwaysOn} />);
      continue;
    }
    const Filter = componentsOf(field.kind).Filter as ComponentType<{ field: FieldDescriptor; source: string; label: string; alwaysOn?: boolean }> | null;
    if (Filter) elements.push(<Filter key={field.source} field={field} source={field.source} label={field.label} alwaysOn={alwaysOn} />);
  }
  return elements;
}
