import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../src/engine/schema';
import type { Cabinet } from '../../server/cabinets';
import type { Scope } from '../../server/store';
import { ROOT } from '../lib/child';

/** Who sends the probe's requests: a user signed in to one of its cabinets, or nobody (no token). */
export interface Actor {
  name: string;
  login: string | null;
  password: string;
  /** The user's own record (read through /v2/users/me) and the cabinets it holds (/v2/users/cabinets). */
  userId: string | null;
  bound: string[];
  cabinet: Cabinet | null;
  headers: Record<string, string>;
  /** null: the platform's own cabinets, for which no record is another tenant's; nobody reaches none ([]). */
  scope: Scope;
  /** The cabinets above it in its own tree (an account's agency): their records may be named to it. */
  above: string[];
}

type Inject = FastifyInstance['inject'];

async function signIn(inject: Inject, login: string, password: string): Promise<string | null> {
  const res = await inject({ method: 'POST', url: '/v2/users/sign-in', payload: { login, password } });
  return res.statusCode === 200 ? (res.json() as { token: string }).token : null;
}

/** Signs the actor in again (its session ended: a password it changed, a sign-out it sent); false when it cannot. */
export async function renew(app: FastifyInstance, actor: Actor): Promise<boolean> {
  if (!actor.login) return false;
  const token = await signIn(app.inject.bind(app), actor.login, actor.password);
  if (!token) return false;
  actor.headers.authorization = `Bearer ${token}`;
  return true;
}

function actorOf(
  app: FastifyInstance,
  login: string,
  password: string,
  token: string,
  cabinet: Cabinet,
  bound: string[],
): Actor {
  const ctx = app.kabinet;
  return {
    name: `${login}@${cabinet.type}:${cabinet.name}`,
    login,
    password,
    userId: ctx.store.all('user').find((u) => u.data.login === login)?.id ?? null,
    bound,
    cabinet,
    headers: { authorization: `Bearer ${token}`, cabinet: cabinet.id },
    scope: ctx.cabinets.scope(cabinet),
    above: ctx.cabinets.above(cabinet),
  };
}

/**
 * Every demo login (the user fixture's logins and passwords) in every cabinet it holds; two users
 * an admin creates, in an agency and in an account of another agency, whose cabinets the admin
 * gives every permission (so that reach, not a permission, is what refuses them); and nobody.
 */
export async function signInActors(app: FastifyInstance): Promise<Actor[]> {
  const inject = app.inject.bind(app);
  const ctx = app.kabinet;
  const fixture = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', 'user.fixture.json'), 'utf8')) as {
    data: { login: string };
    password: string;
  }[];
  const logins = fixture.map((u) => ({ login: u.data.login, password: u.password }));
  const actors: Actor[] = [
    // Nobody reaches any record: every id is another's.
    {
      name: 'nobody',
      login: null,
      password: '',
      userId: null,
      bound: [],
      cabinet: null,
      headers: {},
      scope: [],
      above: [],
    },
  ];
  const admin = await signIn(inject, 'admin', 'admin');
  const adminCabinet = ctx.cabinets.all().find((c) => c.type === 'admin')!;
  const asAdmin = { authorization: `Bearer ${admin}`, cabinet: adminCabinet.id };
  const agency = ctx.cabinets.all().filter((c) => c.type === 'agency')[1];
  const account = ctx.cabinets.all().find((c) => c.type === 'account' && c.parentId !== agency.id)!;
  const every = Object.fromEntries(PERMISSIONS.map((p) => [p, true]));
  for (const [i, cabinet] of [agency, account].entries()) {
    const login = `probe.user${i + 1}`;
    const password = 'Probe-password-2025';
    const created = await inject({
      method: 'POST',
      url: '/v2/users',
      headers: asAdmin,
      payload: { login, password, name: `Проба ${i + 1}`, email: `probe${i + 1}@example.ru`, role: 'traffic' },
    });
    if (created.statusCode !== 201) throw new Error(`the admin could not create ${login}: ${created.body}`);
    const { id } = created.json() as { id: string };
    await inject({
      method: 'POST',
      url: `/v2/users/${id}/cabinets`,
      headers: asAdmin,
      payload: { cabinetId: cabinet.id },
    });
    await inject({
      method: 'PUT',
      url: '/v2/users/permissions',
      headers: asAdmin,
      payload: { cabinetId: cabinet.id, permissions: every },
    });
    logins.push({ login, password });
  }
  for (const { login, password } of logins) {
    const token = await signIn(inject, login, password);
    if (!token) throw new Error(`${login} could not sign in`);
    const cabinets = (
      await inject({ url: '/v2/users/cabinets', headers: { authorization: `Bearer ${token}` } })
    ).json() as { id: string }[];
    const bound = cabinets.map((c) => c.id);
    for (const id of bound) actors.push(actorOf(app, login, password, token, ctx.cabinets.get(id)!, bound));
  }
  return actors;
}
