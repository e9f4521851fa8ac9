import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchema } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { parseListQuery, type QueryInput } from '../listQuery';
import { isObject } from '../merge';
import type { RecordService } from '../recordService';
import type { ResourceDef } from '../resourceDefs';
import { registerSspErrorRoutes } from './sspError';
import { recordAccess } from '../http/recordAccess';
import { rewrite } from '../http/access';
import { setPageHeaders } from '../http/paging';
import { XLSX_TYPE } from '../../src/engine/schema/files';

/** An export is the whole filtered list, not a page; this bounds one file. */
const EXPORT_MAX_ROWS = 100_000;

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

/**
 * The SSP calls of docs/product.md#calls beyond CRUD and the declared switch (PUT /ssp/{sysname}/status
 * {active}, server/routes/operations.ts): the user-matching
 * key (GET /ssp/usermatching?sysname= reads it, POST /ssp/usermatching {sysname} issues a new
 * one), GET /v2/ssp/{sysname}/error (paged) and GET /v2/ssp-list (JSON, or .xlsx with
 * x-excel-columns and x-excel-header). All behind the ssp schema's permission.
 */
export function registerSspRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const access = recordAccess(ctx, 'ssp');
  if (!access) return;
  const { def, gate, load } = access;

  const sysnameOf = (value: unknown): string => {
    if (typeof value !== 'string' || !value.trim()) throw invalid({ '/sysname': 'Укажите системное имя SSP' });
    return value.trim();
  };

  app.get('/ssp/usermatching', async (req) => {
    const record = load(sysnameOf((req.query as QueryInput).sysname), gate(req));
    return { sysname: record.id, key: (record.data.userMatchingKey as string | undefined) ?? null };
  });

  app.post('/ssp/usermatching', async (req) => {
    const scope = gate(req);
    const record = load(sysnameOf(isObject(req.body) ? req.body.sysname : undefined), scope);
    const key = crypto.randomBytes(16).toString('hex');
    rewrite(ctx, def, record, { ...record.data, userMatchingKey: key });
    return { sysname: record.id, key };
  });

  registerSspErrorRoutes(app, ctx, service, load);

  app.get('/v2/ssp-list', async (req, reply) => {
    const scope = gate(req);
    const query = parseListQuery(def, req.query as QueryInput, ctx.set.resolve);
    const columns = header(req, 'x-excel-columns');
    const titles = header(req, 'x-excel-header');
    if (!columns || !titles) {
      const { rows, total } = ctx.store.list(def.schemaId, query, scope);
      setPageHeaders(reply, query, total);
      return rows.map((r) => service.present(def, r));
    }
    const spec = excelColumns(ctx, def, columns, titles);
    const { rows } = ctx.store.list(def.schemaId, { ...query, page: 1, pageSize: EXPORT_MAX_ROWS }, scope);
    const buffer = await workbook(
      'SSP',
      spec,
      rows.map((r) => service.present(def, r)),
      ctx.set.resolve,
    );
    return reply
      .header('content-type', XLSX_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="ssp.xlsx"; filename*=UTF-8''${encodeURIComponent('SSP.xlsx')}`,
      )
      .send(buffer);
  });
}

interface Column {
  path: string;
  title: string;
  schema: JsonSchema;
}

/**
 * x-excel-columns: property paths, comma-separated ("name,protocol,fee"; a JSON list also goes).
 * x-excel-header: their titles. Header values travel as Latin-1, so each title is
 * percent-encoded and the titles are joined by commas, as for the other .xlsx exports
 * (a percent-encoded JSON array also goes). Both must name the same number of columns.
 */
function excelColumns(ctx: ServerContext, def: ResourceDef, columns: string, titles: string): Column[] {
  const paths = columns.startsWith('[') ? parseJson(columns) : columns.split(',');
  if (!Array.isArray(paths)) throw invalid({ '/x-excel-columns': 'Колонки: имена полей через запятую' });
  let names: unknown;
  try {
    const whole = decodeURIComponent(titles);
    names = whole.startsWith('[') ? JSON.parse(whole) : titles.split(',').map((t) => decodeURIComponent(t.trim()));
  } catch {
    names = null;
  }
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) {
    throw invalid({ '/x-excel-header': 'Заголовки колонок: названия в кодировке URI через запятую' });
  }
  if (names.length !== paths.length)
    throw invalid({ '/x-excel-header': 'Заголовков должно быть столько же, сколько колонок' });
  return paths.map((raw, i) => {
    const path = String(raw).trim();
    const schema = path === 'id' ? { type: 'string' } : def.property(path);
    if (!schema || schema.writeOnly) throw invalid({ '/x-excel-columns': `Неизвестная колонка: ${path}` });
    return { path, title: String(names[i]), schema: ctx.set.resolve(schema) };
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const valueAt = (record: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), record);

/** A cell as a person reads it: enum titles, Да/Нет, dates as dates, lists joined. */
function cellValue(schema: JsonSchema, value: unknown, resolve: (s: JsonSchema) => JsonSchema): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    const items = schema.items ? resolve(schema.items) : {};
    return value.map((v) => String(cellValue(items, v, resolve) ?? '')).join(', ');
  }
  const option = schema.oneOf?.find((o) => o.const === value);
  if (option) return option.title ?? String(value);
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (schema.format === 'date-time' && typeof value === 'string') return new Date(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

async function workbook(
  sheetName: string,
  columns: Column[],
  records: Record<string, unknown>[],
  resolve: (s: JsonSchema) => JsonSchema,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Kabinet';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.path,
    style: c.schema.format === 'date-time' ? { numFmt: 'dd.mm.yyyy hh:mm' } : {},
  }));
  const rows = records.map((record) => columns.map((c) => cellValue(c.schema, valueAt(record, c.path), resolve)));
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const width = (v: ExcelJS.CellValue) => (v instanceof Date ? 16 : String(v ?? '').length);
  columns.forEach((c, i) => {
    const longest = Math.max(c.title.length, ...rows.slice(0, 500).map((r) => width(r[i])));
    sheet.getColumn(i + 1).width = Math.min(Math.max(longest, 8) + 2, 60);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
