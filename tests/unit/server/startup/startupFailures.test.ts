// @vitest-environment node
// Start-up failures a new user meets explain themselves: `tsx server/main.ts` (what `npm start`
// runs after the build) with a damaged or newer data file, the port taken, a data folder it
// cannot write, or a Node.js older than package.json's engines field prints one message (what
// happened, the file, folder or port, what to do), no stack trace, exits non-zero, and leaves
// the user's data as it was. Each case fails before the server loads, so each takes ~1-2 s.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_FORMAT_VERSION, DataFileTooNewError, openDatabase } from '../../../../server/db';
import { satisfiesRange } from '../../../../server/startup/nodeVersion';
import { checkStartup, explainStartupError } from '../../../../server/startup/problems';

const created: string[] = [];
afterAll(() => {
  for (const dir of created.splice(0)) {
    fs.chmodSync(dir, 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-startup-'));
  fs.chmodSync(dir, 0o755);
  created.push(dir);
  return dir;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Root writes into any folder, whatever its mode: a server meant to meet a read-only folder runs
 * without the capabilities that allow it (setpriv, util-linux), still as root, so it reads the
 * repository as before.
 */
const WITHOUT_OVERRIDE = [
  '--inh-caps=-dac_override,-dac_read_search',
  '--bounding-set=-dac_override,-dac_read_search',
  '--',
];

/** Runs `tsx [nodeArgs] <script>` to its end (or kills it after 20 s: it should have failed by then). */
function run(
  env: Record<string, string>,
  opts: { nodeArgs?: string[]; script?: string; unprivileged?: boolean } = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const command = [path.resolve('node_modules/.bin/tsx'), ...(opts.nodeArgs ?? []), opts.script ?? 'server/main.ts'];
    const asRoot = opts.unprivileged && process.getuid?.() === 0;
    const [file, ...args] = asRoot ? ['setpriv', ...WITHOUT_OVERRIDE, ...command] : command;
    const child = spawn(file, args, { env: { ...process.env, NODE_ENV: 'test', PORT: '0', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Every file of a folder with a hash of its contents: "nothing deleted or overwritten". */
function contents(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => {
        const file = path.join(dir, name);
        return [name, crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
      }),
  );
}

/** One message, no stack trace, a non-zero exit; the server never said it was up. */
function expectOneMessage(result: Run, ...parts: (string | RegExp)[]): void {
  expect(result.code).not.toBe(0);
  expect(result.code).not.toBeNull();
  expect(result.stdout).not.toContain('Kabinet: http');
  expect(result.stderr).toMatch(/^Kabinet не запущен: /);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  for (const part of parts) expect(result.stderr).toMatch(part);
}

const listen = (port: number): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe.concurrent('start-up failures', () => {
  it('a damaged data file: names it, says to move it aside for fresh demo data, leaves it as it was', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'kabinet.db');
    fs.writeFileSync(file, 'Мои заметки, а не база данных. '.repeat(200));
    const before = contents(dir);
    const result = await run({ KABINET_DATA_DIR: dir });
    expectOneMessage(result, 'повреждён', 'file is not a database', `mv ${file} ${file}.damaged`, 'npm start');
    expect(contents(dir)).toEqual(before);
  });

  it('a data file written by a newer Kabinet: names it and both versions, leaves it as it was', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'kabinet.db');
    const db = new Database(file);
    db.exec("CREATE TABLE records (id TEXT, data TEXT); INSERT INTO records VALUES ('1', 'работа пользователя')");
    db.pragma(`user_version = ${DATA_FORMAT_VERSION + 1}`);
    db.close();
    const before = contents(dir);
    const result = await run({ KABINET_DATA_DIR: dir });
    expectOneMessage(
      result,
      file,
      'более новой версией',
      `версия формата данных ${DATA_FORMAT_VERSION + 1}`,
      `понимает до ${DATA_FORMAT_VERSION}`,
      'KABINET_DATA_DIR=',
    );
    expect(contents(dir)).toEqual(before);
  });

  it('the port taken: names the port and says how to start on another one', async () => {
    const occupant = await listen(0);
    const { port } = occupant.address() as { port: number };
    try {
      const result = await run({ KABINET_DATA_DIR: tempDir(), PORT: String(port) });
      expectOneMessage(result, `порт ${port}`, 'уже занят', /PORT=900\d npm start/);
    } finally {
      occupant.close();
    }
  });

  it('a data folder it may not write to: names the folder, says to give write access or pick another', async () => {
    const dir = tempDir();
    const data = path.join(dir, 'data');
    fs.mkdirSync(data);
    // Real data from an earlier start, in a folder now read-only.
    const db = new Database(path.join(data, 'kabinet.db'));
    db.exec("CREATE TABLE t (x); INSERT INTO t VALUES ('данные')");
    db.close();
    fs.chmodSync(path.join(data, 'kabinet.db'), 0o444);
    fs.chmodSync(data, 0o555);
    const before = contents(data);
    const result = await run({ KABINET_DATA_DIR: data }, { unprivileged: true });
    expectOneMessage(result, `в папку данных ${data} нельзя записывать`, 'EACCES', 'chmod u+w', 'KABINET_DATA_DIR=');
    expect(contents(data)).toEqual(before);
  });

  it('a data folder whose path runs through a file: says so instead of a stack trace', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'не папка');
    const data = path.join(dir, 'notes.txt', 'data');
    const result = await run({ KABINET_DATA_DIR: data });
    expectOneMessage(result, `папку данных ${data} нельзя создать`, 'ENOTDIR', 'KABINET_DATA_DIR=');
    expect(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('не папка');
  });

  it('a Node.js older than the engines field: the server and the build (gen-types) both stop first', async () => {
    const dir = tempDir();
    const olderNode = path.join(dir, 'olderNode.mjs');
    fs.writeFileSync(olderNode, "Object.defineProperty(process.versions, 'node', { value: '18.19.1' });\n");
    const range = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    const [server, build] = await Promise.all([
      run({ KABINET_DATA_DIR: path.join(dir, 'data') }, { nodeArgs: ['--import', olderNode] }),
      run({}, { nodeArgs: ['--import', olderNode], script: 'scripts/gen-types.ts' }),
    ]);
    for (const result of [server, build])
      expectOneMessage(result, `нужен Node.js ${range}`, 'запущен 18.19.1', 'npm start');
    // It stopped before the data folder was made.
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
  });
});

describe('the engines range', () => {
  it('holds for versions at or above each >= comparator, and judges no other form', () => {
    expect(satisfiesRange('20.19.0', '>=20.19')).toBe(true);
    expect(satisfiesRange('20.20.2', '>=20.19')).toBe(true);
    expect(satisfiesRange('22.0.0', '>=20.19')).toBe(true);
    expect(satisfiesRange('20.18.9', '>=20.19')).toBe(false);
    expect(satisfiesRange('18.19.1', '>=20.19')).toBe(false);
    expect(satisfiesRange('20.19.0', '>=20.19.1')).toBe(false);
    expect(satisfiesRange('21.0.0', '>=20 >=21')).toBe(true);
    expect(satisfiesRange('20.5.0', '>=20 >=21')).toBe(false);
    expect(satisfiesRange('18.0.0', '^20 || ^22')).toBe(true);
  });
});

describe('the data format version', () => {
  it('is written into a new data file and into one from before it was kept', () => {
    const fresh = tempDir();
    openDatabase(fresh).close();
    const older = tempDir();
    new Database(path.join(older, 'kabinet.db')).exec('CREATE TABLE t (x)');
    openDatabase(older).close();
    for (const dir of [fresh, older]) {
      const db = new Database(path.join(dir, 'kabinet.db'), { readonly: true });
      expect(db.pragma('user_version', { simple: true })).toBe(DATA_FORMAT_VERSION);
      db.close();
    }
  });

  it('of a newer Kabinet makes openDatabase refuse the file before writing to it', () => {
    const dir = tempDir();
    const db = new Database(path.join(dir, 'kabinet.db'));
    db.pragma(`user_version = ${DATA_FORMAT_VERSION + 1}`);
    db.close();
    const before = contents(dir);
    expect(() => openDatabase(dir)).toThrow(DataFileTooNewError);
    expect(contents(dir)).toEqual(before);
  });
});

describe('failures met after the checks', () => {
  const place = { dataDir: '/srv/kabinet/data', port: 8080, host: '127.0.0.1' };
  const coded = (message: string, fields: Record<string, string>) => Object.assign(new Error(message), fields);

  it('a file damaged past its header (SQLite finds it while seeding): the same advice', () => {
    const error = new Database.SqliteError('database disk image is malformed', 'SQLITE_CORRUPT');
    expect(explainStartupError(error, place)).toMatch(
      /повреждён[\s\S]*database disk image is malformed[\s\S]*mv \/srv\/kabinet\/data\/kabinet.db/,
    );
  });

  it('the port taken between the check and the listen, a port it may not open, a HOST that is not this machine', () => {
    expect(explainStartupError(coded('listen EADDRINUSE', { code: 'EADDRINUSE', syscall: 'listen' }), place)).toMatch(
      /порт 8080 .* уже занят/,
    );
    expect(
      explainStartupError(coded('listen EACCES', { code: 'EACCES', syscall: 'listen' }), { ...place, port: 80 }),
    ).toMatch(/нет прав открыть порт 80[\s\S]*PORT=8080 npm start/);
    expect(
      explainStartupError(coded('listen EADDRNOTAVAIL', { code: 'EADDRNOTAVAIL', syscall: 'listen' }), {
        ...place,
        host: '10.9.9.9',
      }),
    ).toMatch(/адреса 10\.9\.9\.9 нет у этой машины/);
    expect(
      explainStartupError(coded('getaddrinfo ENOTFOUND', { code: 'ENOTFOUND', syscall: 'getaddrinfo' }), {
        ...place,
        host: 'kabinet.local',
      }),
    ).toMatch(/адреса kabinet\.local нет/);
  });

  it('a file error outside the data folder is not blamed on it: shown as it is', () => {
    const error = coded("EACCES: permission denied, open '/repo/schemas/user.schema.json'", {
      code: 'EACCES',
      path: '/repo/schemas/user.schema.json',
    });
    expect(explainStartupError(error, place)).toBeNull();
    expect(explainStartupError(new Error('something else'), place)).toBeNull();
  });

  it('the checks pass on a fresh folder and leave nothing in it', async () => {
    const dir = path.join(tempDir(), 'data');
    await checkStartup({ dataDir: dir, port: 0, host: '127.0.0.1' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
