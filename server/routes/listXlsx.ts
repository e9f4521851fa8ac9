import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { access } from '../http/access';
import { parseListQuery, type QueryInput } from '../listQuery';
import type { RecordService } from '../recordService';
import type { ResourceDef } from '../resourceDefs';
import { columnsOf, pickColumns, sendXlsx, tableSheet, workbook } from '../spreadsheet';

/** GET <endpoint>.xlsx: the list under the same filters, search and sort, every page, one sheet. */
export function registerListXlsx(
  app: FastifyInstance,
  ctx: ServerContext,
  service: RecordService,
  def: ResourceDef,
  title: string,
): void {
  const ascii = `${def.endpoint.split('/').pop()}.xlsx`;
  app.get(`${def.endpoint}.xlsx`, async (req, reply) => {
    const { scope } = access(ctx, req, def);
    const query = { ...parseListQuery(def, req.query as QueryInput, ctx.set.resolve), page: 1, pageSize: 1_000_000 };
    const { rows } = ctx.store.list(def.schemaId, query, scope);
    const columns = pickColumns(columnsOf(ctx, def.schemaId), req);
    const sheet = tableSheet(
      ctx,
      title,
      columns,
      rows.map((r) => service.present(def, r)),
    );
    return sendXlsx(reply, `${title}.xlsx`, await workbook([sheet]), ascii);
  });
}
