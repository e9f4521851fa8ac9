import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { sendXlsx, workbook } from '../spreadsheet';
import type { StoredRecord } from '../store';
import { recordAccess } from '../http/recordAccess';
import { requireId } from '../http/body';
import { rngOf } from '../seed/random';

const DAY = 86_400_000;
const MAX_DAYS = 93;

/**
 * The ad-registry calls of docs/product.md#calls beyond CRUD and the declared sending of a report
 * (POST /ord/report/send {id}, server/routes/operations.ts): a report's statistics as .xlsx.
 * /ord/contract/initial, the product's second path of /ord/initialContract, is the schema's x-endpoint-also.
 */
export function registerOrdRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const access = recordAccess(ctx, 'ordReport');
  if (!access) return;
  const { gate, load } = access;

  /** GET /ord/report/statistic/xlsx?id=: impressions per creative and day over the report's period. */
  app.get('/ord/report/statistic/xlsx', async (req: FastifyRequest<{ Querystring: { id?: string } }>, reply) => {
    const scope = gate(req);
    const report = load(requireId(req.query.id, 'id', 'Не выбран отчёт'), scope);
    const rows = reportStatistics(ctx, report);
    const total = rows.reduce((s, r) => s + (r[3] as number), 0);
    const body = await workbook([
      {
        name: 'Статистика',
        columns: [
          { title: 'Дата', width: 14 },
          { title: 'Креатив', width: 40 },
          { title: 'Токен (erid)', width: 20 },
          { title: 'Показы', numFmt: '#,##0', width: 14 },
        ],
        rows: [...rows, ['Итого', null, null, total]],
      },
    ]);
    return sendXlsx(
      reply,
      `Статистика отчёта ОРД — ${String(report.data.name)}.xlsx`,
      body,
      `ord-report-${report.id}.xlsx`,
    );
  });
}

/**
 * The report's impressions spread over its creatives (those of its contract registered in ОРД)
 * and days, summing to actWins, deterministically.
 */
function reportStatistics(ctx: ServerContext, report: StoredRecord): (string | number | null)[][] {
  const period = (report.data.period ?? {}) as { start?: string; end?: string };
  const start = Date.parse(`${period.start ?? '2025-01-01'}T00:00:00Z`);
  const end = Math.max(
    start,
    Math.min(Date.parse(`${period.end ?? period.start ?? '2025-01-01'}T00:00:00Z`), start + (MAX_DAYS - 1) * DAY),
  );
  const days = Math.round((end - start) / DAY) + 1;
  const creatives = ctx.store.all('ordCreative').filter((c) => c.data.contractId === report.data.contractId);
  const names = creatives.length
    ? creatives.map((c) => [String(c.data.name), String(c.data.erid ?? '')])
    : [['Креатив без регистрации', '']];
  const rng = rngOf(`ordstat:${report.id}`);
  const weights = names.flatMap(() => Array.from({ length: days }, () => rng.int(1, 100)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const wins = typeof report.data.actWins === 'number' ? report.data.actWins : 0;
  const rows: (string | number | null)[][] = [];
  let given = 0;
  names.forEach(([name, erid], c) => {
    for (let d = 0; d < days; d++) {
      const i = c * days + d;
      const value = i === weights.length - 1 ? wins - given : Math.floor((wins * weights[i]) / sum);
      given += value;
      rows.push([
        new Date(start + d * DAY).toISOString().slice(0, 10).split('-').reverse().join('.'),
        name,
        erid || null,
        value,
      ]);
    }
  });
  return rows;
}
