import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compact, stripReadOnly } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import type { Db } from '../db';
import { digest, hashPassword, newSecret } from '../passwords';
import { askerOf, Throttle, tooManyRequests } from '../throttle';

/** A reset link lives one hour. */
const RESET_TTL_MS = 60 * 60 * 1000;

const field = (req: FastifyRequest, name: string): string | undefined => {
  const v = isObject(req.body) ? req.body[name] : undefined;
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/**
 * At most one live link per user, kept by the database itself: links made before this rule
 * (several per user) all end but the newest.
 */
function ensureOneLiveLink(db: Db): void {
  db.exec(`UPDATE password_resets SET used_at = expires_at WHERE used_at IS NULL
      AND rowid NOT IN (SELECT max(rowid) FROM password_resets WHERE used_at IS NULL GROUP BY user_id);
    CREATE UNIQUE INDEX IF NOT EXISTS password_resets_live ON password_resets (user_id) WHERE used_at IS NULL`);
}

/** Runs `work` once the answer has gone to the client (or the client has left). */
function afterAnswer(reply: FastifyReply, work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    try {
      work();
    } catch (error) {
      reply.log.error(error);
    }
  };
  reply.raw.once('finish', run);
  reply.raw.once('close', run);
}

/** Password recovery, under the legacy /password prefix and under /v2/users/password alike. */
export function registerPasswordRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ensureOneLiveLink(ctx.db);
  // Each request may send a letter: all of them count, per login and per address.
  const throttle = new Throttle(ctx.limits.passwordReset, ctx.now);

  /** Ends every link of the user not yet used (`used_at` then says when it ended). */
  const endLinks = (userId: string, at: number): void => {
    ctx.db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(at, userId);
  };

  /** A new link for the user, the only live one: older links end. */
  const issueLink = (userId: string, login: string): void => {
    const token = newSecret();
    const now = ctx.now().getTime();
    ctx.db.transaction(() => {
      endLinks(userId, now);
      ctx.db
        .prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
        .run(digest(token), userId, now + RESET_TTL_MS);
    })();
    ctx.onPasswordReset(login, token);
  };

  /** The user of a live (unused, unexpired) reset token, or a 400 with the expired-link message. */
  const resetUser = (token: string | undefined): string => {
    const row = token
      ? (ctx.db
          .prepare('SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?')
          .get(digest(token)) as { user_id: string; expires_at: number; used_at: number | null } | undefined)
      : undefined;
    if (!row || row.used_at !== null || row.expires_at <= ctx.now().getTime())
      throw new HttpError(400, MESSAGES.resetExpired);
    return row.user_id;
  };

  /** The new password must pass the user schema's own password rules. */
  const checkPassword = (userId: string, password: string | undefined): void => {
    if (!password) throw invalid({ '/password': 'Обязательное поле' });
    if (!ctx.set.schemas.has('user')) return;
    const data = ctx.store.get('user', userId)?.data ?? {};
    const record = { ...(compact(stripReadOnly(ctx.set, ctx.set.get('user'), data)) as object), password };
    const message = ctx.set.validate('user', record)?.['/password'];
    if (message) throw invalid({ '/password': message });
  };

  for (const prefix of ['/password', '/v2/users/password']) {
    app.post(`${prefix}/request-reset`, async (req, reply) => {
      const login = field(req, 'login');
      if (!login) throw invalid({ '/login': 'Обязательное поле' });
      const asker = askerOf(req, login);
      const wait = throttle.wait(asker);
      if (wait > 0)
        return tooManyRequests(
          reply,
          wait,
          `Слишком много запросов на восстановление пароля. Повторите через ${wait} с.`,
        );
      throttle.count(asker);
      const row = ctx.db.prepare('SELECT user_id, login FROM credentials WHERE login = ?').get(login) as
        { user_id: string; login: string } | undefined;
      // An unknown login gets the same answer as a known one, after the same reads: no probing
      // for accounts, by the answer or by its time.
      const email = ctx.store.get('user', row?.user_id ?? '')?.data.email;
      if (row && (typeof email !== 'string' || !email)) throw new HttpError(400, MESSAGES.emailEmpty);
      // The link is written and sent once the answer has gone: writing it (a disk flush) took
      // a known login twice as long to answer.
      if (row) afterAnswer(reply, () => issueLink(row.user_id, row.login));
      return {};
    });

    app.post(`${prefix}/validate-token`, async (req) => {
      resetUser(field(req, 'token'));
      return {};
    });

    app.post(`${prefix}/reset`, async (req) => {
      const token = field(req, 'token');
      const userId = resetUser(token);
      const password = isObject(req.body) && typeof req.body.password === 'string' ? req.body.password : undefined;
      checkPassword(userId, password);
      const now = ctx.now();
      ctx.db.transaction(() => {
        ctx.db
          .prepare('UPDATE credentials SET password_hash = ? WHERE user_id = ?')
          .run(hashPassword(password!), userId);
        // This link and any other the user still has: a new password ends them all.
        endLinks(userId, now.getTime());
        ctx.auth.revokeAll(userId, now);
      })();
      return {};
    });
  }
}
