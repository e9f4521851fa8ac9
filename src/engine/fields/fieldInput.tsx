import { useContext } from 'react';
import { Labeled } from 'react-admin';
import type { FieldDescriptor, FieldKind } from '../fieldKinds';
import { inputRegistry, type CommonInputProps, type KindInput } from './inputs';
import { ComputedValue } from './computedValue';
import { FieldView, OverridesContext, requiredMark } from './render';
import { ShownWhen } from './shownWhen';
import { lazyUi } from '../definition/lazyUi';

// A reference whose choices another call marks loads with the first form that has one.
const ListedReferenceInput = lazyUi(
  () => import('./listedReferenceInput').then((m) => m.ListedReferenceInput),
  'ListedReferenceInput',
);

/** The generated input of a field in a form (or its resource's override); create and edit only. */
export function FieldInput({ field, mode }: { field: FieldDescriptor; mode: 'create' | 'edit' }) {
  const when = field.schema['x-when'];
  if (when)
    return (
      <ShownWhen when={when} source={field.source}>
        <ShownInput field={field} mode={mode} />
      </ShownWhen>
    );
  return <ShownInput field={field} mode={mode} />;
}

function ShownInput({ field, mode }: { field: FieldDescriptor; mode: 'create' | 'edit' }) {
  const override = useContext(OverridesContext)[field.source];
  const Override = override?.Input;
  const computed = field.schema['x-computed'];
  // Computed by the server from the fields being typed: shown as it will be stored, on create too.
  if (computed && field.readOnly) return <ComputedValue field={field} name={computed} />;
  // Sent once and never given back (a big list's file): nothing to show afterwards.
  if (mode === 'edit' && field.createOnly && field.writeOnly) return null;
  if (field.readOnly || (mode === 'edit' && field.createOnly)) {
    // Server-owned values are part of the picture on edit, but never an input.
    if (mode === 'create' && field.readOnly) return null;
    return (
      <Labeled label={field.label} source={field.source} sx={{ mb: 2 }}>
        <FieldView field={field} />
      </Labeled>
    );
  }
  if (Override) return <Override source={field.source} label={field.label} field={field} />;
  const common: CommonInputProps = {
    source: field.source,
    label: field.label,
    validate: field.required ? requiredMark : undefined,
    helperText: field.schema.description,
  };
  if (override?.listed && field.kind === 'reference')
    return <ListedReferenceInput field={field} common={common} listed={override.listed} />;
  // TypeScript cannot tie inputRegistry[field.kind] to field's own kind; the registry's type guarantees it.
  const Input = inputRegistry[field.kind] as unknown as KindInput<FieldKind>;
  return <Input field={field} mode={mode} common={common} FieldInput={FieldInput} />;
}
