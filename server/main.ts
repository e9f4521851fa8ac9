// First: on a Node.js older than package.json's engines field, stop with a message saying so.
import './startup/requireNode';
import fs from 'node:fs';
import path from 'node:path';
import { limitsFromEnv, type Limits } from './limits';
import { whenLaunchersEnd } from './startup/launchers';
import { checkStartup, explainStartupError, type StartupPlace } from './startup/problems';

/**
 * `tsx server/main.ts`: the reference API plus the built console on one port.
 * PORT (8080), KABINET_DATA_DIR (.data), HOST (localhost only unless set, e.g. 0.0.0.0);
 * the limits on sign-in, recovery, sessions and uploads: KABINET_* of limits.ts (docs/contract.md#limits).
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.KABINET_DATA_DIR ?? '.data');
const distDir = path.resolve('dist');
const apiBase = `http://localhost:${port}`;
// `npm run dev` (scripts/dev.ts): Vite serves the console at this address and the API only
// answers; the links it prints lead there.
const devConsole = process.env.KABINET_CONSOLE_URL;
const base = devConsole ?? apiBase;
const place: StartupPlace = { dataDir, port, host };
let limits: Limits;
try {
  limits = limitsFromEnv(process.env);
} catch (e) {
  // The same first words as every other start-up failure (startup/messages.ts).
  console.error(`Kabinet не запущен: ${(e as Error).message}`);
  process.exit(1);
}

/**
 * A start-up failure a user can fix (a damaged or newer data file, the port taken, the data
 * folder not writable) ends with one message saying what to do and a non-zero exit; anything
 * else with its stack, as before.
 */
function fail(error: unknown): never {
  console.error(explainStartupError(error, place) ?? error);
  process.exit(1);
}

// The known failures are found before the server loads (seconds of schemas and demo data).
await checkStartup(place).catch(fail);

// Loaded only now: what it imports needs the Node.js version checked above.
const [{ buildServer }, { DEMO_LOGINS }] = await Promise.all([import('./app'), import('./seed/demoLogins')]);

let app: ReturnType<typeof buildServer>;
try {
  app = buildServer({
    dataDir,
    distDir: !devConsole && fs.existsSync(path.join(distDir, 'index.html')) ? distDir : undefined,
    seed: true,
    logger: process.env.KABINET_LOG === '1',
    limits,
    onPasswordReset: (login, token) => {
      // No mail server: the link goes to the console output.
      console.log(`Ссылка для восстановления пароля (${login}): ${base}/password/reset/${token}`);
    },
  });
} catch (e) {
  fail(e);
}

// Ctrl+C, `kill <pid>` of the server, of tsx or of the npm that started it: the data file is
// closed and every process of the start ends (startup/launchers.ts).
const stop = () => {
  app.close().finally(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
whenLaunchersEnd(stop);

try {
  await app.listen({ port, host });
  console.log(`Kabinet: ${apiBase}`);
  if (devConsole) console.log(`Консоль (Vite): ${devConsole}`);
  else if (!fs.existsSync(path.join(distDir, 'index.html')))
    console.log('Консоль не собрана (нет dist/): работает только API. Соберите: npm run build');
  console.log(`Данные: ${dataDir}`);
  console.log('Демо-входы:');
  for (const d of DEMO_LOGINS) console.log(`  ${d.login} / ${d.password} — ${d.note}`);
} catch (e) {
  // The port was free a moment ago, or the failure came later: close the data file first.
  await app.close().catch(() => {});
  fail(e);
}
