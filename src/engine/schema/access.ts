import type { CabinetType, Permission } from './permissions';
import type { JsonSchema } from './types';

/**
 * Who may open a screen or call an endpoint, read from a schema's `x-permission` and
 * `x-cabinet`. One meaning everywhere — the side menu, the route guard, react-admin's
 * canAccess, the API and the resource reference all ask `allows`: a list of permissions means
 * any one of them (the menu's reading in docs/product.md#routes; a single permission, as every route of #permissions
 * has, reads the same either way), and cabinet types, when given, are the only ones let in.
 * No run-time imports: the cabinet's shell carries it (its words for the reference: accessText.ts).
 */
export interface AccessRule {
  /** Any one of these must be true in the cabinet's map; none listed: everyone. */
  permissions: readonly string[];
  /** Only cabinets of these types; none listed: any type. */
  cabinetTypes?: readonly string[];
}

/** What a request or a signed-in user brings: the cabinet's permission map and type. */
export interface AccessHolder {
  permissions?: Readonly<Record<string, boolean | undefined>> | null;
  cabinetType?: string | null;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : value ? [value] : []) as string[];

/** The rule a schema declares (x-permission, x-cabinet). */
export function accessRuleOf(schema: JsonSchema): { permissions: Permission[]; cabinetTypes: CabinetType[] } {
  return {
    permissions: asList(schema['x-permission']) as Permission[],
    cabinetTypes: asList(schema['x-cabinet']) as CabinetType[],
  };
}

export function allows(rule: AccessRule, holder: AccessHolder): boolean {
  if (rule.cabinetTypes?.length && !rule.cabinetTypes.includes(holder.cabinetType ?? '')) return false;
  return !rule.permissions.length || rule.permissions.some((p) => holder.permissions?.[p] === true);
}
