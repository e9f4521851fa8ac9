import type { AccessRule } from './access';
import { PERMISSION_TITLES } from './permissionTitles';
import { CABINET_TYPES, type CabinetType, type Permission } from './permissions';

/** Russian names of the cabinet types (docs/product.md#product), as the reference and the checker show them. */
export const CABINET_TYPE_NAMES: Record<CabinetType, string> = {
  admin: 'администратор',
  agency: 'агентство',
  account: 'аккаунт',
  ord: 'ОРД',
  front_office: 'фронт-офис',
  undefined: 'не определён',
};

/** The rule in words: «право «SSP»», «любое из прав: «Аккаунты», «Кампании» · только кабинет: администратор». */
export function describeAccess(rule: AccessRule): string {
  const permissions = rule.permissions.map((p) => `«${PERMISSION_TITLES[p as Permission] ?? p}»`);
  const types = rule.cabinetTypes ?? [];
  const who =
    permissions.length === 0
      ? 'без права'
      : permissions.length === 1
        ? `право ${permissions[0]}`
        : rule.anyPermission
          ? `любое из прав: ${permissions.join(', ')}`
          : `все права: ${permissions.join(', ')}`;
  if (!types.length) return who;
  const names = types.map((t) =>
    (CABINET_TYPES as readonly string[]).includes(t) ? CABINET_TYPE_NAMES[t as CabinetType] : t,
  );
  return `${who} · только кабинет: ${names.join(', ')}`;
}
