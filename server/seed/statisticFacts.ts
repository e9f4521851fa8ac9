import { generateStatisticFacts } from '../statistics/facts';
import type { SeedModule } from './index';

/**
 * The hourly ad events of the last 30 days up to the seed moment (server/statistics/facts.ts),
 * for the seeded campaigns, creatives and SSPs; not a schema record, so it waits for creatives.
 */
export const statisticFactsSeed: SeedModule = {
  resource: 'statisticFacts',
  needs: 'creative',
  run({ ctx }) {
    generateStatisticFacts(ctx, ctx.now());
  },
};
