/**
 * The reference data of the report dimensions (docs/product.md#entities "Report grouping dimensions"): what
 * the seeded facts draw from and how the reports label them. Fictional sites and apps.
 */

export {
  DIMENSION_TITLES,
  STATISTICS_DIMENSIONS as DIMENSIONS,
  STATISTICS_METRICS as METRICS,
  type StatisticsDimension as Dimension,
  type StatisticsMetric as Metric,
} from '../../src/domain/statisticsKeys';

export const COUNTRIES: Record<string, string> = {
  RU: 'Россия',
  BY: 'Беларусь',
  KZ: 'Казахстан',
  UZ: 'Узбекистан',
  AM: 'Армения',
};

/** Regions (ISO 3166-2, as campaign targeting names them) with their country and cities. */
export const REGIONS: Record<string, { name: string; country: string; cities: string[] }> = {
  'RU-MOW': { name: 'Москва', country: 'RU', cities: ['Москва'] },
  'RU-MOS': { name: 'Московская область', country: 'RU', cities: ['Подольск', 'Химки', 'Балашиха'] },
  'RU-SPE': { name: 'Санкт-Петербург', country: 'RU', cities: ['Санкт-Петербург'] },
  'RU-LEN': { name: 'Ленинградская область', country: 'RU', cities: ['Гатчина', 'Всеволожск'] },
  'RU-TA': { name: 'Республика Татарстан', country: 'RU', cities: ['Казань', 'Набережные Челны'] },
  'RU-NVS': { name: 'Новосибирская область', country: 'RU', cities: ['Новосибирск'] },
  'RU-SVE': { name: 'Свердловская область', country: 'RU', cities: ['Екатеринбург', 'Нижний Тагил'] },
  'RU-NIZ': { name: 'Нижегородская область', country: 'RU', cities: ['Нижний Новгород', 'Дзержинск'] },
  'RU-SAM': { name: 'Самарская область', country: 'RU', cities: ['Самара', 'Тольятти'] },
  'RU-KDA': { name: 'Краснодарский край', country: 'RU', cities: ['Краснодар', 'Сочи'] },
  'RU-ROS': { name: 'Ростовская область', country: 'RU', cities: ['Ростов-на-Дону'] },
  'RU-BA': { name: 'Республика Башкортостан', country: 'RU', cities: ['Уфа'] },
  'RU-CHE': { name: 'Челябинская область', country: 'RU', cities: ['Челябинск', 'Магнитогорск'] },
  'RU-PER': { name: 'Пермский край', country: 'RU', cities: ['Пермь'] },
  'RU-VOR': { name: 'Воронежская область', country: 'RU', cities: ['Воронеж'] },
  'RU-KYA': { name: 'Красноярский край', country: 'RU', cities: ['Красноярск'] },
  'RU-PRI': { name: 'Приморский край', country: 'RU', cities: ['Владивосток'] },
  'RU-KGD': { name: 'Калининградская область', country: 'RU', cities: ['Калининград'] },
  'BY-HM': { name: 'Минск', country: 'BY', cities: ['Минск'] },
  'KZ-ALA': { name: 'Алматы', country: 'KZ', cities: ['Алматы'] },
  'UZ-TK': { name: 'Ташкент', country: 'UZ', cities: ['Ташкент'] },
  'AM-ER': { name: 'Ереван', country: 'AM', cities: ['Ереван'] },
};

const RU = Object.keys(REGIONS).filter((r) => REGIONS[r].country === 'RU');

/** Regions of a campaign's geo target: super-regions and countries expand to their regions. */
export function targetRegions(geo: { superGeo?: string[]; idsWhiteList?: string[] } | undefined): string[] {
  const out = new Set<string>();
  for (const id of geo?.idsWhiteList ?? []) {
    if (REGIONS[id]) out.add(id);
    else for (const r of Object.keys(REGIONS)) if (REGIONS[r].country === id) out.add(r);
  }
  for (const s of geo?.superGeo ?? []) {
    const regions =
      s === 'msk-spb'
        ? ['RU-MOW', 'RU-SPE']
        : s === 'million'
          ? [
              'RU-MOW',
              'RU-SPE',
              'RU-TA',
              'RU-NVS',
              'RU-SVE',
              'RU-NIZ',
              'RU-SAM',
              'RU-KDA',
              'RU-ROS',
              'RU-BA',
              'RU-CHE',
              'RU-PER',
              'RU-VOR',
              'RU-KYA',
            ]
          : s === 'regions'
            ? RU.filter((r) => r !== 'RU-MOW' && r !== 'RU-SPE')
            : s === 'cis'
              ? Object.keys(REGIONS).filter((r) => REGIONS[r].country !== 'RU')
              : RU;
    regions.forEach((r) => out.add(r));
  }
  return out.size ? [...out] : RU;
}

export const DEVICES: Record<string, string> = {
  smartphone: 'Смартфон',
  tablet: 'Планшет',
  desktop: 'Компьютер',
  smarttv: 'Smart TV',
};
export const GENDERS: Record<string, string> = { male: 'Мужской', female: 'Женский', unknown: 'Не определён' };
export const AGE_INTERVALS: Record<string, string> = {
  '0-17': 'до 18',
  '18-24': '18–24',
  '25-34': '25–34',
  '35-44': '35–44',
  '45-54': '45–54',
  '55+': '55 и старше',
  unknown: 'Не определён',
};

export const DOMAINS = [
  'novosti-dnya.ru',
  'pogoda-sejchas.ru',
  'recepty-doma.ru',
  'avto-obzor.ru',
  'sport-lenta.ru',
  'kino-afisha.ru',
  'finansy-segodnya.ru',
  'tech-obzor.ru',
  'mama-forum.ru',
  'puteshestviya.ru',
  'dom-i-sad.ru',
  'igry-online.ru',
];
export const BUNDLES = [
  'ru.pogoda.app',
  'ru.novosti.reader',
  'com.kinoteka.tv',
  'ru.taxi.poehali',
  'com.match3.sladosti',
  'ru.bank.mobile',
  'ru.recepty.app',
  'com.puzzle.slova',
  'ru.sport.live',
  'ru.music.volna',
];
