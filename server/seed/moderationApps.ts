import type { SeedModule } from './index';

const START = Date.parse('2025-03-02T08:00:00.000Z');

/** Fictional apps; any likeness is accidental. [name, developer, category, slug] */
const APPS: [string, string, string, string][] = [
  ['Погода Плюс', 'ООО «Метео Софт»', 'tools', 'pogodaplus'],
  ['Новости дня', 'Медиахолдинг «Вестник»', 'news', 'novostidnya'],
  ['Пазл «Котики»', 'Студия «Пиксель»', 'games', 'puzzlekotiki'],
  ['Рецепты на каждый день', 'ИП Соколова О. В.', 'food', 'receptydnya'],
  ['Такси «Быстро»', 'ООО «Быстро Мобильность»', 'travel', 'taxibystro'],
  ['Банк в кармане', 'Банк «Надёжный»', 'finance', 'bankvkarmane'],
  ['Три в ряд: Сокровища', 'Студия «Пиксель»', 'games', 'match3treasure'],
  ['Фитнес-дневник', 'ООО «Здоровые привычки»', 'health', 'fitdnevnik'],
  ['Английский за 5 минут', 'Школа языков «Глобус»', 'education', 'english5min'],
  ['Кинопоиск сеансов', 'ООО «Премьер Медиа»', 'entertainment', 'kinoseansy'],
  ['Скидки рядом', 'ООО «Купон»', 'shopping', 'skidkiryadom'],
  ['Фонарик Pro', 'ИП Орлов П. А.', 'tools', 'fonarikpro'],
  ['Шахматы онлайн', 'Клуб «Гамбит»', 'games', 'chessonline'],
  ['Курс валют сегодня', 'ООО «Финансовые сервисы»', 'finance', 'kursvalut'],
  ['Доставка «Быстрее»', 'ООО «Быстрее»', 'food', 'dostavkabystree'],
  ['Сканер документов', 'ООО «Офис Мобайл»', 'tools', 'skanerdoc'],
  ['Гороскоп на день', 'ИП Лебедев С. Н.', 'entertainment', 'goroskop'],
  ['Ферма: Урожай', 'Студия «Зерно»', 'games', 'fermaurozhay'],
  ['Расписание электричек', 'ООО «Транспорт Онлайн»', 'travel', 'elektrichki'],
  ['Медитация и сон', 'ООО «Тишина»', 'health', 'meditaciyason'],
  ['Маркет «Кирпич»', 'Строймаркет «Кирпич»', 'shopping', 'marketkirpich'],
  ['Детские сказки', 'Издательство «Полка»', 'education', 'skazki'],
  ['Гонки по городу', 'Студия «Нитро»', 'games', 'gonkigorod'],
  ['Спорт-экспресс онлайн', 'Медиахолдинг «Вестник»', 'news', 'sportexpress'],
  ['Кошелёк бонусов', 'ООО «Лояльность»', 'finance', 'koshelekbonus'],
  ['Чистый телефон', 'ИП Волков И. Д.', 'tools', 'chistyphone'],
  ['Квест «Тайна усадьбы»', 'Студия «Пиксель»', 'games', 'questusadba'],
  ['Афиша города', 'ООО «Город Медиа»', 'entertainment', 'afishagoroda'],
  ['Цветы «Ромашка»', 'Цветы «Ромашка»', 'shopping', 'romashkaflowers'],
  ['Тренировки дома', 'Фитнес-клуб «Атлант»', 'health', 'trenirovkidoma'],
  ['Билеты на поезд', 'ООО «Полёт Тур»', 'travel', 'biletypoezd'],
  ['Словарь синонимов', 'ИП Морозова Н. Е.', 'education', 'sinonimy'],
  ['Судоку классика', 'Студия «Зерно»', 'games', 'sudokuclassic'],
  ['Радио онлайн', 'ООО «Эфир»', 'entertainment', 'radioonline'],
  ['Календарь огородника', 'ООО «Дача Софт»', 'tools', 'ogorodnik'],
  ['Экономия на продуктах', 'ООО «Купон»', 'shopping', 'ekonomiya'],
];

const REASONS = [
  'Контент для взрослых',
  'Подозрение на фрод: аномальный CTR',
  'Приложение удалено из магазина',
  'Рекламные места перекрывают интерфейс',
];

/**
 * The apps queue (schema moderationApp): apps first seen in the SSPs' traffic, some already
 * decided by the front office. Written directly: clients cannot create queue entries.
 */
export const moderationAppsSeed: SeedModule = {
  resource: 'moderationApp',
  run({ ctx, rng, cabinets, records }) {
    const ssps = records('ssp').map((r) => String(r.data.sysname ?? r.id));
    const moderators = records('user').filter((u) => u.cabinetId === cabinets.frontOffice.id).map((u) => String(u.data.login));
    if (!moderators.length) moderators.push('admin');
    let clock = START;
    APPS.forEach(([name, developer, category, slug], i) => {
      clock += rng.int(2, 30) * 3600_000 + rng.int(0, 3599) * 1000;
      const ios = i % 3 === 2;
      const digits = rng.digits(10);
      const bundle = ios ? `id${digits}` : `ru.${slug}.app`;
      const roll = rng.next();
      const moderationStatus = roll < 0.4 ? 'pending' : roll < 0.75 ? 'approved' : roll < 0.9 ? 'disapproved' : 'cooking';
      const decided = moderationStatus === 'approved' || moderationStatus === 'disapproved';
      const createdAt = new Date(clock).toISOString();
      const data: Record<string, unknown> = {
        name,
        bundle,
        platform: ios ? 'iOS' : 'Android',
        developer,
        category,
        storeUrl: ios ? `https://apps.apple.com/ru/app/id${digits}` : `https://play.google.com/store/apps/details?id=${bundle}`,
        ...(ssps.length ? { ssp: rng.pick(ssps) } : {}),
        dailyRequests: rng.int(2, 900) * 1000,
        moderationStatus,
        ...(moderationStatus === 'disapproved' ? { reason: rng.pick(REASONS) } : {}),
        ...(decided ? { moderatedAt: new Date(clock + rng.int(1, 20) * 3600_000).toISOString(), moderatedBy: rng.pick(moderators) } : {}),
        createdAt,
      };
      const errors = ctx.set.validate('moderationApp', data);
      if (errors) throw new Error(`moderationApp seed: ${JSON.stringify(errors)}`);
      ctx.store.insert('moderationApp', rng.objectId(), cabinets.admin.id, data, createdAt);
    });
  },
};
