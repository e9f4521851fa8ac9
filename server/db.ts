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

/** The data file's name inside the data folder. */
export const DATA_FILE = 'kabinet.db';

/**
 * The layout of the tables above, kept in the file's `user_version`. Raise it with a change an
 * older Kabinet could not read (and upgrade files of a lower version in openDatabase): an older
 * Kabinet then refuses the file instead of misreading or rewriting it.
 */
export const DATA_FORMAT_VERSION = 1;

/** The data file was written by a Kabinet whose data format is newer than this one's. */
export class DataFileTooNewError extends Error {
  constructor(
    readonly file: string,
    readonly fileVersion: number,
  ) {
    super(`${file}: data format ${fileVersion}, this Kabinet reads up to ${DATA_FORMAT_VERSION}`);
  }
}

/**
 * Reads an existing data file's format version on a read-only connection, before anything
 * writes to it: a file that is not a database throws SQLite's own error (SQLITE_NOTADB), one
 * of a newer format DataFileTooNewError, and neither is changed.
 */
export function checkDataFile(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > DATA_FORMAT_VERSION) throw new DataFileTooNewError(file, version);
  } finally {
    db.close();
  }
}

/**
 * Opens (creating if needed) `<dataDir>/kabinet.db`. WAL + synchronous=FULL: every committed
 * transaction is on disk, and a process killed mid-write leaves the last committed state.
 */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_FILE);
  if (fs.existsSync(file)) checkDataFile(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerFunctions(db);
  db.exec(TABLES);
  // A new file, or one from before the version was kept (the same tables): this version's now.
  if (db.pragma('user_version', { simple: true }) === 0) db.pragma(`user_version = ${DATA_FORMAT_VERSION}`);
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
    typeof value === 'string' ? value.toLocaleLowerCase('ru') : (value as number | bigint | null),
  );
}
