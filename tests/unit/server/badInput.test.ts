// @vitest-environment node
import type { RouteOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverWithRoutes, session, type Session } from './helpers';

/**
 * Bad input is the caller's mistake, never the server's: every route the reference API serves,
 * as the administrator and as an agency, gets malformed bodies and queries, and every real record
 * it can read back is sent again with one field (and one field of a nested object) of the wrong
 * type. No answer is a 5xx. The routes come from the server itself: a new route is walked at once.
 */
const { app, routes } = await serverWithRoutes();
const [admin, agency] = await Promise.all([session(app, 'admin', 'admin'), session(app, 'agency', 'agency')]);

const methodsOf = (route: RouteOptions) =>
  ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** What a GET of the address answers as the administrator, when it is JSON. */
async function jsonAt(url: string): Promise<unknown> {
  const answer = await app.inject({ method: 'GET', url, headers: admin.headers });
  const json = answer.statusCode === 200 && String(answer.headers['content-type']).includes('json');
  return json ? answer.json() : undefined;
}

/** A record's id for each list path («/v2/accounts» → an account's id), read before anything is changed. */
const idOf = new Map<string, string>();
for (const route of routes) {
  const path = String(route.url);
  if (path.includes(':') || !methodsOf(route).includes('GET')) continue;
  const list = await jsonAt(path);
  const first = Array.isArray(list) ? (list[0] as { id?: unknown; sysname?: unknown } | undefined) : undefined;
  if (first?.id !== undefined || first?.sysname !== undefined) idOf.set(path, String(first.id ?? first.sysname));
}
/** The path with its parameters filled: a real record's id where its list gave one. */
const UNKNOWN = 'нет-такого';
const PARAMS = /:[A-Za-z]+/g;
const filled = (path: string) => path.replace(PARAMS, idOf.get(path.split('/:')[0]) ?? UNKNOWN);

async function readObject(url: string): Promise<Record<string, unknown> | undefined> {
  const json = await jsonAt(url);
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
}

const failures: string[] = [];
async function send(who: Session, method: string, url: string, body?: unknown) {
  const answer = await app.inject({
    method: method as 'POST',
    url,
    headers: body === undefined ? who.headers : { ...who.headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  if (answer.statusCode >= 500)
    failures.push(
      `${answer.statusCode} ${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}: ${answer.body.slice(0, 120)}`,
    );
}

const WRONG: unknown[] = [{}, 'x', -1, [null], null, true];
const MALFORMED: unknown[] = [
  {},
  [],
  'строка',
  42,
  null,
  { id: {}, name: 123, status: [], ids: 'x', data: { a: { b: [] } } },
  { ids: [{}], id: 'zzz', page: -1, pageSize: 'x' },
  { name: 'а'.repeat(100_000) },
];
const BAD_QUERY = '?page=-1&pageSize=abc&sort=%00&order=x&ids=1,2';

describe('bad input is answered, never a server error', () => {
  beforeEach(() => {
    failures.length = 0;
  });

  it('a real record sent back with one field (or one nested field) of the wrong type', async () => {
    let sent = 0;
    for (const route of routes) {
      const writes = methodsOf(route).filter((m) => WRITES.has(m));
      const url = filled(String(route.url));
      if (!writes.length || url.includes(UNKNOWN)) continue;
      // What the route's own address answers, or else the record it acts on («…/:id/selfservice»).
      const record = (await readObject(url)) ?? (await readObject(url.split('/').slice(0, 4).join('/')));
      if (!record) continue;
      for (const method of writes)
        for (const [key, value] of Object.entries(record))
          for (const wrong of WRONG) {
            await send(admin, method, url, { ...record, [key]: wrong });
            sent++;
            if (value && typeof value === 'object' && !Array.isArray(value))
              for (const sub of Object.keys(value)) {
                await send(admin, method, url, { ...record, [key]: { ...value, [sub]: wrong } });
                sent++;
              }
          }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });

  it('malformed bodies and queries on every route, with real and unknown ids, as the administrator and an agency', async () => {
    let sent = 0;
    for (const route of routes)
      for (const method of methodsOf(route))
        for (const url of [filled(String(route.url)), String(route.url).replace(PARAMS, UNKNOWN)])
          for (const who of [admin, agency])
            for (const body of WRITES.has(method) ? MALFORMED : [undefined]) {
              await send(who, method, method === 'GET' ? url + BAD_QUERY : url, body);
              sent++;
            }
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  });
});
