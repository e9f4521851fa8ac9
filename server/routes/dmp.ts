import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, invalid } from '../errors';
import type { RecordService } from '../recordService';
import { sendXlsx, workbook } from '../spreadsheet';
import { access, defOf, loadVisible, refuseWrites, visible } from '../http/access';
import { dmpDays, ensureDmpDays } from '../statistics/dmpDays';
import { isObjectId } from '../../src/domain/objectId';

const DMP_MESSAGES = {
  readOnly: 'Отчёты DMP формирует DMP-движок: изменить их нельзя',
  processing: 'Отчёт ещё формируется: статистика появится, когда он будет готов',
  badId: 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра',
} as const;

const dayTitle = (day: string) => day.split('-').reverse().join('.');

/**
 * The DMP engine of docs/product.md#calls: GET /v2/dmpengine/info (the reports the cabinet can see, newest
 * first, with their figures and the names of their segment and campaign) and
 * GET /v2/dmpengine/{id}/statistics.xlsx (the report's daily figures and a total). Permission
 * dmpReports; the generic CRUD of the dmpReport schema reads, and refuses writes with 405.
 */
export function registerDmpRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const def = defOf(ctx, 'dmpReport');
  if (!def) return;
  ensureDmpDays(ctx.db);
  refuseWrites(app, ctx, def, DMP_MESSAGES.readOnly);
  const nameOf = (schemaId: string, id: unknown) => {
    const record = typeof id === 'string' ? ctx.store.get(schemaId, id) : null;
    return record ? String(record.data.name ?? '') : '';
  };

  app.get('/v2/dmpengine/info', async (req) => {
    const { scope } = access(ctx, req, def);
    return ctx.store
      .all(def.schemaId)
      .filter((r) => visible(scope, r))
      .reverse()
      .map((r) => ({
        ...service.present(def, r),
        segmentName: nameOf('dmpSegment', r.data.segmentId),
        campaignName: nameOf('campaign', r.data.campaignId),
      }));
  });

  app.get('/v2/dmpengine/:id/statistics.xlsx', async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const { scope } = access(ctx, req, def);
    if (!isObjectId(req.params.id)) throw invalid({ '/id': DMP_MESSAGES.badId });
    const report = loadVisible(ctx, def, req.params.id, scope);
    if (report.data.status === 'processing') throw new HttpError(409, DMP_MESSAGES.processing);
    const days = dmpDays(ctx.db, report.id);
    const ctr = (clicks: number, impressions: number) =>
      impressions ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
    const total = days.reduce((s, d) => ({ impressions: s.impressions + d.impressions, clicks: s.clicks + d.clicks }), {
      impressions: 0,
      clicks: 0,
    });
    const body = await workbook([
      {
        name: 'Статистика',
        columns: [
          { title: 'Дата', width: 14 },
          { title: 'Пользователи', numFmt: '#,##0' },
          { title: 'Показы', numFmt: '#,##0' },
          { title: 'Клики', numFmt: '#,##0' },
          { title: 'CTR, %', numFmt: '0.00' },
        ],
        rows: [
          ...days.map((d) => [dayTitle(d.day), d.users, d.impressions, d.clicks, ctr(d.clicks, d.impressions)]),
          ['Итого', null, total.impressions, total.clicks, ctr(total.clicks, total.impressions)],
        ],
      },
    ]);
    return sendXlsx(reply, `DMP-отчёт — ${String(report.data.name)}.xlsx`, body, `dmp-report-${report.id}.xlsx`);
  });
}
