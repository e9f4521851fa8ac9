import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { checkDataFile, DATA_FILE, DATA_FORMAT_VERSION, DataFileTooNewError } from '../db';
import {
  brokenFixture,
  dataFileDamaged,
  dataFileTooNew,
  dataFolderNotAFolder,
  dataFolderNotWritable,
  hostUnavailable,
  portForbidden,
  portTaken,
} from './messages';

/** Where the server is to keep its data and listen: what a start-up message names. */
export interface StartupPlace {
  dataDir: string;
  port: number;
  host: string;
}

/**
 * The start-up's known failures, checked before the server is built (loading every schema and
 * seeding takes seconds; these answer in a fraction of one). Each throws the error the real
 * start would meet; explainStartupError turns it into the user's message. Nothing here writes
 * to the data file: it is read on a read-only connection, opened for writing and closed.
 */
export async function checkStartup(place: StartupPlace): Promise<void> {
  checkDataFolder(place.dataDir);
  const file = path.join(place.dataDir, DATA_FILE);
  if (fs.existsSync(file)) checkDataFile(file);
  if (place.port !== 0) await checkPortFree(place.port, place.host);
}

/** The folder exists (made if missing), is a folder, and a file can be written into it. */
function checkDataFolder(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const probe = path.join(dataDir, `.kabinet-write-check-${process.pid}`);
  fs.writeFileSync(probe, '');
  fs.unlinkSync(probe);
  // The data file and its journals are written in place: each must be writable too.
  for (const name of [DATA_FILE, `${DATA_FILE}-wal`, `${DATA_FILE}-shm`]) {
    const file = path.join(dataDir, name);
    if (fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'r+'));
  }
}

function checkPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

const DAMAGED = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);
const NOT_WRITABLE_SQLITE = /^SQLITE_(CANTOPEN|READONLY|PERM|AUTH)/;
const NOT_WRITABLE_FS = new Set(['EACCES', 'EPERM', 'EROFS']);
const NOT_A_FOLDER_FS = new Set(['ENOTDIR', 'EEXIST']);

interface CodedError extends Error {
  code?: string;
  syscall?: string;
  path?: string;
}

/** Whether a file-system error is about the data folder (it, a folder above it or a file in it). */
function aboutDataFolder(errorPath: string | undefined, dataDir: string): boolean {
  if (!errorPath) return false;
  const [a, b] = [path.resolve(errorPath), path.resolve(dataDir)];
  return a === b || a.startsWith(b + path.sep) || b.startsWith(a + path.sep);
}

/** The user's message for a known start-up failure; null for anything else (shown as it is). */
export function explainStartupError(error: unknown, place: StartupPlace): string | null {
  const file = path.join(place.dataDir, DATA_FILE);
  if (error instanceof DataFileTooNewError) return dataFileTooNew(error.file, error.fileVersion, DATA_FORMAT_VERSION);
  if (!(error instanceof Error)) return null;
  // By name: the seeder (server/seed/fixtures.ts) is not loaded before the Node.js version check.
  if (error.name === 'FixtureError') return brokenFixture(error.message);
  const { code, syscall, message, path: errorPath } = error as CodedError;
  if (!code) return null;
  // A HOST that is not a name of this machine's: no address to listen on.
  if (syscall === 'getaddrinfo' && code === 'ENOTFOUND') return hostUnavailable(place.port, place.host);
  if (syscall === 'listen' || code === 'EADDRINUSE') {
    if (code === 'EADDRINUSE') return portTaken(place.port, place.host);
    if (code === 'EACCES') return portForbidden(place.port, place.host, message);
    if (code === 'EADDRNOTAVAIL') return hostUnavailable(place.port, place.host);
    return null;
  }
  if (DAMAGED.has(code)) {
    const files = [file, `${file}-wal`, `${file}-shm`].filter((f) => fs.existsSync(f));
    return dataFileDamaged(file, files.length ? files : [file], message);
  }
  if (NOT_WRITABLE_SQLITE.test(code)) return dataFolderNotWritable(place.dataDir, message);
  if (!aboutDataFolder(errorPath, place.dataDir)) return null;
  if (NOT_WRITABLE_FS.has(code)) return dataFolderNotWritable(place.dataDir, message);
  if (NOT_A_FOLDER_FS.has(code)) return dataFolderNotAFolder(place.dataDir, message);
  return null;
}
