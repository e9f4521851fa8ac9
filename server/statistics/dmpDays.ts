import type { Db } from '../db';

/**
 * The daily figures behind a DMP engine report (docs/product.md#calls GET /v2/dmpengine/{id}/statistics.xlsx):
 * facts the engine writes, kept beside the report records in a table of their own.
 */
export interface DmpDay {
  day: string;
  users: number;
  impressions: number;
  clicks: number;
}

export function ensureDmpDays(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS dmp_report_days (
    report_id   TEXT NOT NULL,
    day         TEXT NOT NULL,
    users       INTEGER NOT NULL,
    impressions INTEGER NOT NULL,
    clicks      INTEGER NOT NULL,
    PRIMARY KEY (report_id, day)
  )`);
}

export function insertDmpDays(db: Db, reportId: string, days: DmpDay[]): void {
  const insert = db.prepare(
    'INSERT INTO dmp_report_days (report_id, day, users, impressions, clicks) VALUES (?, ?, ?, ?, ?)',
  );
  for (const d of days) insert.run(reportId, d.day, d.users, d.impressions, d.clicks);
}

export function dmpDays(db: Db, reportId: string): DmpDay[] {
  return db
    .prepare('SELECT day, users, impressions, clicks FROM dmp_report_days WHERE report_id = ? ORDER BY day')
    .all(reportId) as DmpDay[];
}
