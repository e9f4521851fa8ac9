import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from './errors';

/**
 * API paths answer JSON even when nothing matches; everything else may be a console route. The
 * platform has legacy paths outside /v2 (/ssp, /storage, /campaign, …), so a request that does
 * not ask for a page (a browser navigation accepts text/html; the console's calls accept JSON)
 * is an API call too.
 */
const isApiPath = (url: string, accept: string | undefined): boolean =>
  /^\/(v2|healthz)(\/|$|\?)/.test(url) || !accept?.includes('text/html');

/**
 * Serves the built console from `distDir` and answers unknown GETs of page-like paths
 * (/auth/login, /<cabinetId>/management/accounts, /password/reset/<token>) with index.html,
 * so the client-side router takes over after a reload. Unknown API calls stay JSON 404s.
 */
export function registerConsole(app: FastifyInstance, distDir: string | undefined): void {
  const index = distDir ? path.join(distDir, 'index.html') : '';
  const hasConsole = !!distDir && fs.existsSync(index);
  if (hasConsole) app.register(fastifyStatic, { root: path.resolve(distDir!), index: 'index.html', wildcard: true });

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    const pageLike = !path.extname(pathname) && !isApiPath(req.url, req.headers.accept);
    if ((req.method === 'GET' || req.method === 'HEAD') && pageLike) {
      if (hasConsole) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.code(404).send({ message: 'Консоль не собрана: выполните npm run build и перезапустите сервер' });
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });
}
