import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { requestedColumns } from '../excelHeaders';
import { sendXlsx, workbook } from '../spreadsheet';
import type { StoredRecord } from '../store';
import { rngOf } from '../seed/random';

/** docs/product.md#constants: the post-view export's default columns, in order, with their Russian headers. */
const POSTVIEW_COLUMNS: { key: string; title: string }[] = [
  { key: 'time', title: 'Время' },
  { key: 'event', title: 'Событие' },
  { key: 'typeConversion', title: 'Тип конверсии' },
  { key: 'totalConversions', title: 'Всего конверсий' },
  { key: 'totalUniques', title: 'Уникальных всего' },
  { key: 'conversionsAfterCampaign', title: 'Конверсий после кампании' },
  { key: 'uniquesAfterCampaign', title: 'Уникальных после кампании' },
];

const EVENTS = [
  ['show', 'Показ'],
  ['click', 'Клик'],
  ['vtr', 'Досмотр'],
] as const;
const CONVERSIONS = [
  ['install', 'Установка'],
  ['purchase', 'Покупка'],
  ['registration', 'Регистрация'],
] as const;
const DAY = 86_400_000;

/**
 * GET /v2/postviews.xlsx?campaignId= | accountId= &startTimeISO&endTimeISO&offsetTime: post-view
 * conversions per day, event and conversion type of the visible campaigns. x-excel-columns
 * (JSON or comma list of the keys above) picks and orders columns; x-excel-header renames them.
 */
export function registerPostviewRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    '/v2/postviews.xlsx',
    async (req: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
      const cabinet = ctx.auth.cabinet(req, ctx.auth.session(req), [])!;
      const scope = ctx.cabinets.scope(cabinet);
      const q = req.query;
      const visible = (r: StoredRecord) => scope === null || (r.cabinetId !== null && scope.includes(r.cabinetId));
      const start = Date.parse(q.startTimeISO ?? '');
      const end = Date.parse(q.endTimeISO ?? '');
      const errors: Record<string, string> = {};
      if (!Number.isFinite(start)) errors['/startTimeISO'] = 'Укажите начало периода';
      if (!Number.isFinite(end)) errors['/endTimeISO'] = 'Укажите конец периода';
      else if (Number.isFinite(start) && end < start) errors['/endTimeISO'] = 'Конец периода раньше начала';
      else if (end - start > 93 * DAY) errors['/endTimeISO'] = 'Период выгрузки — не больше 93 дней';
      if (!q.campaignId && !q.accountId) errors['/campaignId'] = 'Выберите кампанию или аккаунт';
      if (Object.keys(errors).length) throw invalid(errors);
      const campaigns = ctx.store
        .all('campaign')
        .filter((c) => (q.campaignId ? c.id === q.campaignId : c.data.accountId === q.accountId));
      if (q.campaignId && !campaigns.length) throw new HttpError(404, 'Кампания не найдена');
      if (campaigns.some((c) => !visible(c))) throw new HttpError(403, MESSAGES.foreignRecord);

      const offset = Number.parseInt(q.offsetTime ?? '0', 10) || 0; // minutes east of UTC
      const columns = requestedColumns(req, POSTVIEW_COLUMNS, (c) => c.key);
      const rows: (string | number)[][] = [];
      for (let day = start; day <= end; day += DAY) {
        const date = new Date(day + offset * 60_000).toISOString().slice(0, 10).split('-').reverse().join('.');
        for (const [event, eventName] of EVENTS) {
          for (const [type, typeName] of CONVERSIONS) {
            const rng = rngOf(`pv:${q.campaignId ?? q.accountId}:${day}:${event}:${type}`);
            const total = campaigns.reduce((s) => s + rng.int(0, event === 'show' ? 60 : 25), 0);
            if (!total) continue;
            const uniques = Math.round(total * (0.6 + rng.next() * 0.35));
            const after = Math.round(total * rng.next() * 0.4);
            const values: Record<string, string | number> = {
              time: date,
              event: eventName,
              typeConversion: typeName,
              totalConversions: total,
              totalUniques: uniques,
              conversionsAfterCampaign: after,
              uniquesAfterCampaign: Math.min(after, uniques),
            };
            rows.push(columns.map((c) => values[c.key]));
          }
        }
      }
      const body = await workbook([
        {
          name: 'Post-view',
          columns: columns.map((c) => ({
            title: c.title,
            numFmt: c.key === 'time' || c.key === 'event' || c.key === 'typeConversion' ? undefined : '#,##0',
          })),
          rows,
        },
      ]);
      return sendXlsx(reply, 'Post-view конверсии.xlsx', body, 'postviews.xlsx');
    },
  );
}
