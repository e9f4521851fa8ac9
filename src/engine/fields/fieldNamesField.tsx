import { useRecordContext } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { catalog } from '../load';
import type { JsonSchema } from '../schema/types';
import { valueAt } from '../schema/records';
import { ChipsField } from './displayFields';

/** The Russian title of a dotted field path in an entity's schema, when the schema is known. */
export function fieldTitle(schemaId: unknown, path: string): string | undefined {
  if (typeof schemaId !== 'string' || !catalog.schemas.schemas.has(schemaId)) return undefined;
  let node: JsonSchema | undefined = catalog.schemas.get(schemaId);
  for (const part of path.split('.')) {
    const properties: Record<string, JsonSchema> | undefined = node
      ? catalog.schemas.resolve(node).properties
      : undefined;
    node = properties && Object.hasOwn(properties, part) ? properties[part] : undefined;
  }
  return node ? catalog.schemas.resolve(node).title : undefined;
}

/**
 * Field names of another entity (x-fields-of) by their titles in that entity's schema
 * («Название», not `name`); a name the schema does not know stays as it is.
 */
export function FieldNamesField({ field, source }: { field: FieldOf<'fieldNames'>; source: string }) {
  const record = useRecordContext();
  // The sibling that names the schema sits beside this field (same object).
  const sibling = source.includes('.')
    ? `${source.slice(0, source.lastIndexOf('.') + 1)}${field.schemaFrom}`
    : field.schemaFrom;
  const schemaId = record ? valueAt(record, sibling) : undefined;
  const names = record ? valueAt(record, source) : undefined;
  const choices = Array.isArray(names)
    ? names.map((n) => ({ id: String(n), name: fieldTitle(schemaId, String(n)) ?? String(n) }))
    : [];
  return <ChipsField source={source} choices={choices} />;
}
