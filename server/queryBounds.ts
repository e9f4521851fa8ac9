import type { FastifyInstance } from 'fastify';
import { invalid } from './errors';
import { MAX_PAGE_SIZE } from './listQuery';

/**
 * Most values one query parameter carries ("a,b" and the parameter repeated both count): the
 * largest page the API answers, whose ids a console's names call or getMany may send back. Past
 * it no call of the API has a use for the list, and each value costs the server work (a filter's
 * IN list, a name looked up, a report's group): the request is refused before any of it.
 */
export const MAX_QUERY_VALUES = MAX_PAGE_SIZE;

export const QUERY_BOUND_MESSAGE = (max: number) =>
  `Не больше ${max.toLocaleString('ru-RU')} значений в одном параметре: разделите запрос на части`;

/** How many values a raw query value holds, as the routes read it (listQuery.ts idsParam). */
function countValues(value: unknown): number {
  const parts = Array.isArray(value) ? value : [value];
  let n = 0;
  for (const part of parts) if (typeof part === 'string') n += part.split(',').filter((s) => s.trim()).length;
  return n;
}

/**
 * Bounds every list-valued query parameter of every route in one place, before the route runs
 * (and so before its 401/403: a bound says nothing about any record): any parameter with more
 * than MAX_QUERY_VALUES values is a 400 at that parameter, in Russian. A URL allows some 8,000
 * values; one request of them must not hold the only request thread.
 */
export function registerQueryBounds(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const query = req.query as Record<string, unknown> | undefined;
    if (!query) return;
    const errors: Record<string, string> = {};
    for (const [name, value] of Object.entries(query))
      if (countValues(value) > MAX_QUERY_VALUES) errors[`/${name}`] = QUERY_BOUND_MESSAGE(MAX_QUERY_VALUES);
    if (Object.keys(errors).length) throw invalid(errors);
  });
}
