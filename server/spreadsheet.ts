import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestedColumns } from './excelHeaders';
import { choiceText, listText } from '../src/domain/cellText';
import { analyseEntity } from '../src/engine/analyse';
import type { FieldDescriptor } from '../src/engine/fieldKinds';
import type { ServerContext } from './context';
import { XLSX_TYPE } from '../src/engine/schema/files';

/**
 * Real .xlsx files (exceljs) from schema records: Russian headers from schema titles, enum
 * labels instead of codes, references by their target's name, nested objects as
 * "Таргетинг / География / …" columns, instants as date cells. Every .xlsx the API writes goes
 * through workbook(); those of records (campaigns, groups, creatives, the SSP list) through tableSheet
 * or recordSheet.
 */
type Cell = string | number | Date | null;

/** How a date cell shows its instant. */
const DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';

/** The platform's own zone: a spreadsheet's times are those its operators read on the wall clock. */
const PLATFORM_ZONE = 'Europe/Moscow';
const wallClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * An instant as a date cell: a spreadsheet cell has no zone and Excel shows its clock as written, so
 * the cell holds the platform zone's wall-clock time (an instant at 06:30 UTC reads 09:30).
 */
function wallClockCell(instant: string): Date {
  const at = new Date(instant);
  const part = Object.fromEntries(wallClockParts.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return new Date(
    Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second, at.getUTCMilliseconds()),
  );
}
export interface Column {
  /** Dotted path in the record ("strategies.buyingType"). */
  path: string;
  title: string;
  field: FieldDescriptor;
}

const two = (n: number) => String(n).padStart(2, '0');
/** An instant as its date cell shows it (DATE_TIME_FORMAT), where it is part of a longer text. */
const instantText = (d: Date) =>
  `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;

/** Every leaf field of a schema (objects flattened), in schema order; writeOnly ones never. */
export function columnsOf(ctx: ServerContext, schemaId: string): Column[] {
  const walk = (fields: FieldDescriptor[], prefix: string): Column[] =>
    fields.flatMap((f) => {
      if (f.writeOnly) return [];
      const title = prefix ? `${prefix} / ${f.label}` : f.label;
      return f.kind === 'object' ? walk(f.fields, title) : [{ path: f.source, title, field: f }];
    });
  return walk(analyseEntity(ctx.set, schemaId), '');
}

/** The record columns a download asks for (x-excel-columns, x-excel-header: server/excelHeaders.ts). */
export const pickColumns = (all: Column[], req: FastifyRequest): Column[] => requestedColumns(req, all, (c) => c.path);

const at = (record: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );

/** Names of referenced records ("accounts" → the account's name), cached per export. */
function referenceNames(ctx: ServerContext): (resource: string, id: string) => string {
  const cache = new Map<string, string>();
  return (resource, id) => {
    const key = `${resource}:${id}`;
    if (!cache.has(key)) {
      const def = [...ctx.defs.values()].find(
        (d) => d.endpoint.split('/').pop() === resource || d.schemaId === resource || `${d.schemaId}s` === resource,
      );
      const record = def ? ctx.store.get(def.schemaId, id) : null;
      const labelField = def?.schema['x-label'];
      cache.set(
        key,
        record && labelField && typeof record.data[labelField] === 'string' ? String(record.data[labelField]) : id,
      );
    }
    return cache.get(key)!;
  };
}

/**
 * One value as a spreadsheet cell: numbers stay numbers, titles and lists as the console's export
 * writes them (src/domain/cellText.ts), an instant a date cell, a list of objects spelled out.
 */
function cellOf(field: FieldDescriptor, value: unknown, names: (resource: string, id: string) => string): Cell {
  if (value === undefined || value === null || value === '') return null;
  switch (field.kind) {
    case 'enum':
    case 'dictionary':
      return choiceText(field.choices, value);
    case 'enumArray':
      return listText((value as unknown[]).map((v) => choiceText(field.choices, v)));
    case 'reference':
      return names(field.reference, String(value));
    case 'referenceArray':
      return listText((value as unknown[]).map((v) => names(field.reference, String(v))));
    case 'boolean':
      return value ? 'Да' : 'Нет';
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return typeof value === 'number' ? value : String(value);
    case 'date':
      return String(value).slice(0, 10).split('-').reverse().join('.');
    // A date cell, so that the spreadsheet sorts and filters by it.
    case 'dateTime':
      return wallClockCell(String(value));
    case 'stringArray':
    case 'lines':
    case 'fieldNames':
      return listText((value as unknown[]).map(String));
    case 'array':
      return (value as Record<string, unknown>[])
        .map((item) =>
          field.fields
            .map((sub) => [sub.label, cellOf(sub, item[sub.name], names)] as const)
            .filter(([, v]) => v !== null)
            .map(([label, v]) => `${label}: ${v instanceof Date ? instantText(v) : v}`)
            .join(', '),
        )
        .join(' | ');
    case 'object':
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

export interface Sheet {
  name: string;
  columns: { title: string; width?: number; numFmt?: string }[];
  rows: Cell[][];
  /** A filter on the header row. */
  filter?: boolean;
}

/** A table sheet per record list: bold frozen header, widths from content, money formatted. */
export function tableSheet(
  ctx: ServerContext,
  name: string,
  columns: Column[],
  records: Record<string, unknown>[],
): Sheet {
  const names = referenceNames(ctx);
  return {
    name,
    columns: columns.map((c) => ({
      title: c.title,
      numFmt: c.field.kind === 'money' ? '#,##0.00' : c.field.kind === 'integer' ? '#,##0' : undefined,
    })),
    rows: records.map((r) => columns.map((c) => cellOf(c.field, at(r, c.path), names))),
    filter: true,
  };
}

/** One record as a two-column "Параметр / Значение" sheet; empty values left out. */
export function recordSheet(
  ctx: ServerContext,
  name: string,
  columns: Column[],
  record: Record<string, unknown>,
): Sheet {
  const names = referenceNames(ctx);
  const rows = columns
    .map((c) => [c.title, cellOf(c.field, at(record, c.path), names)] as Cell[])
    .filter(([, v]) => v !== null);
  return {
    name,
    columns: [
      { title: 'Параметр', width: 60 },
      { title: 'Значение', width: 60 },
    ],
    rows,
  };
}

const widthOf = (cell: Cell): number => (cell === null ? 0 : cell instanceof Date ? 18 : String(cell).length + 2);

export async function workbook(sheets: Sheet[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Kabinet';
  book.created = new Date(0);
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.columns.map((c, i) => ({
      header: c.title,
      key: String(i),
      style: c.numFmt ? { numFmt: c.numFmt } : {},
      width:
        c.width ??
        Math.min(60, Math.max(12, c.title.length + 2, ...sheet.rows.slice(0, 200).map((r) => widthOf(r[i])))),
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      const added = ws.addRow(row);
      row.forEach((cell, i) => {
        if (cell instanceof Date && !sheet.columns[i]?.numFmt) added.getCell(i + 1).numFmt = DATE_TIME_FORMAT;
      });
    }
    if (sheet.filter && sheet.columns.length)
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Sends a workbook as a download with a Russian-safe file name. */
export function sendXlsx(reply: FastifyReply, fileName: string, body: Buffer, asciiName = 'export.xlsx'): FastifyReply {
  const ascii = asciiName.replace(/[^\w.-]+/g, '_');
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('access-control-expose-headers', 'content-disposition')
    .send(body);
}
