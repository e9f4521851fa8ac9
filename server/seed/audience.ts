import type { BigListType } from '../../src/domain/bigLists';
import { isInventoryDomainKept } from '../../src/domain/inventoryDomains';
import type { Cabinet } from '../cabinets';
import { replaceBigListValues } from '../hooks/bigList';
import { ensureRetargeting } from '../hooks/audienceSegments';
import { KNOWN_APPS } from './knownApps';
import { campaignPlacements } from './placements';
import { DOMAIN_WORDS, DOMAIN_ZONES, SITE_TOPICS } from './siteNames';
import { brandOf } from './group';
import type { SeedContext, SeedModule } from './index';

/**
 * Demo audiences: in the admin cabinet and in the agency cabinets (agencies manage their
 * audiences too), all in Russian and the same on every first run.
 */
const ownersOf = (s: SeedContext): Cabinet[] => [s.cabinets.admin, ...s.cabinets.agencies];
const ownerById = (s: SeedContext, id: string | null): Cabinet =>
  [s.cabinets.admin, ...s.cabinets.agencies, ...s.cabinets.accounts, s.cabinets.ord, s.cabinets.frontOffice].find(
    (c) => c.id === id,
  ) ?? s.cabinets.admin;
/** The campaigns an owner's cabinet sees (its own and those of the accounts under it). */
const campaignsOf = (s: SeedContext, owner: Cabinet) => {
  const below = new Set([owner.id, ...s.cabinets.accounts.filter((a) => a.parentId === owner.id).map((a) => a.id)]);
  return s
    .records('campaign')
    .filter((c) => owner.type === 'admin' || (c.cabinetId !== null && below.has(c.cabinetId)));
};

const hex = (s: SeedContext, n: number) => Array.from({ length: n }, () => s.rng.int(0, 15).toString(16)).join('');
const uuid = (s: SeedContext) => `${hex(s, 8)}-${hex(s, 4)}-4${hex(s, 3)}-a${hex(s, 3)}-${hex(s, 12)}`;

const customSeed: SeedModule = {
  resource: 'customSegment',
  run(s) {
    const owners = ownersOf(s);
    const rows: [string, string][] = [
      ['Покупатели программы лояльности', 'gaid'],
      ['Клиенты CRM (iOS)', 'idfa'],
      ['Подписчики рассылки', 'emailMd5'],
      ['Обращения в колл-центр', 'phoneMd5'],
    ];
    rows.forEach(([name, idType], i) => {
      s.tick();
      const ids = Array.from({ length: s.rng.int(30, 120) }, () => (idType.endsWith('Md5') ? hex(s, 32) : uuid(s)));
      s.create('customSegment', { name, idType, ids, ttlDays: [90, 180, 30, 60][i] }, owners[i % owners.length]);
    });
  },
};

const retargetingSeed: SeedModule = {
  resource: 'retargetingSegment',
  run(s) {
    ensureRetargeting(s.ctx.db);
    const owners = ownersOf(s);
    const names = [
      'Видели ролик, не кликнули',
      'Кликнули по баннеру',
      'Посетители сайта',
      'Брошенные корзины',
      'Видели рекламу акции',
      'Установили приложение',
    ];
    names.forEach((name, i) => {
      s.tick();
      const owner = owners[i % owners.length];
      const id = s.rng.objectId();
      // Campaigns of the owner feed the first segments: users who saw an ad and those who clicked.
      const campaigns = campaignsOf(s, owner);
      if (i < 4 && campaigns.length) {
        const campaign = campaigns[(i * 7) % campaigns.length];
        s.ctx.db
          .prepare(
            'INSERT OR REPLACE INTO retargeting_bindings (campaign_id, win_segment, click_segment) VALUES (?, ?, ?)',
          )
          .run(campaign.id, i % 2 === 0 ? id : null, i % 2 === 1 ? id : null);
      }
      const insert = s.ctx.db.prepare(
        'INSERT OR IGNORE INTO retargeting_users (segment_id, user_id, added_at) VALUES (?, ?, ?)',
      );
      for (let n = s.rng.int(20, 80); n > 0; n--) insert.run(id, uuid(s), '2025-03-01T09:00:00.000Z');
      s.create('retargetingSegment', { name, ttl: [30, 14, 60, 7, 30, 90][i] }, owner, { id });
    });
  },
};

const LIST_VALUES: Record<BigListType, (s: SeedContext, i: number) => string> = {
  ip: (s) => `${s.rng.int(5, 223)}.${s.rng.int(0, 255)}.${s.rng.int(0, 255)}.${s.rng.int(1, 254)}`,
  dm: (s) => `${s.rng.pick(['novosti', 'pogoda', 'recepty', 'avto', 'kino', 'sport'])}${s.rng.int(1, 999)}.ru`,
  bu: (_s, i) => KNOWN_APPS[i % KNOWN_APPS.length].bundle,
  mc: (_s, i) => ['250-01', '250-02', '250-20', '250-99', '257-01', '401-01'][i % 6],
  dv: (s) => uuid(s),
  ua: (_s, i) =>
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A525F) AppleWebKit/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)',
      'Dalvik/2.1.0 (Linux; U; Android 12; Redmi Note 11)',
    ][i % 3],
};

/**
 * Big lists of the platform and of the agencies, and one of each account cabinet (its campaigns
 * name the lists in its reach: server/seed/campaign.ts). Seeded before the campaigns.
 */
export const bigListSeed: SeedModule = {
  resource: 'bigList',
  run(s) {
    const owners = ownersOf(s);
    const shared: [string, BigListType, number][] = [
      ['Фрод-IP из отчёта верификатора', 'ip', 60],
      ['Премиальные новостные сайты', 'dm', 40],
      ['Приложения для детей — исключить', 'bu', 12],
      ['Операторы связи России', 'mc', 6],
      ['Тестовые устройства', 'dv', 15],
      ['Боты и сканеры', 'ua', 3],
      ['Подозрительные домены', 'dm', 25],
      ['Офисные IP заказчика', 'ip', 10],
    ];
    const rows = [
      ...shared.map(([listName, listType, count], i) => ({
        listName,
        listType,
        count,
        owner: owners[i % owners.length],
      })),
      ...s.cabinets.accounts.map((owner, i) => {
        const [what, listType]: [string, BigListType] = i % 2 === 0 ? ['площадки', 'dm'] : ['приложения', 'bu'];
        return { listName: `Стоп-${what} ${brandOf(owner.name)}`, listType, count: 10, owner };
      }),
    ];
    rows.forEach(({ listName, listType, count, owner }) => {
      s.tick();
      const id = s.rng.objectId();
      const values = [...new Set(Array.from({ length: count }, (_, k) => LIST_VALUES[listType](s, k)))];
      replaceBigListValues(s.ctx, id, values);
      s.create('bigList', { listName, listType }, owner, { id });
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
      s.create(
        'banList',
        {
          campaignId: campaign.id,
          kind,
          ...(i === 0 ? { comment: 'Низкий CTR и подозрение на фрод по отчёту верификатора' } : {}),
        },
        ownerById(s, campaign.cabinetId),
        { serverOwned: { banned } },
      );
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
    const words = DOMAIN_WORDS;
    const zones = DOMAIN_ZONES;
    const categories = SITE_TOPICS.map((t) => t.category);
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
      s.create(
        'inventoryDomain',
        { ...raw, ssp: ssps[i % ssps.length], category: categories[w], requestsDaily: s.rng.int(2, 900) * 1000 },
        s.cabinets.admin,
      );
    }
  },
};

/** Generated audiences; the plain ones (app, geo, panel and DMP segments, portraits, geo presets) are fixtures. */
export const audienceSeeds: SeedModule[] = [customSeed, retargetingSeed, banListSeed, inventorySeed];
