import { DEBUG_TARGETS_DEFAULT } from '../hooks/tools';
import type { SeedModule } from './index';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Two campaigns under debug: one with the default targets, one that also bypasses SSPs. */
export const debugSessionsSeed: SeedModule = {
  resource: 'debugSession',
  run({ rng, cabinets, create, records, tick }) {
    const all = records('campaign');
    const active = all.filter((c) => c.data.status === 'active');
    const campaigns = (active.length ? active : all).slice(0, 2);
    campaigns.forEach((campaign, i) => {
      tick();
      const debugId = Array.from({ length: 20 }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]).join('');
      const targets = i === 0 ? DEBUG_TARGETS_DEFAULT : { ...DEBUG_TARGETS_DEFAULT, ssp: true };
      const note = i === 0 ? 'Показ на тестовом Android-смартфоне' : 'Проверка креатива вне расписания';
      create('debugSession', { note, campaignId: campaign.id, targets }, cabinets.admin, {
        id: campaign.id,
        serverOwned: { debugId, startedBy: 'admin' },
      });
    });
  },
};
