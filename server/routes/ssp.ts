import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { parseListQuery, type QueryInput } from '../listQuery';
import { isObject } from '../merge';
import type { RecordService } from '../recordService';
import { registerSspErrorRoutes } from './sspError';
import { recordAccess } from '../http/recordAccess';
import { rewrite } from '../http/access';
import { setPageHeaders } from '../http/paging';
import { EXCEL_COLUMNS, EXCEL_HEADER, excelHeader } from '../excelHeaders';
import { columnsOf, pickColumns, sendXlsx, tableSheet, workbook } from '../spreadsheet';

/** An export is the whole filtered list, not a page; this bounds one file. */
const EXPORT_MAX_ROWS = 100_000;

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
    if (!excelHeader(req, EXCEL_COLUMNS) || !excelHeader(req, EXCEL_HEADER)) {
      const { rows, total } = ctx.store.list(def.schemaId, query, scope);
      setPageHeaders(reply, query, total);
      return rows.map((r) => service.present(def, r));
    }
    const columns = pickColumns(columnsOf(ctx, def.schemaId), req);
    const { rows } = ctx.store.list(def.schemaId, { ...query, page: 1, pageSize: EXPORT_MAX_ROWS }, scope);
    const sheet = tableSheet(
      ctx,
      'SSP',
      columns,
      rows.map((r) => service.present(def, r)),
    );
    return sendXlsx(reply, 'SSP.xlsx', await workbook([sheet]), 'ssp.xlsx');
  });
}
