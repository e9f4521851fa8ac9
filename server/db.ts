import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * The whole store in one file. Records of every schema share one table (data as JSON), so a new
 * schema needs no migration; what is not a schema record (credentials, cabinets, sessions) has
 * its own table because it must never leak through the generic CRUD.
 */
const TABLES = `
CREATE TABLE IF NOT EXISTS records (
  resource   TEXT NOT NULL,
  id         TEXT NOT NULL,
  cabinet_id TEXT,
  version    INTEGER NOT NULL DEFAULT 1,
  data       TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (resource, id)
);
CREATE INDEX IF NOT EXISTS records_owner ON records (resource, cabinet_id);
-- (resource, rowid) order: an unsorted list page walks it instead of sorting a resource.
CREATE INDEX IF NOT EXISTS records_resource ON records (resource);
CREATE TABLE IF NOT EXISTS cabinets (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  type        TEXT NOT NULL,
  parent_id   TEXT REFERENCES cabinets (id),
  permissions TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS credentials (
  user_id       TEXT PRIMARY KEY,
  login         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT
);
CREATE TABLE IF NOT EXISTS user_cabinets (
  user_id    TEXT NOT NULL,
  cabinet_id TEXT NOT NULL REFERENCES cabinets (id),
  PRIMARY KEY (user_id, cabinet_id)
);
CREATE TABLE IF NOT EXISTS tokens (
  token_hash TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
CREATE TABLE IF NOT EXISTS seeded (
  module    TEXT PRIMARY KEY,
  seeded_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS favorites (
  user_id    TEXT NOT NULL,
  cabinet_id TEXT NOT NULL,
  PRIMARY KEY (user_id, cabinet_id)
);
`;

/**
 * Opens (creating if needed) `<dataDir>/kabinet.db`. WAL + synchronous=FULL: every committed
 * transaction is on disk, and a process killed mid-write leaves the last committed state.
 */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'kabinet.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerFunctions(db);
  db.exec(TABLES);
  return db;
}

/**
 * SQL functions of the store. kb_fold is in index expressions (listIndexes.ts), so every
 * connection that writes records must have it; it must stay deterministic and never change
 * its results, or those indexes go stale (change it = rename it, and the indexes follow).
 */
export function registerFunctions(db: Db): void {
  // Case folding for search and sort: SQLite's lower() only folds ASCII, the data is Russian.
  db.function('kb_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLocaleLowerCase('ru') : value as number | bigint | null);
}

/** Runs fn in one transaction (all or nothing) and returns its result. */
export function inTransaction<T>(db: Db, fn: () => T): T {
  return db.transaction(fn)();
}
