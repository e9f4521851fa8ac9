import { saveGuestPermissions } from '../hooks/account';
import type { SeedModule } from './index';
import { ACCOUNTS_PER_AGENCY, accountName } from './names';

const COSTS = ['Производство видеоролика', 'Верификация показов', 'Подготовка креативов', 'Аналитический отчёт'];

/** What the guests of an agency's first account may see (the others have no guest access). */
const GUEST_ACCESS = {
  commonPermissions: { manageCampaignSegments: true, manageExtraEvents: true },
  columnPermissions: { impressions: true, clicks: true, ctr: true, views: true, vtr: true },
};

/**
 * ACCOUNTS_PER_AGENCY accounts per agency (more than one page of 25), owned by the agency's
 * cabinet; an account that has its own cabinet shares that cabinet's id. Statistics are not
 * stored: GET /v2/accounts?statistics=true computes them for the asked period.
 */
export const accountsSeed: SeedModule = {
  resource: 'account',
  run({ ctx, rng, cabinets, create, records, tick }) {
    const agencies = records('agency');
    agencies.forEach((agency, a) => {
      const owner = cabinets.agencies.find((c) => c.id === agency.cabinetId) ?? cabinets.admin;
      const ownCabinets = cabinets.accounts.filter((c) => c.parentId === owner.id);
      for (let i = 0; i < ACCOUNTS_PER_AGENCY; i++) {
        tick();
        const finance: Record<string, unknown> = {
          currency: agency.data.currency,
          creditLimit: rng.int(0, 20) * 10000,
          commission: rng.int(0, 30) / 2,
          vatIncluded: rng.chance(0.6),
        };
        const data: Record<string, unknown> = { name: accountName(a, i), agencyID: agency.id, finance };
        if (rng.chance(0.25)) {
          data.specificCosts = [
            {
              name: rng.pick(COSTS),
              amount: rng.int(5, 200) * 1000,
              date: `2025-0${rng.int(1, 9)}-${String(rng.int(1, 28)).padStart(2, '0')}`,
            },
          ];
        }
        const id = create('account', data, owner, {
          id: ownCabinets[i]?.id ?? rng.objectId(),
          serverOwned: {
            status: rng.chance(0.85) ? 'active' : 'blocked',
            finance: { balance: rng.int(0, 2000) * 500 },
          },
        });
        if (i === 0) saveGuestPermissions(ctx, id, owner.id, GUEST_ACCESS, true);
      }
    });
  },
};
