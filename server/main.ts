import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './app';
import { limitsFromEnv, type Limits } from './limits';
import { DEMO_LOGINS } from './seed/users';

/**
 * `tsx server/main.ts`: the reference API plus the built console on one port.
 * PORT (8080), KABINET_DATA_DIR (.data), HOST (localhost only unless set, e.g. 0.0.0.0);
 * the limits on sign-in, recovery, sessions and uploads: KABINET_* of limits.ts (README «Limits»).
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(process.env.KABINET_DATA_DIR ?? '.data');
const distDir = path.resolve('dist');
const base = `http://localhost:${port}`;
let limits: Limits;
try {
  limits = limitsFromEnv(process.env);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

const app = buildServer({
  dataDir,
  distDir: fs.existsSync(path.join(distDir, 'index.html')) ? distDir : undefined,
  seed: true,
  logger: process.env.KABINET_LOG === '1',
  limits,
  onPasswordReset: (login, token) => {
    // No mail server: the link goes to the console output.
    console.log(`Ссылка для восстановления пароля (${login}): ${base}/password/reset/${token}`);
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}

try {
  await app.listen({ port, host });
  console.log(`Kabinet: ${base}`);
  if (!fs.existsSync(path.join(distDir, 'index.html'))) console.log('Консоль не собрана (нет dist/): работает только API. Соберите: npm run build');
  console.log(`Данные: ${dataDir}`);
  console.log('Демо-входы:');
  for (const d of DEMO_LOGINS) console.log(`  ${d.login} / ${d.password} — ${d.note}`);
} catch (e) {
  console.error(e);
  process.exit(1);
}
