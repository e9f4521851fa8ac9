import { useMemo } from 'react';
import { Labeled, RecordContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { computeValue, type ComputedName } from '../../domain/computed';
import type { FieldDescriptor } from '../fieldKinds';
import { valueAt } from '../schema/records';
import { FieldView } from './render';

/**
 * A read-only field the server computes from its object's other fields (x-computed), shown in
 * the form as the server will store it, while the user types: VAT and the sum with it under
 * the sum without VAT. Written the way the field's kind is shown everywhere else.
 */
export function ComputedValue({ field, name }: { field: FieldDescriptor; name: ComputedName }) {
  const dot = field.source.lastIndexOf('.');
  // The object the field belongs to: a nested one by its path, the record itself at the root.
  const values = useWatch() as Record<string, unknown>;
  const object = dot < 0 ? values : valueAt(values, field.source.slice(0, dot));
  const value = computeValue(name, object && typeof object === 'object' ? (object as Record<string, unknown>) : {});
  const record = useMemo(() => nestedAt(field.source, value), [field.source, value]);
  return (
    <Labeled label={field.label} source={field.source} sx={{ mb: 2 }}>
      <RecordContextProvider value={record}>
        <FieldView field={field} />
      </RecordContextProvider>
    </Labeled>
  );
}

/** `{amount: {vat: value}}` for "amount.vat": the shape the kind's display field reads. */
function nestedAt(source: string, value: unknown): Record<string, unknown> {
  return source.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}
