import { CABINET_TYPES, PERMISSIONS, type CabinetType, type Permission } from '../src/engine/schema';
import { defaultPermissions, fullPermissionMap } from './cabinets';
import type { Db } from './db';
import type { FieldErrors } from './context';

export type PermissionMap = Record<Permission, boolean>;

const ALL_GRANTED = Object.fromEntries(PERMISSIONS.map((p) => [p, true])) as PermissionMap;

/** A cabinet's map as its user may use it: what the cabinet allows and the user's role does too. */
export const narrowedBy = (map: Partial<PermissionMap>, role: PermissionMap): PermissionMap =>
  Object.fromEntries(PERMISSIONS.map((p) => [p, map[p] === true && role[p] === true])) as PermissionMap;

/**
 * The two kinds of saved map, each in its own table keyed by what it is the map of: a role's
 * narrowing and a cabinet type's defaults.
 */
const SAVED_MAPS = {
  role: { table: 'permission_roles', key: 'role' },
  defaults: { table: 'permission_defaults', key: 'cabinet_type' },
} as const;
type SavedMap = keyof typeof SAVED_MAPS;

/**
 * The permission maps the authorization screen edits (docs/product.md#permissions): the defaults of each cabinet
 * type and each cabinet's own map. A cabinet's own map (cabinets.permissions) is what sign-in,
 * /v2/users/me and every permission check read, so a change there counts from the next call.
 * Type defaults start as `defaultPermissions(type)` and, once saved, live in their own table.
 */
export class PermissionSettings {
  constructor(private readonly db: Db) {
    for (const { table, key } of Object.values(SAVED_MAPS)) {
      db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
      ${key} TEXT PRIMARY KEY,
      permissions TEXT NOT NULL
    )`);
    }
  }

  /**
   * The most a user of a role may do in any cabinet (docs/product.md#permissions): every
   * permission until an administrator narrows it, so a role changes nothing by itself.
   */
  role(role: string): PermissionMap {
    return this.saved('role', role) ?? fullPermissionMap(ALL_GRANTED);
  }

  /** Whether an administrator narrowed a role (most never are: no lookup of the user's role then). */
  narrowsAnyRole(): boolean {
    return this.db.prepare(`SELECT 1 FROM ${SAVED_MAPS.role.table} LIMIT 1`).get() !== undefined;
  }

  setRole(role: string, map: PermissionMap): void {
    this.save('role', role, map);
  }

  /** The defaults of a cabinet type: saved ones, else the built-in ones. */
  defaults(type: string): PermissionMap {
    return this.saved('defaults', type) ?? defaultPermissions(type);
  }

  setDefaults(type: CabinetType, map: PermissionMap): void {
    this.save('defaults', type, map);
  }

  /** Replaces one cabinet's map. */
  setCabinet(cabinetId: string, map: PermissionMap): void {
    this.db.prepare('UPDATE cabinets SET permissions = ? WHERE id = ?').run(JSON.stringify(map), cabinetId);
  }

  /** Replaces the map of every cabinet of a type; returns how many there were. */
  setCabinetsOfType(type: CabinetType, map: PermissionMap): number {
    return this.db.prepare('UPDATE cabinets SET permissions = ? WHERE type = ?').run(JSON.stringify(map), type).changes;
  }

  /** A saved map of a kind, completed to every permission; none until one is saved. */
  private saved(kind: SavedMap, of: string): PermissionMap | undefined {
    const { table, key } = SAVED_MAPS[kind];
    const row = this.db.prepare(`SELECT permissions FROM ${table} WHERE ${key} = ?`).get(of) as
      { permissions: string } | undefined;
    return row ? fullPermissionMap(JSON.parse(row.permissions)) : undefined;
  }

  private save(kind: SavedMap, of: string, map: PermissionMap): void {
    const { table, key } = SAVED_MAPS[kind];
    this.db
      .prepare(
        `INSERT INTO ${table} (${key}, permissions) VALUES (?, ?)
      ON CONFLICT (${key}) DO UPDATE SET permissions = excluded.permissions`,
      )
      .run(of, JSON.stringify(map));
  }
}

export const PERMISSION_MESSAGES = {
  targetMissing: 'Выберите тип кабинета или кабинет',
  targetBoth: 'Укажите либо тип кабинета, либо кабинет',
  unknownType: 'Неизвестный тип кабинета',
  unknownCabinet: 'Кабинет не найден',
  mapMissing: 'Передайте права объектом вида { "право": true | false }',
  unknownPermission: 'Неизвестное право',
  notBoolean: 'Значение права должно быть true или false',
  selfLockout: 'Нельзя снять право управления авторизацией с кабинета, в котором вы сейчас работаете',
  roleLockout: 'Нельзя снять право управления авторизацией со своей роли',
  unknownRole: 'Неизвестная роль',
  unknownAccessType: 'Неизвестный тип доступа: cabinet или guest',
  guestNotAccount: 'Гостевой доступ есть только у кабинетов аккаунтов',
  guestNeedsCabinet: 'Для гостевого доступа выберите кабинет аккаунта',
  unknownParameter: (name: string) =>
    `Неизвестный параметр «${name}»: права запрашиваются по role, cabinetId, cabinetType, accessType`,
} as const;

export const isCabinetTypeName = (v: unknown): v is CabinetType => CABINET_TYPES.includes(v as CabinetType);

/**
 * A map sent by a client: every key a docs/product.md#permissions name, every value a boolean. Names left out are
 * false (PUT replaces the whole map). Returns the full map, or field errors by JSON Pointer.
 */
export function parsePermissionMap(
  value: unknown,
): { map: PermissionMap } | { errors: FieldErrors; unknown: string[] } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { errors: { '/permissions': PERMISSION_MESSAGES.mapMissing }, unknown: [] };
  }
  const errors: FieldErrors = {};
  const unknown: string[] = [];
  for (const [name, v] of Object.entries(value)) {
    const pointer = `/permissions/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!PERMISSIONS.includes(name as Permission)) {
      unknown.push(name);
      errors[pointer] = `${PERMISSION_MESSAGES.unknownPermission} «${name}»`;
    } else if (typeof v !== 'boolean') {
      errors[pointer] = PERMISSION_MESSAGES.notBoolean;
    }
  }
  if (Object.keys(errors).length) return { errors, unknown };
  return { map: fullPermissionMap(value as Partial<PermissionMap>) };
}
