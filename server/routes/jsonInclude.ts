import { readPathOf } from '../../src/engine/schema/recordCalls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { ResourceDef } from '../resourceDefs';
import { access } from '../http/access';
import { routeOf } from '../resourceDefs';

export const INCLUDE_HEADER = 'x-json-include';
export const INCLUDE_MESSAGES = {
  empty: 'Перечислите поля через запятую',
  unknown: (name: string) => `Нет такого поля: «${name.slice(0, 60)}»`,
} as const;

/**
 * The x-json-include header of a GET (docs/product.md#calls): a list or a record read with
 * `x-json-include: name,finance.currency` answers only those fields (dotted for nested ones) and
 * the record's id and version, so a picker that shows names does not carry each record's whole
 * content (a big list's values). An unknown field is a 400 naming it; other calls ignore the header.
 */
export function registerJsonInclude(app: FastifyInstance, ctx: ServerContext): void {
  const byUrl = new Map<string, ResourceDef>();
  for (const def of ctx.defs.values()) {
    byUrl.set(def.endpoint, def);
    const one = readPathOf(def.schema, def.endpoint);
    if (one) byUrl.set(routeOf(one), def);
  }
  const wanted = new WeakMap<FastifyRequest, { paths: string[][]; id: string }>();

  app.addHook('preHandler', async (req) => {
    const raw = req.headers[INCLUDE_HEADER];
    const def = byUrl.get(req.routeOptions.url ?? '');
    if (req.method !== 'GET' || raw === undefined || !def) return;
    access(ctx, req, def); // 401/403 before any word about the header
    const names = [raw]
      .flat()
      .join(',')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!names.length) throw invalid({ [`/${INCLUDE_HEADER}`]: INCLUDE_MESSAGES.empty });
    const unknown = names.find((n) => !def.property(n));
    if (unknown) throw invalid({ [`/${INCLUDE_HEADER}`]: INCLUDE_MESSAGES.unknown(unknown) });
    wanted.set(req, { paths: names.map((n) => n.split('.')), id: def.idProperty ?? 'id' });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const include = wanted.get(req);
    if (!include || reply.statusCode !== 200) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null) return payload;
    const pick = (record: Record<string, unknown>) => {
      const out: Record<string, unknown> = { id: record.id, [include.id]: record[include.id] };
      if (record.version !== undefined) out.version = record.version;
      for (const path of include.paths) copyPath(record, out, path);
      return out;
    };
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return JSON.stringify(Array.isArray(data) ? data.map(pick) : pick(data));
  });
}

function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, [head, ...rest]: string[]): void {
  const value = from[head];
  if (value === undefined) return;
  if (!rest.length || value === null || typeof value !== 'object' || Array.isArray(value)) {
    to[head] = value;
    return;
  }
  const inner = (to[head] ?? {}) as Record<string, unknown>;
  copyPath(value as Record<string, unknown>, inner, rest);
  to[head] = inner;
}
