import { catalog } from '../../load';
import { flattenFields } from '../../analyse';
import type { ResourceDefinition } from '../../definition/types';
import { XLSX_TYPE } from '../../schema/files';

/**
 * The headers that ask the platform for a spreadsheet of these fields of the resource's records
 * (docs/product.md#calls: with both, the answer is a file): x-excel-columns names them, x-excel-header
 * gives their titles, the schema's own. A header's value travels as Latin-1, so each Russian title
 * is percent-encoded on its own and the titles are joined by commas, as the columns are.
 */
export function spreadsheetHeaders(def: ResourceDefinition, columns: readonly string[]): Record<string, string> {
  const fields = flattenFields(catalog.fields(def));
  const title = (source: string) => fields.find((f) => f.source === source)?.label ?? source;
  return {
    Accept: XLSX_TYPE,
    'x-excel-columns': columns.join(','),
    'x-excel-header': columns.map((c) => encodeURIComponent(title(c))).join(','),
  };
}
