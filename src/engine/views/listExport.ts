import dayjs from 'dayjs';
import type { FetchRelatedRecords, RaRecord } from 'react-admin';
import { EXPORT_MESSAGES } from '../../export/messages';
import {
  downloadBlob,
  exportSpreadsheet,
  type Cell,
  type ExportOptions,
  type SpreadsheetColumn,
} from '../../export/spreadsheet';
import type { Choice, FieldDescriptor } from '../fieldKinds';
import { formatRussianDate } from '../fields/russianDate';
import { referenceTarget } from '../referenceName';
import type { ResourceDefinition } from '../definition/types';
import { valueAt } from '../schema/records';

/**
 * «Экспорт» of a generated list: the rows of its current filter and sort (react-admin reads them)
 * as an xlsx that reads like the screen: the column titles as headings, the labels of codes, the
 * names of referenced records, dates as дд.мм.гггг, numbers kept numbers, and the list's name with
 * the day in the file name («Пользователи 2026-11-27.xlsx»). Loaded when someone presses it.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Names of referenced records by resource and id, read once per export. */
type ReferenceNames = Map<string, Map<string, string>>;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const joined = (items: string[]) => items.filter(Boolean).join(', ');

function choiceLabel(choices: Choice[], value: unknown): string {
  return choices.find((c) => String(c.id) === String(value))?.name ?? String(value);
}

/** A cell as the list shows the value (structures as the list's summary of them). */
function cellOf(field: FieldDescriptor, value: unknown, names: ReferenceNames, translate: Translate): Cell | undefined {
  if (isEmpty(value)) return null;
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return value ? translate('ra.boolean.true') : translate('ra.boolean.false');
    case 'date':
      return formatRussianDate(value, false);
    case 'dateTime':
      return formatRussianDate(value, true);
    // A dictionary's names are the platform's; without the schema's own labels the code is written.
    case 'enum':
    case 'dictionary':
      return Array.isArray(value)
        ? joined(value.map((v) => choiceLabel(field.choices, v)))
        : choiceLabel(field.choices, value);
    case 'enumArray':
      return joined((value as unknown[]).map((v) => choiceLabel(field.choices, v)));
    case 'reference': {
      const byId = names.get(referenceTarget(field.reference).name);
      return byId?.get(String(value)) ?? String(value);
    }
    case 'referenceArray': {
      const byId = names.get(referenceTarget(field.reference).name);
      return joined((value as unknown[]).map((id) => byId?.get(String(id)) ?? String(id)));
    }
    case 'stringArray':
    case 'fieldNames':
      return joined((value as unknown[]).map(String));
    case 'password':
      return null;
    case 'object':
    case 'array':
    case 'json':
      if (Array.isArray(value))
        return translate('kabinet.field.items', { smart_count: value.length, _: `${value.length}` });
      if (typeof value === 'object') {
        const filled = Object.values(value as object).filter((v) => !isEmpty(v)).length;
        return translate('kabinet.field.filled', { smart_count: filled, _: `${filled}` });
      }
      return String(value);
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

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
      if (!isEmpty(label)) byId.set(String(record.id), String(label));
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
