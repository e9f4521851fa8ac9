import type { FastifyInstance, InjectOptions } from 'fastify';
import type { JsonSchema } from '../../src/engine/schema';
import type { Actor } from './actors';
import { pathWith, resourcesOf, send, type Route } from './routes';
import { shapeOf, type ServerError } from './tenancy';

export interface BadInputSweep {
  sent: number;
  errors: ServerError[];
}

const BIDI = '\u202Etxt.exe\u2066\u0007';
const LONG = `${BIDI}${'ж'.repeat(100_000)}`;
const MANY_IDS = Array.from({ length: 2_000 }, (_, i) => i.toString(16).padStart(24, 'a')).join(',');

/** Query strings no client of the console sends: negative and huge pages, unknown sorts, broken dates, oversized lists. */
const QUERIES = [
  'page=-1&pageSize=999999999',
  'page=abc&pageSize=1e400',
  'sort=__proto__&order=sideways',
  'startTimeISO=garbage&endTimeISO=2025-13-45T99:99:99Z&offsetTime=-99999',
  `ids=${MANY_IDS}`,
  `search=${encodeURIComponent(LONG.slice(0, 6_000))}&q=%00%ff`,
  'statistics=true&groupBy=nonsense,__proto__&ssps=%E2%80%AE',
  'id=zzz&accountId[]=1&campaignId[x]=2',
];
/** Path parameters that are no id at all. */
const PATH_IDS = ['zzz', '%00', 'x'.repeat(5_000), '-1', '1e309', '..%2F..%2Fetc%2Fpasswd', '%E2%80%AEfdp.exe'];
/** Bodies that are no JSON, or JSON of the wrong kind. */
const RAW_BODIES = [
  '{"a":',
  '[',
  'nul',
  '"x"',
  '123',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  '',
];

/** A value of the wrong type for a property of a schema (a string where a number is wanted, …). */
function wrongType(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'много';
  if (type === 'boolean') return 'да';
  if (type === 'array') return { not: 'a list' };
  if (type === 'object') return 'not an object';
  return [[{}]];
}

/** Bodies shaped like the route's record, each with every top-level field broken the same way. */
function typedBodies(properties: Record<string, JsonSchema>, resolve: (s: JsonSchema) => JsonSchema): unknown[] {
  const entries = Object.entries(properties).map(([k, v]) => [k, resolve(v)] as const);
  const all = (f: (s: JsonSchema) => unknown) => Object.fromEntries(entries.map(([k, s]) => [k, f(s)]));
  const numbers = (value: number) =>
    Object.fromEntries(entries.filter(([, s]) => s.type === 'number' || s.type === 'integer').map(([k]) => [k, value]));
  return [
    all(wrongType),
    all(() => LONG),
    all(() => Array.from({ length: 10_001 }, () => BIDI)),
    all(() => null),
    numbers(-1),
    numbers(1e300),
    numbers(1e-9),
    numbers(-0.004),
    { amount: 1e15, money: -1e-320, balance: 1e13, action: 'deposit', sum: 0.001 },
  ];
}

const BOUNDARY = '----probe-boundary';
/** Multipart bodies broken in every way a parser meets: no boundary, a wrong one, garbage, cut short, a bidi file name. */
const MULTIPART: { contentType: string; payload: string }[] = [
  { contentType: 'multipart/form-data', payload: `--${BOUNDARY}\r\n\r\nx` },
  {
    contentType: `multipart/form-data; boundary=other`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${BOUNDARY}--\r\n`,
  },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: '\u0000\u0001garbage\u00ff'.repeat(100) },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\nContent-Type: text/csv\r\n\r\nexample.ru\r\nexam`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="listName"\r\n\r\n${BIDI}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="сч\u202Evsc.exe"\r\nContent-Type: text/csv\r\n\r\nexample.ru\r\n--${BOUNDARY}--\r\n`,
  },
];

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Sends each route, as each given actor, the bad inputs above: broken queries and path ids to
 * every method, and to the writes broken JSON, wrongly typed, oversized and out-of-range fields,
 * and broken multipart forms. Every answer must be a 4xx (or a 2xx that took nothing wrong): a
 * 5xx is listed with what was sent.
 */
export async function sweepBadInputs(app: FastifyInstance, routes: Route[], actors: Actor[]): Promise<BadInputSweep> {
  const ctx = app.kabinet;
  const defs = [...ctx.defs.values()];
  const out: BadInputSweep = { sent: 0, errors: [] };
  for (const actor of actors) {
    for (const route of routes) {
      const def = resourcesOf(defs, route.url)[0];
      const own = def && ctx.store.all(def.schemaId)[0];
      const path = pathWith(route.url, own?.id ?? '0'.repeat(24), def?.schemaId ?? 'campaign');
      for (const method of route.methods) {
        const requests: { what: string; options: InjectOptions }[] = [];
        for (const q of QUERIES)
          requests.push({ what: `query ${q.slice(0, 40)}`, options: { method: method as 'GET', url: `${path}?${q}` } });
        if (route.params.length)
          for (const id of PATH_IDS)
            requests.push({
              what: `path id ${id.slice(0, 20)}`,
              options: { method: method as 'GET', url: pathWith(route.url, id, id) },
            });
        if (WRITES.includes(method)) {
          for (const raw of RAW_BODIES)
            requests.push({
              what: `body ${JSON.stringify(raw.slice(0, 20))}`,
              options: {
                method: method as 'POST',
                url: path,
                payload: raw,
                headers: { 'content-type': 'application/json' },
              },
            });
          const properties = def?.schema.properties ?? { name: { type: 'string' }, amount: { type: 'number' } };
          for (const [i, body] of typedBodies(properties, (s) => ctx.set.resolve(s)).entries())
            requests.push({
              what: `typed body #${i + 1}`,
              options: { method: method as 'POST', url: path, payload: body as object },
            });
          for (const [i, form] of MULTIPART.entries())
            requests.push({
              what: `multipart #${i + 1}`,
              options: {
                method: method as 'POST',
                url: path,
                payload: form.payload,
                headers: { 'content-type': form.contentType },
              },
            });
          requests.push({
            what: 'JSON as text/plain',
            options: {
              method: method as 'POST',
              url: path,
              payload: '{"name":"x"}',
              headers: { 'content-type': 'text/plain' },
            },
          });
        }
        for (const { what, options } of requests) {
          const res = await send(app, actor, options);
          out.sent++;
          if (res.statusCode >= 500)
            out.errors.push({
              request: `${method} ${route.url} (${what})`,
              actor: actor.name,
              status: res.statusCode,
              shape: shapeOf(res.body),
            });
        }
      }
    }
  }
  return out;
}
