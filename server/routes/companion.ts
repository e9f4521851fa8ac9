import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import { isObject } from '../merge';
import type { RecordService } from '../recordService';
import { recordAccess, writeServerOwned } from './systemAccess';

const SCORE_MESSAGE = 'Оценка — целое число от 0 до 100';

/**
 * Companion calls of docs/product.md#calls beyond CRUD and the declared switch (PUT
 * /v2/companions/{id}/status {enabled}, server/routes/operations.ts): PUT /v2/companions/score with {id, score} or a list of them (all or nothing), answering the
 * updated record(s).
 */
export function registerCompanionRoutes(app: FastifyInstance, ctx: ServerContext, service: RecordService): void {
  const access = recordAccess(ctx, 'companion');
  if (!access) return;
  const { def, gate, load } = access;

  app.put('/v2/companions/score', async (req) => {
    const scope = gate(req);
    const single = isObject(req.body);
    const items: unknown[] = single ? [req.body] : Array.isArray(req.body) ? req.body : [];
    if (!items.length) throw invalid({ '': 'Передайте {id, score} или список таких объектов' });
    const errors: Record<string, string> = {};
    items.forEach((item, i) => {
      const at = single ? '' : `/${i}`;
      if (!isObject(item) || typeof item.id !== 'string' || !item.id) errors[`${at}/id`] = 'Укажите компаньона';
      else if (!Number.isInteger(item.score) || (item.score as number) < 0 || (item.score as number) > 100)
        errors[`${at}/score`] = SCORE_MESSAGE;
    });
    if (Object.keys(errors).length) throw invalid(errors);
    const updated = ctx.db.transaction(() =>
      (items as { id: string; score: number }[]).map(({ id, score }) =>
        writeServerOwned(ctx, def, load(id, scope), { score }),
      ),
    )();
    const out = updated.map((r) => service.present(def, r));
    return single ? out[0] : out;
  });
}
