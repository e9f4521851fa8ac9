import type { CabinetType, Permission } from './permissions';
import type { JsonSchema } from './types';

/**
 * Who may open a screen or call an endpoint, read from a schema's `x-permission` and
 * `x-cabinet`. One meaning everywhere — the side menu, the route guard, react-admin's
 * canAccess, the API and the resource reference all ask `allows`: a list of permissions means
 * every one of them (the product's route guard, docs/product.md#permissions), unless the schema
 * says `{ "anyOf": [...] }` — the console's own choice where either permission is enough (the ORD
 * screens serve an agency and the accounts it manages alike); cabinet types, when given, are
 * the only ones let in.
 * No run-time imports: the cabinet's shell carries it (its words for the reference: accessText.ts).
 */
export interface AccessRule {
  /** Every one of these must be true in the cabinet's map (any one with `anyPermission`); none listed: everyone. */
  permissions: readonly string[];
  /** Any one of the permissions is enough (x-permission's `anyOf`). */
  anyPermission?: boolean;
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
export function accessRuleOf(schema: JsonSchema): {
  permissions: Permission[];
  anyPermission: boolean;
  cabinetTypes: CabinetType[];
} {
  const declared = schema['x-permission'];
  const anyOf = typeof declared === 'object' && !Array.isArray(declared) ? declared.anyOf : undefined;
  return {
    permissions: asList(anyOf ?? declared) as Permission[],
    anyPermission: !!anyOf,
    cabinetTypes: asList(schema['x-cabinet']) as CabinetType[],
  };
}

/** The product writes the front office's type two ways, front_office and frontOffice: one type to every check. */
const cabinetTypeOf = (type: string | null | undefined): string =>
  type === 'frontOffice' ? 'front_office' : (type ?? '');

export function allows(rule: AccessRule, holder: AccessHolder): boolean {
  if (rule.cabinetTypes?.length && !rule.cabinetTypes.includes(cabinetTypeOf(holder.cabinetType) as CabinetType))
    return false;
  const held = (p: string) => holder.permissions?.[p] === true;
  return rule.anyPermission ? !rule.permissions.length || rule.permissions.some(held) : rule.permissions.every(held);
}
