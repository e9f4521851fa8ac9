import type { ServerContext } from './context';
import type { Inventory } from './forecastModel';
import { deviceShares } from './rules/deviceTargets';

/** The seeded inventory the forecast reads: domains' daily requests and the SSPs. */
export function inventoryOf(ctx: ServerContext): Inventory {
  const row = ctx.db
    .prepare(
      `SELECT COALESCE(SUM(json_extract(data, '$.requestsDaily')), 0) AS total
    FROM records WHERE resource = 'inventoryDomain'`,
    )
    .get() as { total: number };
  const ssps = ctx.store.all('ssp').map((r) => ({
    sysname: String(r.data.sysname ?? r.id),
    name: String(r.data.name ?? r.id),
    formats: (r.data.formats as string[] | undefined) ?? [],
    qpsLimit: Number(r.data.qpsLimit ?? 0),
    active: r.data.active === true,
  }));
  return { dailyRequests: Number(row.total), ssps, devices: deviceShares(ctx) };
}
