import dayjs from 'dayjs';
import type { FetchRelatedRecords, RaRecord } from 'react-admin';
import { EXPORT_MESSAGES } from '../../export/messages';
import { downloadBlob, exportSpreadsheet, type ExportOptions, type SpreadsheetColumn } from '../../export/spreadsheet';
import type { FieldDescriptor } from '../fieldKinds';
import { referenceTarget } from '../referenceName';
import type { ResourceDefinition } from '../definition/types';
import { valueAt } from '../schema/records';
import { cellOf, type ReferenceNames, type Translate } from '../../export/cellText';

/**
 * «Экспорт» of a generated list: the rows of its current filter and sort (react-admin reads them)
 * as an xlsx that reads like the screen: the column titles as headings, the labels of codes, the
 * names of referenced records, dates as дд.мм.гггг, numbers kept numbers, and the list's name with
 * the day in the file name («Пользователи 2026-11-27.xlsx»). Loaded when someone presses it.
 */

/** The spreadsheet columns of a list's columns. */
function exportColumns(
  fields: FieldDescriptor[],
  names: ReferenceNames,
  translate: Translate,
): SpreadsheetColumn<RaRecord>[] {
  return fields
    .filter((f) => f.kind !== 'password')
    .map((field) => ({
      header: field.label,
      value: (row: RaRecord) => cellOf(field, valueAt(row, field.source), names, translate),
    }));
}

/** The names of the records the rows refer to, by the targets' label fields. */
async function referenceNames(
  fields: FieldDescriptor[],
  rows: RaRecord[],
  fetchRelatedRecords: FetchRelatedRecords,
): Promise<ReferenceNames> {
  const names: ReferenceNames = new Map();
  for (const field of fields) {
    if (field.kind !== 'reference' && field.kind !== 'referenceArray') continue;
    const target = referenceTarget(field.reference);
    const related = await fetchRelatedRecords(rows, field.source, target.name);
    const byId = names.get(target.name) ?? new Map<string, string>();
    for (const record of Object.values(related)) {
      const label = valueAt(record, target.labelField);
      if (label !== undefined && label !== null && label !== '') byId.set(String(record.id), String(label));
    }
    names.set(target.name, byId);
  }
  return names;
}

/** «Пользователи 2026-11-27.xlsx»: the list's name and the day, without characters file systems refuse. */
export function exportFileName(label: string, day = dayjs()): string {
  const name =
    label
      .replace(/[\\/:*?"<>|«»]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || EXPORT_MESSAGES.defaultName;
  return `${name} ${day.format('YYYY-MM-DD')}.xlsx`;
}

export interface ListExport {
  def: Pick<ResourceDefinition, 'label'>;
  fields: FieldDescriptor[];
  translate: Translate;
}

/** Writes the rows as the xlsx and hands it to the browser; resolves with the file's name. */
export async function exportList(
  { def, fields, translate }: ListExport,
  rows: RaRecord[],
  fetchRelatedRecords: FetchRelatedRecords,
  options: ExportOptions & { save?: (blob: Blob, fileName: string) => void } = {},
): Promise<string> {
  const names = await referenceNames(fields, rows, fetchRelatedRecords);
  const label = translate(def.label, { _: def.label });
  const blob = await exportSpreadsheet(
    { columns: exportColumns(fields, names, translate), rows, sheet: label },
    options,
  );
  const fileName = exportFileName(label);
  (options.save ?? downloadBlob)(blob, fileName);
  return fileName;
}

type Notify = (
  message: string,
  options?: { type?: 'success' | 'error'; messageArgs?: Record<string, unknown> },
) => void;

/** The export as «Экспорт» runs it: the file, then a toast saying which, or that it failed. */
export async function exportListAndTell(
  list: ListExport,
  rows: RaRecord[],
  fetchRelatedRecords: FetchRelatedRecords,
  notify: Notify,
): Promise<void> {
  try {
    const name = await exportList(list, rows, fetchRelatedRecords);
    notify(EXPORT_MESSAGES.done, { type: 'success', messageArgs: { name } });
  } catch {
    notify(EXPORT_MESSAGES.failed, { type: 'error' });
  }
}
