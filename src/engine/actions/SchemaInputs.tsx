import { useMemo } from 'react';
import { analyseEntity, flattenFields } from '../analyse';
import type { FieldDescriptor } from '../fieldKinds';
import { FieldInput } from '../fields/fieldInput';
import { catalog } from '../load';

/** Analysed fields of any schema (a call body too), optionally only the named sources, in that order. */
export function useSchemaFields(schemaId: string, sources?: string[]): FieldDescriptor[] {
  return useMemo(() => {
    const all = analyseEntity(catalog.schemas, schemaId);
    if (!sources) return all;
    const flat = flattenFields(all);
    return sources.map((s) => flat.find((f) => f.source === s)!).filter(Boolean);
  }, [schemaId, sources]);
}

/** Generated inputs of a schema's fields (all, or the named ones): the same labels, kinds and hints as its screens. */
export function SchemaInputs({ schemaId, sources }: { schemaId: string; sources?: string[] }) {
  const fields = useSchemaFields(schemaId, sources);
  return (
    <>
      {fields.map((field) => (
        <FieldInput key={field.source} field={field} mode="create" />
      ))}
    </>
  );
}
