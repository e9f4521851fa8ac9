import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compact, stripReadOnly } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import { digest, hashPassword, newSecret } from '../passwords';

/** A reset link lives one hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

const field = (req: FastifyRequest, name: string): string | undefined => {
  const v = isObject(req.body) ? req.body[name] : undefined;
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/** Password recovery, under the legacy /password prefix and under /v2/users/password alike. */
export function registerPasswordRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The user of a live (unused, unexpired) reset token, or a 400 with the expired-link message. */
  const resetUser = (token: string | undefined): string => {
    const row = token ? ctx.db.prepare('SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?')
      .get(digest(token)) as { user_id: string; expires_at: number; used_at: number | null } | undefined : undefined;
    if (!row || row.used_at !== null || row.expires_at <= ctx.now().getTime()) throw new HttpError(400, MESSAGES.resetExpired);
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
    app.post(`${prefix}/request-reset`, async (req) => {
      const login = field(req, 'login');
      if (!login) throw invalid({ '/login': 'Обязательное поле' });
      const row = ctx.db.prepare('SELECT user_id, login FROM credentials WHERE login = ?').get(login) as
        | { user_id: string; login: string } | undefined;
      // An unknown login gets the same answer as a known one: no probing for accounts.
      if (!row) return {};
      const email = ctx.store.get('user', row.user_id)?.data.email;
      if (typeof email !== 'string' || !email) throw new HttpError(400, MESSAGES.emailEmpty);
      const token = newSecret();
      ctx.db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
        .run(digest(token), row.user_id, ctx.now().getTime() + RESET_TTL_MS);
      ctx.onPasswordReset(row.login, token);
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
        ctx.db.prepare('UPDATE credentials SET password_hash = ? WHERE user_id = ?').run(hashPassword(password!), userId);
        ctx.db.prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ?').run(now.getTime(), digest(token!));
        ctx.auth.revokeAll(userId, now);
      })();
      return {};
    });
  }
}
