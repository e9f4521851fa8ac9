import type { DictionaryName } from '../domain/dictionaries';
import { flattenFields } from '../engine/analyse';
import type { ResourceDefinition } from '../engine/definition/types';
import type { FieldDescriptor } from '../engine/fieldKinds';
import type { SchemaRegistry } from '../engine/schema/registry';
import type { DictionaryItem } from '../providers/calls/dictionaries';
import { importColumns, type ImportColumn } from './columns';
import { IMPORT_MESSAGES } from './importMessages';
import type { UniqueField } from './plan';

/**
 * What a resource's schema says of its import: the file's columns, the key that finds the
 * existing record a row updates and the fields that must stay unique.
 */

export interface ImportResource {
  def: ResourceDefinition;
  fields: FieldDescriptor[];
  schemas: SchemaRegistry;
}

export interface ImportShape {
  columns: ImportColumn[];
  key: string[];
  unique: UniqueField[];
  /** The property holding a record's id (x-id, else `id`). */
  idField: string;
}

/** The columns, the key that finds an existing record and the fields that must stay unique. */
export function importShape({ def, fields, schemas }: ImportResource): ImportShape {
  const schema = schemas.get(def.schema);
  const idField = schema['x-id'] ?? 'id';
  const columns = importColumns(fields);
  const unique = flattenFields(fields)
    .filter((f) => f.schema['x-unique'])
    .map((f) => {
      const rule = f.schema['x-unique'];
      return { source: f.source, ...(typeof rule === 'object' && rule.message ? { message: rule.message } : {}) };
    });
  const declared = schema['x-import'];
  const key = declared ? declared.key : unique.length ? [unique[0].source] : [idField];
  // A key no column holds (the id is server-owned): a column of its own, read only to find the record.
  for (const source of key)
    if (!columns.some((c) => c.source === source))
      columns.unshift({ source, header: IMPORT_MESSAGES.idHeading, kind: 'text', required: false, createOnly: true });
  return { columns, key, unique, idField };
}

/** The dictionary call (the dataProvider's getDictionary, read once per session). */
export type ReadDictionary = (name: DictionaryName) => Promise<DictionaryItem[]>;

/**
 * The shape with the values of its dictionary fields named by the platform's dictionaries: the
 * template's second sheet lists them, and the dry run reads a cell by the name as well as by the
 * code (which is what the export writes). A dictionary of a dependent field (models of the chosen
 * manufacturers) is read whole.
 */
export async function withDictionaries(shape: ImportShape, read: ReadDictionary): Promise<ImportShape> {
  const columns = await Promise.all(
    shape.columns.map(async (column) => {
      if (!column.dictionary || column.choices?.length) return column;
      const items = await read(column.dictionary);
      return items.length ? { ...column, choices: items.map(({ id, name }) => ({ id, name })) } : column;
    }),
  );
  return { ...shape, columns };
}
