import type { SeedModule } from './index';
import { inTree } from './tree';
import { ORD_REPORT_URL } from '../hooks/ord';

/**
 * Demo records of the ad registry, kept by the ORD department's cabinet (the admin sees them too);
 * the contracts they name are fixtures, a registered creative names a platform creative only of
 * the department's own tree.
 */

const creativeSeed: SeedModule = {
  resource: 'ordCreative',
  run(s) {
    const contracts = s.records('ordExternalContract');
    // The ORD department's own creatives (none: an agency's creative, its id and name, is not its
    // to copy, docs/reach.md R12): the registry's creatives of other platforms, by the contract's client.
    const creatives = inTree(s.ctx, s.cabinets.ord, s.records('creative'));
    const forms = ['video', 'banner', 'textGraphic', 'video', 'banner'];
    for (let i = 0; i < 10 && contracts.length; i++) {
      s.tick();
      const contract = contracts[i % contracts.length];
      const creative = creatives.length ? creatives[(i * 11) % creatives.length] : undefined;
      const client = String((contract.data.client as { name: string }).name);
      s.create(
        'ordCreative',
        {
          name: creative ? String(creative.data.name) : `Креатив ${i + 1} — ${client}`,
          ...(creative ? { creativeId: creative.id } : {}),
          contractId: contract.id,
          form: forms[i % forms.length],
          description: `Товары и услуги ${client}: сезонная акция`,
          kktuCodes: [['30.10.1'], ['30.15.3'], ['2.1.1', '2.1.4']][i % 3],
          targetUrls: [`https://example-${i + 1}.ru/promo`],
        },
        s.cabinets.ord,
      );
    }
  },
};

const reportSeed: SeedModule = {
  resource: 'ordReport',
  run(s) {
    const contracts = s.records('ordExternalContract');
    const months = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август'];
    months.forEach((month, i) => {
      if (!contracts.length) return;
      s.tick();
      const contract = contracts[i % contracts.length];
      const m = String(i + 1).padStart(2, '0');
      const last = new Date(Date.UTC(2025, i + 1, 0)).getUTCDate();
      const id = s.rng.objectId();
      const sent = i < 5;
      s.create(
        'ordReport',
        {
          name: `Акт за ${month} 2025 — ${String(contract.data.number)}`,
          contractId: contract.id,
          period: { start: `2025-${m}-01`, end: `2025-${m}-${last}` },
          actWins: s.rng.int(100, 5000) * 1000,
          amount: { vatRate: i % 4 === 3 ? 0 : 20, excludingVat: s.rng.int(200, 9000) * 100 },
          creativesAdditionNew: i % 3 !== 0,
        },
        s.cabinets.ord,
        {
          id,
          serverOwned: sent
            ? {
                status: 'sent',
                sendedAt: `2025-${String(i + 2).padStart(2, '0')}-05T10:00:00.000Z`,
                uploadedUrl: `${ORD_REPORT_URL}${id}`,
              }
            : undefined,
        },
      );
    });
  },
};

/** ORD records that refer to generated ones (creatives) or to their own id; contracts and invoices are fixtures. */
export const ordSeeds: SeedModule[] = [creativeSeed, reportSeed];
