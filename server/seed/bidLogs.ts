import type { SeedModule } from './index';

/** A few finished bid logs, as an operator leaves them after an investigation. */
export const bidLogsSeed: SeedModule = {
  resource: 'bidLog',
  run({ cabinets, create, rng, tick }) {
    const logs: [string, string, number, string][] = [
      ['ru.pogodaplus.app', 'inapp', 500, 'admin'],
      ['novosti-dnya.ru', 'rtb', 1000, 'admin'],
      ['pub-104233', 'vast', 200, 'd.smirnov'],
      ['id1460012345', 'inapp', 300, 'admin'],
      ['push-express-17', 'push', 150, 'd.smirnov'],
    ];
    for (const [publisher, instanceType, count, startedBy] of logs) {
      tick();
      create('bidLog', { publisher, instanceType, count }, cabinets.admin, { id: rng.objectId(), serverOwned: { startedBy } });
    }
  },
};
