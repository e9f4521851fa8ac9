import type { RaRecord } from 'react-admin';
import { schemaSet } from '../../load';

/** `{selected.x}`: each field's values of the selected records, in the selection's order. */
export function fieldValues(rows: RaRecord[]): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const key of new Set(rows.flatMap((r) => Object.keys(r))))
    out[key] = rows.map((r) => r[key]).filter((v) => v !== undefined);
  return out;
}

/** The rows of an answer that fit its schema (a value out of range is not shown). */
export async function rowsOf(result: unknown, schema: string): Promise<Record<string, unknown>[]> {
  const rows = Array.isArray(result) ? (result as Record<string, unknown>[]) : [];
  const fits = await Promise.all(rows.map(async (row) => !(await schemaSet.validate(schema, row))));
  return rows.filter((_row, i) => fits[i]);
}
