import type { Db } from './db';
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

/** Which owners a caller may see: null = everything (admin cabinets). */
export type Scope = string[] | null;

function scopeSql(scope: Scope): { sql: string; params: string[] } {
  if (scope === null) return { sql: '', params: [] };
  return { sql: `cabinet_id IN (${scope.map(() => '?').join(',') || 'NULL'})`, params: scope };
}

/** Generic storage of schema records; every method is one statement, callers own transactions. */
export class RecordStore {
  constructor(private readonly db: Db) {}

  get(resource: string, id: string): StoredRecord | null {
    const row = this.db.prepare('SELECT * FROM records WHERE resource = ? AND id = ?').get(resource, id) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  list(resource: string, query: ListQuery, scope: Scope): { rows: StoredRecord[]; total: number } {
    const owner = scopeSql(scope);
    const where = ['resource = ?', ...query.where, ...(owner.sql ? [owner.sql] : [])].join(' AND ');
    const params = [resource, ...query.params, ...owner.params];
    const { total } = this.db.prepare(`SELECT count(*) AS total FROM records WHERE ${where}`).get(...params) as { total: number };
    const rows = this.db
      .prepare(`SELECT * FROM records WHERE ${where} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
      .all(...params, ...query.orderParams, query.pageSize, (query.page - 1) * query.pageSize) as Row[];
    return { rows: rows.map(toRecord), total };
  }

  /** Every record of a resource (seeding, hooks); no paging. */
  all(resource: string): StoredRecord[] {
    return (this.db.prepare('SELECT * FROM records WHERE resource = ? ORDER BY rowid').all(resource) as Row[]).map(toRecord);
  }

  insert(resource: string, id: string, cabinetId: string | null, data: Record<string, unknown>, now: string): void {
    this.db
      .prepare('INSERT INTO records (resource, id, cabinet_id, version, data, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)')
      .run(resource, id, cabinetId, JSON.stringify(data), now, now);
  }

  /** Writes new data only if the version is still `expected`; false when someone was first. */
  update(resource: string, id: string, expected: number, data: Record<string, unknown>, now: string): boolean {
    const result = this.db
      .prepare('UPDATE records SET data = ?, version = version + 1, updated_at = ? WHERE resource = ? AND id = ? AND version = ?')
      .run(JSON.stringify(data), now, resource, id, expected);
    return result.changes === 1;
  }

  delete(resource: string, id: string): void {
    this.db.prepare('DELETE FROM records WHERE resource = ? AND id = ?').run(resource, id);
  }
}
