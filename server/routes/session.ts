import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cabinet } from '../cabinets';
import { fullPermissionMap } from '../cabinets';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import { hashPassword, verifyPassword } from '../passwords';
import { askerOf, Throttle, tooManyRequests } from '../throttle';
import { rolesOf } from '../userRoles';

/** Compared against when the login is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPassword('timing-equaliser');

const bodyOf = (req: FastifyRequest): Record<string, unknown> => (isObject(req.body) ? req.body : {});
const summary = (c: Cabinet) => ({ id: c.id, name: c.name, type: c.type });

/** Sign-in and sign-out, the current user, their cabinets, the roles and favourite cabinets. */
export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const userData = (id: string): Record<string, unknown> => ctx.store.get('user', id)?.data ?? {};

  // Guessing passwords: failures are counted per login and per address (a success forgets them).
  const throttle = new Throttle(ctx.limits.signIn, ctx.now);

  app.post('/v2/users/sign-in', async (req, reply) => {
    const { login, password } = bodyOf(req);
    const missing = Object.fromEntries(
      Object.entries({ login, password })
        .filter(([, v]) => typeof v !== 'string' || !v)
        .map(([k]) => [`/${k}`, 'Обязательное поле']),
    );
    if (Object.keys(missing).length) throw invalid(missing);
    const asker = askerOf(req, login as string);
    const wait = throttle.wait(asker);
    if (wait > 0) return tooManyRequests(reply, wait, `Слишком много попыток входа. Повторите через ${wait} с.`);
    // Counted before the password is checked: a burst sent at once counts whole.
    throttle.count(asker);
    const row = ctx.db.prepare('SELECT user_id, password_hash FROM credentials WHERE login = ?').get(login) as
      { user_id: string; password_hash: string | null } | undefined;
    const ok = await verifyPassword(password as string, row?.password_hash ?? DUMMY_HASH);
    // A blocked user is answered like a wrong password: a different answer would tell a guesser
    // that the password it tried is right.
    if (!row || !ok || userData(row.user_id).blocked === true) throw new HttpError(401, MESSAGES.wrongCredentials);
    throttle.forget(asker);
    return { token: ctx.auth.issueToken(row.user_id, ctx.now()) };
  });

  app.post('/v2/users/sign-out', async (req) => {
    ctx.auth.revoke(ctx.auth.session(req).tokenHash, ctx.now());
    return {};
  });

  app.get('/v2/users/me', async (req) => {
    const session = ctx.auth.session(req);
    const cabinet = ctx.auth.cabinet(req, session, [], true);
    const data = userData(session.userId);
    const login = (
      ctx.db.prepare('SELECT login FROM credentials WHERE user_id = ?').get(session.userId) as { login: string }
    ).login;
    const parent = cabinet?.parentId ? ctx.cabinets.get(cabinet.parentId) : null;
    return {
      id: session.userId,
      login,
      name: data.name ?? login,
      balance: typeof data.balance === 'number' ? data.balance : 0,
      cabinet: cabinet ? { ...summary(cabinet), parent: parent ? summary(parent) : null } : null,
      commonPermission: fullPermissionMap(cabinet?.permissions ?? {}),
      columnPermission: {},
      // docs/product.md#permissions leaves `scope` unexplained; the cabinet type is what decides record visibility here.
      scope: cabinet?.type ?? null,
      telegramId: data.telegramId ?? null,
    };
  });

  app.get('/v2/users/cabinets', async (req) => {
    const session = ctx.auth.session(req);
    return ctx.cabinets
      .forUser(session.userId)
      .map((c) => ({ id: c.id, name: c.name, cabinetType: c.type, parentId: c.parentId }));
  });

  // Roles are the `role` choices of the user schema, so the list and the form never disagree.
  app.get('/v2/users/roles', async (req) => {
    ctx.auth.session(req);
    return rolesOf(ctx);
  });

  registerFavorites(app, ctx);
}

/** Favourite cabinets: a list of cabinet ids of the user's own cabinets. */
function registerFavorites(app: FastifyInstance, ctx: ServerContext): void {
  const list = (userId: string): string[] =>
    // Only cabinets the user is still bound to: a cabinet taken away is no favourite any more.
    (
      ctx.db
        .prepare(
          `SELECT f.cabinet_id FROM favorites f
          JOIN user_cabinets uc ON uc.user_id = f.user_id AND uc.cabinet_id = f.cabinet_id
          WHERE f.user_id = ? ORDER BY f.rowid`,
        )
        .all(userId) as {
        cabinet_id: string;
      }[]
    ).map((r) => r.cabinet_id);

  /** Accepts {cabinetId}, {id}, {ids: []}, a bare array, or ?cabinetId= / ?ids= for DELETE. */
  const idsOf = (req: FastifyRequest): string[] => {
    const body = req.body;
    const q = req.query as Record<string, string | undefined>;
    const raw: unknown[] = Array.isArray(body)
      ? body
      : isObject(body)
        ? [body.cabinetId, body.id, ...(Array.isArray(body.ids) ? body.ids : [])]
        : [q.cabinetId, ...(q.ids ?? '').split(',')];
    const ids = raw.filter((v): v is string => typeof v === 'string' && v.length > 0);
    if (!ids.length) throw invalid({ '/cabinetId': MESSAGES.cabinetNotSelected });
    return ids;
  };

  app.get('/v2/users/favorites', async (req) => list(ctx.auth.session(req).userId));

  app.post('/v2/users/favorites', async (req) => {
    const { userId } = ctx.auth.session(req);
    const ids = idsOf(req);
    if (ids.some((id) => !ctx.cabinets.isBound(userId, id))) throw new HttpError(403, MESSAGES.noCabinet);
    const insert = ctx.db.prepare('INSERT OR IGNORE INTO favorites (user_id, cabinet_id) VALUES (?, ?)');
    ctx.db.transaction(() => ids.forEach((id) => insert.run(userId, id)))();
    return list(userId);
  });

  app.delete('/v2/users/favorites', async (req) => {
    const { userId } = ctx.auth.session(req);
    const remove = ctx.db.prepare('DELETE FROM favorites WHERE user_id = ? AND cabinet_id = ?');
    const ids = idsOf(req);
    ctx.db.transaction(() => ids.forEach((id) => remove.run(userId, id)))();
    return list(userId);
  });
}
