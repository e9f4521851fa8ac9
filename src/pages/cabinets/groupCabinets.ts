import type { Cabinet } from '../../providers/authProvider';

export type CabinetTypeGroup = 'admin' | 'agency' | 'account' | 'other';
/** The type groups in order; favourites, when the user has any, come before them. */
const CABINET_GROUPS: CabinetTypeGroup[] = ['admin', 'agency', 'account', 'other'];
type CabinetGroupKey = 'favorites' | CabinetTypeGroup;

export interface CabinetGroup {
  key: CabinetGroupKey;
  cabinets: Cabinet[];
}

export function groupOf(cabinetType: string): CabinetTypeGroup {
  return cabinetType === 'admin' || cabinetType === 'agency' || cabinetType === 'account' ? cabinetType : 'other';
}

/**
 * Cabinet selection groups (docs/product.md#routes, #entities, #permissions): the user's favourites first, then admin,
 * agency, account and every other type. A favourite is listed once, among the favourites.
 */
export function groupCabinets(
  cabinets: readonly Cabinet[],
  search = '',
  favorites: ReadonlySet<string> = new Set(),
): CabinetGroup[] {
  const needle = search.trim().toLocaleLowerCase('ru');
  const matches = (c: Cabinet) =>
    !needle || c.name.toLocaleLowerCase('ru').includes(needle) || String(c.id).includes(needle);
  const groupKey = (c: Cabinet): CabinetGroupKey =>
    favorites.has(String(c.id)) ? 'favorites' : groupOf(c.cabinetType);
  return (['favorites', ...CABINET_GROUPS] as const)
    .map((key) => ({
      key,
      cabinets: cabinets
        .filter((c) => groupKey(c) === key)
        .filter(matches)
        .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    }))
    .filter((g) => g.cabinets.length > 0);
}
