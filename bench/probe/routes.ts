import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { ResourceDef } from '../../server/resourceDefs';
import { renew, type Actor } from './actors';

/** One route of the API and the methods it answers, from Fastify's own list (a new route is probed at once). */
export interface Route {
  url: string;
  methods: string[];
  params: string[];
}

export function routesOf(list: RouteOptions[]): Route[] {
  const seen = new Map<string, Route>();
  for (const r of list) {
    if (r.url.includes('*')) continue; // the console's files
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    const route = seen.get(r.url) ?? {
      url: r.url,
      methods: [],
      params: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]),
    };
    route.methods.push(...methods.filter((m) => !route.methods.includes(m)));
    seen.set(r.url, route);
  }
  return [...seen.values()].filter((r) => r.methods.length);
}

const word = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The schemas a route may act on, best guess first: the longest endpoint its path starts with,
 * a schema named by its path's words (/player-config/:id → playerConfig), then the records most
 * routes outside the endpoints act on (campaigns, creatives, accounts). A guess too many costs a 404.
 */
export function resourcesOf(defs: ResourceDef[], url: string): ResourceDef[] {
  const byPrefix = defs
    .filter((d) => url.startsWith(`${d.endpoint}/`) || url === d.endpoint)
    .sort((a, b) => b.endpoint.length - a.endpoint.length)[0];
  const words = url
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .map(word);
  const joined = new Set([...words, ...words.slice(1).map((w, i) => words[i] + w)]);
  const byName = defs.filter((d) => joined.has(word(d.schemaId)));
  const common = ['campaign', 'creative', 'account'].map((id) => defs.find((d) => d.schemaId === id));
  return [...new Set([byPrefix, ...byName, ...common].filter((d): d is ResourceDef => !!d))];
}

/** The path with each parameter filled: `:schema` by a schema id, the others by `id`. */
export const pathWith = (url: string, id: string, schema: string) =>
  url.replace(/:(schema)\b/g, schema).replace(/:(\w+)/g, () => encodeURIComponent(id));

/** One request as an actor; a session the probe itself ended (a password changed, a sign-out) is renewed and the request sent again. */
export async function send(
  app: FastifyInstance,
  actor: Actor,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const request = () => app.inject({ ...options, headers: { ...actor.headers, ...options.headers } });
  const res = await request();
  if (res.statusCode === 401 && actor.login && (await renew(app, actor))) return request();
  return res;
}
