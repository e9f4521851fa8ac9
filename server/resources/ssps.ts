import type { ResourceHooks } from '../context';
import type { Db } from '../db';
import type { SspError } from '../../src/providers/calls/ssp';

/**
 * An SSP's error log (GET /v2/ssp/{sysname}/error) is not a schema record: the platform writes
 * it, clients only page through it. One table, keyed by the SSP's sysname.
 */
export function ensureSspErrors(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ssp_errors (
    id      TEXT PRIMARY KEY,
    sysname TEXT NOT NULL,
    time    TEXT NOT NULL,
    code    TEXT NOT NULL,
    message TEXT NOT NULL,
    count   INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX IF NOT EXISTS ssp_errors_by_ssp ON ssp_errors (sysname, time DESC)`);
}

/** One page of an SSP's errors, newest first. */
export function sspErrors(db: Db, sysname: string, page: number, pageSize: number): { rows: SspError[]; total: number } {
  ensureSspErrors(db);
  const { total } = db.prepare('SELECT count(*) AS total FROM ssp_errors WHERE sysname = ?').get(sysname) as { total: number };
  const rows = db.prepare('SELECT id, time, code, message, count FROM ssp_errors WHERE sysname = ? ORDER BY time DESC, id LIMIT ? OFFSET ?')
    .all(sysname, pageSize, (page - 1) * pageSize) as SspError[];
  return { rows, total };
}

export const sspsHooks: ResourceHooks = {
  onDelete(ctx, id) {
    ensureSspErrors(ctx.db);
    ctx.db.prepare('DELETE FROM ssp_errors WHERE sysname = ?').run(id);
  },
};
