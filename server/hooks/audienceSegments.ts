import { installsNumber } from '../../src/domain/installs';
import type { ResourceHooks, ServerContext } from '../context';
import type { Db } from '../db';
import { invalid } from '../errors';
import { KNOWN_APPS } from '../seed/knownApps';
import { rngOf } from '../seed/random';

/**
 * Server-owned numbers of the audience segments: the reference API cannot count real users, so
 * it estimates them deterministically from what defines the segment (the same bundles give the
 * same audience), recomputed on every save.
 */
type Data = Record<string, unknown>;

/** Users of an app-check segment: installs of the known apps, a guess for the others, the window. */
export function appCheckUsers(input: {
  platform?: unknown;
  bundles?: unknown;
  mode?: unknown;
  lookbackDays?: unknown;
}): number {
  const bundles = Array.isArray(input.bundles) ? input.bundles.map(String) : [];
  const lookback = typeof input.lookbackDays === 'number' ? input.lookbackDays : 30;
  const platformShare = input.platform === 'iOS' ? 0.25 : 0.75;
  const reach = bundles.reduce((sum, bundle) => {
    const app = KNOWN_APPS.find((a) => a.bundle === bundle);
    const installs = app ? (installsNumber(app.installs) ?? 0) : rngOf(`installs:${bundle}`).int(5, 300) * 1000;
    return sum + installs * 0.35;
  }, 0);
  const active = Math.round(reach * Math.sqrt(Math.min(lookback, 180) / 30) * platformShare);
  // "Not installed": the platform's active audience of the platform without those users.
  return input.mode === 'notInstalled' ? Math.max(0, Math.round(38_000_000 * platformShare) - active) : active;
}

/** A portrait of a segment's users: gender, age and their other apps (installs as store text, the most installed first). */
function buildPortrait(segmentId: string, segment: Data | undefined): Data {
  const rng = rngOf(`portrait:${segmentId}`);
  const male = rng.int(30, 70);
  const weights = [rng.int(5, 20), rng.int(15, 35), rng.int(15, 35), rng.int(8, 25), rng.int(5, 15)];
  const total = weights.reduce((a, b) => a + b, 0);
  const ranges = ['18–24', '25–34', '35–44', '45–54', '55 и старше'];
  const shares = weights.map((w) => Math.round((w / total) * 1000) / 10);
  shares[0] = Math.round((100 - shares.slice(1).reduce((a, b) => a + b, 0)) * 10) / 10;
  const own = new Set(Array.isArray(segment?.bundles) ? segment.bundles.map(String) : []);
  const platform = segment?.platform ?? 'Android';
  const candidates = KNOWN_APPS.filter((a) => a.platform === platform && !own.has(a.bundle));
  const apps: Data[] = [];
  while (apps.length < Math.min(10, candidates.length)) {
    const app = rng.pick(candidates);
    if (!apps.some((a) => a.bundle === app.bundle))
      apps.push({
        bundle: app.bundle,
        title: app.title,
        category: app.category,
        installs: app.installs,
        share: rng.int(30, 650) / 10,
      });
  }
  // The card lists them as kept: the most installed first (the store text read as a number), then by share.
  const installs = (app: Data) => installsNumber(app.installs as string) ?? -1;
  apps.sort((a, b) => installs(b) - installs(a) || (b.share as number) - (a.share as number));
  return {
    usersCount: typeof segment?.usersAmount === 'number' ? segment.usersAmount : appCheckUsers(segment ?? {}),
    genders: { male, female: 100 - male },
    ages: ranges.map((range, i) => ({ range, share: shares[i] })),
    apps,
  };
}

/** Interest categories of the panel providers (GET /categorizer/categories?provider=). */
export const PANEL_CATEGORIES: Record<'omi' | 'tiburon', { id: string; name: string; users: number }[]> = {
  omi: [
    { id: 'omi-auto', name: 'Автомобили', users: 4_200_000 },
    { id: 'omi-travel', name: 'Путешествия', users: 3_100_000 },
    { id: 'omi-finance', name: 'Финансы и инвестиции', users: 2_600_000 },
    { id: 'omi-family', name: 'Семья и дети', users: 5_400_000 },
    { id: 'omi-realty', name: 'Недвижимость', users: 1_900_000 },
    { id: 'omi-sport', name: 'Спорт и фитнес', users: 3_700_000 },
    { id: 'omi-food', name: 'Кулинария', users: 4_800_000 },
    { id: 'omi-tech', name: 'Технологии и гаджеты', users: 3_300_000 },
  ],
  tiburon: [
    { id: 'tb-shoppers', name: 'Активные покупатели онлайн', users: 6_100_000 },
    { id: 'tb-gamers', name: 'Мобильные игроки', users: 5_200_000 },
    { id: 'tb-students', name: 'Студенты', users: 2_400_000 },
    { id: 'tb-business', name: 'Предприниматели', users: 1_300_000 },
    { id: 'tb-moviegoers', name: 'Любители кино', users: 3_900_000 },
    { id: 'tb-pets', name: 'Владельцы домашних животных', users: 2_800_000 },
  ],
};

/** Filters each provider offers (GET /categorizer/filters?provider=): Tiburon has no income data. */
export const PANEL_FILTERS: Record<'omi' | 'tiburon', string[]> = {
  omi: ['genders', 'ages', 'income'],
  tiburon: ['genders', 'ages'],
};

/** The reach of a panel segment (POST /categorizer/segment-info), or 400 naming what does not fit the provider. */
export function panelReach(input: { provider?: unknown; categories?: unknown; filters?: unknown }): number {
  const provider = input.provider === 'tiburon' ? 'tiburon' : input.provider === 'omi' ? 'omi' : null;
  if (!provider) throw invalid({ '/provider': 'Выберите поставщика панели: OMI или Tiburon' });
  const known = PANEL_CATEGORIES[provider];
  const categories = Array.isArray(input.categories) ? input.categories.map(String) : [];
  if (!categories.length) throw invalid({ '/categories': 'Выберите хотя бы одну категорию' });
  const errors: Record<string, string> = {};
  categories.forEach((c, i) => {
    if (!known.some((k) => k.id === c))
      errors[`/categories/${i}`] = `Категории «${c}» нет у поставщика ${provider === 'omi' ? 'OMI' : 'Tiburon'}`;
  });
  const filters = (input.filters && typeof input.filters === 'object' ? input.filters : {}) as Record<
    string,
    unknown[]
  >;
  for (const [name, values] of Object.entries(filters)) {
    if (Array.isArray(values) && values.length && !PANEL_FILTERS[provider].includes(name)) {
      errors[`/filters/${name}`] = `Поставщик ${provider === 'omi' ? 'OMI' : 'Tiburon'} не поддерживает этот фильтр`;
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  // Categories overlap: the union is a bit less than the sum.
  const sum =
    categories.reduce((s, c) => s + known.find((k) => k.id === c)!.users, 0) * Math.pow(0.85, categories.length - 1);
  const share = (name: string, of: number) =>
    Array.isArray(filters[name]) && filters[name].length ? filters[name].length / of : 1;
  return Math.round(sum * share('genders', 2) * share('ages', 5) * share('income', 3));
}

/** Retargeting side tables: who is in a segment (uploaded ids) and which campaign feeds which segment. */
export function ensureRetargeting(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS retargeting_users (
    segment_id TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    added_at   TEXT NOT NULL,
    PRIMARY KEY (segment_id, user_id)
  );
  CREATE TABLE IF NOT EXISTS retargeting_bindings (
    campaign_id   TEXT PRIMARY KEY,
    win_segment   TEXT,
    click_segment TEXT
  )`);
}

/** Users of a retargeting segment: uploaded ids plus those its bound campaigns brought. */
export function retargetingUsers(ctx: ServerContext, segmentId: string): number {
  ensureRetargeting(ctx.db);
  const uploaded = (
    ctx.db.prepare('SELECT count(*) AS n FROM retargeting_users WHERE segment_id = ?').get(segmentId) as { n: number }
  ).n;
  const collected = boundCampaigns(ctx, segmentId).reduce(
    (sum, c) => sum + rngOf(`rt:${segmentId}:${c.campaignId}:${c.event}`).int(2, 60) * 1000,
    0,
  );
  return uploaded + collected;
}

function boundCampaigns(ctx: ServerContext, segmentId: string): { campaignId: string; event: 'win' | 'click' }[] {
  ensureRetargeting(ctx.db);
  const rows = ctx.db
    .prepare(
      'SELECT campaign_id, win_segment, click_segment FROM retargeting_bindings WHERE win_segment = ? OR click_segment = ? ORDER BY campaign_id',
    )
    .all(segmentId, segmentId) as { campaign_id: string; win_segment: string | null; click_segment: string | null }[];
  return rows.flatMap((r) => [
    ...(r.win_segment === segmentId ? [{ campaignId: r.campaign_id, event: 'win' as const }] : []),
    ...(r.click_segment === segmentId ? [{ campaignId: r.campaign_id, event: 'click' as const }] : []),
  ]);
}

/** "Бандлы — <campaign>" / "Домены — <campaign>": a ban list's name is its campaign's. */
function banListName(ctx: ServerContext, campaignId: string, kind: unknown): string {
  const campaign = ctx.store.get('campaign', campaignId);
  return `${kind === 'bundle' ? 'Бандлы' : 'Домены'} — ${String(campaign?.data.name ?? campaignId)}`;
}

export const appCheckSegmentHooks: ResourceHooks = {
  beforeStore: (_ctx, { data }) => ({ ...data, usersAmount: appCheckUsers(data) }),
};

export const audiencePortraitHooks: ResourceHooks = {
  beforeStore(ctx, { op, data }) {
    if (op !== 'create') return data;
    const segmentId = String(data.segmentId);
    return { ...data, ...buildPortrait(segmentId, ctx.store.get('appCheckSegment', segmentId)?.data) };
  },
};

export const customSegmentHooks: ResourceHooks = {
  beforeStore(_ctx, { data }) {
    const unique = new Set((data.ids as string[] | undefined) ?? []);
    const matched = unique.size * (0.55 + rngOf(`custom:${[...unique].slice(0, 50).join(',')}`).next() * 0.35);
    return { ...data, usersCount: Math.round(matched) };
  },
};

export const geoSegmentHooks: ResourceHooks = {
  beforeStore(_ctx, { data }) {
    const points = (data.points as { lat: number; lon: number; radius: number }[] | undefined) ?? [];
    const lookback = typeof data.lookbackDays === 'number' ? data.lookbackDays : 30;
    const users = points.reduce((sum, p) => {
      const density = rngOf(`geo:${p.lat.toFixed(2)}:${p.lon.toFixed(2)}`).int(800, 9000);
      return sum + ((Math.PI * p.radius * p.radius) / 1_000_000) * density;
    }, 0);
    return { ...data, usersCount: Math.round(users * Math.sqrt(lookback / 30)) };
  },
};

export const panelSegmentHooks: ResourceHooks = {
  beforeStore: (_ctx, { data }) => ({ ...data, usersCount: panelReach(data) }),
};

export const retargetingSegmentHooks: ResourceHooks = {
  beforeStore: (ctx, { id, data }) => ({ ...data, usersCount: retargetingUsers(ctx, id) }),
  decorate: (ctx, record) => ({
    ...record,
    campaigns: [...new Set(boundCampaigns(ctx, String(record.id)).map((c) => c.campaignId))],
  }),
  onDelete(ctx, id) {
    ensureRetargeting(ctx.db);
    ctx.db.prepare('DELETE FROM retargeting_users WHERE segment_id = ?').run(id);
    ctx.db.prepare('UPDATE retargeting_bindings SET win_segment = NULL WHERE win_segment = ?').run(id);
    ctx.db.prepare('UPDATE retargeting_bindings SET click_segment = NULL WHERE click_segment = ?').run(id);
  },
};

/** One ban list per campaign and kind; without a name of its own it is named after the campaign. */
export const banListHooks: ResourceHooks = {
  beforeStore(ctx, { id, op, data }) {
    if (
      op === 'create' &&
      ctx.store
        .all('banList')
        .some((r) => r.id !== id && r.data.campaignId === data.campaignId && r.data.kind === data.kind)
    ) {
      throw invalid({ '/kind': 'У этой кампании уже есть бан-лист такого типа: откройте его' });
    }
    const banned = (data.banned as string[] | undefined) ?? [];
    return {
      ...data,
      name: data.name ?? banListName(ctx, String(data.campaignId), data.kind),
      bannedCount: banned.length,
    };
  },
};
