import { ensurePlayerEvents, insertPlayerEvents, type PlayerEvent } from '../statistics/playerEvents';
import type { SeedModule } from './index';
import { inTree } from './tree';

/** Days of events per interactive creative at most (from its campaign's start), to keep the demo small. */
const MAX_EVENT_DAYS = 31;
const DAY_MS = 86_400_000;

const OFFERS = [
  'Скидка 20% на первый заказ',
  'Бесплатная доставка',
  'Подарок к покупке',
  'Рассрочка 0%',
  'Промокод на 500 ₽',
];
const PAGES = ['Главная', 'Каталог', 'Акции', 'Форма заявки', 'Контакты'];
const EXTRA_EVENTS: [string, string][] = [
  ['microsite', 'Звонок с микросайта'],
  ['offers', 'Промокод скопирован'],
  ['offers', 'Переход в чат с менеджером'],
  ['microsite', 'Заявка через форму партнёра'],
  ['logo', 'Переход в приложение'],
  ['overlay', 'Подписка на рассылку'],
];

/**
 * The interactive side of the demo (docs/product.md#routes main and interactive statistics): after the
 * player configurations exist, about half of the video creatives get one (as if they had been
 * created with it: the seed writes the field in place, version unchanged), and each such
 * creative gets player events for every day of its campaign (at most MAX_EVENT_DAYS): views and
 * clicks of 2–3 offers, the logo, the overlay and 2–4 microsite pages. About 40% of them get
 * 1–3 extra statistics records, owned by the creative's cabinet.
 */
export const interactiveSeed: SeedModule = {
  resource: 'extraStatistic',
  run({ ctx, rng, create, records, tick }) {
    ensurePlayerEvents(ctx.db);
    const configs = records('playerConfig');
    if (!configs.length) return;
    const campaigns = new Map(records('campaign').map((c) => [c.id, c]));
    const link = ctx.db.prepare(
      "UPDATE records SET data = json_set(data, '$.videoData.playerConfigId', ?) WHERE resource = 'creative' AND id = ?",
    );
    for (const creative of records('creative')) {
      const campaign = campaigns.get(String(creative.data.campaignId));
      if (!campaign || campaign.data.creativeType !== 'video' || !creative.data.videoData || !rng.chance(0.5)) continue;
      // A configuration of the creative's own tree (its agency's): another agency's is not its to name.
      const own = inTree(ctx, ctx.cabinets.get(creative.cabinetId!)!, configs);
      if (own.length) link.run(rng.pick(own).id, creative.id);

      const dates = (campaign.data.calendar as { dates?: { start?: string; end?: string } } | undefined)?.dates ?? {};
      const start = Date.parse(`${dates.start ?? '2025-03-01'}T00:00:00Z`);
      const end = Math.min(
        Date.parse(`${dates.end ?? dates.start ?? '2025-03-01'}T00:00:00Z`),
        start + (MAX_EVENT_DAYS - 1) * DAY_MS,
      );
      const offers = [...OFFERS].sort(() => rng.next() - 0.5).slice(0, rng.int(2, 3));
      const pages = PAGES.slice(0, rng.int(2, 4));
      const items: [PlayerEvent['kind'], string, number, number][] = [
        ...offers.map(
          (o, i) =>
            ['offers', o, 0.5 / (i + 1), 0.02 + rng.next() * 0.05] as [PlayerEvent['kind'], string, number, number],
        ),
        ['logo', 'Логотип', 1, 0.004 + rng.next() * 0.01],
        ['overlay', 'Оверлей', 0.6, 0.01 + rng.next() * 0.03],
        ...pages.map(
          (p, i) =>
            ['microsite', p, 0.08 / (i + 1), 0.1 + rng.next() * 0.3] as [PlayerEvent['kind'], string, number, number],
        ),
      ];
      const base = rng.int(300, 4000);
      const events: PlayerEvent[] = [];
      for (let day = start; day <= end; day += DAY_MS) {
        const date = new Date(day).toISOString().slice(0, 10);
        const weekday = new Date(day).getUTCDay();
        const daily = base * (weekday === 0 || weekday === 6 ? 0.75 : 1) * (0.6 + rng.next() * 0.8);
        for (const [kind, item, share, ctr] of items) {
          const views = Math.round(daily * share * (0.8 + rng.next() * 0.4));
          const clicks = Math.round(views * ctr * (0.7 + rng.next() * 0.6));
          if (views > 0) events.push({ creativeId: creative.id, kind, item, day: date, views, clicks });
        }
      }
      insertPlayerEvents(ctx.db, campaign.id, events);

      if (!rng.chance(0.4)) continue;
      const owner = ctx.cabinets.get(creative.cabinetId!)!;
      for (let k = rng.int(1, 3); k > 0; k--) {
        tick();
        const [element, event] = rng.pick(EXTRA_EVENTS);
        const date = new Date(start + rng.int(0, Math.round((end - start) / DAY_MS)) * DAY_MS)
          .toISOString()
          .slice(0, 10);
        create(
          'extraStatistic',
          {
            creativeId: creative.id,
            element,
            event,
            date,
            count: rng.int(3, 400),
            ...(rng.chance(0.5) ? { comment: 'По отчёту партнёра' } : {}),
          },
          owner,
        );
      }
    }
  },
};
