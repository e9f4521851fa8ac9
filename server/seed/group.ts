import type { Cabinet } from '../cabinets';
import type { SeedContext, SeedModule } from './index';
import { GROUP_NAMES } from './campaignVocabulary';

/** The cabinet owning an account's campaigns: the account's own cabinet, else its agency's. */
export function accountCabinet(
  s: Pick<SeedContext, 'cabinets'>,
  account: { id: string; cabinetId: string | null },
): Cabinet {
  const { accounts, agencies, admin } = s.cabinets;
  return accounts.find((c) => c.id === account.id) ?? agencies.find((c) => c.id === account.cabinetId) ?? admin;
}

export const brandOf = (accountName: unknown): string => String(accountName).split(' — ')[0];

/** One group per name, each under a different account's cabinet (campaigns of that cabinet join it). */
export const groupsSeed: SeedModule = {
  resource: 'group',
  run(s) {
    const { rng, create, records, tick } = s;
    const accounts = records('account');
    if (!accounts.length) return;
    GROUP_NAMES.forEach((name, i) => {
      tick();
      const account = accounts[(i * 7 + 1) % accounts.length];
      const limits: Record<string, unknown> = { budgetTotal: rng.int(10, 200) * 50_000 };
      if (rng.chance(0.6)) limits.budgetDaily = rng.int(5, 50) * 2_000;
      if (rng.chance(0.4)) limits.frequencyCap = rng.int(2, 8);
      // Most groups run; every fourth is held back (paused).
      const status = i % 4 === 3 ? 'paused' : 'active';
      create('group', { name: `${name}: ${brandOf(account.data.name)}`, limits }, accountCabinet(s, account), {
        id: rng.objectId(),
        serverOwned: { status },
      });
    });
  },
};
