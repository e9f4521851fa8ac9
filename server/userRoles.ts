import type { ServerContext } from './context';

/** The roles of users: the `role` choices of the user schema. */
export function rolesOf(ctx: ServerContext): { id: string; name: string }[] {
  const schema = ctx.set.schemas.has('user') ? ctx.set.resolve(ctx.set.get('user')) : {};
  const role = schema.properties?.role ? ctx.set.resolve(schema.properties.role) : {};
  return (role.oneOf ?? []).map((o) => ({ id: String(o.const), name: o.title ?? String(o.const) }));
}
