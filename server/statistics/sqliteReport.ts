import type { ServerContext } from '../context';
import { invalid } from '../errors';
import type { Dimension, Metric } from './dimensions';
import { dimensionLabeller, factsGroupCount, factsGroups, factsTotals, type FactsGroup } from './query';
import { REPORT_MESSAGES, type ReportRequest } from './request';
import {
  rowOrder,
  seriesBy,
  seriesPoints,
  SUMMARY_MAX_ROWS,
  TIME,
  type DetailsAnswer,
  type ReportRow,
  type SummaryAnswer,
} from './reportShape';

/**
 * The reports as the request thread computed them from SQLite's facts before the columnar store:
 * every group read, labelled and sorted in JS. Kept as the reference the columnar reports are
 * checked against (tests) and as the bench's baseline; the API no longer calls it.
 */
function labelAndSort(ctx: ServerContext, groups: FactsGroup[], req: ReportRequest): ReportRow[] {
  const label = dimensionLabeller(ctx);
  const { groupBy } = req.facts;
  const rows: ReportRow[] = groups.map(({ key, ...figures }) => ({
    key,
    labels: Object.fromEntries(groupBy.map((d) => [d, TIME.includes(d) ? key[d]! : label(d, key[d]!)])),
    ...figures,
  }));
  // Labels are compared once per distinct value; rows are then sorted by integer ranks.
  const collator = new Intl.Collator('ru', { numeric: true });
  const ranks = groupBy.map((d) => {
    const distinct = [...new Set(rows.map((r) => r.labels[d]!))].sort(TIME.includes(d) ? undefined : collator.compare);
    const rank = new Map(distinct.map((v, i) => [v, i]));
    return Int32Array.from(rows, (r) => rank.get(r.labels[d]!)!);
  });
  const { sort, order } = rowOrder(req);
  const sign = order === 'desc' ? -1 : 1;
  const dimIndex = groupBy.indexOf(sort as Dimension);
  const primary =
    sort === null
      ? null
      : dimIndex >= 0
        ? (a: number, b: number) => ranks[dimIndex][a] - ranks[dimIndex][b]
        : (a: number, b: number) => rows[a][sort as Metric] - rows[b][sort as Metric];
  const index = Array.from(rows, (_, i) => i).sort((a, b) => {
    const p = primary ? primary(a, b) * sign : 0;
    if (p) return p;
    for (const r of ranks) {
      const c = r[a] - r[b];
      if (c) return c;
    }
    return 0;
  });
  return index.map((i) => rows[i]);
}

const rowsOf = (ctx: ServerContext, req: ReportRequest): ReportRow[] =>
  req.facts.groupBy.length ? labelAndSort(ctx, factsGroups(ctx, req.facts), req) : [];

export function sqliteSummary(ctx: ServerContext, req: ReportRequest): SummaryAnswer {
  const count = req.facts.groupBy.length ? factsGroupCount(ctx, req.facts) : 0;
  if (count > SUMMARY_MAX_ROWS) throw invalid({ '/groupBy': REPORT_MESSAGES.tooManyRows(count, SUMMARY_MAX_ROWS) });
  const by = seriesBy(req.facts);
  return {
    rows: rowsOf(ctx, req),
    totals: factsTotals(ctx, req.facts),
    series: seriesPoints(req.facts, by, factsGroups(ctx, { ...req.facts, groupBy: [by] })),
  };
}

export function sqliteDetails(ctx: ServerContext, req: ReportRequest): DetailsAnswer {
  const rows = rowsOf(ctx, req);
  const start = (req.page - 1) * req.pageSize;
  return { rows: rows.slice(start, start + req.pageSize), totals: factsTotals(ctx, req.facts), total: rows.length };
}
