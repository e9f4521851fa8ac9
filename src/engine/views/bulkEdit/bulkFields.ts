import type { FieldDescriptor, FieldKind } from '../../fieldKinds';

/**
 * Kinds a bulk edit never sets on many records at once (docs/product.md#bulk-edit), because they
 * belong to one record each: a secret, an object (its own fields are offered one by one), a list of
 * objects, raw JSON, a file, a list of field names. Every other kind is one value that means the
 * same on every record.
 */
const PER_RECORD: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'password',
  'object',
  'array',
  'json',
  'file',
  'fieldNames',
]);

/** Kinds whose value may also be changed by a percentage or an amount («CPM +10 %»). */
export const NUMERIC: ReadonlySet<FieldKind> = new Set<FieldKind>(['integer', 'number', 'money', 'percent']);

export interface BulkField {
  field: FieldDescriptor;
  /** The field's title with its groups' («Лимиты: Дневной бюджет»), as the form groups it. */
  title: string;
}

/**
 * The fields of an entity that may be changed together on a selection: everything the user may
 * edit on one record except the id, a value no two records may share (x-unique), server-owned
 * fields, fields set only on create (x-createOnly), files and secrets.
 */
export function bulkFields(fields: FieldDescriptor[], idField: string): BulkField[] {
  const walk = (list: FieldDescriptor[], group: string): BulkField[] =>
    list.flatMap((field) => {
      if (field.readOnly || field.createOnly || field.writeOnly || field.schema['x-unique']) return [];
      if (field.kind === 'object') return walk(field.fields, group ? `${group}: ${field.label}` : field.label);
      if (field.source === idField || PER_RECORD.has(field.kind)) return [];
      return [{ field, title: group ? `${group}: ${field.label}` : field.label }];
    });
  return walk(fields, '');
}
