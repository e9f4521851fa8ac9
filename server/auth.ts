import type { Statement } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { allows, type AccessRule, type Permission } from '../src/engine/schema';
import type { Cabinet, Cabinets } from './cabinets';
import type { Db } from './db';
import { HttpError, MESSAGES } from './errors';
import { digest, newSecret } from './passwords';
import { readCacheOf, type ReadCache } from './readCache';

/** How long a session lives (limits.ts): since its last request, and since sign-in. */
export interface SessionLifetime {
  now(): Date;
  idleSeconds: number;
  maxSeconds: number;
}

const SESSION_EXPIRED = 'Сессия истекла. Войдите снова';

/** Tokens made before sessions expired have no last-use time: it is added, the sign-in time standing in. */
function ensureLastUse(db: Db): void {
  const columns = db.prepare('PRAGMA table_info(tokens)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'last_used_at')) db.exec('ALTER TABLE tokens ADD COLUMN last_used_at TEXT');
}

interface TokenRow {
  user_id: string;
  created_at: string;
  last_used_at: string | null;
}

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

  /**
   * A session's last use is written at most this often (ms): every write empties the read cache,
   * so not on every request. Idle expiry may come that much early.
   */
  private readonly touchEveryMs: number;

  /**
   * The cabinet as this user may use it: its map narrowed by the user's role (set by the
   * permission-map routes, routes/permissionMaps.ts); as it is until then.
   */
  narrow: (userId: string, cabinet: Cabinet) => Cabinet = (_userId, cabinet) => cabinet;

  constructor(
    private readonly db: Db,
    private readonly cabinets: Cabinets,
    private readonly lifetime: SessionLifetime,
  ) {
    this.cache = readCacheOf(db);
    ensureLastUse(db);
    this.touchEveryMs = Math.min(5 * 60 * 1000, (lifetime.idleSeconds * 1000) / 20);
  }

  issueToken(userId: string, now: Date): string {
    const token = newSecret();
    const at = now.toISOString();
    this.db.transaction(() => {
      // Sessions past their absolute age are dead anyway: the store keeps no more than a week's.
      this.db
        .prepare('DELETE FROM tokens WHERE created_at < ?')
        .run(new Date(now.getTime() - this.lifetime.maxSeconds * 1000).toISOString());
      this.db
        .prepare('INSERT INTO tokens (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)')
        .run(digest(token), userId, at, at);
    })();
    return token;
  }

  revoke(tokenHash: string, now: Date): void {
    this.db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
      .run(now.toISOString(), tokenHash);
  }

  /** After a password reset every open session of the user ends. */
  revokeAll(userId: string, now: Date): void {
    this.db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
      .run(now.toISOString(), userId);
  }

  /** The session of `Authorization: Bearer <token>`; 401 when absent, unknown or revoked. */
  session(req: FastifyRequest): Session {
    // The scheme is part of the contract: a bare token (no `Bearer `) is no credential.
    const raw = /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
    if (!raw) throw new HttpError(401, MESSAGES.unauthorized);
    const tokenHash = digest(raw);
    // The join drops tokens of deleted users.
    // Prepared once: every request of the API comes through here.
    this.sessionQuery ??= this.db
      .prepare(`SELECT t.user_id, t.created_at, t.last_used_at FROM tokens t JOIN credentials c ON c.user_id = t.user_id
      WHERE t.token_hash = ? AND t.revoked_at IS NULL`);
    const query = this.sessionQuery;
    // Unknown tokens are not kept: anyone can send as many made-up ones as they like.
    const row = this.cache.get(
      `session\u0000${tokenHash}`,
      () => (query.get(tokenHash) as TokenRow | undefined) ?? null,
      (r) => r !== null,
    );
    if (row === null) throw new HttpError(401, MESSAGES.unauthorized);
    const now = this.lifetime.now().getTime();
    const lastUse = Date.parse(row.last_used_at ?? row.created_at);
    if (
      now - Date.parse(row.created_at) > this.lifetime.maxSeconds * 1000 ||
      now - lastUse > this.lifetime.idleSeconds * 1000
    ) {
      // Ended for good, even if the operator raises the limits later.
      this.revoke(tokenHash, new Date(now));
      throw new HttpError(401, SESSION_EXPIRED);
    }
    if (now - lastUse >= this.touchEveryMs) {
      this.db
        .prepare('UPDATE tokens SET last_used_at = ? WHERE token_hash = ?')
        .run(new Date(now).toISOString(), tokenHash);
    }
    return { userId: row.user_id, tokenHash };
  }

  /**
   * The cabinet of the `Cabinet` header, which must be bound to the user and let in by `required`
   * (a rule, or permissions of which any one is enough: the console's reading, access.ts); 403
   * otherwise. With `optional`, no header means no cabinet.
   */
  cabinet(
    req: FastifyRequest,
    session: Session,
    required: AccessRule | readonly Permission[],
    optional = false,
  ): Cabinet | null {
    const id = header(req, 'cabinet');
    if (!id && optional) return null;
    const bound = id && this.cabinets.isBound(session.userId, id) ? this.cabinets.get(id) : null;
    if (!bound) throw new HttpError(403, MESSAGES.noCabinet);
    const cabinet = this.narrow(session.userId, bound);
    const rule = Array.isArray(required) ? { permissions: required } : (required as AccessRule);
    if (!allows(rule, { permissions: cabinet.permissions, cabinetType: cabinet.type }))
      throw new HttpError(403, MESSAGES.noPermission);
    return cabinet;
  }

  /** Like cabinet(), but any one of the rules is enough (the names of referenced records: server/reach/labels.ts). */
  cabinetForAnyOf(req: FastifyRequest, session: Session, alternatives: readonly AccessRule[]): Cabinet {
    const cabinet = this.cabinet(req, session, [])!;
    const holder = { permissions: cabinet.permissions, cabinetType: cabinet.type };
    if (!alternatives.some((rule) => allows(rule, holder))) throw new HttpError(403, MESSAGES.noPermission);
    return cabinet;
  }
}
