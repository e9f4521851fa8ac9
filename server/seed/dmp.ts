import { ensureDmpDays, insertDmpDays, type DmpDay } from '../statistics/dmpDays';
import type { SeedModule } from './index';
import { inTree } from './tree';

const DAY_MS = 86_400_000;
/** Days of a report at most (from its campaign's start). */
const MAX_REPORT_DAYS = 60;

/**
 * DMP engine reports (docs/product.md#routes reports/dmp): about one campaign in six that targets audiences
 * gets a report on a DMP segment over its period (at most MAX_REPORT_DAYS days), owned by the
 * campaign's cabinet; the daily figures go to dmp_report_days and the report's totals are their
 * sums, so the list and the .xlsx always agree. A few reports are still being built (no days).
 */
export const dmpSeed: SeedModule = {
  resource: 'dmpReport',
  run({ ctx, rng, create, records, tick }) {
    ensureDmpDays(ctx.db);
    const segments = records('dmpSegment');
    if (!segments.length) return;
    let n = 0;
    for (const campaign of records('campaign')) {
      if (!rng.chance(1 / 6)) continue;
      const owner = ctx.cabinets.get(campaign.cabinetId!)!;
      // A segment of the campaign's own tree: another agency's audience is not its to report on.
      const own = inTree(ctx, owner, segments);
      if (!own.length) continue;
      tick();
      const segment = own[n++ % own.length];
      const dates = (campaign.data.calendar as { dates?: { start?: string; end?: string } } | undefined)?.dates ?? {};
      const start = Date.parse(`${dates.start ?? '2025-03-01'}T00:00:00Z`);
      const end = Math.min(
        Date.parse(`${dates.end ?? dates.start ?? '2025-03-01'}T00:00:00Z`),
        start + (MAX_REPORT_DAYS - 1) * DAY_MS,
      );
      const processing = rng.chance(0.1);
      const segmentUsers = Number(segment.data.usersCount ?? rng.int(80, 4000) * 1000);
      const days: DmpDay[] = [];
      if (!processing) {
        const base = rng.int(2_000, 40_000);
        const ctr = 0.002 + rng.next() * 0.015;
        for (let day = start; day <= end; day += DAY_MS) {
          const impressions = Math.round(base * (0.6 + rng.next() * 0.8));
          days.push({
            day: new Date(day).toISOString().slice(0, 10),
            users: Math.round(impressions / (1.3 + rng.next() * 1.2)),
            impressions,
            clicks: Math.round(impressions * ctr * (0.7 + rng.next() * 0.6)),
          });
        }
      }
      const impressions = days.reduce((s, d) => s + d.impressions, 0);
      const clicks = days.reduce((s, d) => s + d.clicks, 0);
      const matchedUsers = processing ? 0 : Math.round(segmentUsers * (0.25 + rng.next() * 0.5));
      const id = create('dmpReport', {}, owner, {
        serverOwned: {
          name: `${String(segment.data.name)} — ${String(campaign.data.name)}`,
          segmentId: segment.id,
          campaignId: campaign.id,
          provider: segment.data.provider,
          status: processing ? 'processing' : 'ready',
          period: { start: new Date(start).toISOString().slice(0, 10), end: new Date(end).toISOString().slice(0, 10) },
          segmentUsers,
          matchedUsers,
          matchRate: segmentUsers ? Math.round((matchedUsers / segmentUsers) * 10_000) / 100 : 0,
          impressions,
          clicks,
          ctr: impressions ? Math.round((clicks / impressions) * 10_000) / 100 : 0,
        },
      });
      insertDmpDays(ctx.db, id, days);
    }
  },
};
