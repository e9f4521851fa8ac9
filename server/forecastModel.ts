/**
 * The traffic forecast of the reference API (docs/product.md#calls POST /v2/campaigns/forecast,
 * /v2/forecast/bid-info, /v2/campaigns/minimalcpm). The real platform forecasts from its bid
 * stream; this stand-in derives the same kind of answer from the seeded inventory: the daily
 * requests of the inventory domains, split over the active SSPs by their QPS limits, narrowed by
 * format, geo, device and device-brand shares, then bought at a bid along a win-rate curve and capped by the
 * limits and pacing. Pure and deterministic: the same request and inventory give the same answer.
 */
import { periodDays } from '../src/domain/forecast';
import type { BidInfo, Forecast, ForecastDay } from '../src/domain/forecastAnswer';

type Format = 'video' | 'banner' | 'push';

export interface ForecastRequest {
  creativeType: Format;
  dates: { start: string; end: string };
  geo?: { superGeo?: string[]; idsWhiteList?: string[]; idsBlackList?: string[] };
  deviceTypes?: string[];
  manufacturers?: string[];
  models?: string[];
  ssp?: string[];
  limits?: {
    budgetTotal?: number;
    budgetDaily?: number;
    impressionsTotal?: number;
    impressionsDaily?: number;
    clicksTotal?: number;
    frequencyCap?: number;
  };
  saleSpeedType: 'evenly' | 'fast';
  cpm?: number;
}

export interface InventorySsp {
  sysname: string;
  name: string;
  formats: string[];
  qpsLimit: number;
  active: boolean;
}

export interface Inventory {
  /** Sum of requestsDaily over the inventory domains. */
  dailyRequests: number;
  ssps: InventorySsp[];
  /** Share of the requests by device manufacturer and by model (ids of /manufacturers and /models). */
  devices?: { manufacturers: Record<string, number>; models: Record<string, number> };
}

/** Share of the platform's requests by creative format. */
const FORMAT_SHARE: Record<Format, number> = { video: 0.3, banner: 0.55, push: 0.15 };
/** Floor CPM (₽) by format outside the capitals, and the click-through rate. */
const FLOOR_CPM: Record<Format, number> = { video: 180, banner: 45, push: 15 };
const CTR: Record<Format, number> = { video: 0.003, banner: 0.006, push: 0.02 };
/** Share of the requests by region (campaign geo codes) and by enlarged region. */
const GEO_SHARE: Record<string, number> = {
  'RU-MOW': 0.12,
  'RU-MOS': 0.05,
  'RU-SPE': 0.06,
  'RU-LEN': 0.015,
  'RU-TA': 0.025,
  'RU-NVS': 0.02,
  'RU-SVE': 0.03,
  'RU-NIZ': 0.02,
  'RU-SAM': 0.02,
  'RU-KDA': 0.04,
  'RU-ROS': 0.03,
  'RU-BA': 0.025,
  'RU-CHE': 0.02,
  'RU-PER': 0.018,
  'RU-VOR': 0.016,
  'RU-KYA': 0.02,
  'RU-PRI': 0.012,
  'RU-KGD': 0.007,
  BY: 0.05,
  KZ: 0.05,
  UZ: 0.03,
  AM: 0.01,
};
const SUPER_GEO_SHARE: Record<string, number> = { ru: 0.86, 'msk-spb': 0.245, million: 0.3, regions: 0.615, cis: 0.14 };
const CAPITALS = new Set(['RU-MOW', 'RU-MOS', 'RU-SPE', 'RU-LEN', 'msk-spb']);
const DEVICE_SHARE: Record<string, number> = { smartphone: 0.62, tablet: 0.08, desktop: 0.22, smarttv: 0.08 };
/** Sunday … Saturday: weekends are quieter. */
const WEEKDAY_FACTOR = [0.84, 1, 1, 1, 1, 0.97, 0.88];
/** Requests a user makes a day on average: the daily audience is the requests over this. */
const REQUESTS_PER_USER = 4;
const DAY_MS = 86_400_000;

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The share of requests the geo targeting keeps (1 without targeting). */
function geoShare(geo: ForecastRequest['geo']): number {
  const white = [
    ...(geo?.idsWhiteList ?? []).map((g) => GEO_SHARE[g] ?? 0),
    ...(geo?.superGeo ?? []).map((g) => SUPER_GEO_SHARE[g] ?? 0),
  ];
  const base = white.length ? Math.min(1, sum(white)) : 1;
  const black = sum((geo?.idsBlackList ?? []).map((g) => GEO_SHARE[g] ?? 0));
  return Math.max(0, base - black);
}

const deviceShare = (devices: string[] | undefined): number =>
  devices?.length ? Math.min(1, sum(devices.map((d) => DEVICE_SHARE[d] ?? 0))) : 1;

/** Share of the requests from the chosen models, else the chosen manufacturers; all devices without a choice. */
function brandShare(req: Pick<ForecastRequest, 'manufacturers' | 'models'>, devices: Inventory['devices']): number {
  if (!devices) return 1;
  if (req.models?.length) return Math.min(1, sum(req.models.map((m) => devices.models[m] ?? 0)));
  if (req.manufacturers?.length) return Math.min(1, sum(req.manufacturers.map((m) => devices.manufacturers[m] ?? 0)));
  return 1;
}

/** The SSPs a request buys on: the chosen ones (or all) that are active and take the format. */
export function sspsOf(req: Pick<ForecastRequest, 'ssp' | 'creativeType'>, inventory: Inventory): InventorySsp[] {
  const chosen = req.ssp?.length ? new Set(req.ssp) : null;
  return inventory.ssps.filter(
    (s) => s.active && s.formats.includes(req.creativeType) && (!chosen || chosen.has(s.sysname)),
  );
}

/**
 * The lowest CPM (₽) the SSPs accept for the format and geo (capitals cost 40% more), or the
 * buyer's own minimum when higher (a self-service agency's minimalCPM, docs/product.md#entities).
 */
export function minimalCpm(req: Pick<ForecastRequest, 'creativeType' | 'geo'>, atLeast = 0): number {
  const codes = [...(req.geo?.idsWhiteList ?? []), ...(req.geo?.superGeo ?? [])];
  const capitalsOnly = codes.length > 0 && codes.every((c) => CAPITALS.has(c));
  const someCapitals = codes.length === 0 || codes.some((c) => CAPITALS.has(c) || c === 'ru' || c === 'million');
  return Math.max(round2(FLOOR_CPM[req.creativeType] * (capitalsOnly ? 1.4 : someCapitals ? 1.15 : 1)), atLeast);
}

/** Share of auctions won at `cpm` (0..1): none under the floor, then a saturating curve. */
function winRate(cpm: number, floor: number): number {
  if (cpm < floor) return 0;
  return 1 - Math.exp(-(cpm - floor + floor * 0.1) / (floor * 1.2));
}

/** The bid that wins 80% of the auctions, in whole rubles. */
function recommendedCpm(floor: number): number {
  return Math.ceil(floor * 1.2 * Math.log(5) + floor * 0.9);
}

/** Daily requests of the targeting before any bid, on an average weekday. */
function dailyAvailable(
  req: ForecastRequest,
  inventory: Inventory,
): { total: number; bySsp: { ssp: InventorySsp; share: number }[] } {
  const active = inventory.ssps.filter((s) => s.active);
  const qps = sum(active.map((s) => s.qpsLimit)) || 1;
  const bySsp = sspsOf(req, inventory).map((ssp) => ({ ssp, share: ssp.qpsLimit / qps }));
  const total =
    inventory.dailyRequests *
    FORMAT_SHARE[req.creativeType] *
    geoShare(req.geo) *
    deviceShare(req.deviceTypes) *
    brandShare(req, inventory.devices) *
    sum(bySsp.map((s) => s.share));
  return { total, bySsp };
}

/** The forecast of a valid request (the caller has validated it and checked cpm ≥ minimal). */
export function forecast(req: ForecastRequest, inventory: Inventory, atLeast = 0): Forecast {
  const floor = minimalCpm(req, atLeast);
  const recommended = recommendedCpm(floor);
  const cpm = req.cpm ?? recommended;
  const win = winRate(cpm, floor);
  const limits = req.limits ?? {};
  const n = periodDays(req.dates.start, req.dates.end);
  const first = Date.parse(`${req.dates.start}T00:00:00Z`);
  const { total, bySsp } = dailyAvailable(req, inventory);
  const ctr = CTR[req.creativeType];
  const perThousand = cpm / 1000;

  const days: ForecastDay[] = [];
  let impressionsLeft = limits.impressionsTotal ?? Infinity;
  let budgetLeft = limits.budgetTotal ?? Infinity;
  let clicksLeft = limits.clicksTotal ?? Infinity;
  for (let i = 0; i < n; i++) {
    const at = first + i * DAY_MS;
    const available = Math.floor(total * WEEKDAY_FACTOR[new Date(at).getUTCDay()]);
    const caps = [available * win, impressionsLeft, budgetLeft / perThousand, clicksLeft / ctr];
    if (limits.impressionsDaily !== undefined) caps.push(limits.impressionsDaily);
    if (limits.budgetDaily !== undefined) caps.push(limits.budgetDaily / perThousand);
    if (limits.frequencyCap !== undefined) caps.push((available / REQUESTS_PER_USER) * limits.frequencyCap);
    // Evenly: what is left is spread over the days left, so the budget lasts the whole period.
    if (req.saleSpeedType === 'evenly') {
      const daysLeft = n - i;
      if (Number.isFinite(budgetLeft)) caps.push(budgetLeft / perThousand / daysLeft);
      if (Number.isFinite(impressionsLeft)) caps.push(impressionsLeft / daysLeft);
    }
    const impressions = Math.max(0, Math.floor(Math.min(...caps)));
    const clicks = Math.floor(impressions * ctr);
    const spend = round2(impressions * perThousand);
    impressionsLeft -= impressions;
    budgetLeft -= spend;
    clicksLeft -= clicks;
    days.push({ date: new Date(at).toISOString().slice(0, 10), available, impressions, clicks, spend });
  }

  const impressions = sum(days.map((d) => d.impressions));
  const clicks = sum(days.map((d) => d.clicks));
  // A user sees the ad about frequency times over the period (the cap bounds it per day).
  const frequency = Math.max(1, Math.min(limits.frequencyCap ?? 5, 1 + 0.12 * n));
  const shareSum = sum(bySsp.map((s) => s.share)) || 1;
  let given = 0;
  const ssps = bySsp.map(({ ssp, share }, i) => {
    const part = i === bySsp.length - 1 ? impressions - given : Math.floor((impressions * share) / shareSum);
    given += part;
    return { sysname: ssp.sysname, name: ssp.name, impressions: part };
  });
  return {
    currency: 'rub',
    cpm,
    minimalCpm: floor,
    recommendedCpm: recommended,
    winRate: round2(win * 100),
    days,
    totals: {
      available: sum(days.map((d) => d.available)),
      impressions,
      clicks,
      spend: round2(sum(days.map((d) => d.spend))),
      reach: Math.round(impressions / frequency),
      ctr: impressions ? round2((clicks / impressions) * 100) : 0,
    },
    ssps,
  };
}

/** The bid landscape of a targeting: how many auctions and impressions a day each bid wins. */
export function bidInfo(req: ForecastRequest, inventory: Inventory, atLeast = 0): BidInfo {
  const floor = minimalCpm(req, atLeast);
  const { total } = dailyAvailable(req, inventory);
  const points = Array.from({ length: 13 }, (_, i) => {
    const cpm = round2(floor * (0.5 + i * 0.25));
    const rate = winRate(cpm, floor);
    return { cpm, winRate: round2(rate * 100), impressionsDaily: Math.floor(total * rate) };
  });
  return { currency: 'rub', minimalCpm: floor, recommendedCpm: recommendedCpm(floor), points };
}
