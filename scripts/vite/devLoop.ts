import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/**
 * The edit loop of `npm run dev` (scripts/dev.ts): an edit of a schema, a fixture or the
 * reference API's code shows in the open console within seconds, with nothing restarted by hand.
 *
 * - A schema: the record types and precompiled validators are written again
 *   (scripts/gen-types.ts), the API restarts on the same database (it reads its schemas at
 *   start; a new schema's fixture is seeded then) and, once it answers, the open pages reload.
 * - A fixture, or a file shipped beside one: the API restarts with that resource seeded again
 *   from it (the seeder never seeds a resource twice, so the loop first lets the database forget
 *   it: `forget`, server/seed/forgetFixtures.ts); the resource's records created meanwhile in the
 *   console go with it, the rest of the database and the sessions stay. When that start fails
 *   (a users' fixture, whose logins are still taken), the database is seeded afresh instead.
 * - The API's code (server/): the API restarts on the same database.
 * - A resource file or the console's code: Vite's own hot reload, the API untouched.
 *
 * The pages reload only once the API answers again, so a list never shows the restart's
 * failed request. Without `api` (plain `vite`), only the types and validators follow the schemas.
 */
export interface DevApi {
  port: number;
  dataDir: string;
  /** The console's address (Vite's), which the API's printed links lead to. */
  consoleUrl: string;
}

/** Set by scripts/dev.ts: the API's port, for the proxy of vite.config.ts (which Vite loads itself). */
export const DEV_API_PORT_ENV = 'KABINET_DEV_API_PORT';

/** Which part of the loop a changed file concerns (null: Vite's own hot reload, or nothing). */
export function changeKind(root: string, file: string): 'schema' | 'fixture' | 'server' | 'generated' | null {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('src/engine/generated/')) return 'generated';
  if (/^schemas\/[^/]+\.schema\.json$/.test(relative)) return 'schema';
  // A fixture and the files it ships ({"$file": …}, server/seed/fixtures.ts) lie in schemas/.
  if (relative.startsWith('schemas/')) return 'fixture';
  if (/^server\/.+\.ts$/.test(relative)) return 'server';
  return null;
}

const FIXTURE = /^(.+)\.fixture\.json$/;

/**
 * The schema ids whose fixtures a changed file in schemas/ concerns: a fixture's own, or those
 * of the fixtures naming a shipped file ({"$file": …}) by its name.
 */
export function fixturesOf(root: string, file: string): string[] {
  const own = FIXTURE.exec(path.basename(file));
  if (own) return [own[1]];
  const name = path.relative(path.join(root, 'schemas'), file).split(path.sep).join('/');
  return fs
    .readdirSync(path.join(root, 'schemas'))
    .filter(
      (f) => FIXTURE.test(f) && fs.readFileSync(path.join(root, 'schemas', f), 'utf8').includes(JSON.stringify(name)),
    )
    .map((f) => FIXTURE.exec(f)![1]);
}

const tsx = (root: string) => path.join(root, 'node_modules/.bin/tsx');

/**
 * Writes the record types and validators (in a process of its own, so the dev server keeps
 * answering meanwhile); false, with what it printed logged, when a schema is broken.
 */
function generate(root: string, log: (text: string) => void): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(tsx(root), ['scripts/gen-types.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('close', (code) => {
      if (code !== 0) log(output);
      done(code === 0);
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The reference API as a child process: started, stopped whole, restarted. scripts/dev.ts owns
 * it, so that it outlives Vite's own restarts (an edit of vite.config.ts or what it imports).
 */
export class ApiProcess {
  private child: ChildProcess | null = null;

  constructor(
    private readonly root: string,
    readonly api: DevApi,
    /** Makes the database forget these resources' demo records, so that the next start seeds them again. */
    private readonly forget: (resources: string[]) => void,
    private readonly log: (text: string) => void = console.log,
  ) {}

  start(): ChildProcess {
    const child = spawn(tsx(this.root), ['server/main.ts'], {
      cwd: this.root,
      env: {
        ...process.env,
        PORT: String(this.api.port),
        KABINET_DATA_DIR: this.api.dataDir,
        KABINET_CONSOLE_URL: this.api.consoleUrl,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.child = child;
    return child;
  }

  /** Resolves once the API answers /healthz; false when it ended first (its own message says why). */
  async ready(child = this.child): Promise<boolean> {
    if (!child) return false;
    const url = `http://127.0.0.1:${this.api.port}/healthz`;
    while (child.exitCode === null && child.signalCode === null) {
      if (await answers(url)) return true;
      await new Promise((r) => setTimeout(r, 200));
    }
    return false;
  }

  /** Ends the API and everything it started (tsx passes the signal on); SIGKILL after 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await ended;
    clearTimeout(timer);
  }

  /** Restarts the API, first seeding `reseed` (schema ids of edited fixtures) again. */
  async restart(reseed: string[]): Promise<boolean> {
    await this.stop();
    if (!reseed.length) return this.ready(this.start());
    this.forget(reseed);
    if (await this.ready(this.start())) return true;
    this.log('Демо-данные не легли в прежнюю базу: база разработки заполняется заново (войдите снова)');
    fs.rmSync(this.api.dataDir, { recursive: true, force: true });
    return this.ready(this.start());
  }
}

export function devLoop(api?: ApiProcess): Plugin {
  return {
    name: 'kabinet:dev-loop',
    apply: 'serve',
    async configureServer(server: ViteDevServer) {
      const root = server.config.root;
      const log = (text: string) => server.config.logger.info(text, { timestamp: true });
      const error = (text: string) => server.config.logger.error(text, { timestamp: true });
      await generate(root, error);

      // Changes come in bursts (an editor's save writes twice; a checkout touches many files):
      // one pass per burst.
      const pending = new Set<'schema' | 'fixture' | 'server'>();
      const fixtures = new Set<string>();
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> = Promise.resolve();
      const pass = async () => {
        const kinds = new Set(pending);
        const reseed = [...fixtures];
        pending.clear();
        fixtures.clear();
        // The validators and the API follow the schemas side by side: a restart takes seconds either way.
        const generating = kinds.has('schema') ? generate(root, error) : Promise.resolve(true);
        const restarting =
          api && (kinds.has('schema') || kinds.has('fixture') || kinds.has('server'))
            ? (log(
                reseed.length
                  ? `Демо-данные изменены (${reseed.join(', ')}): справочный API перезапускается и заполняет их заново…`
                  : 'Справочный API перезапускается…',
              ),
              api.restart(reseed))
            : Promise.resolve(true);
        const [typesOk, apiOk] = await Promise.all([generating, restarting]);
        if (!apiOk) error('Справочный API не запустился (см. выше); исправьте файл — он перезапустится сам');
        if (apiOk && api) log('Справочный API снова отвечает; страницы обновляются');
        if (typesOk && apiOk) server.ws.send({ type: 'full-reload', path: '*' });
      };
      const changed = (file: string) => {
        const kind = changeKind(root, file);
        if (!kind || kind === 'generated') return;
        if (kind === 'server' && !api) return;
        pending.add(kind);
        if (kind === 'fixture') for (const resource of fixturesOf(root, file)) fixtures.add(resource);
        clearTimeout(timer);
        timer = setTimeout(() => {
          running = running.then(pass);
        }, 200);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
    },
    // The loop reloads the pages itself, once the types, validators and API have followed.
    hotUpdate({ file }) {
      const kind = changeKind(this.environment.config.root, file);
      if (kind === 'schema' || kind === 'fixture' || kind === 'generated') return [];
    },
  };
}
