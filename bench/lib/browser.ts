import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { libraryShims } from '../../scripts/vite/shims';
import { ROOT } from './child';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
}

/**
 * Builds HTML entries under bench/ (paths from the project root, so the engine's
 * import.meta.glob('/schemas/…') finds the project's files) as a production bundle in a temp
 * dir; returns the dir. The entries land at their own paths inside it.
 */
export async function buildEntries(entries: Record<string, string>): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-bench-web-'));
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    // The console's library shims (scripts/vite/shims.ts), which its own modules import: both
    // sides of a comparison get them, the hand-written baseline's react-admin too.
    plugins: [react(), libraryShims()],
    base: '/',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, path.join(ROOT, v)])) },
    },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A static file server over `dir` on a free loopback port. */
export async function serveDir(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
