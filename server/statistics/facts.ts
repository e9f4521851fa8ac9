import type { ServerContext } from '../context';
import type { Db } from '../db';
import { Random, seedOf, unit } from '../seed/random';
import { BUNDLES, DOMAINS, REGIONS, targetRegions } from './dimensions';

/**
 * The ad events behind every report: one row per (hour, creative, SSP, site or app, audience,
 * place, device) with its counters. Every figure the API gives (reports, account statistics) is
 * a SUM over these rows, so totals agree across any grouping. `hour` is whole hours since the
 * epoch (UTC); `spent` is in kopecks (integers add up exactly; the API divides by 100).
 */
export function ensureStatisticFacts(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS statistic_facts (
    hour         INTEGER NOT NULL,
    account_id   TEXT NOT NULL,
    campaign_id  TEXT NOT NULL,
    creative_id  TEXT NOT NULL,
    ssp          TEXT NOT NULL,
    domain       TEXT NOT NULL DEFAULT '',
    bundle       TEXT NOT NULL DEFAULT '',
    age_interval TEXT NOT NULL,
    gender       TEXT NOT NULL,
    country      TEXT NOT NULL,
    region       TEXT NOT NULL,
    city         TEXT NOT NULL,
    device       TEXT NOT NULL,
    impressions  INTEGER NOT NULL,
    clicks       INTEGER NOT NULL,
    views        INTEGER NOT NULL,
    completes    INTEGER NOT NULL,
    spent        INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS statistic_facts_hour ON statistic_facts (hour);
  CREATE INDEX IF NOT EXISTS statistic_facts_account ON statistic_facts (account_id, hour)`);
}

/**
 * The facts are written on first use, not during the seed: every server start and test server
 * seeds, few of them ask for figures. The seed module only records its moment (the `seeded`
 * table); the first report or account statistics then fill the 30 days up to that moment, the
 * same rows as if written then. Without a seed (seed: false) there are no facts.
 */
const filled = new WeakSet<ServerContext>();
export const FACTS_MODULE = 'statisticFacts';

export function ensureFactsFilled(ctx: ServerContext): void {
  if (filled.has(ctx)) return;
  ensureStatisticFacts(ctx.db);
  const seeded = ctx.db.prepare('SELECT seeded_at FROM seeded WHERE module = ?').get(FACTS_MODULE) as
    { seeded_at: string } | undefined;
  if (!seeded) return;
  ctx.db.transaction(() => {
    if (ctx.db.prepare('SELECT 1 FROM seeded WHERE module = ?').get(`${FACTS_MODULE}:filled`)) return;
    generateStatisticFacts(ctx, new Date(seeded.seeded_at));
    ctx.db
      .prepare('INSERT INTO seeded (module, seeded_at) VALUES (?, ?)')
      .run(`${FACTS_MODULE}:filled`, ctx.now().toISOString());
  })();
  filled.add(ctx);
}

const HOUR_MS = 3_600_000;
const FACT_DAYS = 30;
const MSK = 3; // the demo audience lives in Moscow time: traffic follows its day

/** Share of a creative's traffic by local hour of day: quiet nights, evening peak. */
const DAY_CURVE = [
  0.2, 0.12, 0.08, 0.06, 0.06, 0.1, 0.25, 0.45, 0.65, 0.75, 0.8, 0.82, 0.85, 0.85, 0.82, 0.8, 0.82, 0.88, 0.95, 1, 1,
  0.9, 0.65, 0.4,
];
const WEEKDAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

type Format = 'video' | 'banner' | 'push';

interface Serving {
  creativeId: string;
  campaignId: string;
  accountId: string;
  format: Format;
  /** Last hour it served (paused and stopped campaigns stop inside the window). */
  until: number;
  week?: { days: string[]; from: number; to: number }[];
  ssps: string[];
  devices: string[];
  ages: string[];
  genders: string[];
  regions: string[];
  rate: number;
  volume: number;
  ctr: number;
  vtr: number;
  cpm: number;
}

type Data = Record<string, unknown>;
const obj = (v: unknown): Data => (v && typeof v === 'object' ? (v as Data) : {});
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** What serves: approved creatives of campaigns that ran in the window, with their targeting. */
function servings(ctx: ServerContext, first: number, last: number): Serving[] {
  const campaigns = new Map(ctx.store.all('campaign').map((c) => [c.id, c.data]));
  const ssps = ctx.store
    .all('ssp')
    .map((s) => s.data)
    .filter((s) => s.active === true);
  const out: Serving[] = [];
  for (const creative of ctx.store.all('creative')) {
    const c = creative.data;
    if (obj(c.statusData).moderationStatus !== 'approved') continue;
    const campaign = campaigns.get(String(c.campaignId));
    if (!campaign || typeof campaign.accountId !== 'string') continue;
    const status = campaign.status;
    const span = last - first;
    // Paused campaigns ran most of the window, stopped ones a smaller part of it (a pure function of the id).
    const until =
      status === 'active'
        ? last
        : status === 'paused'
          ? first + Math.floor(span * (0.3 + unit(`${c.campaignId}|pause`) * 0.6))
          : first + Math.floor(span * unit(`${c.campaignId}|stop`) * 0.4);
    const format = (campaign.creativeType ?? 'banner') as Format;
    const targets = obj(campaign.targets);
    const user = obj(targets.user);
    const price = obj(obj(c.targets).price);
    out.push({
      creativeId: creative.id,
      campaignId: String(c.campaignId),
      accountId: campaign.accountId,
      format,
      until,
      week: Array.isArray(obj(campaign.calendar).week) ? (obj(campaign.calendar).week as Serving['week']) : undefined,
      ssps: ssps.filter((s) => strings(s.formats).includes(format)).map((s) => String(s.sysname)),
      devices: strings(obj(targets.device).deviceTypes).length
        ? strings(obj(targets.device).deviceTypes)
        : ['smartphone', 'tablet', 'desktop'],
      ages: strings(user.ageRanges).length
        ? strings(user.ageRanges)
        : ['18-24', '25-34', '35-44', '45-54', '55+', 'unknown'],
      genders: strings(user.genders).length ? strings(user.genders) : ['male', 'female', 'unknown'],
      regions: targetRegions(obj(targets.geo) as { superGeo?: string[]; idsWhiteList?: string[] }),
      rate: 0.5 + unit(`${creative.id}|rate`) * 1.1,
      volume: 40 + unit(`${creative.id}|volume`) * 360,
      ctr:
        format === 'push'
          ? 0.01 + unit(`${creative.id}|ctr`) * 0.04
          : format === 'video'
            ? 0.002 + unit(`${creative.id}|ctr`) * 0.005
            : 0.004 + unit(`${creative.id}|ctr`) * 0.011,
      vtr: 0.55 + unit(`${creative.id}|vtr`) * 0.3,
      cpm: typeof price.cpm === 'number' ? price.cpm : 150,
    });
  }
  return out.filter((s) => s.ssps.length > 0);
}

/** Does a week schedule (local Moscow days and hours) allow this hour? No schedule: always. */
function scheduled(s: Serving, localHour: number, weekday: string): boolean {
  if (!s.week?.length) return true;
  return s.week.some((row) => row.days.includes(weekday) && localHour >= row.from && localHour < row.to);
}

/**
 * Fills the facts of the `days` days (the demo: FACT_DAYS) up to `until` (its hour included). Deterministic: the
 * same campaigns, creatives and SSPs give the same rows for the same hours on any machine.
 * Returns the number of rows written.
 */
export function generateStatisticFacts(ctx: ServerContext, until: Date, days = FACT_DAYS): number {
  ensureStatisticFacts(ctx.db);
  const last = Math.floor(until.getTime() / HOUR_MS);
  const first = last - days * 24 + 1;
  const all = servings(ctx, first, last);
  const insert = ctx.db
    .prepare(`INSERT INTO statistic_facts (hour, account_id, campaign_id, creative_id, ssp, domain, bundle,
    age_interval, gender, country, region, city, device, impressions, clicks, views, completes, spent)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let written = 0;
  for (let hour = first; hour <= last; hour++) {
    const rng = new Random(seedOf(`statisticFacts:${hour}`));
    const local = new Date((hour + MSK) * HOUR_MS);
    const localHour = local.getUTCHours();
    const weekday = WEEKDAY[local.getUTCDay()];
    const traffic = DAY_CURVE[localHour] * (weekday === 'sat' || weekday === 'sun' ? 0.8 : 1);
    for (const s of all) {
      const draw = rng.next(); // drawn for every serving, so one campaign's schedule does not shift the others
      if (hour > s.until || !scheduled(s, localHour, weekday)) continue;
      const rows = Math.floor(s.rate * traffic + draw);
      for (let k = 0; k < rows; k++) {
        const device = rng.pick(s.devices);
        const inApp = device === 'smarttv' || (device !== 'desktop' && rng.chance(0.6));
        const region = rng.pick(s.regions);
        const impressions = Math.max(1, Math.round(s.volume * (0.3 + traffic) * (0.4 + rng.next() * 1.2)));
        const clicks = Math.min(impressions, Math.round(impressions * s.ctr * (0.5 + rng.next())));
        const views = s.format === 'video' ? Math.round(impressions * (0.85 + rng.next() * 0.13)) : 0;
        const completes = Math.min(views, Math.round(views * s.vtr * (0.9 + rng.next() * 0.2)));
        const spent = Math.round(((impressions * s.cpm) / 10) * (0.9 + rng.next() * 0.2)); // kopecks: cpm roubles per 1000
        insert.run(
          hour,
          s.accountId,
          s.campaignId,
          s.creativeId,
          rng.pick(s.ssps),
          inApp ? '' : rng.pick(DOMAINS),
          inApp ? rng.pick(BUNDLES) : '',
          rng.pick(s.ages),
          rng.pick(s.genders),
          REGIONS[region].country,
          region,
          rng.pick(REGIONS[region].cities),
          device,
          impressions,
          clicks,
          views,
          completes,
          spent,
        );
        written++;
      }
    }
  }
  return written;
}
