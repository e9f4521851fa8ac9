import { reaches } from '../reach/references';
import type { SeedModule } from './index';
import { AUDIENCE_SEGMENTS, CAMPAIGN_THEMES } from './campaignVocabulary';
import { accountCabinet, brandOf } from './group';
import { inTree } from './tree';

const CAMPAIGNS_PER_ACCOUNT = 5;

const GEO = [
  'RU-MOW',
  'RU-MOS',
  'RU-SPE',
  'RU-LEN',
  'RU-TA',
  'RU-NVS',
  'RU-SVE',
  'RU-NIZ',
  'RU-SAM',
  'RU-KDA',
  'RU-ROS',
  'RU-BA',
];
const BUYING: Record<string, string[]> = { video: ['cpm', 'cpv'], banner: ['cpm', 'cpc'], push: ['cpc', 'cpi'] };
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];

/**
 * Device audiences a few demo campaigns narrow to (every DEVICE_EVERY-th campaign, in turn), from
 * the device dictionaries' fixtures (schemas/manufacturer.fixture.json, deviceModel.fixture.json):
 * their pages show the manufacturers and models by name.
 */
const DEVICE_AUDIENCES: { manufacturers: string[]; models?: string[] }[] = [
  { manufacturers: ['samsung', 'xiaomi'] },
  { manufacturers: ['apple'], models: ['apple-iphone-15', 'apple-iphone-15-pro', 'apple-iphone-16'] },
  { manufacturers: ['huawei', 'honor'] },
  { manufacturers: ['samsung'], models: ['samsung-galaxy-s24', 'samsung-galaxy-s24-ultra'] },
  { manufacturers: ['realme', 'xiaomi', 'poco'], models: ['xiaomi-redmi-note-13', 'realme-c67', 'poco-x6'] },
];
const DEVICE_EVERY = 6;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * CAMPAIGNS_PER_ACCOUNT campaigns per seeded account (several list pages), owned by the
 * account's cabinet; some in the groups of that cabinet, a few copies of an earlier campaign.
 */
export const campaignsSeed: SeedModule = {
  resource: 'campaign',
  // Its targeting names big lists and SSPs already seeded.
  after: ['bigList', 'ssp'],
  run(s) {
    const { rng, create, records, tick } = s;
    const groups = records('group');
    // Bookings, when their module ran first (SEED_MODULES order): some campaigns are placed in one.
    const reservations = records('reservation');
    // Only what the device dictionaries hold (a data folder seeded before they existed has none).
    const makers = new Set(records('manufacturer').map((r) => r.id));
    const models = new Set(records('deviceModel').map((r) => r.id));
    const deviceAudience = (n: number) => {
      if (n % DEVICE_EVERY !== 1) return {};
      const audience = DEVICE_AUDIENCES[Math.floor(n / DEVICE_EVERY) % DEVICE_AUDIENCES.length];
      const manufacturers = audience.manufacturers.filter((m) => makers.has(m));
      const chosen = (audience.models ?? []).filter((m) => models.has(m));
      if (!manufacturers.length) return {};
      return { manufacturers, ...(chosen.length ? { models: chosen } : {}) };
    };
    // The platform's SSPs (their fixture), by system name.
    const ssps = records('ssp').map((r) => r.id);
    const lists = records('bigList');
    const bigListRow = (list: (typeof lists)[number]) => ({
      listType: list.data.listType,
      listId: list.id,
      mode: rng.chance(0.5) ? 'white' : 'black',
    });
    let n = 0;
    for (const account of records('account')) {
      const owner = accountCabinet(s, account);
      const ownGroups = groups.filter((g) => g.cabinetId === owner.id);
      // The big lists in the owner's reach, as the API will check it.
      const scope = s.ctx.cabinets.scope(owner);
      const ownLists = lists.filter((l) => reaches(scope, l));
      // Bookings of the account's own tree: its agency books them for it.
      const ownReservations = inTree(s.ctx, owner, reservations);
      const earlier: string[] = [];
      for (let i = 0; i < CAMPAIGNS_PER_ACCOUNT; i++, n++) {
        tick();
        const creativeType = rng.chance(0.45) ? 'video' : rng.chance(0.75) ? 'banner' : 'push';
        const start = Date.parse(`2025-${pad(rng.int(1, 11))}-${pad(rng.int(1, 28))}T00:00:00Z`);
        const data: Record<string, unknown> = {
          name: `${CAMPAIGN_THEMES[n % CAMPAIGN_THEMES.length]} — ${brandOf(account.data.name)}`,
          accountId: account.id,
          creativeType,
          calendar: {
            dates: { start: isoDate(start), end: isoDate(start + rng.int(14, 120) * 86_400_000) },
            ...(rng.chance(0.5)
              ? {
                  week: rng.chance(0.6)
                    ? [
                        { days: WEEKDAYS, from: 8, to: 23 },
                        { days: ['sat', 'sun'], from: 10, to: 22 },
                      ]
                    : [{ days: WEEKDAYS, from: rng.int(6, 10), to: rng.int(19, 24) }],
                }
              : {}),
          },
          strategies: {
            buyingType: rng.pick(BUYING[creativeType]),
            saleSpeedType: rng.chance(0.7) ? 'evenly' : 'fast',
            kpi:
              creativeType === 'video'
                ? { vtr: rng.int(50, 85), va: rng.int(55, 80) }
                : creativeType === 'banner'
                  ? { ctr: rng.int(3, 15) / 10, va: rng.int(50, 75) }
                  : { cpi: rng.int(40, 250), pi: rng.int(100, 5000) },
          },
          limits: {
            budgetTotal: rng.int(10, 600) * 5_000,
            budgetDaily: rng.int(2, 40) * 1_000,
            ...(rng.chance(0.5) ? { impressionsDaily: rng.int(10, 500) * 1_000 } : {}),
            frequencyCap: rng.int(1, 6),
          },
          targets: {
            geo: rng.chance(0.3)
              ? { superGeo: [rng.pick(['ru', 'msk-spb', 'million', 'regions'])] }
              : { idsWhiteList: [...new Set([rng.pick(GEO), rng.pick(GEO), rng.pick(GEO)])] },
            device: {
              deviceTypes:
                creativeType === 'push'
                  ? ['smartphone']
                  : rng.chance(0.5)
                    ? ['smartphone', 'tablet']
                    : ['smartphone', 'tablet', 'desktop', 'smarttv'],
              ...deviceAudience(n),
            },
            user: {
              ageRanges: rng.chance(0.5) ? ['18-24', '25-34'] : ['25-34', '35-44', '45-54'],
              ...(rng.chance(0.3) ? { genders: [rng.pick(['male', 'female'])] } : {}),
            },
            ...(rng.chance(0.3) && ssps.length ? { ssp: [rng.pick(ssps)] } : {}),
            ...(rng.chance(0.25)
              ? {
                  segments: {
                    segment: {
                      appCheckIds: [AUDIENCE_SEGMENTS[rng.int(0, 5)].id],
                      ...(rng.chance(0.5) ? { visitHistoryIds: [AUDIENCE_SEGMENTS[rng.int(6, 11)].id] } : {}),
                    },
                  },
                }
              : {}),
            ...(rng.chance(0.15) && ownLists.length ? { wbLists: { bigLists: [bigListRow(rng.pick(ownLists))] } } : {}),
          },
        };
        if (creativeType === 'video' && rng.chance(0.15)) data.isBrandLift = true;
        if (rng.chance(0.3)) data.verifiers = [rng.pick(['ias', 'moat', 'weborama', 'adriver', 'mediascope'])];
        if (rng.chance(0.5))
          data.other = { externalContractId: `ORD-${rng.digits(8)}`, ...(rng.chance(0.3) ? { useAdPool: true } : {}) };
        if (ownReservations.length && rng.chance(0.2))
          data.other = { ...(data.other as object), reservations: [rng.pick(ownReservations).id] };
        if (ownGroups.length && rng.chance(0.5)) data.groupId = rng.pick(ownGroups).id;
        if (earlier.length && rng.chance(0.12)) data.parentId = rng.pick(earlier);
        const roll = rng.next();
        const status = roll < 0.5 ? 'active' : roll < 0.8 ? 'paused' : 'stopped';
        const impressions = status === 'paused' && rng.chance(0.3) ? 0 : rng.int(5_000, 4_000_000);
        const clicks = Math.round((impressions * rng.int(2, 30)) / 1000);
        earlier.push(
          create('campaign', data, owner, {
            id: rng.objectId(),
            serverOwned: {
              status,
              statistics: { impressions, clicks, spent: Math.round((impressions * rng.int(60, 400)) / 10) / 100 },
            },
          }),
        );
      }
    }
  },
};
