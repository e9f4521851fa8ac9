import type { Cabinet } from '../../providers/authProvider';

export type CabinetGroupKey = 'admin' | 'agency' | 'account' | 'other';
export const CABINET_GROUPS: CabinetGroupKey[] = ['admin', 'agency', 'account', 'other'];

export interface CabinetGroup {
  key: CabinetGroupKey;
  cabinets: Cabinet[];
}

export function groupOf(cabinetType: string): CabinetGroupKey {
  return cabinetType === 'admin' || cabinetType === 'agency' || cabinetType === 'account' ? cabinetType : 'other';
}

/** Cabinet selection groups (SPEC.md §2, §3): admin, agency, account, then every other type. */
export function groupCabinets(cabinets: readonly Cabinet[], search = ''): CabinetGroup[] {
  const needle = search.trim().toLocaleLowerCase('ru');
  const matches = (c: Cabinet) => !needle || c.name.toLocaleLowerCase('ru').includes(needle) || String(c.id).includes(needle);
  return CABINET_GROUPS.map((key) => ({
    key,
    cabinets: cabinets
      .filter((c) => groupOf(c.cabinetType) === key)
      .filter(matches)
      .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  })).filter((g) => g.cabinets.length > 0);
}
