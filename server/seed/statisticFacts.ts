import { ensureStatisticFacts, FACTS_MODULE } from '../statistics/facts';
import type { SeedModule } from './index';

/**
 * The hourly ad events of the last 30 days up to the seed moment (server/statistics/facts.ts),
 * for the seeded campaigns, creatives and SSPs; not a schema record, so it waits for creatives.
 * Seeding records the moment; the rows are written on first use (ensureFactsFilled).
 */
export const statisticFactsSeed: SeedModule = {
  resource: FACTS_MODULE,
  needs: 'creative',
  run({ ctx }) {
    ensureStatisticFacts(ctx.db);
  },
};
