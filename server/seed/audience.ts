import type { BigListType } from '../../src/domain/bigLists';
import { isInventoryDomainKept } from '../../src/domain/inventoryDomains';
import type { Cabinet } from '../cabinets';
import { replaceBigListValues } from '../resources/bigList';
import { ensureRetargeting, KNOWN_APPS, PANEL_CATEGORIES } from '../resources/audienceSegments';
import { campaignPlacements } from '../routes/bigLists';
import type { SeedContext, SeedModule } from './index';

/**
 * Demo audiences: in the admin cabinet and in the agency cabinets (agencies manage their
 * audiences too), all in Russian and the same on every first run.
 */
const ownersOf = (s: SeedContext): Cabinet[] => [s.cabinets.admin, ...s.cabinets.agencies];
const ownerById = (s: SeedContext, id: string | null): Cabinet =>
  [s.cabinets.admin, ...s.cabinets.agencies, ...s.cabinets.accounts, s.cabinets.ord, s.cabinets.frontOffice].find((c) => c.id === id) ?? s.cabinets.admin;
/** The campaigns an owner's cabinet sees (its own and those of the accounts under it). */
const campaignsOf = (s: SeedContext, owner: Cabinet) => {
  const below = new Set([owner.id, ...s.cabinets.accounts.filter((a) => a.parentId === owner.id).map((a) => a.id)]);
  return s.records('campaign').filter((c) => owner.type === 'admin' || (c.cabinetId !== null && below.has(c.cabinetId)));
};

const APP_SEGMENTS: { name: string; platform: 'Android' | 'iOS'; mode?: 'notInstalled'; bundles: string[] }[] = [
  { name: 'Любители кофе и выпечки', platform: 'Android', bundles: ['ru.kolosok.bakery', 'ru.barista.coffee'] },
  { name: 'Автомобилисты', platform: 'Android', bundles: ['ru.magistral.auto', 'ru.taxi.vezu'] },
  { name: 'Путешественники', platform: 'Android', bundles: ['ru.polet.travel', 'ru.pogoda.segodnya'] },
  { name: 'Молодые родители', platform: 'Android', bundles: ['ru.karapuz.kids', 'ru.bystree.delivery'] },
  { name: 'Игроки в головоломки', platform: 'Android', bundles: ['com.gamestudio.puzzle', 'com.gamestudio.sudoku'] },
  { name: 'Клиенты банков (iOS)', platform: 'iOS', bundles: ['id1450023456'] },
  { name: 'Без приложения доставки', platform: 'Android', mode: 'notInstalled', bundles: ['ru.bystree.delivery'] },
  { name: 'Изучают языки (iOS)', platform: 'iOS', bundles: ['id1500078901', 'id1460034567'] },
  { name: 'Спорт и здоровье', platform: 'Android', bundles: ['ru.atlant.fitness', 'ru.start.sport', 'ru.zdorovie.clinic'] },
  { name: 'Читатели', platform: 'Android', bundles: ['ru.polka.books', 'ru.novosti.den'] },
];

const appCheckSeed: SeedModule = {
  resource: 'appCheckSegment',
  run(s) {
    const owners = ownersOf(s);
    APP_SEGMENTS.forEach((seg, i) => {
      s.tick();
      s.create('appCheckSegment', { name: seg.name, platform: seg.platform, mode: seg.mode ?? 'installed', bundles: seg.bundles, lookbackDays: [30, 60, 90, 14][i % 4] },
        owners[i % owners.length]);
    });
  },
};

const portraitSeed: SeedModule = {
  resource: 'audiencePortrait',
  run(s) {
    s.records('appCheckSegment').slice(0, 6).forEach((segment) => {
      s.tick();
      s.create('audiencePortrait', { name: `Портрет: ${String(segment.data.name)}`, segmentId: segment.id }, ownerById(s, segment.cabinetId));
    });
  },
};

const hex = (s: SeedContext, n: number) => Array.from({ length: n }, () => s.rng.int(0, 15).toString(16)).join('');
const uuid = (s: SeedContext) => `${hex(s, 8)}-${hex(s, 4)}-4${hex(s, 3)}-a${hex(s, 3)}-${hex(s, 12)}`;

const customSeed: SeedModule = {
  resource: 'customSegment',
  run(s) {
    const owners = ownersOf(s);
    const rows: [string, string][] = [['Покупатели программы лояльности', 'gaid'], ['Клиенты CRM (iOS)', 'idfa'], ['Подписчики рассылки', 'emailMd5'], ['Обращения в колл-центр', 'phoneMd5']];
    rows.forEach(([name, idType], i) => {
      s.tick();
      const ids = Array.from({ length: s.rng.int(30, 120) }, () => (idType.endsWith('Md5') ? hex(s, 32) : uuid(s)));
      s.create('customSegment', { name, idType, ids, ttlDays: [90, 180, 30, 60][i] }, owners[i % owners.length]);
    });
  },
};

const dmpSeed: SeedModule = {
  resource: 'dmpSegment',
  run(s) {
    const rows: [string, string, string, number][] = [
      ['Планируют покупку авто', 'dmpAlpha', 'Авто', 85], ['Интерес к ипотеке', 'dmpAlpha', 'Недвижимость', 120], ['Владельцы кошек', 'dmpSigma', 'Домашние животные', 45],
      ['Ждут ребёнка', 'dmpSigma', 'Семья', 95], ['Путешествуют за границу', 'dmpOmega', 'Туризм', 70], ['Любители фитнеса', 'dmpOmega', 'Спорт', 40],
      ['Высокий доход', 'dmpAlpha', 'Финансы', 150], ['Студенты', 'dmpSigma', 'Образование', 30], ['Дачники', 'dmpOmega', 'Дом и сад', 35],
    ];
    rows.forEach(([name, provider, category, cpm], i) => {
      s.tick();
      s.create('dmpSegment', { name, provider, externalId: `${provider.slice(3).toUpperCase()}-${1000 + i * 37}`, category, cpm, active: i % 4 !== 3 },
        s.cabinets.admin, { serverOwned: { usersCount: s.rng.int(80, 4000) * 1000 } });
    });
  },
};

const geoSeed: SeedModule = {
  resource: 'geoSegment',
  run(s) {
    const owners = ownersOf(s);
    const rows: { name: string; points: { title: string; lat: number; lon: number; radius: number }[] }[] = [
      { name: 'Вокзалы Москвы', points: [{ title: 'Казанский вокзал', lat: 55.7736, lon: 37.6566, radius: 500 }, { title: 'Киевский вокзал', lat: 55.7432, lon: 37.5661, radius: 500 }] },
      { name: 'Аэропорты Петербурга', points: [{ title: 'Пулково', lat: 59.8003, lon: 30.2625, radius: 2000 }] },
      { name: 'Центр Казани', points: [{ title: 'Кремль', lat: 55.7987, lon: 49.1064, radius: 1500 }, { title: 'Улица Баумана', lat: 55.7887, lon: 49.1221, radius: 800 }] },
      { name: 'Торговые центры Новосибирска', points: [{ title: 'ТЦ на площади Маркса', lat: 54.9833, lon: 82.8964, radius: 700 }, { title: 'ТЦ у метро Заельцовская', lat: 55.0594, lon: 82.9123, radius: 700 }] },
      { name: 'Университеты Екатеринбурга', points: [{ title: 'Студгородок', lat: 56.8443, lon: 60.6539, radius: 1200 }] },
    ];
    rows.forEach((row, i) => {
      s.tick();
      s.create('geoSegment', { ...row, lookbackDays: [30, 14, 60, 30, 90][i] }, owners[i % owners.length]);
    });
  },
};

const retargetingSeed: SeedModule = {
  resource: 'retargetingSegment',
  run(s) {
    ensureRetargeting(s.ctx.db);
    const owners = ownersOf(s);
    const names = ['Видели ролик, не кликнули', 'Кликнули по баннеру', 'Посетители сайта', 'Брошенные корзины', 'Видели рекламу акции', 'Установили приложение'];
    names.forEach((name, i) => {
      s.tick();
      const owner = owners[i % owners.length];
      const id = s.rng.objectId();
      // Campaigns of the owner feed the first segments: users who saw an ad and those who clicked.
      const campaigns = campaignsOf(s, owner);
      if (i < 4 && campaigns.length) {
        const campaign = campaigns[(i * 7) % campaigns.length];
        s.ctx.db.prepare('INSERT OR REPLACE INTO retargeting_bindings (campaign_id, win_segment, click_segment) VALUES (?, ?, ?)')
          .run(campaign.id, i % 2 === 0 ? id : null, i % 2 === 1 ? id : null);
      }
      const insert = s.ctx.db.prepare('INSERT OR IGNORE INTO retargeting_users (segment_id, user_id, added_at) VALUES (?, ?, ?)');
      for (let n = s.rng.int(20, 80); n > 0; n--) insert.run(id, uuid(s), '2025-03-01T09:00:00.000Z');
      s.create('retargetingSegment', { name, ttl: [30, 14, 60, 7, 30, 90][i] }, owner, { id });
    });
  },
};

const panelSeed: SeedModule = {
  resource: 'panelSegment',
  run(s) {
    const owners = ownersOf(s);
    const rows: { name: string; provider: 'omi' | 'tiburon'; n: number[]; filters?: Record<string, string[]> }[] = [
      { name: 'Автолюбители 25–44', provider: 'omi', n: [0], filters: { ages: ['25-34', '35-44'] } },
      { name: 'Семьи с детьми, средний доход', provider: 'omi', n: [3, 6], filters: { income: ['middle'] } },
      { name: 'Технологии: мужчины', provider: 'omi', n: [7], filters: { genders: ['male'] } },
      { name: 'Онлайн-покупатели', provider: 'tiburon', n: [0] },
      { name: 'Игроки и киноманы', provider: 'tiburon', n: [1, 4], filters: { ages: ['18-24', '25-34'] } },
      { name: 'Владельцы питомцев', provider: 'tiburon', n: [5] },
    ];
    rows.forEach((row, i) => {
      s.tick();
      s.create('panelSegment', { name: row.name, provider: row.provider, categories: row.n.map((k) => PANEL_CATEGORIES[row.provider][k].id), ...(row.filters ? { filters: row.filters } : {}) },
        owners[i % owners.length]);
    });
  },
};

const LIST_VALUES: Record<BigListType, (s: SeedContext, i: number) => string> = {
  ip: (s) => `${s.rng.int(5, 223)}.${s.rng.int(0, 255)}.${s.rng.int(0, 255)}.${s.rng.int(1, 254)}`,
  dm: (s) => `${s.rng.pick(['novosti', 'pogoda', 'recepty', 'avto', 'kino', 'sport'])}${s.rng.int(1, 999)}.ru`,
  bu: (_s, i) => KNOWN_APPS[i % KNOWN_APPS.length].bundle,
  mc: (_s, i) => ['250-01', '250-02', '250-20', '250-99', '257-01', '401-01'][i % 6],
  dv: (s) => uuid(s),
  ua: (_s, i) => ['Mozilla/5.0 (Linux; Android 13; SM-A525F) AppleWebKit/537.36', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)', 'Dalvik/2.1.0 (Linux; U; Android 12; Redmi Note 11)'][i % 3],
};

const bigListSeed: SeedModule = {
  resource: 'bigList',
  run(s) {
    const owners = ownersOf(s);
    const rows: [string, BigListType, number][] = [
      ['Фрод-IP из отчёта верификатора', 'ip', 60], ['Премиальные новостные сайты', 'dm', 40], ['Приложения для детей — исключить', 'bu', 12],
      ['Операторы связи России', 'mc', 6], ['Тестовые устройства', 'dv', 15], ['Боты и сканеры', 'ua', 3],
      ['Подозрительные домены', 'dm', 25], ['Офисные IP заказчика', 'ip', 10],
    ];
    rows.forEach(([listName, listType, count], i) => {
      s.tick();
      const id = s.rng.objectId();
      const values = [...new Set(Array.from({ length: count }, (_, k) => LIST_VALUES[listType](s, k)))];
      replaceBigListValues(s.ctx, id, values);
      s.create('bigList', { listName, listType }, owners[i % owners.length], { id });
    });
  },
};

const banListSeed: SeedModule = {
  resource: 'banList',
  run(s) {
    const campaigns = [...campaignsOf(s, s.cabinets.agencies[0]).slice(0, 3), ...s.records('campaign').slice(-2)];
    campaigns.forEach((campaign, i) => {
      s.tick();
      const kind = i % 2 === 0 ? 'bundle' : 'domain';
      const places = campaignPlacements(campaign.id, kind);
      const banned = places.filter((_, k) => k % 9 === i % 3).map((p) => p.name);
      s.create('banList', { campaignId: campaign.id, kind, ...(i === 0 ? { comment: 'Низкий CTR и подозрение на фрод по отчёту верификатора' } : {}) },
        ownerById(s, campaign.cabinetId), { serverOwned: { banned } });
    });
  },
};

const geoPresetSeed: SeedModule = {
  resource: 'geoPreset',
  run(s) {
    const owners = ownersOf(s);
    const rows: [string, string[]][] = [
      ['Две столицы', ['RU-MOW', 'RU-MOS', 'RU-SPE', 'RU-LEN']], ['Поволжье', ['RU-TA', 'RU-NIZ', 'RU-SAM', 'RU-BA']], ['Юг России', ['RU-KDA', 'RU-ROS']],
      ['Урал и Сибирь', ['RU-SVE', 'RU-CHE', 'RU-PER', 'RU-NVS', 'RU-KYA']], ['Страны СНГ', ['BY', 'KZ', 'UZ', 'AM']], ['Дальний Восток и Калининград', ['RU-PRI', 'RU-KGD']],
    ];
    rows.forEach(([name, geoIds], i) => {
      s.tick();
      s.create('geoPreset', { name, geoIds }, owners[i % owners.length]);
    });
  },
};

/**
 * The platform's raw inventory has rows the quality service has not scored (scores out of range);
 * only those the rule of docs/product.md#validation keeps are stored.
 */
const inventorySeed: SeedModule = {
  resource: 'inventoryDomain',
  run(s) {
    const words = ['novosti', 'pogoda', 'recepty', 'avto', 'sport', 'kino', 'dacha', 'zdorovie', 'turizm', 'finansy', 'igry', 'muzyka', 'deti', 'moda', 'tehnika', 'knigi'];
    const zones = ['.ru', '-online.ru', '-segodnya.ru', '.рф', '-portal.ru', '.su', '-24.ru'];
    const categories = ['Новости', 'Погода', 'Кулинария', 'Авто', 'Спорт', 'Кино', 'Дом и сад', 'Здоровье', 'Туризм', 'Финансы', 'Игры', 'Музыка', 'Семья', 'Мода', 'Техника', 'Книги'];
    const ssps = ['yandex', 'mtsadtech', 'otm', 'buzzoola', 'hybrid'];
    const seen = new Set<string>();
    for (let i = 0; i < 140; i++) {
      const w = i % words.length;
      const domain = `${words[w]}${i >= words.length ? `-${words[(i * 5 + 3) % words.length]}` : ''}${zones[i % zones.length]}`;
      if (seen.has(domain)) continue;
      seen.add(domain);
      const raw = {
        domain,
        trust: s.rng.chance(0.1) ? s.rng.pick([-1, 101, 255]) : s.rng.int(5, 100),
        spam: s.rng.chance(0.08) ? s.rng.pick([-1, 120]) : s.rng.int(0, 60),
      };
      if (!isInventoryDomainKept(raw)) continue;
      s.tick();
      s.create('inventoryDomain', { ...raw, ssp: ssps[i % ssps.length], category: categories[w], requestsDaily: s.rng.int(2, 900) * 1000 }, s.cabinets.admin);
    }
  },
};

/** In dependency order: portraits after their segments. */
export const audienceSeeds: SeedModule[] = [
  appCheckSeed, portraitSeed, customSeed, dmpSeed, geoSeed, retargetingSeed, panelSeed, bigListSeed, banListSeed, geoPresetSeed, inventorySeed,
];
