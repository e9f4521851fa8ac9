import type { FastifyInstance } from 'fastify';
import type { Cabinet } from '../cabinets';
import { fullPermissionMap } from '../cabinets';
import type { ServerContext } from '../context';
import { cabinetInReach, requireGrantable } from '../reach/permissionGrants';
import { HttpError, invalid, MESSAGES } from '../errors';
import { isObject } from '../merge';
import { saveGuestPermissions } from '../hooks/account';
import {
  isCabinetTypeName,
  narrowedBy,
  parsePermissionMap,
  PERMISSION_MESSAGES,
  PermissionSettings,
} from '../permissionSettings';
import { rolesOf } from '../userRoles';

/** The parameters of GET /v2/users/permissions (docs/product.md#permissions); no other is taken. */
const PERMISSION_QUERY = ['role', 'cabinetId', 'cabinetType', 'accessType'];
/** accessType: a cabinet's own users (the default) or the guests of an account's cabinet. */
const ACCESS_TYPES = ['cabinet', 'guest'];

/**
 * The permission maps of docs/product.md#permissions, read by role, cabinetId, cabinetType and
 * accessType and saved by the authorization screen: PUT {cabinetId | cabinetType | role,
 * accessType?, permissions, applyToCabinets?}. A role's map is the most its users may do in any
 * cabinet (their cabinet's map narrowed by it, from their next call); accessType `guest` with an
 * account's cabinet is what that account's guests may open (the map its agency sets in the guest
 * dialog). A parameter it does not know is a 400 at its place.
 */
export function registerPermissionMapRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const settings = new PermissionSettings(ctx.db);
  const roles = () => rolesOf(ctx).map((r) => r.id);
  // Every permission check reads the cabinet through here: narrowed by the user's role, once one is.
  ctx.auth.narrow = (userId, cabinet) => {
    if (!settings.narrowsAnyRole()) return cabinet;
    const role = ctx.store.get('user', userId)?.data.role;
    return typeof role === 'string'
      ? { ...cabinet, permissions: narrowedBy(cabinet.permissions, settings.role(role)) }
      : cabinet;
  };
  const guestOf = (cabinetId: string) =>
    fullPermissionMap(
      (ctx.store.get('accountGuestPermissions', cabinetId)?.data.commonPermissions ?? {}) as Record<string, boolean>,
    );
  /** The cabinet of a guest map: an account's own cabinet, whose id is the account's. */
  const guestAccount = (cabinet: Cabinet, at: string) => {
    const account = cabinet.type === 'account' ? ctx.store.get('account', cabinet.id) : undefined;
    if (!account) throw invalid({ [at]: PERMISSION_MESSAGES.guestNotAccount });
    return account;
  };

  app.get('/v2/users/permissions', async (req) => {
    const session = ctx.auth.session(req);
    const q = req.query as Record<string, string | undefined>;
    const unknown = Object.keys(q).filter((key) => !PERMISSION_QUERY.includes(key));
    if (unknown.length)
      throw invalid(Object.fromEntries(unknown.map((key) => [`/${key}`, PERMISSION_MESSAGES.unknownParameter(key)])));
    const accessType = q.accessType || 'cabinet';
    if (!ACCESS_TYPES.includes(accessType)) throw invalid({ '/accessType': PERMISSION_MESSAGES.unknownAccessType });
    if (q.role) {
      if (!roles().includes(q.role)) throw invalid({ '/role': PERMISSION_MESSAGES.unknownRole });
      return settings.role(q.role);
    }
    if (q.cabinetId) {
      // A cabinet's map only within the current cabinet's reach; any other is answered as unknown.
      const current = ctx.auth.cabinet(req, session, [])!;
      const cabinet = ctx.cabinets.get(q.cabinetId);
      if (!cabinet || !cabinetInReach(ctx.cabinets.scope(current), cabinet.id))
        throw new HttpError(404, PERMISSION_MESSAGES.unknownCabinet);
      if (accessType === 'guest') {
        guestAccount(cabinet, '/accessType');
        return guestOf(cabinet.id);
      }
      return fullPermissionMap(cabinet.permissions);
    }
    if (accessType === 'guest') throw invalid({ '/cabinetId': PERMISSION_MESSAGES.guestNeedsCabinet });
    return settings.defaults(q.cabinetType ?? '');
  });

  /**
   * Needs managePermissions in the current cabinet. With cabinetId: that cabinet's map (it must
   * be in the current cabinet's reach); its users get it on their next call; with accessType
   * `guest`, an account cabinet's guest map instead. With cabinetType: the type's defaults, and
   * with role: the role's map, both from a cabinet that sees the whole platform only;
   * applyToCabinets also gives a type's map to every cabinet of the type. A cabinet never changes
   * its own map this way, nor its user's own role's managePermissions, and never turns on or off
   * a permission it does not hold itself (permissionGrants.ts).
   */
  app.put('/v2/users/permissions', async (req) => {
    const session = ctx.auth.session(req);
    const current = ctx.auth.cabinet(req, session, ['managePermissions'])!;
    const scope = ctx.cabinets.scope(current);
    const body: Record<string, unknown> = isObject(req.body) ? req.body : {};
    const { cabinetId, cabinetType, role, applyToCabinets } = body;
    const given = (v: unknown) => v !== undefined && v !== null && v !== '';
    const hasId = given(cabinetId);
    const hasType = given(cabinetType);
    const hasRole = given(role);
    const accessType = given(body.accessType) ? body.accessType : 'cabinet';
    if (!hasId && !hasType && !hasRole) throw invalid({ '/cabinetType': PERMISSION_MESSAGES.targetMissing });
    if ([hasId, hasType, hasRole].filter(Boolean).length > 1)
      throw invalid({ [hasId ? '/cabinetId' : '/role']: PERMISSION_MESSAGES.targetBoth });
    if (typeof accessType !== 'string' || !ACCESS_TYPES.includes(accessType))
      throw invalid({ '/accessType': PERMISSION_MESSAGES.unknownAccessType });
    if (accessType === 'guest' && !hasId) throw invalid({ '/cabinetId': PERMISSION_MESSAGES.guestNeedsCabinet });
    if (applyToCabinets !== undefined && typeof applyToCabinets !== 'boolean') {
      throw invalid({ '/applyToCabinets': PERMISSION_MESSAGES.notBoolean });
    }
    const parsed = parsePermissionMap(body.permissions);
    if ('errors' in parsed) {
      const message = parsed.unknown.length
        ? `${PERMISSION_MESSAGES.unknownPermission}: ${parsed.unknown.join(', ')}`
        : MESSAGES.invalid;
      throw new HttpError(400, message, parsed.errors);
    }
    const { map } = parsed;
    const lockout = () => invalid({ '/permissions/managePermissions': PERMISSION_MESSAGES.selfLockout });

    if (hasId) {
      const cabinet = typeof cabinetId === 'string' ? ctx.cabinets.get(cabinetId) : null;
      if (!cabinet || !cabinetInReach(scope, cabinet.id))
        throw invalid({ '/cabinetId': PERMISSION_MESSAGES.unknownCabinet });
      if (accessType === 'guest') {
        const account = guestAccount(cabinet, '/accessType');
        requireGrantable(current, { id: null, before: guestOf(cabinet.id) }, map, '/cabinetId');
        saveGuestPermissions(ctx, account.id, account.cabinetId, { commonPermissions: map }, false);
        return guestOf(cabinet.id);
      }
      if (cabinet.id === current.id && !map.managePermissions) throw lockout();
      requireGrantable(current, { id: cabinet.id, before: fullPermissionMap(cabinet.permissions) }, map, '/cabinetId');
      settings.setCabinet(cabinet.id, map);
      return map;
    }
    // Defaults and roles concern cabinets beyond any one cabinet's reach: only a cabinet that sees all may set them.
    if (hasRole) {
      if (typeof role !== 'string' || !roles().includes(role))
        throw invalid({ '/role': PERMISSION_MESSAGES.unknownRole });
      if (scope !== null) throw new HttpError(403, MESSAGES.noPermission);
      if (ctx.store.get('user', session.userId)?.data.role === role && !map.managePermissions)
        throw invalid({ '/permissions/managePermissions': PERMISSION_MESSAGES.roleLockout });
      requireGrantable(current, { id: null, before: settings.role(role) }, map, '/role');
      settings.setRole(role, map);
      return map;
    }
    if (!isCabinetTypeName(cabinetType)) throw invalid({ '/cabinetType': PERMISSION_MESSAGES.unknownType });
    if (scope !== null) throw new HttpError(403, MESSAGES.noPermission);
    if (applyToCabinets === true && cabinetType === current.type && !map.managePermissions) throw lockout();
    requireGrantable(current, { id: null, before: settings.defaults(cabinetType) }, map, '/cabinetType');
    if (applyToCabinets === true) {
      for (const cabinet of ctx.cabinets.all().filter((c) => c.type === cabinetType)) {
        requireGrantable(
          current,
          { id: cabinet.id, before: fullPermissionMap(cabinet.permissions) },
          map,
          '/applyToCabinets',
        );
      }
    }
    ctx.db.transaction(() => {
      settings.setDefaults(cabinetType, map);
      if (applyToCabinets === true) settings.setCabinetsOfType(cabinetType, map);
    })();
    return map;
  });
}
