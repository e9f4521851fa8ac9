import { PERMISSIONS } from '../../src/engine/schema';
import type { Cabinet } from '../cabinets';
import type { FieldErrors } from '../context';
import { invalid } from '../errors';
import type { PermissionMap } from '../permissionSettings';
import type { Scope } from '../store';

const GRANT_MESSAGES = {
  notHeld: 'Нельзя выдать или снять право, которого нет у вашего кабинета',
  ownCabinet: 'Нельзя изменить права кабинета, в котором вы сейчас работаете',
} as const;

/** Whether a cabinet is the current one's or below it (null scope: the whole platform). */
export const cabinetInReach = (scope: Scope, cabinetId: string): boolean => scope === null || scope.includes(cabinetId);

/**
 * Permission administration stays within what the administering cabinet holds: it never changes
 * a permission it does not hold itself (so it cannot hand out more than it has, and a cabinet
 * given managePermissions cannot make itself an administrator), and never changes its own map.
 * `target` is the cabinet whose map changes (null for a type's defaults) with its map now;
 * `pointer` is the field to answer at when that cabinet is the current one.
 */
export function requireGrantable(
  current: Cabinet,
  target: { id: string | null; before: PermissionMap },
  next: PermissionMap,
  pointer: string,
): void {
  const changed = PERMISSIONS.filter((p) => target.before[p] !== next[p]);
  if (!changed.length) return;
  if (target.id === current.id) throw invalid({ [pointer]: GRANT_MESSAGES.ownCabinet });
  const errors: FieldErrors = {};
  for (const p of changed) if (current.permissions[p] !== true) errors[`/permissions/${p}`] = GRANT_MESSAGES.notHeld;
  if (Object.keys(errors).length) throw invalid(errors);
}
