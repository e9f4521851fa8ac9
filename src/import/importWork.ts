import type { DataProvider, RaRecord } from 'react-admin';
import type { FieldDescriptor } from '../engine/fieldKinds';
import { flattenFields } from '../engine/analyse';
import { failureText } from '../engine/actions/failure';
import type { ResourceDefinition } from '../engine/definition/types';
import { referenceTarget } from '../engine/referenceName';
import type { SchemaRegistry } from '../engine/schema/registry';
import { valueAt, writablePayload } from '../engine/schema/records';
import { cellOf, type ReferenceNames, type Translate } from '../export/cellText';
import { downloadBlob, exportSpreadsheet, type Cell } from '../export/spreadsheet';
import type { ImportColumn } from './columns';
import { importColumns } from './columns';
import { IMPORT_MESSAGES } from './importMessages';
import { normalName, type PlanSetup, type UniqueField } from './plan';
import type { ImportClient } from './importClient';
import type { WriteRow } from './session';

/**
 * The page's part of an import (the worker does the rest): what the resource's schema says of
 * its import, the existing records and the names of referenced ones read through the resource's
 * own list and the names call, the template and errors files, and the writes through the
 * resource's own create and update calls.
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

export const fill = (text: string, args: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(args[k] ?? ''));

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

/** Whether the list offers «Импорт»: records can be created and the schema does not turn it off. */
export function importable(def: ResourceDefinition, schemas: SchemaRegistry): boolean {
  return !def.disable?.includes('create') && schemas.get(def.schema)['x-import'] !== false;
}

const PAGE = 500;

/** Every record of the resource in the cabinet's reach, through its own list call. */
export async function existingRecords(
  dataProvider: DataProvider,
  resource: ImportResource,
): Promise<{ existing: PlanSetup['existing']; byId: Map<string, RaRecord> }> {
  const byId = new Map<string, RaRecord>();
  const existing: PlanSetup['existing'] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource.def.path, {
      pagination: { page, perPage: PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: { fatal: false },
    });
    for (const record of data) {
      byId.set(String(record.id), record);
      existing.push({ id: String(record.id), record: writablePayload(resource.schemas, resource.def.schema, record) });
    }
    if (data.length < PAGE || (total !== undefined && byId.size >= total)) break;
  }
  return { existing, byId };
}

const ID_LIKE = /^[\w.-]+$/;

/** Runs `work` on each item, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * The ids of the named records, by reference key and normal name (null: several bear it), read
 * through the names call: only records in the cabinet's reach are found, so a name out of reach
 * is «не найдена» like an unknown one. A text that is an id in reach names that record.
 */
export async function resolveNames(
  dataProvider: DataProvider,
  texts: Record<string, string[]>,
): Promise<PlanSetup['names']> {
  const names: PlanSetup['names'] = {};
  for (const [key, list] of Object.entries(texts)) {
    const target = referenceTarget(key);
    const found: Record<string, string | null> = (names[key] = {});
    const ids = list.filter((t) => ID_LIKE.test(t));
    if (ids.length) {
      const { data } = await dataProvider.getMany(target.name, { ids }).catch(() => ({ data: [] as RaRecord[] }));
      for (const record of data) found[normalName(String(record.id))] = String(record.id);
    }
    await pool(
      list.filter((t) => !(normalName(t) in found)),
      4,
      async (text) => {
        const { data } = await dataProvider.getList(target.name, {
          pagination: { page: 1, perPage: 50 },
          sort: { field: target.labelField, order: 'ASC' },
          filter: { q: text },
          meta: { lookup: true },
        });
        const same = data.filter((r) => normalName(String(valueAt(r, target.labelField) ?? '')) === normalName(text));
        if (same.length) found[normalName(text)] = same.length === 1 ? String(same[0].id) : null;
      },
    );
  }
  return names;
}

/** The names of resolved references by target and id, for showing old and new values. */
export function namesById(names: PlanSetup['names'], texts: Record<string, string[]>): ReferenceNames {
  const out: ReferenceNames = new Map();
  for (const [key, list] of Object.entries(texts)) {
    const byId = new Map<string, string>();
    for (const text of list) {
      const id = names[key]?.[normalName(text)];
      if (id) byId.set(id, text);
    }
    out.set(referenceTarget(key).name, byId);
  }
  return out;
}

/** A value as its cell would show it (the export's text). */
export function shownValue(
  fields: FieldDescriptor[],
  source: string,
  value: unknown,
  names: ReferenceNames,
  translate: Translate,
): string {
  const field = flattenFields(fields).find((f) => f.source === source);
  const cell = field ? cellOf(field, value, names, translate) : value;
  return cell === null || cell === undefined ? '—' : String(cell);
}

const fileName = (label: string) =>
  label
    .replace(/[\\/:*?"<>|«»]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim() || 'import';

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

/**
 * «Скачать шаблон»: the columns' titles, one example row (a referenced record named as one the
 * cabinet has), and a second sheet with the allowed values of each field of codes.
 */
export async function downloadTemplate(
  dataProvider: DataProvider,
  resource: ImportResource,
  shape: ImportShape,
  translate: Translate,
): Promise<void> {
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
    example.push(field && value !== null ? (cellOf(field, value, new Map(), translate) ?? null) : null);
  }
  const coded = shape.columns.filter((c) => c.choices?.length);
  const height = Math.max(0, ...coded.map((c) => c.choices!.length));
  const values: Cell[][] = [
    coded.map((c) => c.header),
    ...Array.from({ length: height }, (_, i) => coded.map((c) => c.choices![i]?.name ?? null)),
  ];
  const label = translate(resource.def.label, { _: resource.def.label });
  const blob = await exportSpreadsheet({
    columns: shape.columns.map((c, i) => ({ header: c.header, value: (row: Cell[]) => row[i], width: 24 })),
    rows: [example],
    sheet: IMPORT_MESSAGES.templateSheet,
    ...(coded.length ? { more: [{ sheet: IMPORT_MESSAGES.valuesSheet, rows: values }] } : {}),
  });
  downloadBlob(blob, `${fileName(label)}.xlsx`);
}

/** «Скачать строки с ошибками»: the template's columns with the file's cells, and the messages last. */
export async function downloadErrorRows(
  client: ImportClient,
  shape: ImportShape,
  mapping: Record<string, number>,
  refused: Record<number, string>,
  label: string,
): Promise<void> {
  const headers = Object.fromEntries(shape.columns.map((c) => [c.source, c.header]));
  const { rows } = await client.ask<'errorRows'>({
    type: 'errorRows',
    order: shape.columns.map((c) => mapping[c.source] ?? -1),
    headers,
    refused,
  });
  const blob = await exportSpreadsheet({
    columns: [...shape.columns.map((c) => c.header), IMPORT_MESSAGES.errorHeading].map((header, i) => ({
      header,
      value: (row: Cell[]) => row[i],
      width: 24,
    })),
    rows,
    sheet: IMPORT_MESSAGES.templateSheet,
  });
  downloadBlob(blob, `${fileName(fill(IMPORT_MESSAGES.errorsFileName, { name: label }))}.xlsx`);
}

/** A refusal's field messages («Поле — сообщение»), or the failure in words. */
export function refusalText(error: unknown, headers: Record<string, string>): string {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  const flat: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      const source = path.join('.').replace(/^\.+/, '');
      const header = headers[source] ?? Object.entries(headers).find(([s]) => source.startsWith(`${s}.`))?.[1];
      flat.push(header ? `${header} — ${node}` : node);
    } else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, [...path, ...k.split('/').filter(Boolean)]);
  };
  walk(errors, []);
  return flat.length ? flat.join('; ') : failureText(error, IMPORT_MESSAGES.writeFailed);
}

export interface CommitProgress {
  done: number;
  total: number;
  created: number;
  updated: number;
  refused: Record<number, string>;
}

/**
 * Writes the planned rows through the resource's create and update calls, `width` at a time;
 * `cancelled()` is asked before each row starts, so a cancel lets the rows in flight finish.
 */
export async function commitRows(
  dataProvider: DataProvider,
  client: ImportClient,
  resource: ImportResource,
  shape: ImportShape,
  previous: Map<string, RaRecord>,
  cancelled: () => boolean,
  onProgress: (progress: CommitProgress) => void,
  width = 3,
): Promise<CommitProgress> {
  const headers = Object.fromEntries(shape.columns.map((c) => [c.source, c.header]));
  const progress: CommitProgress = { done: 0, total: 0, created: 0, updated: 0, refused: {} };
  const write = async (row: WriteRow) => {
    try {
      if (row.action === 'create') {
        await dataProvider.create(resource.def.path, { data: row.record });
        progress.created++;
      } else {
        const before = previous.get(row.id!) ?? { id: row.id! };
        await dataProvider.update(resource.def.path, { id: row.id!, data: row.record, previousData: before });
        progress.updated++;
      }
    } catch (error) {
      progress.refused[row.index] = refusalText(error, headers);
    }
    progress.done++;
    onProgress({ ...progress });
  };
  const BATCH = 30;
  for (let from = 0; !cancelled(); from += BATCH) {
    const { rows, total } = await client.ask<'writes'>({ type: 'writes', from, size: BATCH });
    progress.total = total;
    if (!rows.length) break;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(width, rows.length) }, async () => {
        while (next < rows.length && !cancelled()) await write(rows[next++]);
      }),
    );
  }
  return progress;
}
