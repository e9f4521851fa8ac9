import type { SeedContext, SeedModule } from './index';
import { BRANDS } from './names';
import { ORD_REPORT_URL } from '../routes/ord';

/**
 * Demo records of the ad registry, kept by the ORD department's cabinet (the admin sees them
 * too). Legal names are fictional; INNs are made-up digits.
 */
const inn = (s: SeedContext, digits = 10) => s.rng.digits(digits);
const legal = (brand: string) => `ООО «${brand.replace(/^.*«(.*)»$/, '$1').replace(/[«»]/g, '')}»`;
const date = (s: SeedContext, year = 2025) => `${year}-${String(s.rng.int(1, 9)).padStart(2, '0')}-${String(s.rng.int(1, 28)).padStart(2, '0')}`;
const party = (s: SeedContext, name: string, legalForm = 'ul') => ({ name, inn: inn(s, legalForm === 'ul' ? 10 : 12), legalForm });
const SUBJECTS = ['distribution', 'orgDistribution', 'representation', 'mediation'];

const externalSeed: SeedModule = {
  resource: 'ordExternalContract',
  run(s) {
    for (let i = 0; i < 8; i++) {
      s.tick();
      s.create('ordExternalContract', {
        number: `${i < 4 ? 'РД' : 'ДУ'}-${2025}/${String(101 + i * 13)}`,
        signDate: date(s, 2024),
        type: i % 3 === 2 ? 'intermediaryContract' : 'contract',
        subjectType: SUBJECTS[i % SUBJECTS.length],
        client: party(s, legal(BRANDS[i])),
        contractor: party(s, i % 2 ? 'ООО «Медиа Вектор»' : 'ООО «Дижитал Горизонт»'),
        vatIncluded: i % 4 !== 3,
      }, s.cabinets.ord);
    }
  },
};

const initialSeed: SeedModule = {
  resource: 'ordInitialContract',
  run(s) {
    for (let i = 0; i < 5; i++) {
      s.tick();
      s.create('ordInitialContract', {
        number: `ИД-${2025}/${String(11 + i * 7)}`,
        signDate: date(s),
        type: 'contract',
        subjectType: i % 2 ? 'representation' : 'orgDistribution',
        client: party(s, legal(BRANDS[i + 8])),
        contractor: party(s, i === 4 ? 'ИП Орлов Павел Сергеевич' : 'ООО «Реклама Плюс»', i === 4 ? 'ip' : 'ul'),
        amount: s.rng.int(50, 900) * 10_000,
        vatIncluded: true,
      }, s.cabinets.ord);
    }
  },
};

const ourSeed: SeedModule = {
  resource: 'ordOurContract',
  run(s) {
    s.records('agency').slice(0, 4).forEach((agency, i) => {
      s.tick();
      s.create('ordOurContract', {
        agencyId: agency.id,
        number: `НД-${2025}/${String(1 + i)}`,
        signDate: date(s),
        type: 'contract',
        subjectType: 'distribution',
        amount: s.rng.int(100, 3000) * 10_000,
        vatIncluded: true,
      }, s.cabinets.ord);
    });
  },
};

const creativeSeed: SeedModule = {
  resource: 'ordCreative',
  run(s) {
    const contracts = s.records('ordExternalContract');
    const creatives = s.records('creative');
    const forms = ['video', 'banner', 'textGraphic', 'video', 'banner'];
    for (let i = 0; i < 10 && contracts.length; i++) {
      s.tick();
      const contract = contracts[i % contracts.length];
      const creative = creatives.length ? creatives[(i * 11) % creatives.length] : undefined;
      const client = String((contract.data.client as { name: string }).name);
      s.create('ordCreative', {
        name: creative ? String(creative.data.name) : `Креатив ${i + 1} — ${client}`,
        ...(creative ? { creativeId: creative.id } : {}),
        contractId: contract.id,
        form: forms[i % forms.length],
        description: `Товары и услуги ${client}: сезонная акция`,
        kktuCodes: [['30.10.1'], ['30.15.3'], ['2.1.1', '2.1.4']][i % 3],
        targetUrls: [`https://example-${i + 1}.ru/promo`],
      }, s.cabinets.ord);
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
      s.create('ordReport', {
        name: `Акт за ${month} 2025 — ${String(contract.data.number)}`,
        contractId: contract.id,
        period: { start: `2025-${m}-01`, end: `2025-${m}-${last}` },
        actWins: s.rng.int(100, 5000) * 1000,
        amount: { vatRate: i % 4 === 3 ? 0 : 20, excludingVat: s.rng.int(200, 9000) * 100 },
        creativesAdditionNew: i % 3 !== 0,
      }, s.cabinets.ord, {
        id,
        serverOwned: sent ? { status: 'sent', sendedAt: `2025-${String(i + 2).padStart(2, '0')}-05T10:00:00.000Z`, uploadedUrl: `${ORD_REPORT_URL}${id}` } : undefined,
      });
    });
  },
};

const invoiceSeed: SeedModule = {
  resource: 'ordInvoice',
  run(s) {
    const contracts = s.records('ordExternalContract');
    for (let i = 0; i < 6 && contracts.length; i++) {
      s.tick();
      const m = String(i + 1).padStart(2, '0');
      s.create('ordInvoice', {
        number: `СЧ-${2025}-${String(301 + i)}`,
        date: `2025-${String(i + 2).padStart(2, '0')}-03`,
        contractId: contracts[i % contracts.length].id,
        period: { start: `2025-${m}-01`, end: `2025-${m}-28` },
        amount: { vatRate: 20, excludingVat: s.rng.int(300, 8000) * 100 },
      }, s.cabinets.ord);
    }
  },
};

export const ordSeeds: SeedModule[] = [externalSeed, initialSeed, ourSeed, creativeSeed, reportSeed, invoiceSeed];
