import { PERMISSIONS, type CabinetType, type Permission } from '../src/engine/schema';
import type { Statement } from 'better-sqlite3';
import type { Db } from './db';
import { frozen, readCacheOf, type ReadCache } from './readCache';
import type { Scope } from './store';

/** A workspace (docs/product.md#product): its type, place in the tree and permission map. */
export interface Cabinet {
  id: string;
  name: string;
  type: CabinetType;
  parentId: string | null;
  permissions: Partial<Record<Permission, boolean>>;
}

interface Row {
  id: string;
  name: string;
  type: CabinetType;
  parent_id: string | null;
  permissions: string;
}

const toCabinet = (r: Row): Cabinet => ({
  id: r.id,
  name: r.name,
  type: r.type,
  parentId: r.parent_id,
  permissions: JSON.parse(r.permissions),
});

/** Every docs/product.md#permissions permission present, true or false: the console checks `=== true`. */
export function fullPermissionMap(permissions: Partial<Record<Permission, boolean>>): Record<Permission, boolean> {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, permissions[p] === true])) as Record<Permission, boolean>;
}

/** What a cabinet of a type may do when it has no map of its own (GET /v2/users/permissions). */
export function defaultPermissions(type: string): Record<Permission, boolean> {
  if (type === 'admin') return fullPermissionMap(Object.fromEntries(PERMISSIONS.map((p) => [p, true])));
  const byType: Record<string, Permission[]> = {
    agency: ['manageAccounts', 'manageCampaignSegments', 'manageAudience'],
    ord: ['manageAgency', 'manageAccounts'],
    front_office: ['moderation', 'moderationCreatives', 'moderationApps', 'manageAgency'],
  };
  return fullPermissionMap(Object.fromEntries((byType[type] ?? []).map((p) => [p, true])));
}

/**
 * Cabinets of the platform's own staff, whose work spans every agency: the administrators, and
 * the front office that moderates every cabinet's creatives and apps. What they may do is still
 * what their permissions allow.
 */
const PLATFORM_WIDE: readonly CabinetType[] = ['admin', 'front_office'];

export class Cabinets {
  /** The reads every request makes, prepared once (on first use: the tables may not exist yet). */
  private readonly queries = new Map<string, Statement>();
  /** get, isBound and scope are asked on every request: answered from memory until a write. */
  private readonly cache: ReadCache;

  constructor(private readonly db: Db) {
    this.cache = readCacheOf(db);
  }

  private query(sql: string): Statement {
    let stmt = this.queries.get(sql);
    if (!stmt) this.queries.set(sql, (stmt = this.db.prepare(sql)));
    return stmt;
  }

  /** The cabinet, frozen: the same object goes to every request until the next write. */
  get(id: string): Cabinet | null {
    return this.cache.get(`cabinet\u0000${id}`, () => {
      const row = this.query('SELECT * FROM cabinets WHERE id = ?').get(id) as Row | undefined;
      return row ? frozen(toCabinet(row)) : null;
    });
  }

  all(): Cabinet[] {
    return (this.db.prepare('SELECT * FROM cabinets ORDER BY rowid').all() as Row[]).map(toCabinet);
  }

  insert(c: Cabinet): void {
    this.db
      .prepare('INSERT INTO cabinets (id, name, type, parent_id, permissions) VALUES (?, ?, ?, ?, ?)')
      .run(c.id, c.name, c.type, c.parentId, JSON.stringify(c.permissions));
  }

  /** The user's cabinets in the order they were bound. */
  forUser(userId: string): Cabinet[] {
    return (
      this.db
        .prepare(
          'SELECT c.* FROM cabinets c JOIN user_cabinets uc ON uc.cabinet_id = c.id WHERE uc.user_id = ? ORDER BY uc.rowid',
        )
        .all(userId) as Row[]
    ).map(toCabinet);
  }

  isBound(userId: string, cabinetId: string): boolean {
    // Only bindings are kept: the cabinet id comes from a request header, anyone can make up more.
    return this.cache.get(
      `bound\u0000${userId}\u0000${cabinetId}`,
      () => !!this.query('SELECT 1 FROM user_cabinets WHERE user_id = ? AND cabinet_id = ?').get(userId, cabinetId),
      (bound) => bound,
    );
  }

  bind(userId: string, cabinetId: string): void {
    this.db.prepare('INSERT OR IGNORE INTO user_cabinets (user_id, cabinet_id) VALUES (?, ?)').run(userId, cabinetId);
  }

  /** Takes the cabinet away from the user, and with it from the user's favourites. */
  unbind(userId: string, cabinetId: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM user_cabinets WHERE user_id = ? AND cabinet_id = ?').run(userId, cabinetId);
      this.db.prepare('DELETE FROM favorites WHERE user_id = ? AND cabinet_id = ?').run(userId, cabinetId);
    })();
  }

  /**
   * Owners whose records the cabinet sees: the platform's own cabinets (PLATFORM_WIDE) see all,
   * any other its own records and those of cabinets below it (an agency sees its accounts' records).
   */
  scope(cabinet: Cabinet): Scope {
    if (PLATFORM_WIDE.includes(cabinet.type)) return null;
    return this.cache.get(`scope\u0000${cabinet.id}`, () => {
      const rows = this.query(
        `
        WITH RECURSIVE tree(id) AS (SELECT ? UNION SELECT c.id FROM cabinets c JOIN tree t ON c.parent_id = t.id)
        SELECT id FROM tree`,
      ).all(cabinet.id) as { id: string }[];
      return frozen(rows.map((r) => r.id));
    });
  }

  /**
   * The cabinets above this one, nearest first (an account's agency): the cabinets of its own
   * tree that it does not reach. Another agency is never among them.
   */
  above(cabinet: Cabinet): string[] {
    const out: string[] = [];
    for (let at = cabinet.parentId ? this.get(cabinet.parentId) : null; at && !out.includes(at.id);) {
      out.push(at.id);
      at = at.parentId ? this.get(at.parentId) : null;
    }
    return out;
  }

  /**
   * The reach of the cabinet's whole tree: that of its topmost cabinet below the platform's own
   * (an account's agency), null for the platform's cabinets. A record of the tree may name only
   * records in it: what the agency that works for its accounts could name itself.
   */
  treeScope(cabinet: Cabinet): Scope {
    const top = [cabinet.id, ...this.above(cabinet)]
      .map((id) => this.get(id)!)
      .filter((c) => !PLATFORM_WIDE.includes(c.type))
      .at(-1);
    return top ? this.scope(top) : null;
  }
}
