import type { DataProvider, RaRecord } from 'react-admin';
import { flattenFields } from '../engine/analyse';
import { referenceTarget } from '../engine/referenceName';
import { valueAt } from '../engine/schema/records';
import { cellOf, type Translate } from '../export/cellText';
import { downloadBlob, exportSpreadsheet, type Cell } from '../export/spreadsheet';
import type { ImportColumn } from './columns';
import { fileName } from './fill';
import { IMPORT_MESSAGES } from './importMessages';
import type { ImportResource, ImportShape } from './shape';

/**
 * «Скачать шаблон»: an .xlsx whose headings are the columns' titles, with one example row (a
 * referenced record named as one the cabinet has) and a second sheet with the allowed values of
 * every field of codes — the schema's enums and the platform's dictionaries alike.
 */

function exampleValue(column: ImportColumn): unknown {
  const today = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  switch (column.kind) {
    case 'integer':
      return 10;
    case 'number':
      return 1.5;
    case 'money':
      return 2925000.5;
    case 'percent':
      return 15;
    case 'boolean':
      return true;
    case 'date':
      return `${today.getFullYear()}-${two(today.getMonth() + 1)}-${two(today.getDate())}`;
    case 'dateTime':
      return today.toISOString();
    case 'email':
      return 'name@example.ru';
    case 'url':
      return 'https://example.ru';
    case 'password':
      return null;
    case 'enum':
      return column.choices?.[0]?.id ?? null;
    case 'enumArray':
      return column.choices?.slice(0, 2).map((c) => c.id) ?? null;
    case 'dictionary':
      return column.choices?.length ? (column.multiple ? [column.choices[0].id] : column.choices[0].id) : null;
    case 'stringArray':
    case 'lines':
      return column.numberItems ? [1, 2] : [IMPORT_MESSAGES.exampleText];
    default:
      return column.source === 'id' ? null : IMPORT_MESSAGES.exampleText;
  }
}

/** The second sheet: a column per field of codes, its title on top and the names of its values below. */
export function allowedValues(columns: readonly ImportColumn[]): Cell[][] {
  const coded = columns.filter((c) => c.choices?.length);
  if (!coded.length) return [];
  const height = Math.max(...coded.map((c) => c.choices!.length));
  return [
    coded.map((c) => c.header),
    ...Array.from({ length: height }, (_, i) => coded.map((c) => c.choices![i]?.name ?? null)),
  ];
}

/** The example row: a value of each column as the export writes it. */
async function exampleRow(
  dataProvider: DataProvider,
  resource: ImportResource,
  shape: ImportShape,
  translate: Translate,
): Promise<Cell[]> {
  const all = flattenFields(resource.fields);
  const example: Cell[] = [];
  for (const column of shape.columns) {
    if (column.reference) {
      const target = referenceTarget(column.reference);
      const { data } = await dataProvider
        .getList(target.name, {
          pagination: { page: 1, perPage: 1 },
          sort: { field: target.labelField, order: 'ASC' },
          filter: {},
          meta: { lookup: true },
        })
        .catch(() => ({ data: [] as RaRecord[] }));
      example.push(data[0] ? String(valueAt(data[0], target.labelField) ?? data[0].id) : null);
      continue;
    }
    const field = all.find((f) => f.source === column.source);
    const value = exampleValue(column);
    // A dictionary's example is named as the second sheet names it.
    const choice = column.kind === 'dictionary' ? column.choices?.find((c) => c.id === value) : undefined;
    example.push(
      choice ? choice.name : field && value !== null ? (cellOf(field, value, new Map(), translate) ?? null) : null,
    );
  }
  return example;
}

/** The template's workbook (`shape` with its dictionaries' names: withDictionaries). */
export async function templateFile(
  dataProvider: DataProvider,
  resource: ImportResource,
  shape: ImportShape,
  translate: Translate,
): Promise<Blob> {
  const example = await exampleRow(dataProvider, resource, shape, translate);
  const values = allowedValues(shape.columns);
  return exportSpreadsheet({
    columns: shape.columns.map((c, i) => ({ header: c.header, value: (row: Cell[]) => row[i], width: 24 })),
    rows: [example],
    sheet: IMPORT_MESSAGES.templateSheet,
    ...(values.length ? { more: [{ sheet: IMPORT_MESSAGES.valuesSheet, rows: values }] } : {}),
  });
}

export async function downloadTemplate(
  dataProvider: DataProvider,
  resource: ImportResource,
  shape: ImportShape,
  translate: Translate,
): Promise<void> {
  const blob = await templateFile(dataProvider, resource, shape, translate);
  const label = translate(resource.def.label, { _: resource.def.label });
  downloadBlob(blob, `${fileName(label)}.xlsx`);
}
