import type { SeedModule } from './index';

const LATIN = ['mediavector', 'digitalhorizon', 'reklamaplus', 'severnoe-siyanie'];

/**
 * One agency record per agency cabinet, with the cabinet's id and owned by it. Balances and the
 * self-service minimal CPM are server-owned (changed by their own calls), so they come in as such.
 */
export const agenciesSeed: SeedModule = {
  resource: 'agency',
  run({ rng, cabinets, create, tick }) {
    cabinets.agencies.forEach((cabinet, i) => {
      tick();
      const data: Record<string, unknown> = {
        name: cabinet.name,
        legalName: `ООО «${cabinet.name}»`,
        inn: rng.digits(10),
        serviceModel: i === 2 ? 'selfService' : 'fullService',
        currency: i === 3 ? 'usd' : 'rub',
        email: `billing@${LATIN[i % LATIN.length]}.ru`,
        site: `https://${LATIN[i % LATIN.length]}.ru`,
      };
      if (i === 0) data.comment = 'Ключевой партнёр: ежемесячная сверка до 5-го числа.';
      const serverOwned: Record<string, unknown> = { balance: rng.int(50, 5000) * 1000 };
      if (data.serviceModel === 'selfService') serverOwned.minimalCPM = rng.int(40, 250);
      create('agency', data, cabinet, { id: cabinet.id, serverOwned });
    });
  },
};
