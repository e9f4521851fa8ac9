import { percentage } from '../../src/engine/schema/formats';
import type { ServerContext } from '../context';
import type { Scope } from '../store';
import { AGE_INTERVALS, COUNTRIES, DEVICES, GENDERS, REGIONS, type Dimension } from './dimensions';
import { ensureFactsFilled } from './facts';

/**
 * Sums of the facts (server/statistics/facts.ts) for a period, grouped and filtered: the one
 * place reports and account statistics read figures from.
 */
export interface FactsQuery {
  from: Date;
  to: Date;
  /** Minutes east of UTC: days are the caller's calendar days. */
  offsetMinutes: number;
  groupBy: readonly Dimension[];
  accounts?: readonly string[];
  campaigns?: readonly string[];
  ssps?: readonly string[];
  /** Owners whose campaigns the caller sees; null = all (admin). */
  scope?: Scope;
}

export interface Figures {
  impressions: number;
  clicks: number;
  ctr: number;
  views: number;
  completes: number;
  vtr: number;
  spent: number;
}

export interface FactsGroup extends Figures {
  /** The group's value of each grouping dimension (hour: local "YYYY-MM-DDTHH:mm", day: "YYYY-MM-DD"). */
  key: Partial<Record<Dimension, string>>;
}

const HOUR_MS = 3_600_000;

/** SQL of a dimension's value; offset is a validated integer, so it is written inline. */
function column(d: Dimension, offset: number): string {
  switch (d) {
    case 'hour':
      return 'hour';
    case 'day':
      return `((hour * 60 + ${offset}) / 1440)`;
    case 'campaign':
      return 'campaign_id';
    case 'creative':
      return 'creative_id';
    case 'ageInterval':
      return 'age_interval';
    default:
      return d;
  }
}

const SUMS =
  'sum(impressions) AS impressions, sum(clicks) AS clicks, sum(views) AS views, sum(completes) AS completes, sum(spent) AS spent';

interface SumRow {
  impressions: number | null;
  clicks: number | null;
  views: number | null;
  completes: number | null;
  spent: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Counters of a SUM row with the derived rates (docs/product.md#validation: a percentage of 0 is 0). */
export function figures(row: SumRow): Figures {
  const impressions = row.impressions ?? 0;
  const clicks = row.clicks ?? 0;
  const views = row.views ?? 0;
  const completes = row.completes ?? 0;
  return {
    impressions,
    clicks,
    ctr: round2(percentage(clicks, impressions)),
    views,
    completes,
    vtr: round2(percentage(completes, views)),
    spent: (row.spent ?? 0) / 100,
  };
}

function where(q: FactsQuery): { sql: string; params: unknown[] } {
  const parts = ['hour >= ?', 'hour < ?'];
  const params: unknown[] = [Math.ceil(q.from.getTime() / HOUR_MS), Math.ceil(q.to.getTime() / HOUR_MS)];
  const among = (sql: string, values: readonly string[] | undefined) => {
    if (!values?.length) return;
    parts.push(`${sql} IN (${values.map(() => '?').join(',')})`);
    params.push(...values);
  };
  among('account_id', q.accounts);
  among('campaign_id', q.campaigns);
  among('ssp', q.ssps);
  if (q.scope) {
    // The campaign's owner decides, as for the campaign itself (an account cabinet: its own campaigns).
    parts.push(
      `campaign_id IN (SELECT id FROM records WHERE resource = 'campaign' AND cabinet_id IN (${q.scope.map(() => '?').join(',') || 'NULL'}))`,
    );
    params.push(...q.scope);
  }
  return { sql: parts.join(' AND '), params };
}

/** A dimension's raw SQL value as the API gives it. */
export function keyText(d: Dimension, value: unknown, offset: number): string {
  if (d === 'hour') return new Date(Number(value) * HOUR_MS + offset * 60_000).toISOString().slice(0, 16);
  if (d === 'day') return new Date(Number(value) * 86_400_000).toISOString().slice(0, 10);
  return String(value ?? '');
}

/** Totals of the query (no grouping). */
export function factsTotals(ctx: ServerContext, q: FactsQuery): Figures {
  ensureFactsFilled(ctx);
  const w = where(q);
  return figures(ctx.db.prepare(`SELECT ${SUMS} FROM statistic_facts WHERE ${w.sql}`).get(...w.params) as SumRow);
}

/** Number of groups the query would give, without building them. */
export function factsGroupCount(ctx: ServerContext, q: FactsQuery): number {
  ensureFactsFilled(ctx);
  if (!q.groupBy.length) return 1;
  const w = where(q);
  const cols = q.groupBy.map((d) => column(d, q.offsetMinutes)).join(', ');
  return (
    ctx.db
      .prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM statistic_facts WHERE ${w.sql} GROUP BY ${cols})`)
      .get(...w.params) as { n: number }
  ).n;
}

/** Every group of the query, unsorted. */
export function factsGroups(ctx: ServerContext, q: FactsQuery): FactsGroup[] {
  ensureFactsFilled(ctx);
  const w = where(q);
  const cols = q.groupBy.map((d, i) => `${column(d, q.offsetMinutes)} AS g${i}`);
  const sql = `SELECT ${[...cols, SUMS].join(', ')} FROM statistic_facts WHERE ${w.sql}${cols.length ? ` GROUP BY ${cols.map((_, i) => `g${i}`).join(', ')}` : ''}`;
  return (ctx.db.prepare(sql).all(...w.params) as (SumRow & Record<string, unknown>)[]).map((row) => ({
    key: Object.fromEntries(q.groupBy.map((d, i) => [d, keyText(d, row[`g${i}`], q.offsetMinutes)])),
    ...figures(row),
  }));
}

/** Names of what group keys hold: records by name, codes by their Russian label; '' is «—». */
export function dimensionLabeller(ctx: ServerContext): (d: Dimension, value: string) => string {
  return labellerOf(
    (resource) =>
      new Map(
        ctx.store
          .all(resource)
          .map((r) => [resource === 'ssp' ? String(r.data.sysname ?? r.id) : r.id, String(r.data.name ?? r.id)]),
      ),
  );
}

/** The same over any source of names (by id; SSPs by sysname), each asked for once, when first needed. */
export function labellerOf(
  namesOf: (resource: 'campaign' | 'creative' | 'ssp') => Map<string, string>,
): (d: Dimension, value: string) => string {
  const names = (resource: 'campaign' | 'creative' | 'ssp') => {
    let map: Map<string, string> | null = null;
    return (id: string) => {
      map ??= namesOf(resource);
      return map.get(id);
    };
  };
  const campaign = names('campaign');
  const creative = names('creative');
  const ssp = names('ssp');
  return (d, value) => {
    if (value === '') return '—';
    switch (d) {
      case 'campaign':
        return campaign(value) ?? value;
      case 'creative':
        return creative(value) ?? value;
      case 'ssp':
        return ssp(value) ?? value;
      case 'ageInterval':
        return AGE_INTERVALS[value] ?? value;
      case 'gender':
        return GENDERS[value] ?? value;
      case 'country':
        return COUNTRIES[value] ?? value;
      case 'region':
        return REGIONS[value]?.name ?? value;
      case 'device':
        return DEVICES[value] ?? value;
      default:
        return value;
    }
  };
}
