import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CABINET_DOCUMENT, cabinetIdInPath } from '../src/domain/cabinetAddress';
import { MESSAGES } from './errors';

/**
 * API paths answer JSON even when nothing matches; everything else may be a console route. The
 * platform has legacy paths outside /v2 (/ssp, /storage, /campaign, …), so a request that does
 * not ask for a page (a browser navigation accepts text/html; the console's calls accept JSON)
 * is an API call too.
 */
const isApiPath = (url: string, accept: string | undefined): boolean =>
  /^\/(v2|healthz)(\/|$|\?)/.test(url) || !accept?.includes('text/html');

/** A file under dist/assets/: hash-named by the build (scripts/vite/chunks.ts). */
const IMMUTABLE = /[\\/]assets[\\/][^\\/]+$/;

/**
 * Serves the built console from `distDir` and answers unknown GETs of page-like paths
 * (/auth/login, /<cabinetId>/management/accounts, /password/reset/<token>) with index.html,
 * so the client-side router takes over after a reload; a cabinet's address with cabinet.html,
 * the same page naming the cabinet's chunks for the browser to fetch at once
 * (scripts/vite/cabinetDocument.ts). Unknown API calls stay JSON 404s.
 */
export function registerConsole(app: FastifyInstance, distDir: string | undefined): void {
  const index = distDir ? path.join(distDir, 'index.html') : '';
  const hasConsole = !!distDir && fs.existsSync(index);
  const hasCabinetDocument = hasConsole && fs.existsSync(path.join(distDir!, CABINET_DOCUMENT));
  if (hasConsole) {
    app.register(fastifyStatic, {
      root: path.resolve(distDir!),
      index: 'index.html',
      wildcard: true,
      // The build writes .br and .gz beside each text file (scripts/vite/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      // Chunks are named by their content hash: one never changes, so a browser keeps it for
      // good; index.html names the current ones, so it is asked again on every visit.
      setHeaders: (res, file) => {
        res.setHeader('cache-control', IMMUTABLE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    const pageLike = !path.extname(pathname) && !isApiPath(req.url, req.headers.accept);
    if ((req.method === 'GET' || req.method === 'HEAD') && pageLike) {
      const page = hasCabinetDocument && cabinetIdInPath(pathname) ? CABINET_DOCUMENT : 'index.html';
      if (hasConsole) return reply.header('cache-control', 'no-cache').sendFile(page);
      return reply.code(404).send({ message: 'Консоль не собрана: выполните npm run build и перезапустите сервер' });
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });
}
