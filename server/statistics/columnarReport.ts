import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import type { Db } from '../db';
import { invalid } from '../errors';
import { column, HOURLY, HOURLY_DIMENSIONS, SUMS, where, type ColumnarFacts, type ColumnarQuery } from './columnar';
import type { Dimension, Metric } from './dimensions';
import { accountStatistics, type AccountStatistics } from './accountFigures';
import { figures, keyText, labellerOf, type FactsGroup } from './query';
import { REPORT_MESSAGES, type ReportRequest } from './request';
import { requestOf, type AccountFiguresJob, type AccountFiguresRow, type ReportJob } from './reportJob';
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

const HOUR_MS = 3_600_000;
/** Reports querying DuckDB at once (see slot()). */
const RUNNING = 2;
const collator = new Intl.Collator('ru', { numeric: true });
const COUNTERS = ['impressions', 'clicks', 'views', 'completes', 'spent'] as const;
type Counter = (typeof COUNTERS)[number];
/** A rollup row's sums, typed as SUMS types the grouped ones. */
const STORED_SUMS = COUNTERS.map((m) => `CAST(${m} AS DOUBLE) AS ${m}`).join(', ');
/** Row counts kept for the paging of the same report (another page, another sort) until new facts arrive. */
const COUNTS_KEPT = 200;

/** The derived rates as the API rounds them (figures() in query.ts), for sorting in SQL. */
const METRIC_SQL: Record<Metric, string> = {
  impressions: 'g.impressions',
  clicks: 'g.clicks',
  views: 'g.views',
  completes: 'g.completes',
  spent: 'g.spent',
  ctr: '(CASE WHEN g.impressions = 0 THEN 0 ELSE round((g.clicks / g.impressions * 100) * 100) / 100 END)',
  vtr: '(CASE WHEN g.views = 0 THEN 0 ELSE round((g.completes / g.views * 100) * 100) / 100 END)',
};

/**
 * Reports from the columnar store. Grouping, sorting and paging all run in DuckDB: a page of a
 * year grouped by hour × creative (millions of groups) never becomes millions of JS objects.
 * Rows sort by the Russian collation of their labels, as before: each grouping's values are
 * ranked in JS (a few thousand names at most) and the query joins the ranks.
 */
export class ColumnarReports {
  private distinctCache = new Map<Dimension, { mark: number; values: string[] }>();
  private counts = new Map<string, number>();
  private countsMark = -1;
  private owned: { mark: number; once: Promise<boolean> } | null = null;
  private following: Promise<number> = Promise.resolve(0);
  private copied = 0;

  constructor(
    private readonly facts: ColumnarFacts,
    private readonly sqlite: Db,
  ) {}

  /** New SQLite facts are appended one copy at a time; reports wait for the copy in progress. */
  follow(): Promise<number> {
    // A failed copy fails its reports only: the next report tries again.
    this.following = this.following
      .catch(() => this.copied)
      .then(async () => {
        this.copied += await this.facts.follow(this.sqlite);
        return this.copied;
      });
    return this.following;
  }

  /** Runs a report; `signal` (the caller went away) interrupts its query or skips it if it still waits. */
  async run(
    job: ReportJob | AccountFiguresJob,
    signal?: AbortSignal,
  ): Promise<SummaryAnswer | DetailsAnswer | Record<string, AccountStatistics>> {
    await this.follow();
    await this.slot();
    let con: DuckDBConnection | null = null;
    const interrupt = () => con?.interrupt();
    try {
      signal?.throwIfAborted();
      con = await this.facts.connect();
      signal?.addEventListener('abort', interrupt);
      if (job.kind === 'accountFigures') return await this.accountFigures(con, job);
      return job.kind === 'summary' ? await this.summary(con, requestOf(job)) : await this.details(con, requestOf(job));
    } finally {
      signal?.removeEventListener('abort', interrupt);
      con?.closeSync();
      const next = this.queue.shift();
      if (next) next();
      else this.busy--;
    }
  }

  /**
   * DuckDB runs each query on a thread of the process's libuv pool (4 threads), which the
   * request thread needs too (compression, files, password hashing): at most RUNNING reports
   * query at once, the others wait their turn here.
   */
  private busy = 0;
  private readonly queue: (() => void)[] = [];
  private slot(): Promise<void> {
    if (this.busy < RUNNING) {
      this.busy++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private query(req: ReportRequest, groupBy = req.facts.groupBy): ColumnarQuery {
    const f = req.facts;
    const reach = f.scope
      ? f.scope.length
        ? (this.sqlite
            .prepare(
              `SELECT id FROM records WHERE resource = 'campaign' AND cabinet_id IN (${f.scope.map(() => '?').join(',')})`,
            )
            .pluck()
            .all(...f.scope) as string[])
        : []
      : null;
    return {
      fromHour: Math.ceil(f.from.getTime() / HOUR_MS),
      toHour: Math.ceil(f.to.getTime() / HOUR_MS),
      offsetMinutes: f.offsetMinutes,
      groupBy,
      accounts: f.accounts ?? [],
      campaigns: f.campaigns ?? [],
      ssps: f.ssps ?? [],
      reach,
    };
  }

  private async summary(con: DuckDBConnection, req: ReportRequest): Promise<SummaryAnswer> {
    const q = this.query(req);
    const page = q.groupBy.length ? await this.page(con, req, q, 0, SUMMARY_MAX_ROWS, true) : { rows: [], total: 0 };
    const by = seriesBy(req.facts);
    const { groups, sums } = await this.groups(con, { ...q, groupBy: [by] });
    // Every fact is in exactly one hour or day of the chart: the totals are the chart's sums (one scan fewer).
    return { rows: page.rows, totals: figures(sums), series: seriesPoints(req.facts, by, groups) };
  }

  private async details(con: DuckDBConnection, req: ReportRequest): Promise<DetailsAnswer> {
    const q = this.query(req);
    const start = (req.page - 1) * req.pageSize;
    const page = q.groupBy.length ? await this.page(con, req, q, start, req.pageSize) : { rows: [], total: 0 };
    return { rows: page.rows, totals: await this.facts.totals(con, (await this.plan(con, q)).q), total: page.total };
  }

  /** The accounts list's sums: one query for the accounts of a page (from the rollup unless SSPs are asked for). */
  private async accountFigures(
    con: DuckDBConnection,
    job: AccountFiguresJob,
  ): Promise<Record<string, AccountStatistics>> {
    const groupBy = job.groupBy.filter((g) => g === 'day' || g === 'ssp');
    const q: ColumnarQuery = {
      table: job.ssps.length || groupBy.includes('ssp') ? 'facts' : HOURLY,
      fromHour: Math.ceil(job.from / HOUR_MS),
      toHour: Math.ceil(job.to / HOUR_MS),
      offsetMinutes: job.offsetMinutes,
      groupBy,
      accounts: job.accounts,
      campaigns: [],
      ssps: job.ssps,
      reach: job.campaigns,
    };
    const w = where(q);
    const cols = ['account_id AS account', ...groupBy.map((d) => `${column(d, q.offsetMinutes)} AS ${d}`)];
    const rows = (
      await con.runAndReadAll(
        `SELECT ${[...cols, SUMS].join(', ')} FROM ${q.table} WHERE ${w.sql} GROUP BY ALL`,
        w.params,
      )
    ).getRowObjectsJS();
    const sums: AccountFiguresRow[] = rows.map((row) => ({
      account: String(row.account),
      ...Object.fromEntries(groupBy.map((d) => [d, keyText(d, row[d], q.offsetMinutes)])),
      ...(Object.fromEntries(COUNTERS.map((c) => [c, Number(row[c])])) as Record<Counter, number>),
    }));
    return accountStatistics(job, sums);
  }

  /**
   * Where a report's groups come from: the hourly rollup when its groupings and filters are all
   * in it (then `stored`: each rollup row is a group, if the report groups by hour and creative),
   * else the facts.
   */
  private async plan(con: DuckDBConnection, q: ColumnarQuery): Promise<{ q: ColumnarQuery; stored: boolean }> {
    if (q.ssps.length || !q.groupBy.every((d) => HOURLY_DIMENSIONS.includes(d))) return { q, stored: false };
    if (this.owned?.mark !== this.copied) this.owned = { mark: this.copied, once: this.facts.creativesOwnedOnce(con) };
    const stored = q.groupBy.includes('hour') && q.groupBy.includes('creative') && (await this.owned.once);
    return { q: { ...q, table: HOURLY }, stored };
  }

  /** Every group of a small grouping (the chart's hours or days), unsorted, and the sums of all of them. */
  private async groups(
    con: DuckDBConnection,
    q: ColumnarQuery,
  ): Promise<{ groups: FactsGroup[]; sums: Record<Counter, number> }> {
    const w = where(q);
    const cols = q.groupBy.map((d, i) => `${column(d, q.offsetMinutes)} AS g${i}`);
    const rows = (
      await con.runAndReadAll(`SELECT ${[...cols, SUMS].join(', ')} FROM facts WHERE ${w.sql} GROUP BY ALL`, w.params)
    ).getRowObjectsJS();
    const sums = { impressions: 0, clicks: 0, views: 0, completes: 0, spent: 0 };
    for (const row of rows) for (const k of COUNTERS) sums[k] += Number(row[k]);
    const groups = rows.map((row) => ({
      key: Object.fromEntries(q.groupBy.map((d, i) => [d, keyText(d, row[`g${i}`], q.offsetMinutes)])),
      ...figures(row as never),
    }));
    return { groups, sums };
  }

  /**
   * One page of the sorted groups and how many groups there are. Rows sorted by time first (the
   * default when a report groups by hour or day) are looked for in the period's first (or last)
   * hours or days only, a window widened until it holds the page: a year's first page groups a
   * few hours of facts, not the year.
   */
  private async page(
    con: DuckDBConnection,
    req: ReportRequest,
    query: ColumnarQuery,
    offset: number,
    limit: number,
    whole = false,
  ): Promise<{ rows: ReportRow[]; total: number }> {
    const { q, stored } = await this.plan(con, query);
    const total = await this.count(con, q, stored);
    // A summary is one table of every row: too many groups are refused before any is read.
    if (whole && total > limit) throw invalid({ '/groupBy': REPORT_MESSAGES.tooManyRows(total, limit) });
    if (offset >= total) return { rows: [], total };
    const label = labellerOf(
      (resource) =>
        new Map(
          (
            this.sqlite
              .prepare(
                `SELECT ${resource === 'ssp' ? "coalesce(json_extract(data, '$.sysname'), id)" : 'id'} AS k, coalesce(json_extract(data, '$.name'), id) AS name
       FROM records WHERE resource = ?`,
              )
              .all(resource) as { k: string; name: unknown }[]
          ).map((r) => [String(r.k), String(r.name)]),
        ),
    );
    const { groupBy } = q;
    const rankParams: DuckDBValue[] = [];
    const joins: string[] = [];
    const rankOf: string[] = [];
    for (const [i, d] of groupBy.entries()) {
      if (TIME.includes(d)) {
        rankOf.push(`g.g${i}`);
        continue;
      }
      const values = await this.distinct(con, d);
      if (!values.length) {
        rankOf.push('0');
        continue;
      }
      const labels = values.map((v) => label(d, v));
      const order = [...new Set(labels)].sort(collator.compare);
      const rank = new Map(order.map((l, n) => [l, n]));
      joins.push(`LEFT JOIN (VALUES ${values.map(() => '(?, ?)').join(', ')}) AS r${i}(v, r) ON r${i}.v = g.g${i}`);
      values.forEach((v, n) => rankParams.push(v, rank.get(labels[n])!));
      rankOf.push(`coalesce(r${i}.r, 2147483647)`);
    }
    const { sort, order } = rowOrder(req);
    const dir = order === 'desc' ? 'DESC' : 'ASC';
    const dimIndex = groupBy.indexOf(sort as Dimension);
    const primary = sort === null ? [] : [`${dimIndex >= 0 ? rankOf[dimIndex] : METRIC_SQL[sort as Metric]} ${dir}`];
    const orderBy = [...primary, ...rankOf.map((r) => `${r} ASC`), ...groupBy.map((_, i) => `g.g${i} ASC`)].join(', ');
    const cols = groupBy.map((d, i) => `${column(d, q.offsetMinutes)} AS g${i}`);
    const read = async (within: ColumnarQuery) => {
      const w = where(within);
      const groups = stored
        ? `SELECT ${[...cols, STORED_SUMS].join(', ')} FROM ${HOURLY} WHERE ${w.sql}`
        : `SELECT ${[...cols, SUMS].join(', ')} FROM ${within.table ?? 'facts'} WHERE ${w.sql} GROUP BY ALL`;
      // The joins' parameters come after the WHERE's: the WITH clause is written first.
      const sql = `WITH g AS (${groups}) SELECT g.* FROM g ${joins.join(' ')}
        ORDER BY ${orderBy} LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;
      return (await con.runAndReadAll(sql, [...w.params, ...rankParams])).getRowObjectsJS();
    };
    let found: Record<string, unknown>[] = [];
    if (sort !== null && TIME.includes(sort as Dimension) && dimIndex >= 0) {
      for (let span = 1; ; span *= 8) {
        const within = timeWindow(q, sort as Dimension, order, span);
        found = await read(within);
        // The window's rows come before all others: a full page from it is the page.
        if (found.length === limit || (within.fromHour === q.fromHour && within.toHour === q.toHour)) break;
      }
    } else {
      found = await read(q);
    }
    const rows = found.map((row) => {
      const key = Object.fromEntries(
        groupBy.map((d, i) => [d, keyText(d, row[`g${i}`], q.offsetMinutes)]),
      ) as ReportRow['key'];
      return {
        key,
        labels: Object.fromEntries(groupBy.map((d) => [d, TIME.includes(d) ? key[d]! : label(d, key[d]!)])),
        ...figures(row as never),
      };
    });
    return { rows, total };
  }

  /** How many groups a report has; kept for its other pages and sorts until new facts arrive. */
  private async count(con: DuckDBConnection, q: ColumnarQuery, stored: boolean): Promise<number> {
    if (this.countsMark !== this.copied) {
      this.counts.clear();
      this.countsMark = this.copied;
    }
    const key = JSON.stringify([q, stored]);
    const kept = this.counts.get(key);
    if (kept !== undefined) return kept;
    const w = where(q);
    const cols = q.groupBy.map((d) => column(d, q.offsetMinutes)).join(', ');
    const sql = stored
      ? `SELECT count(*) FROM ${HOURLY} WHERE ${w.sql}`
      : `SELECT count(*) FROM (SELECT 1 FROM ${q.table ?? 'facts'} WHERE ${w.sql} GROUP BY ${cols})`;
    const n = Number((await con.runAndReadAll(sql, w.params)).getRowsJS()[0][0]);
    if (this.counts.size >= COUNTS_KEPT) this.counts.delete(this.counts.keys().next().value!);
    this.counts.set(key, n);
    return n;
  }

  /** A grouping's distinct values in the store, read again once new facts were copied. */
  private async distinct(con: DuckDBConnection, d: Dimension): Promise<string[]> {
    const hit = this.distinctCache.get(d);
    if (hit && hit.mark === this.copied) return hit.values;
    const values = await this.facts.distinct(con, d);
    this.distinctCache.set(d, { mark: this.copied, values });
    return values;
  }
}

/**
 * The first (ascending) or last (descending) `span` hours or local days of a report's period, as
 * an hour range: a day's window ends where a local day does, so no day is cut in two.
 */
function timeWindow(q: ColumnarQuery, by: Dimension, order: 'asc' | 'desc', span: number): ColumnarQuery {
  const dayOf = (hour: number) => Math.floor((hour * 60 + q.offsetMinutes) / 1440);
  const dayStart = (day: number) => Math.ceil((day * 1440 - q.offsetMinutes) / 60);
  if (order === 'asc') {
    const end = by === 'day' ? dayStart(dayOf(q.fromHour) + span) : q.fromHour + span;
    return { ...q, toHour: Math.min(q.toHour, end) };
  }
  const start = by === 'day' ? dayStart(dayOf(q.toHour - 1) - span + 1) : q.toHour - span;
  return { ...q, fromHour: Math.max(q.fromHour, start) };
}
