import { PERMISSIONS, type Permission } from '../../src/engine/schema';
import type { Cabinet } from '../cabinets';
import type { ServerContext } from '../context';
import { accountName } from './names';
import type { Random } from './random';

/** The demo cabinet tree; seed modules hang their records on it. */
export interface CabinetTree {
  admin: Cabinet;
  agencies: Cabinet[];
  /** Account cabinets, each under one of `agencies` (parentId); per agency, its first accounts. */
  accounts: Cabinet[];
  ord: Cabinet;
  frontOffice: Cabinet;
}

/** Latin names of the agency cabinets (AGENCY_NAMES order): their keys in the demo fixtures. */
export const AGENCY_KEYS = ['media-vector', 'digital-horizon', 'reklama-plus', 'severnoe-siyanie'];

/**
 * The readable keys a demo fixture names a cabinet by (schemas/*.fixture.json, "owner" and
 * {"$ref": "cabinet:<key>"}): admin, ord, front-office, an agency's Latin name, and
 * "<agency>-account-<n>" for the n-th account cabinet under that agency.
 */
export function cabinetKeys(tree: CabinetTree): Map<string, Cabinet> {
  const keys = new Map<string, Cabinet>([
    ['admin', tree.admin],
    ['ord', tree.ord],
    ['front-office', tree.frontOffice],
  ]);
  tree.agencies.forEach((agency, a) => {
    const key = AGENCY_KEYS[a] ?? `agency-${a + 1}`;
    keys.set(key, agency);
    tree.accounts
      .filter((c) => c.parentId === agency.id)
      .forEach((account, i) => keys.set(`${key}-account-${i + 1}`, account));
  });
  return keys;
}

const every = Object.fromEntries(PERMISSIONS.map((p) => [p, true]));
const only = (...names: Permission[]) => Object.fromEntries(names.map((p) => [p, true]));

const AGENCY_NAMES = ['Медиа Вектор', 'Дижитал Горизонт', 'Реклама Плюс', 'Северное сияние'];
export const ACCOUNT_CABINETS_PER_AGENCY = 2;

export function seedCabinets(ctx: ServerContext, rng: Random): CabinetTree {
  const make = (
    name: string,
    type: Cabinet['type'],
    permissions: Cabinet['permissions'],
    parentId: string | null = null,
  ): Cabinet => {
    const cabinet: Cabinet = { id: rng.objectId(), name, type, parentId, permissions };
    ctx.cabinets.insert(cabinet);
    return cabinet;
  };
  const admin = make('Администратор платформы', 'admin', every);
  const agencies = AGENCY_NAMES.map((name) =>
    make(name, 'agency', only('manageAccounts', 'manageCampaignSegments', 'manageAudience')),
  );
  const accounts: Cabinet[] = [];
  agencies.forEach((agency, a) => {
    for (let i = 0; i < ACCOUNT_CABINETS_PER_AGENCY; i++) {
      // The very first account cabinet is the viewer's: deliberately without permissions.
      const perms = a === 0 && i === 0 ? {} : only('manageCampaignSegments');
      accounts.push(make(accountName(a, i), 'account', perms, agency.id));
    }
  });
  const ord = make('Отдел маркировки рекламы (ОРД)', 'ord', only('manageAgency', 'manageAccounts'));
  const frontOffice = make('Фронт-офис', 'front_office', only('moderation', 'moderationCreatives', 'moderationApps'));
  return { admin, agencies, accounts, ord, frontOffice };
}

/** The tree of an existing database, for modules seeded after the first run. */
export function loadCabinetTree(ctx: ServerContext): CabinetTree {
  const all = ctx.cabinets.all();
  const ofType = (type: Cabinet['type']) => all.filter((c) => c.type === type);
  return {
    admin: ofType('admin')[0],
    agencies: ofType('agency'),
    accounts: ofType('account'),
    ord: ofType('ord')[0],
    frontOffice: ofType('front_office')[0],
  };
}
