import type { Statement } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { allows, type AccessRule, type Permission } from '../src/engine/schema';
import type { Cabinet, Cabinets } from './cabinets';
import type { Db } from './db';
import { HttpError, MESSAGES } from './errors';
import { digest, newSecret } from './passwords';
import { readCacheOf, type ReadCache } from './readCache';

/** The signed-in user behind a request's token. */
export interface Session {
  userId: string;
  tokenHash: string;
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

/** Tokens and the Cabinet header: who is asking, and in which workspace. */
export class Auth {
  private sessionQuery: Statement | undefined;
  /** Token → user, asked on every request: from memory until a write (a revoke is one). */
  private readonly cache: ReadCache;

  constructor(private readonly db: Db, private readonly cabinets: Cabinets) {
    this.cache = readCacheOf(db);
  }

  issueToken(userId: string, now: Date): string {
    const token = newSecret();
    this.db.prepare('INSERT INTO tokens (token_hash, user_id, created_at) VALUES (?, ?, ?)').run(digest(token), userId, now.toISOString());
    return token;
  }

  revoke(tokenHash: string, now: Date): void {
    this.db.prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(now.toISOString(), tokenHash);
  }

  /** After a password reset every open session of the user ends. */
  revokeAll(userId: string, now: Date): void {
    this.db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now.toISOString(), userId);
  }

  /** The session of `Authorization: Bearer <token>`; 401 when absent, unknown or revoked. */
  session(req: FastifyRequest): Session {
    const raw = header(req, 'authorization')?.replace(/^Bearer\s+/i, '');
    if (!raw) throw new HttpError(401, MESSAGES.unauthorized);
    const tokenHash = digest(raw);
    // The join drops tokens of deleted users.
    // Prepared once: every request of the API comes through here.
    this.sessionQuery ??= this.db.prepare(`SELECT t.user_id FROM tokens t JOIN credentials c ON c.user_id = t.user_id
      WHERE t.token_hash = ? AND t.revoked_at IS NULL`);
    const query = this.sessionQuery;
    // Unknown tokens are not kept: anyone can send as many made-up ones as they like.
    const userId = this.cache.get(`session\u0000${tokenHash}`, () => (query.get(tokenHash) as { user_id: string } | undefined)?.user_id ?? null,
      (id) => id !== null);
    if (userId === null) throw new HttpError(401, MESSAGES.unauthorized);
    return { userId, tokenHash };
  }

  /**
   * The cabinet of the `Cabinet` header, which must be bound to the user and let in by `required`
   * (a rule, or permissions of which any one is enough: the console's reading, access.ts); 403
   * otherwise. With `optional`, no header means no cabinet.
   */
  cabinet(req: FastifyRequest, session: Session, required: AccessRule | readonly Permission[], optional = false): Cabinet | null {
    const id = header(req, 'cabinet');
    if (!id && optional) return null;
    const cabinet = id && this.cabinets.isBound(session.userId, id) ? this.cabinets.get(id) : null;
    if (!cabinet) throw new HttpError(403, MESSAGES.noCabinet);
    const rule = Array.isArray(required) ? { permissions: required } : required as AccessRule;
    if (!allows(rule, { permissions: cabinet.permissions, cabinetType: cabinet.type })) throw new HttpError(403, MESSAGES.noPermission);
    return cabinet;
  }

  /** Like cabinet(), but any one of the rules is enough (reads: see ResourceDef.readRules). */
  cabinetForAnyOf(req: FastifyRequest, session: Session, alternatives: readonly AccessRule[]): Cabinet {
    const cabinet = this.cabinet(req, session, [])!;
    const holder = { permissions: cabinet.permissions, cabinetType: cabinet.type };
    if (!alternatives.some((rule) => allows(rule, holder))) throw new HttpError(403, MESSAGES.noPermission);
    return cabinet;
  }
}
