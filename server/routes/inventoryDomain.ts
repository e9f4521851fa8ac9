import type { FastifyInstance } from 'fastify';
import { isInventoryDomainKept } from '../../src/domain/inventoryDomains';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { recordAccess } from '../http/recordAccess';
import { objectBody, stringList } from '../http/body';
import { rngOf } from '../seed/random';

/** Inventory (docs/product.md#calls Inventory): what the platform's inventory knows of domains. */
export function registerInventoryRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const access = recordAccess(ctx, 'inventoryDomain');
  if (!access) return;
  /**
   * POST /inventory/domain-count {domains}: requests of each domain over the last 7 days with its
   * scores. A domain the inventory has not scored comes with scores out of range, and is dropped
   * by the rule of docs/product.md#validation (isInventoryDomainKept), as the console drops it.
   */
  app.post('/inventory/domain-count', async (req) => {
    access.gate(req);
    const body = objectBody(req);
    const domains = [...new Set(stringList(body, 'domains').map((d) => d.toLowerCase()))];
    if (!domains.length) throw invalid({ '/domains': 'Выберите домены' });
    if (domains.length > 1000) throw invalid({ '/domains': 'Не больше 1000 доменов за раз' });
    const known = new Map(ctx.store.all('inventoryDomain').map((r) => [String(r.data.domain), r.data]));
    return domains
      .map((domain) => {
        const row = known.get(domain);
        const rng = rngOf(`count:${domain}`);
        const daily = typeof row?.requestsDaily === 'number' ? row.requestsDaily : 0;
        return row
          ? { domain, trust: row.trust, spam: row.spam, count: Math.round(daily * (6.5 + rng.next())) }
          : { domain, trust: -1, spam: -1, count: 0 };
      })
      .filter(isInventoryDomainKept);
  });
}
