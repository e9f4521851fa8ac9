import { RecordService } from '../recordService';
import { RESOURCE_HOOKS } from '../hooks';
import { recordVersion } from '../hooks/reservation';
import type { SeedModule } from './index';
import { PEOPLE } from './names';

const START = Date.parse('2025-03-10T10:00:00.000Z');

interface Plan {
  name: string;
  advertiser: string;
  externalId: string;
  deployments: { name: string; start: string; end: string; budget: number; event: string; price: number }[];
  /** Later edits, each one a new version. */
  edits: Record<string, unknown>[];
}

const PLANS: Plan[] = [
  {
    name: 'Весенняя кампания «Колосок»',
    advertiser: 'Пекарня «Колосок»',
    externalId: 'MP-2025-014',
    deployments: [
      {
        name: 'Главная страница — апрель',
        start: '2025-04-01',
        end: '2025-04-30',
        budget: 450_000,
        event: 'show',
        price: 180,
      },
      {
        name: 'Видео pre-roll — май',
        start: '2025-05-01',
        end: '2025-05-31',
        budget: 620_000,
        event: 'vtr',
        price: 2.4,
      },
    ],
    edits: [{ comment: 'Бюджет согласован с клиентом 14.03' }, { name: 'Весенняя кампания «Колосок» 2025' }],
  },
  {
    name: 'Запуск сезона «Атлант»',
    advertiser: 'Фитнес-клуб «Атлант»',
    externalId: 'CRM-88231',
    deployments: [
      {
        name: 'Баннеры в спортивных приложениях',
        start: '2025-04-10',
        end: '2025-06-10',
        budget: 300_000,
        event: 'click',
        price: 14,
      },
    ],
    edits: [{ externalId: 'CRM-88231-A' }],
  },
  {
    name: 'Новая коллекция «Самоцвет»',
    advertiser: 'Ювелирный «Самоцвет»',
    externalId: 'MP-2025-031',
    deployments: [
      {
        name: 'Премиальные площадки — май',
        start: '2025-05-05',
        end: '2025-05-25',
        budget: 900_000,
        event: 'show',
        price: 320,
      },
      {
        name: 'Мобильный трафик — май',
        start: '2025-05-05',
        end: '2025-05-31',
        budget: 400_000,
        event: 'show',
        price: 140,
      },
      {
        name: 'Ретаргетинг — июнь',
        start: '2025-06-01',
        end: '2025-06-30',
        budget: 250_000,
        event: 'click',
        price: 22,
      },
    ],
    edits: [{ comment: 'Креативы на согласовании у бренда' }],
  },
  {
    name: 'Летние туры «Полёт»',
    advertiser: 'Турагентство «Полёт»',
    externalId: 'TOUR-2025-07',
    deployments: [
      {
        name: 'Видео на Smart TV',
        start: '2025-06-01',
        end: '2025-07-15',
        budget: 1_200_000,
        event: 'vtr',
        price: 3.1,
      },
    ],
    edits: [{ advertiser: 'Турагентство «Полёт» (ООО «Полёт-Тур»)' }, { comment: 'Продлено до середины июля' }],
  },
  {
    name: 'Открытие филиала «Улыбка»',
    advertiser: 'Стоматология «Улыбка»',
    externalId: 'MP-2025-052',
    deployments: [
      {
        name: 'Геотаргетинг — район открытия',
        start: '2025-05-15',
        end: '2025-06-15',
        budget: 180_000,
        event: 'show',
        price: 150,
      },
      {
        name: 'Установки приложения записи',
        start: '2025-05-15',
        end: '2025-06-30',
        budget: 220_000,
        event: 'install',
        price: 95,
      },
    ],
    edits: [],
  },
  {
    name: 'Осенний каталог «Уют»',
    advertiser: 'Мебель «Уют»',
    externalId: 'CRM-90412',
    deployments: [
      {
        name: 'Баннеры на новостных сайтах',
        start: '2025-09-01',
        end: '2025-10-31',
        budget: 540_000,
        event: 'show',
        price: 120,
      },
    ],
    edits: [{ name: 'Осенний каталог «Уют» — Москва' }],
  },
];

/**
 * Reservations of the agencies, each with its deployments and a few later edits, so that every
 * one has a version history (the first version before its deployments were added).
 */
export const reservationsSeed: SeedModule = {
  resource: 'reservation',
  run({ ctx, rng, cabinets, records }) {
    let clock = START;
    const at = { ...ctx, now: () => new Date(clock) };
    const service = new RecordService(at, RESOURCE_HOOKS);
    const tick = () => {
      clock += rng.int(2, 72) * 3600_000 + rng.int(0, 3599) * 1000;
    };
    const agencies = records('agency');
    const reservationDef = ctx.defs.get('reservation')!;
    const deploymentDef = ctx.defs.get('deployment');
    PLANS.forEach((plan, i) => {
      const agency = agencies[i % agencies.length];
      const owner = cabinets.agencies.find((c) => c.id === agency.cabinetId) ?? cabinets.admin;
      const author = rng.pick(PEOPLE).name;
      tick();
      const id = service.create(
        reservationDef,
        { name: plan.name, advertiser: plan.advertiser, agency: agency.id, externalId: plan.externalId },
        owner.id,
        null,
        { id: rng.objectId() },
      );
      recordVersion(at, ctx.store.get('reservation', id)!, author, rng.objectId());
      for (const d of deploymentDef ? plan.deployments : []) {
        tick();
        service.create(
          deploymentDef!,
          {
            name: d.name,
            reservationID: id,
            dates: { start: d.start, end: d.end },
            finance: {
              currency: agency.data.currency,
              budget: d.budget,
              billingEvent: d.event,
              price: d.price,
              vatIncluded: true,
            },
          },
          owner.id,
          null,
          { id: rng.objectId() },
        );
      }
      for (const edit of [...plan.edits, ...(plan.edits.length ? [] : [{ comment: 'Размещения подтверждены' }])]) {
        tick();
        const updated = service.update(reservationDef, ctx.store.get('reservation', id)!, edit, null);
        recordVersion(at, updated, rng.pick(PEOPLE).name, rng.objectId());
      }
    });
  },
};
