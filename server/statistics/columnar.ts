import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { Db } from '../db';
import type { Dimension } from './dimensions';
import { figures, type Figures } from './query';

/**
 * The facts where the reports read them: a DuckDB file beside kabinet.db (statistics.duckdb),
 * a columnar copy of SQLite's statistic_facts. SQLite stays where facts are written (the demo
 * generator, and what the tests check sums against); reports read this copy, which scans a year
 * of hourly facts 10–50 times faster (docs/statistics.md has the figures). Facts are only ever
 * appended, so the copy follows SQLite by rowid: every report first appends what is new.
 * Lives in the statistics worker (worker.ts): DuckDB runs its queries on threads of its own,
 * and the request thread never waits on a scan.
 */
const COLUMNAR_FILE = 'statistics.duckdb';

const COLUMNS = `hour INTEGER NOT NULL, account_id VARCHAR NOT NULL, campaign_id VARCHAR NOT NULL, creative_id VARCHAR NOT NULL,
  ssp VARCHAR NOT NULL, domain VARCHAR NOT NULL, bundle VARCHAR NOT NULL, age_interval VARCHAR NOT NULL, gender VARCHAR NOT NULL,
  country VARCHAR NOT NULL, region VARCHAR NOT NULL, city VARCHAR NOT NULL, device VARCHAR NOT NULL,
  impressions INTEGER NOT NULL, clicks INTEGER NOT NULL, views INTEGER NOT NULL, completes INTEGER NOT NULL, spent INTEGER NOT NULL`;
const TEXT_COLUMNS = 12;

/**
 * The facts summed by hour and creative (with the creative's campaign and account): a year's
 * hour × creative report is one row per group here, so its first page is a top-N over stored rows
 * instead of grouping five million facts. Answers every report that groups and filters by time,
 * campaign and creative only (no SSP filter, no audience or site grouping).
 */
export const HOURLY = 'facts_hourly';
export const HOURLY_DIMENSIONS: readonly Dimension[] = ['hour', 'day', 'campaign', 'creative'];
const HOURLY_SUMS = ['impressions', 'clicks', 'views', 'completes', 'spent']
  .map((m) => `sum(${m})::BIGINT AS ${m}`)
  .join(', ');
const HOURLY_COLUMNS =
  'hour INTEGER NOT NULL, creative_id VARCHAR NOT NULL, campaign_id VARCHAR NOT NULL, account_id VARCHAR NOT NULL, ' +
  'impressions BIGINT NOT NULL, clicks BIGINT NOT NULL, views BIGINT NOT NULL, completes BIGINT NOT NULL, spent BIGINT NOT NULL';

/** A report's filters, in the worker's terms: hours [fromHour, toHour), ids already in reach. */
export interface ColumnarQuery {
  /** Which table answers: the facts, or their hourly rollup by creative (see HOURLY). */
  table?: 'facts' | typeof HOURLY;
  fromHour: number;
  toHour: number;
  offsetMinutes: number;
  groupBy: readonly Dimension[];
  accounts: readonly string[];
  campaigns: readonly string[];
  ssps: readonly string[];
  /** Campaigns in the caller's reach; null = all (admin). */
  reach: readonly string[] | null;
}

/** SQL of a dimension's value; offset is a validated integer, so it is written inline. */
export function column(d: Dimension, offset: number): string {
  switch (d) {
    case 'hour':
      return 'hour';
    case 'day':
      return `((hour * 60 + ${offset}) // 1440)`;
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

/** The sums as doubles: DuckDB sums integers into 128-bit ones, which JS would get as bigint. */
export const SUMS = ['impressions', 'clicks', 'views', 'completes', 'spent']
  .map((m) => `CAST(sum(${m}) AS DOUBLE) AS ${m}`)
  .join(', ');

export function where(q: ColumnarQuery): { sql: string; params: DuckDBValue[] } {
  const parts = ['hour >= ?', 'hour < ?'];
  const params: DuckDBValue[] = [q.fromHour, q.toHour];
  const among = (sql: string, values: readonly string[] | null) => {
    if (!values) return;
    if (!values.length) parts.push('false');
    else {
      parts.push(`${sql} IN (${values.map(() => '?').join(',')})`);
      params.push(...values);
    }
  };
  among('account_id', q.accounts.length ? q.accounts : null);
  among('campaign_id', q.campaigns.length ? q.campaigns : null);
  among('ssp', q.ssps.length ? q.ssps : null);
  among('campaign_id', q.reach);
  return { sql: parts.join(' AND '), params };
}

export class ColumnarFacts {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly writer: DuckDBConnection,
  ) {}

  /** Opens (creating) the file; threads: what DuckDB may use for one query (the machine's cores). */
  static async open(dataDir: string, threads = 2): Promise<ColumnarFacts> {
    const instance = await DuckDBInstance.create(path.join(dataDir, COLUMNAR_FILE), { threads: String(threads) });
    const writer = await instance.connect();
    await writer.run(`CREATE TABLE IF NOT EXISTS facts (${COLUMNS});
      CREATE TABLE IF NOT EXISTS copied (last_rowid BIGINT NOT NULL, source VARCHAR NOT NULL DEFAULT '');`);
    // A store written before the rollup existed gets it from its facts once.
    const hasRollup = (
      await writer.runAndReadAll(`SELECT count(*) FROM duckdb_tables() WHERE table_name = '${HOURLY}'`)
    ).getRowsJS()[0][0];
    if (!Number(hasRollup)) {
      await writer.run(`CREATE TABLE ${HOURLY} (${HOURLY_COLUMNS})`);
      await writer.run(
        `INSERT INTO ${HOURLY} SELECT hour, creative_id, campaign_id, account_id, ${HOURLY_SUMS} FROM facts GROUP BY ALL ORDER BY hour`,
      );
    }
    return new ColumnarFacts(instance, writer);
  }

  /**
   * Appends the SQLite facts not copied yet (rowid above the last copied), in one DuckDB
   * transaction with the new mark, so a copy cut short is redone whole. Returns rows appended.
   */
  async follow(sqlite: Db): Promise<number> {
    const exists = sqlite
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'statistic_facts'")
      .get();
    if (!exists) return 0;
    // Which SQLite facts the copy is of: the moment they were seeded. A kabinet.db made anew
    // beside an old copy (demo data reset) is copied again from its first row.
    const source =
      (sqlite.prepare("SELECT seeded_at FROM seeded WHERE module = 'statisticFacts'").pluck().get() as
        string | undefined) ?? '';
    const copied = (await this.writer.runAndReadAll('SELECT last_rowid, source FROM copied')).getRowsJS()[0];
    const last = (sqlite.prepare('SELECT max(rowid) AS n FROM statistic_facts').get() as { n: number | null }).n ?? 0;
    const stale = copied !== undefined && (copied[1] !== source || Number(copied[0]) > last);
    const mark = copied === undefined || stale ? 0 : Number(copied[0]);
    if (last <= mark && !stale) return 0;
    await this.writer.run('BEGIN TRANSACTION');
    try {
      if (stale) await this.writer.run('DELETE FROM facts');
      const appender = await this.writer.createAppender('facts');
      let n = 0;
      let firstHour = Infinity;
      const rows = sqlite
        .prepare(
          `SELECT hour, account_id, campaign_id, creative_id, ssp, domain, bundle, age_interval, gender, country,
        region, city, device, impressions, clicks, views, completes, spent FROM statistic_facts WHERE rowid > ? AND rowid <= ?`,
        )
        .raw();
      for (const row of rows.iterate(mark, last) as Iterable<unknown[]>) {
        appender.appendInteger(row[0] as number);
        firstHour = Math.min(firstHour, row[0] as number);
        for (let i = 1; i <= TEXT_COLUMNS; i++) appender.appendVarchar(row[i] as string);
        for (let i = TEXT_COLUMNS + 1; i < row.length; i++) appender.appendInteger(row[i] as number);
        appender.endRow();
        n++;
      }
      appender.closeSync();
      // The rollup's hours that the new facts touch are summed again (facts of an hour may arrive late).
      if (stale) await this.writer.run(`DELETE FROM ${HOURLY}`);
      else if (n) await this.writer.run(`DELETE FROM ${HOURLY} WHERE hour >= ?`, [firstHour]);
      if (stale || n) {
        await this.writer.run(
          `INSERT INTO ${HOURLY} SELECT hour, creative_id, campaign_id, account_id, ${HOURLY_SUMS}
          FROM facts WHERE hour >= ? GROUP BY ALL ORDER BY hour`,
          [stale ? -2147483648 : firstHour],
        );
      }
      await this.writer.run('DELETE FROM copied; INSERT INTO copied VALUES (?, ?)', [last, source]);
      await this.writer.run('COMMIT');
      return n;
    } catch (e) {
      await this.writer.run('ROLLBACK');
      throw e;
    }
  }

  /** A connection of its own for one report (its temporary tables are its own). */
  connect(): Promise<DuckDBConnection> {
    return this.instance.connect();
  }

  async totals(con: DuckDBConnection, q: ColumnarQuery): Promise<Figures> {
    const w = where(q);
    const row = (
      await con.runAndReadAll(`SELECT ${SUMS} FROM ${q.table ?? 'facts'} WHERE ${w.sql}`, w.params)
    ).getRowObjectsJS()[0];
    return figures(row as never);
  }

  /** Distinct values of a dimension in the whole store (what its sort ranks are built from). */
  async distinct(con: DuckDBConnection, d: Dimension): Promise<string[]> {
    return (await con.runAndReadAll(`SELECT DISTINCT ${column(d, 0)} FROM facts`)).getRowsJS().map((r) => String(r[0]));
  }

  /**
   * Whether every creative of the rollup belongs to one campaign and account, so that a row of
   * the rollup is a whole hour × creative group (true of the platform's facts; checked, not assumed).
   */
  async creativesOwnedOnce(con: DuckDBConnection): Promise<boolean> {
    const [[owners, creatives]] = (
      await con.runAndReadAll(`SELECT count(*), count(DISTINCT creative_id)
      FROM (SELECT DISTINCT creative_id, campaign_id, account_id FROM ${HOURLY})`)
    ).getRowsJS();
    return Number(owners) === Number(creatives);
  }

  close(): void {
    this.writer.closeSync();
    this.instance.closeSync();
  }
}
