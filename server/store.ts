import type { Statement } from 'better-sqlite3';
import { registerFunctions, type Db } from './db';
import { createIndexSql, createPairIndexSql, existingListIndexes, pairIndexName, sortExpr, sqlText, type IndexedField, type IndexPlan } from './listIndexes';
import type { ListQuery } from './listQuery';

/** One row of the generic `records` table, data parsed. */
export interface StoredRecord {
  id: string;
  /** The cabinet the record was created in: decides who sees it. */
  cabinetId: string | null;
  version: number;
  data: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  id: string;
  cabinet_id: string | null;
  version: number;
  data: string;
  created_at: string;
  updated_at: string;
}

const toRecord = (row: Row): StoredRecord => ({
  id: row.id,
  cabinetId: row.cabinet_id,
  version: row.version,
  data: JSON.parse(row.data) as Record<string, unknown>,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A stored row with its data still JSON text (lists that send it on as it is). */
export interface RawRecord {
  id: string;
  version: number;
  data: string;
}

/** Which owners a caller may see: null = everything (admin cabinets). */
export type Scope = string[] | null;

function scopeSql(scope: Scope): { sql: string; params: string[] } {
  if (scope === null) return { sql: '', params: [] };
  return { sql: `cabinet_id IN (${scope.map(() => '?').join(',') || 'NULL'})`, params: scope };
}

/** Prepared statements kept per SQL text; list SQL varies with filters, so the cache is bounded. */
const STATEMENT_CACHE_LIMIT = 500;
/** Counts kept until the next write; bounded the same way. */
const COUNT_CACHE_LIMIT = 1000;
/**
 * Relative cost of reading one matching record through a filter index and sorting it, against
 * stepping one entry of the sort index (a row fetch to check the filter): picks the plan.
 */
const SORT_COST_PER_ROW = 4;

/** Generic storage of schema records; every method is one statement, callers own transactions. */
export class RecordStore {
  private readonly statements = new Map<string, Statement>();
  private readonly counts = new Map<string, number>();
  private countsStamp = '';
  private readonly changeStamp: Statement;
  private readonly dataVersion: Statement;
  /** kbf_/kbs_ indexes known to exist. */
  private readonly indexes: Set<string>;

  /** `plan`: the expression indexes ensureListIndexes made (none: lists still work, unindexed). */
  constructor(private readonly db: Db, private readonly plan: IndexPlan = new Map()) {
    // A store over a connection opened elsewhere (tests) needs kb_fold too: indexes call it.
    registerFunctions(db);
    this.changeStamp = db.prepare('SELECT total_changes()').pluck();
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
    this.indexes = existingListIndexes(db);
  }

  /**
   * The name of a field's index, made now if it is the first list that needs it (one CREATE
   * INDEX over the resource's records). Not inside a caller's transaction: null, plan freely.
   */
  private index(resource: string, field: IndexedField, kind: 'filter' | 'sort'): string | null {
    const name = kind === 'filter' || !field.folded ? field.filterIndex : field.sortIndex;
    if (this.indexes.has(name)) return name;
    if (this.db.inTransaction) return null;
    this.db.exec(createIndexSql(resource, field, kind));
    this.indexes.add(name);
    // Statements prepared before the index do not know it; the schema change re-prepares them.
    return name;
  }

  /** The (sort key, filtered value) index, made on first use like the others. */
  private pairIndex(resource: string, sort: IndexedField, filter: IndexedField): string | null {
    const name = pairIndexName(resource, sort, filter);
    if (this.indexes.has(name)) return name;
    if (this.db.inTransaction) return null;
    this.db.exec(createPairIndexSql(resource, sort, filter));
    this.indexes.add(name);
    return name;
  }

  private statement(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      if (this.statements.size >= STATEMENT_CACHE_LIMIT) this.statements.clear();
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /**
   * count(*) of a WHERE, remembered until anything changes: this connection's writes move
   * total_changes(), other connections' move data_version. Never cached inside a transaction
   * (a rollback would not move the stamp back).
   */
  private count(sql: string, params: unknown[]): number {
    const run = () => (this.statement(sql).pluck().get(...params) as number);
    if (this.db.inTransaction) return run();
    const stamp = `${this.changeStamp.get() as number}:${this.dataVersion.get() as number}`;
    if (stamp !== this.countsStamp) {
      this.counts.clear();
      this.countsStamp = stamp;
    }
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    let total = this.counts.get(key);
    if (total === undefined) {
      total = run();
      if (this.counts.size >= COUNT_CACHE_LIMIT) this.counts.clear();
      this.counts.set(key, total);
    }
    return total;
  }

  get(resource: string, id: string): StoredRecord | null {
    const row = this.statement('SELECT * FROM records WHERE resource = ? AND id = ?').get(resource, id) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  list(resource: string, query: ListQuery, scope: Scope): { rows: StoredRecord[]; total: number } {
    const { rows, total } = this.page(resource, query, scope);
    return { rows: rows.map(toRecord), total };
  }

  /** The same page with data unparsed: only what a record needs to be sent as stored. */
  listRaw(resource: string, query: ListQuery, scope: Scope): { rows: RawRecord[]; total: number } {
    return this.page(resource, query, scope);
  }

  private page(resource: string, query: ListQuery, scope: Scope): { rows: Row[]; total: number } {
    const owner = scopeSql(scope);
    // The resource inlined: the expression indexes are partial (WHERE resource = '<schema>').
    const resourceSql = `resource = ${sqlText(resource)}`;
    const where = [resourceSql, ...query.where, ...(owner.sql ? [owner.sql] : [])].join(' AND ');
    const params = [...query.params, ...owner.params];
    const fields = this.plan.get(resource);
    const hints = query.indexHints ?? { filters: [], sort: null };
    const filter = hints.filters.map((f) => fields?.get(f)).find((f): f is IndexedField => !!f);
    const sortField = hints.sort ? fields?.get(hints.sort) : undefined;
    // A route may have replaced the order (e.g. newest first): the sort index is for ours only.
    const sorted = sortField && query.orderBy.startsWith(sortExpr(sortField.property, sortField.folded)) ? sortField : undefined;

    const filterIndex = filter ? this.index(resource, filter, 'filter') : null;
    const sortIndex = sorted ? this.index(resource, sorted, 'sort') : null;
    const total = this.count(`SELECT count(*) FROM records ${filterIndex ? `INDEXED BY ${filterIndex} ` : ''}WHERE ${where}`, params);
    const offset = (query.page - 1) * query.pageSize;
    let index = '';
    if (sorted && sortIndex) {
      // Walk the sort index until the page is full, or read the filter's matches and sort them:
      // whichever touches fewer records (a rare value sorts its few matches, a common one walks).
      const all = this.count(`SELECT count(*) FROM records WHERE ${resourceSql}`, []);
      const walk = total === 0 ? all : Math.min(all, ((offset + query.pageSize) * all) / total);
      if (filterIndex && total * SORT_COST_PER_ROW < walk) index = filterIndex;
      else index = (filter && filter !== sorted ? this.pairIndex(resource, sorted, filter) : null) ?? sortIndex;
    }
    return { rows: this.pageRows(index, where, query, [...params, ...query.orderParams, query.pageSize, offset]), total };
  }

  private pageRows(index: string, where: string, query: ListQuery, params: unknown[]): Row[] {
    const sql = (hint: string) => `SELECT * FROM records ${hint}WHERE ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`;
    let stmt: Statement;
    try {
      stmt = this.statement(sql(index ? `INDEXED BY ${index} ` : ''));
    } catch {
      // The planner could not use the index for this WHERE (a route's own terms): plan freely.
      stmt = this.statement(sql(''));
    }
    return stmt.all(...params) as Row[];
  }

  /** Every record of a resource (seeding, hooks); no paging. */
  all(resource: string): StoredRecord[] {
    return (this.statement('SELECT * FROM records WHERE resource = ? ORDER BY rowid').all(resource) as Row[]).map(toRecord);
  }

  insert(resource: string, id: string, cabinetId: string | null, data: Record<string, unknown>, now: string): void {
    this.statement('INSERT INTO records (resource, id, cabinet_id, version, data, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)')
      .run(resource, id, cabinetId, JSON.stringify(data), now, now);
  }

  /** Writes new data only if the version is still `expected`; false when someone was first. */
  update(resource: string, id: string, expected: number, data: Record<string, unknown>, now: string): boolean {
    const result = this.statement('UPDATE records SET data = ?, version = version + 1, updated_at = ? WHERE resource = ? AND id = ? AND version = ?')
      .run(JSON.stringify(data), now, resource, id, expected);
    return result.changes === 1;
  }

  delete(resource: string, id: string): void {
    this.statement('DELETE FROM records WHERE resource = ? AND id = ?').run(resource, id);
  }
}
