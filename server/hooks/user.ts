import type { ResourceHooks } from '../context';
import { hashPassword } from '../passwords';

/**
 * Users are ordinary `user` schema records, plus what must never travel with them: the login
 * and password hash (table `credentials`, used by sign-in) and cabinet bindings.
 */
export const usersHooks: ResourceHooks = {
  beforeStore(ctx, { id, op, data }) {
    const { password, ...rest } = data;
    // A taken login never gets here: the schema's x-unique refuses it (server/rules/unique.ts).
    const login = String(rest.login);
    const hash = typeof password === 'string' ? hashPassword(password) : null;
    if (op === 'create') {
      ctx.db.prepare('INSERT INTO credentials (user_id, login, password_hash) VALUES (?, ?, ?)').run(id, login, hash);
    } else {
      const before = ctx.db.prepare('SELECT login FROM credentials WHERE user_id = ?').get(id) as
        { login: string } | undefined;
      // No password in the patch keeps the old one.
      ctx.db
        .prepare('UPDATE credentials SET login = ?, password_hash = coalesce(?, password_hash) WHERE user_id = ?')
        .run(login, hash, id);
      // A new password or login is a new identity: whoever held a session of the old one (a stolen
      // token included) signs in again, as after a reset or a block. Same transaction as the change.
      if (hash !== null || before?.login !== login) ctx.auth.revokeAll(id, ctx.now());
    }
    return rest;
  },

  decorate(ctx, record) {
    const cabinets = ctx.cabinets
      .forUser(String(record.id))
      .map((c) => ({ id: c.id, name: c.name, cabinetType: c.type }));
    return { ...record, cabinets };
  },

  // Blocking (PUT /v2/users/{id}/block, the schema's transition) ends the user's open sessions.
  transition(ctx, { record, data, to }) {
    if (to === true) ctx.auth.revokeAll(record.id, ctx.now());
    return data;
  },

  onDelete(ctx, id) {
    for (const table of ['credentials', 'user_cabinets', 'tokens', 'favorites', 'password_resets']) {
      ctx.db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(id);
    }
  },
};
