import type { Statement } from 'better-sqlite3';
import { registerFunctions, type Db } from './db';
import {
  createIndexSql,
  createPairIndexSql,
  createValueSortIndexSql,
  existingListIndexes,
  pairIndexName,
  sortExpr,
  sqlText,
  valueSortIndexName,
  type IndexedField,
  type IndexPlan,
} from './listIndexes';
import { MAX_PAGE_SIZE, type ListQuery } from './listQuery';
import { readCacheOf, type ReadCache } from './readCache';

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

/**
 * A stored row with its data still the stored JSON, as UTF-8 bytes (lists that send it on as
 * it is: never decoded to a JS string and encoded back).
 */
export interface RawRecord {
  id: string;
  version: number;
  data: Buffer;
}

/** The columns of a raw list (RawRecord): the data as bytes, so SQLite hands over a Buffer. */
const RAW_COLUMNS = 'id, version, CAST(data AS BLOB) AS data';

/** Which owners a caller may see: null = everything (admin cabinets). */
export type Scope = string[] | null;

function scopeSql(scope: Scope): { sql: string; params: string[] } {
  if (scope === null) return { sql: '', params: [] };
  return { sql: `cabinet_id IN (${scope.map(() => '?').join(',') || 'NULL'})`, params: scope };
}

/** Prepared statements kept per SQL text; list SQL varies with filters, so the cache is bounded. */
const STATEMENT_CACHE_LIMIT = 500;
/**
 * Relative cost of reading one matching record through a filter index and sorting it, against
 * stepping one entry of the sort index (a row fetch to check the filter): picks the plan.
 */
const SORT_COST_PER_ROW = 4;

/**
 * Generic storage of schema records; every write is one statement, callers own transactions
 * (a list page reads in two statements, in a read transaction of its own or the caller's).
 */
export class RecordStore {
  private readonly statements = new Map<string, Statement>();
  /** Runs reads in one transaction (one snapshot); inside a caller's, as part of it. Made once: making one per call costs. */
  private readonly readTogether: <T>(read: () => T) => T;
  /** List totals, kept until the next write (readCache.ts). */
  private readonly cache: ReadCache;
  /** List indexes known to exist. */
  private readonly indexes: Set<string>;

  /** `plan`: the expression indexes ensureListIndexes made (none: lists still work, unindexed). */
  constructor(
    private readonly db: Db,
    private readonly plan: IndexPlan = new Map(),
  ) {
    // A store over a connection opened elsewhere (tests) needs kb_fold too: indexes call it.
    registerFunctions(db);
    this.cache = readCacheOf(db);
    this.indexes = existingListIndexes(db);
    const together = db.transaction((read: () => unknown) => read());
    this.readTogether = <T>(read: () => T) => together(read) as T;
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
    return this.made(pairIndexName(resource, sort, filter), () => createPairIndexSql(resource, sort, filter));
  }

  /** The (filtered value, sort key) index, made on first use like the others. */
  private valueSortIndex(resource: string, filter: IndexedField, sort: IndexedField): string | null {
    return this.made(valueSortIndexName(resource, filter, sort), () => createValueSortIndexSql(resource, filter, sort));
  }

  /** The index `name`, made now if missing; null inside a caller's transaction (plan freely then). */
  private made(name: string, sql: () => string): string | null {
    if (this.indexes.has(name)) return name;
    if (this.db.inTransaction) return null;
    this.db.exec(sql());
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

  /** count(*) of a WHERE, remembered until anything is written (readCache.ts). */
  private count(sql: string, params: unknown[]): number {
    return this.cache.get(
      `count\u0000${sql}\u0000${JSON.stringify(params)}`,
      () =>
        this.statement(sql)
          .pluck()
          .get(...params) as number,
    );
  }

  get(resource: string, id: string): StoredRecord | null {
    const row = this.statement('SELECT * FROM records WHERE resource = ? AND id = ?').get(resource, id) as
      Row | undefined;
    return row ? toRecord(row) : null;
  }

  list(resource: string, query: ListQuery, scope: Scope): { rows: StoredRecord[]; total: number } {
    const { rows, total } = this.page(resource, query, scope, '*');
    return { rows: (rows as Row[]).map(toRecord), total };
  }

  /** The same page with data unparsed: only what a record needs to be sent as stored. */
  listRaw(resource: string, query: ListQuery, scope: Scope): { rows: RawRecord[]; total: number } {
    const { rows, total } = this.page(resource, query, scope, RAW_COLUMNS);
    return { rows: rows as RawRecord[], total };
  }

  /** `columns`: what the caller needs of each record (a raw list needs no owner or dates). */
  private page(resource: string, query: ListQuery, scope: Scope, columns: string): { rows: unknown[]; total: number } {
    const owner = scopeSql(scope);
    // The resource inlined: the expression indexes are partial (WHERE resource = '<schema>').
    const resourceSql = `resource = ${sqlText(resource)}`;
    const where = [resourceSql, ...query.where, ...(owner.sql ? [owner.sql] : [])].join(' AND ');
    const params = [...query.params, ...owner.params];
    const fields = this.plan.get(resource);
    const hints = query.indexHints ?? { filters: [], sort: null };
    const filtered = hints.filters
      .map((f) => ({ field: fields?.get(f.property), values: f.values }))
      .find((f): f is { field: IndexedField; values: number } => !!f.field);
    const filter = filtered?.field;
    const sortField = hints.sort ? fields?.get(hints.sort) : undefined;
    // A route may have replaced the order (e.g. newest first): the sort index is for ours only.
    const sorted =
      sortField && query.orderBy.startsWith(sortExpr(sortField.property, sortField.folded)) ? sortField : undefined;

    const filterIndex = filter ? this.index(resource, filter, 'filter') : null;
    const total = this.count(
      `SELECT count(*) FROM records ${filterIndex ? `INDEXED BY ${filterIndex} ` : ''}WHERE ${where}`,
      params,
    );
    const offset = (query.page - 1) * query.pageSize;
    let index = '';
    if (sorted && filter && filter !== sorted && filtered.values === 1) {
      // One value and a sort: its range of the (value, key) index is the list in order.
      index = this.valueSortIndex(resource, filter, sorted) ?? '';
    } else if (sorted) {
      const sortIndex = this.index(resource, sorted, 'sort');
      // Walk the sort index until the page is full, or read the filter's matches and sort them:
      // whichever touches fewer records (a rare value sorts its few matches, a common one walks).
      const all = this.count(`SELECT count(*) FROM records WHERE ${resourceSql}`, []);
      const walk = total === 0 ? all : Math.min(all, ((offset + query.pageSize) * all) / total);
      if (filterIndex && total * SORT_COST_PER_ROW < walk) index = filterIndex;
      else index = (filter && filter !== sorted ? this.pairIndex(resource, sorted, filter) : null) ?? sortIndex ?? '';
    }
    const pageParams = [...params, ...query.orderParams, query.pageSize, offset];
    const rows =
      query.pageSize <= MAX_PAGE_SIZE
        ? this.pageByRowids(index, where, query, pageParams, columns)
        : this.pageRows(index, where, query, pageParams, columns);
    return { rows, total };
  }

  /** A prepared statement with the index forced, or planned freely when SQLite cannot use it for this WHERE. */
  private hinted(index: string, sql: (hint: string) => string): Statement {
    try {
      return this.statement(sql(index ? `INDEXED BY ${index} ` : ''));
    } catch {
      // The planner could not use the index for this WHERE (a route's own terms): plan freely.
      return this.statement(sql(''));
    }
  }

  /** Every column of the page's records in one statement: for pages too big to defer (exports). */
  private pageRows(index: string, where: string, query: ListQuery, params: unknown[], columns: string): unknown[] {
    return this.hinted(
      index,
      (hint) => `SELECT ${columns} FROM records ${hint}WHERE ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
    ).all(...params);
  }

  /**
   * The page in two steps (a deferred join): the rowids of the page from the index alone, then
   * only those records. Asking for whole records in the ordered statement makes SQLite carry
   * every record it steps over (the offset, the ties it sorts) with all its JSON; this way only
   * the page's own records are read. Both steps in one read transaction, so they see the same data.
   */
  private pageByRowids(index: string, where: string, query: ListQuery, params: unknown[], columns: string): unknown[] {
    const ids = this.hinted(
      index,
      (hint) => `SELECT rowid FROM records ${hint}WHERE ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
    );
    return this.readTogether(() => {
      const rowids = ids.pluck().all(...params) as number[];
      if (!rowids.length) return [];
      // One placeholder per rowid (a page is at most MAX_PAGE_SIZE): cheaper than a json_each list.
      const found = this.statement(
        `SELECT rowid AS kb_rowid, ${columns} FROM records WHERE rowid IN (${rowids.map(() => '?').join(',')})`,
      ).all(...rowids) as { kb_rowid: number }[];
      const byRowid = new Map(found.map(({ kb_rowid, ...row }) => [kb_rowid, row]));
      return rowids.map((k) => byRowid.get(k)).filter((r) => r !== undefined);
    });
  }

  /** Every record of a resource (seeding, hooks); no paging. */
  all(resource: string): StoredRecord[] {
    return (this.statement('SELECT * FROM records WHERE resource = ? ORDER BY rowid').all(resource) as Row[]).map(
      toRecord,
    );
  }

  insert(resource: string, id: string, cabinetId: string | null, data: Record<string, unknown>, now: string): void {
    this.statement(
      'INSERT INTO records (resource, id, cabinet_id, version, data, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)',
    ).run(resource, id, cabinetId, JSON.stringify(data), now, now);
  }

  /** Writes new data only if the version is still `expected`; false when someone was first. */
  update(resource: string, id: string, expected: number, data: Record<string, unknown>, now: string): boolean {
    const result = this.statement(
      'UPDATE records SET data = ?, version = version + 1, updated_at = ? WHERE resource = ? AND id = ? AND version = ?',
    ).run(JSON.stringify(data), now, resource, id, expected);
    return result.changes === 1;
  }

  /**
   * Writes data that means what the stored one meant (its fields' defaults written out): the
   * version stays, so an open form's save is no conflict.
   */
  restate(resource: string, id: string, data: Record<string, unknown>): void {
    this.statement('UPDATE records SET data = ? WHERE resource = ? AND id = ?').run(JSON.stringify(data), resource, id);
  }

  delete(resource: string, id: string): void {
    this.statement('DELETE FROM records WHERE resource = ? AND id = ?').run(resource, id);
  }
}
