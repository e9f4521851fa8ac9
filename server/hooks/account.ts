import type { ResourceHooks, ServerContext } from '../context';
import { isObject, mergePatch } from '../merge';

/**
 * Accounts: guest permissions live beside the record (resource `accountGuestPermissions` in the
 * record store, keyed by the account id) so that setting them never bumps the account's version
 * under an open edit form; every account is shown with the full map, unset names false.
 */
const GUEST_PERMISSIONS = 'accountGuestPermissions';
type Data = Record<string, unknown>;
type Maps = { commonPermissions: Record<string, boolean>; columnPermissions: Record<string, boolean> };

/** Every permission name of the schema, true or false (the console checks `=== true`). */
function fullGuestPermissions(ctx: ServerContext, stored: unknown): Maps {
  const schema = ctx.set.resolve(ctx.set.get(GUEST_PERMISSIONS));
  const out = {} as Maps;
  for (const part of ['commonPermissions', 'columnPermissions'] as const) {
    const names = Object.keys(ctx.set.resolve(schema.properties![part]).properties ?? {});
    const given = isObject(stored) && isObject(stored[part]) ? stored[part] : {};
    out[part] = Object.fromEntries(names.map((n) => [n, given[n] === true]));
  }
  return out;
}

/** Stores an account's guest permissions: `replace` (PUT) or merge key by key (PATCH). */
export function saveGuestPermissions(
  ctx: ServerContext,
  accountId: string,
  owner: string | null,
  body: Data,
  replace: boolean,
): Maps {
  const now = ctx.now().toISOString();
  const current = ctx.store.get(GUEST_PERMISSIONS, accountId);
  const next = fullGuestPermissions(ctx, replace ? body : mergePatch(current?.data ?? {}, body));
  if (current) ctx.store.update(GUEST_PERMISSIONS, accountId, current.version, next, now);
  else ctx.store.insert(GUEST_PERMISSIONS, accountId, owner, next, now);
  return next;
}

export const accountHooks: ResourceHooks = {
  decorate(ctx, record) {
    // statistics exist only for a period asked with statistics=true (routes/account.ts adds them).
    const { statistics: _stored, ...rest } = record;
    return {
      ...rest,
      guestPermissions: fullGuestPermissions(ctx, ctx.store.get(GUEST_PERMISSIONS, String(record.id))?.data),
    };
  },

  onDelete(ctx, id) {
    ctx.store.delete(GUEST_PERMISSIONS, id);
  },
};
