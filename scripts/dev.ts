/**
 * `npm run dev`: the console from Vite (hot reload) and the reference API together, one command.
 * PORT (5173) is the console's address; the API listens on KABINET_API_PORT (8080), Vite sends
 * it the API calls, and it keeps its data in KABINET_DATA_DIR (.data-dev, apart from `npm
 * start`'s .data: a fixture's edit seeds its resource again). An edit of a schema, a fixture or
 * server/ restarts the API and reloads the open pages (scripts/vite/devLoop.ts). Ctrl+C, or a
 * signal to this process or to the npm that started it, ends both.
 */
// First: on a Node.js older than package.json's engines field, stop with a message saying so.
import '../server/startup/requireNode';
import fs from 'node:fs';
import path from 'node:path';
import { createServer, searchForWorkspaceRoot } from 'vite';
import { forgetFixtures } from '../server/seed/forgetFixtures';
import { whenLaunchersEnd } from '../server/startup/launchers';
import { ApiProcess, DEV_API_PORT_ENV, devLoop } from './vite/devLoop';

const port = Number(process.env.PORT ?? 5173);
const dataDir = path.resolve(process.env.KABINET_DATA_DIR ?? '.data-dev');
const api = new ApiProcess(
  process.cwd(),
  { port: Number(process.env.KABINET_API_PORT ?? 8080), dataDir, consoleUrl: `http://localhost:${port}` },
  (resources) => forgetFixtures(dataDir, resources),
);
// vite.config.ts, which Vite loads on its own, sends the API calls there.
process.env[DEV_API_PORT_ENV] = String(api.api.port);

let stopping = false;
let close: () => Promise<void> = async () => {};
const stop = () => {
  if (stopping) return;
  stopping = true;
  close()
    .catch(() => {})
    .finally(() => api.stop().finally(() => process.exit(0)));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
whenLaunchersEnd(stop);

if (!(await api.ready(api.start()))) console.error('Справочный API не запустился (см. выше)');
const server = await createServer({
  configFile: path.resolve('vite.config.ts'),
  // Given here, the loop outlives Vite's own restarts (an edit of vite.config.ts), the API with it.
  plugins: [devLoop(api)],
  server: {
    port,
    strictPort: true,
    // A checkout whose node_modules is a link to another folder (a second worktree, a copy)
    // is served its libraries from there.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync('node_modules')] },
    // The databases change with every request; they are no source.
    watch: { ignored: [`${api.api.dataDir}/**`, '**/.data/**', '**/.data-dev/**'] },
  },
});
close = () => server.close();
await server.listen();
server.printUrls();
console.log(`  Справочный API: http://localhost:${api.api.port}, данные: ${api.api.dataDir}`);
