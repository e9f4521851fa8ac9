/**
 * One side of the apiList bench in a process of its own (so autocannon, in the parent, does not
 * share its event loop): `reference <dataDir>` is the reference API on that data; `bare
 * <dataDir> <pagesFile>` is a bare Fastify route answering the same pages from memory.
 * `console <dataDir> <distDir>` serves the built console over the demo data (lighthouse).
 * Prints `listening <port>` when ready.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { buildServer } from '../../server/app';

const [mode, dataDir, pagesFile] = process.argv.slice(2);

if (mode === 'reference' || mode === 'console') {
  // `console <dataDir> <distDir>`: the demo data and the built console, as `npm start` serves them.
  const app = mode === 'console' ? buildServer({ dataDir, distDir: pagesFile, seed: true }) : buildServer({ dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${(app.server.address() as { port: number }).port}`);
} else if (mode === 'bare') {
  // url → [total, page]: what the reference API answered for it, kept as objects so the bare
  // route serialises them per request like any Fastify handler.
  const pages = new Map(
    Object.entries(JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as Record<string, [string, unknown[]]>),
  );
  const bare = Fastify();
  bare.get('/v2/campaigns', async (req, reply) => {
    const [total, page] = pages.get(req.url) ?? ['0', []];
    reply.header('x-pagination-total', total);
    return page;
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${(bare.server.address() as { port: number }).port}`);
} else {
  console.error('usage: apiServer.ts reference|bare <dataDir> [pagesFile]');
  process.exit(2);
}
