/** Russian demo vocabulary of campaigns, groups and creatives; fictional, any likeness is accidental. */

export const CAMPAIGN_THEMES = [
  'Весенняя распродажа',
  'Новая коллекция',
  'Открытие филиала',
  'Чёрная пятница',
  'Новогодняя акция',
  'Имиджевая кампания',
  'Охват молодёжи',
  'Ретаргетинг посетителей',
  'Установки приложения',
  'Летний сезон',
  'Скидки выходного дня',
  'Запуск продукта',
  'День рождения бренда',
  'Программа лояльности',
  'Школьный сезон',
];

export const GROUP_NAMES = [
  'Федеральный охват',
  'Весна — видео',
  'Performance: установки',
  'Имиджевые размещения',
  'Сезонные акции',
  'Регионы: Поволжье',
  'Москва и область',
  'Тестовые гипотезы',
  'Ретаргетинг',
  'Новогодний флайт',
  'Брендинг — Smart TV',
];

export const CREATIVE_KINDS: Record<'video' | 'banner' | 'push', string[]> = {
  video: ['Ролик 15 с', 'Ролик 30 с', 'Ролик 6 с (бампер)', 'Вертикальный ролик'],
  banner: ['Баннер 300×250', 'Баннер 728×90', 'Полноэкранный баннер', 'Баннер 320×50'],
  push: ['Push: скидка', 'Push: новинка', 'Push: напоминание'],
};

export const PUSH_TEXTS = [
  { title: 'Скидки до 30%', text: 'Только до воскресенья — загляните к нам' },
  { title: 'Новинка уже в продаже', text: 'Посмотрите первыми' },
  { title: 'Вы кое-что забыли', text: 'Товары ждут в корзине' },
];

/** Audience segments offered by GET /v2/campaigns/segments (the platform's DMP dictionary). */
export interface AudienceSegment {
  id: string;
  name: string;
  type: 'appCheck' | 'visitHistory';
  size: number;
}

const segment = (n: number, type: AudienceSegment['type'], name: string, size: number): AudienceSegment => ({
  id: `5e9a${String(n).padStart(20, '0')}`,
  name,
  type,
  size,
});

export const AUDIENCE_SEGMENTS: AudienceSegment[] = [
  segment(1, 'appCheck', 'Установлены банковские приложения', 4_820_000),
  segment(2, 'appCheck', 'Установлены приложения доставки еды', 3_150_000),
  segment(3, 'appCheck', 'Установлены игры (казуальные)', 6_400_000),
  segment(4, 'appCheck', 'Установлены приложения такси', 2_730_000),
  segment(5, 'appCheck', 'Установлены маркетплейсы', 7_900_000),
  segment(6, 'appCheck', 'Установлены фитнес-трекеры', 1_120_000),
  segment(7, 'visitHistory', 'Посещали автосалоны', 640_000),
  segment(8, 'visitHistory', 'Посещали торговые центры', 5_300_000),
  segment(9, 'visitHistory', 'Посещали фитнес-клубы', 980_000),
  segment(10, 'visitHistory', 'Посещали аэропорты', 1_450_000),
  segment(11, 'visitHistory', 'Посещали кинотеатры', 2_210_000),
  segment(12, 'visitHistory', 'Посещали строительные гипермаркеты', 870_000),
];

/** Latin slugs of names.ts BRANDS (same order): demo sites and domains of the advertisers. */
export const BRAND_SLUGS = [
  'kolosok',
  'barista-coffee',
  'sib-okna',
  'magistral-auto',
  'clinic-zdorovie',
  'atlant-fit',
  'polka-books',
  'polet-tour',
  'uyut-mebel',
  'hvost-zoo',
  'globus-school',
  'romashka-flowers',
  'kirpich-market',
  'vzglyad-optika',
  'bystree-delivery',
  'samocvet-jewel',
  'bank-nadezhny',
  'premier-kino',
  'karapuz-kids',
  'ulybka-dent',
  'blesk-wash',
  'start-sport',
];
