import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildServer, type ServerOptions } from '../../../server/app';
import { referrersOf } from '../../../server/reach/references';

export interface TestServer {
  app: FastifyInstance;
  dir: string;
  /** Reset-link secrets the server would have mailed, newest last. */
  resets: { login: string; token: string }[];
}

const created: string[] = [];

export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-test-'));
  created.push(dir);
  return dir;
}

// Registered on import, so it runs after the test file's own afterAll (which closes servers).
afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A seeded server with every route it serves, as the server itself registered them (closed after
 * the file): for the tests that walk all routes, so a new route is walked at once.
 */
export async function serverWithRoutes(): Promise<{ app: FastifyInstance; routes: RouteOptions[] }> {
  const app = buildServer({ dataDir: tempDir(), seed: true });
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.ready();
  afterAll(() => app.close());
  return { app, routes };
}

let seededTemplate: string | undefined;

/**
 * A fresh data dir holding a copy of the demo database, seeded once per test process: the seed
 * is deterministic (persistence.test.ts seeds twice and compares), and a server reopening a
 * seeded database seeds nothing again. About a second saved for each of some sixty server test files.
 */
async function seededDir(): Promise<string> {
  if (!seededTemplate) {
    const template = fs.mkdtempSync(path.join(os.tmpdir(), 'kabinet-seed-'));
    process.on('exit', () => fs.rmSync(template, { recursive: true, force: true }));
    const app = buildServer({ dataDir: template, seed: true });
    await app.ready();
    await app.close();
    seededTemplate = template;
  }
  // The whole folder: the database and the files the demo records store beside it.
  const dir = tempDir();
  fs.cpSync(seededTemplate, dir, { recursive: true });
  return dir;
}

/**
 * A seeded server on a fresh temp data dir (or on `dir`, to test reopening). The demo database is
 * copied rather than seeded again unless the test brings its own folder, schemas or clock.
 */
export async function startServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const copied = opts.seed !== false && !opts.dataDir && !opts.schemasDir && !opts.now;
  const dir = opts.dataDir ?? (copied ? await seededDir() : tempDir());
  const resets: TestServer['resets'] = [];
  const app = buildServer({
    seed: true,
    ...opts,
    dataDir: dir,
    onPasswordReset: (login, token) => resets.push({ login, token }),
  });
  await app.ready();
  return { app, dir, resets };
}

export async function signIn(app: FastifyInstance, login: string, password = login): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v2/users/sign-in', payload: { login, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in ${login}: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export interface CabinetSummary {
  id: string;
  name: string;
  cabinetType: string;
  parentId: string | null;
}

export async function cabinetsOf(app: FastifyInstance, token: string): Promise<CabinetSummary[]> {
  return (await app.inject({ url: '/v2/users/cabinets', headers: { authorization: `Bearer ${token}` } })).json();
}

/** A signed-in user working in their first cabinet of `type`; `headers` go on every call. */
export async function session(app: FastifyInstance, login: string, type: string) {
  const token = await signIn(app, login);
  const cabinet = (await cabinetsOf(app, token)).find((c) => c.cabinetType === type);
  if (!cabinet) throw new Error(`${login} has no ${type} cabinet`);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, cabinet: cabinet.id };
  return { token, cabinet, headers };
}

export type Session = Awaited<ReturnType<typeof session>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What most server test files start with, awaited at their top: a seeded server of their own,
 * closed after their tests, and the demo users signed in (admin in the admin cabinet, agency in
 * its agency cabinet, viewer in an account). `get` and `send` call it as the admin unless given
 * other headers.
 */
export async function seededApi(opts: Partial<ServerOptions> = {}) {
  const server = await startServer(opts);
  afterAll(() => server.app.close());
  const [admin, agency, viewer] = await Promise.all([
    session(server.app, 'admin', 'admin'),
    session(server.app, 'agency', 'agency'),
    session(server.app, 'viewer', 'account'),
  ]);
  const get = (url: string, headers: Record<string, string> = admin.headers) => server.app.inject({ url, headers });
  const send = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = admin.headers) =>
    server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { server, admin, agency, viewer, get, send };
}

/**
 * Whether no record names record `id` of `schemaId` in a field that refuses its delete
 * (x-on-delete "refuse"): for tests that delete a demo record and mean only the delete itself.
 */
export function deletable(server: TestServer, schemaId: string, id: string): boolean {
  const ctx = server.app.kabinet;
  return !referrersOf(ctx, ctx.defs.get(schemaId)!, id).some(({ place }) => place.onDelete === 'refuse');
}
