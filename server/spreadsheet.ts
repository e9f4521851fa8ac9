import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { analyseEntity } from '../src/engine/analyse';
import type { FieldDescriptor } from '../src/engine/fieldKinds';
import type { ServerContext } from './context';
import { XLSX_TYPE } from '../src/engine/schema/files';

/**
 * Real .xlsx files (exceljs) from schema records: Russian headers from schema titles, enum
 * labels instead of codes, references by their target's name, nested objects as
 * "Таргетинг / География / …" columns. Used by the .xlsx endpoints of campaigns, groups and creatives.
 */
type Cell = string | number | null;
export interface Column {
  /** Dotted path in the record ("strategies.buyingType"). */
  path: string;
  title: string;
  field: FieldDescriptor;
}

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

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

/** Columns named by the client (x-excel-columns: JSON list or comma list of paths), in its order. */
export function pickColumns(all: Column[], req: FastifyRequest): Column[] {
  const raw = req.headers['x-excel-columns'];
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!text) return all;
  let names: string[];
  try {
    names = text.startsWith('[') ? (JSON.parse(text) as string[]) : text.split(',');
  } catch {
    return all;
  }
  const picked = names.map((n) => all.find((c) => c.path === String(n).trim())).filter((c): c is Column => !!c);
  const header = req.headers['x-excel-header'];
  const titles = (Array.isArray(header) ? header[0] : header)?.split(',').map((t) => safeDecode(t.trim()));
  return (picked.length ? picked : all).map((c, i) => (titles?.[i] && picked.length ? { ...c, title: titles[i] } : c));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

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

/** One value as a spreadsheet cell: numbers stay numbers, everything else readable Russian text. */
function cellOf(field: FieldDescriptor, value: unknown, names: (resource: string, id: string) => string): Cell {
  if (value === undefined || value === null || value === '') return null;
  switch (field.kind) {
    case 'enum':
    case 'dictionary':
      return field.choices.find((c) => c.id === value)?.name ?? String(value);
    case 'enumArray':
      return (value as unknown[]).map((v) => field.choices.find((c) => c.id === v)?.name ?? String(v)).join(', ');
    case 'reference':
      return names(field.reference, String(value));
    case 'referenceArray':
      return (value as unknown[]).map((v) => names(field.reference, String(v))).join(', ');
    case 'boolean':
      return value ? 'Да' : 'Нет';
    case 'integer':
    case 'number':
    case 'money':
    case 'percent':
      return typeof value === 'number' ? value : String(value);
    case 'date':
      return dateFormat.format(new Date(`${String(value)}T00:00:00Z`));
    case 'dateTime':
      return dateTimeFormat.format(new Date(String(value)));
    case 'stringArray':
    case 'lines':
    case 'fieldNames':
      return (value as unknown[]).join(', ');
    case 'array':
      return (value as Record<string, unknown>[])
        .map((item) =>
          field.fields
            .map((sub) => [sub.label, cellOf(sub, item[sub.name], names)] as const)
            .filter(([, v]) => v !== null)
            .map(([label, v]) => `${label}: ${v}`)
            .join('; '),
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
        Math.min(
          60,
          Math.max(
            12,
            c.title.length + 2,
            ...sheet.rows.slice(0, 200).map((r) => (r[i] === null ? 0 : String(r[i]).length + 2)),
          ),
        ),
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(row);
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
