import fs from 'node:fs';
import path from 'node:path';
import type { AccessRule } from '../src/engine/schema';
import type { ServerContext } from './context';
import type { Db } from './db';
import { HttpError } from './errors';
import { isObject } from './merge';
import { newObjectId } from './objectIds';
import type { StoredFile } from '../src/domain/storedFile';
import { BAD_FORMAT, fileRuleOf, storageFormat } from '../src/engine/schema/files';

/**
 * The file storage of the reference API: files beside the database, their metadata in one table,
 * stored by the upload call and by the demo seed, found again by a record's file field.
 */

/** Images must be what their extension says (a renamed program is not a picture). */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Whether a schema has a field anywhere (its $defs too) that holds a stored file (x-file; not a file sent as a part of its create). */
const holdsStoredFile = (node: unknown): boolean =>
  Array.isArray(node)
    ? node.some(holdsStoredFile)
    : isObject(node) &&
      ((fileRuleOf(node) !== undefined && !fileRuleOf(node)?.part) || Object.values(node).some(holdsStoredFile));

/**
 * Who may upload: a cabinet let into a resource that keeps stored files. Any
 * other cabinet would only fill the storage with files no record of it can hold.
 */
export function uploadRules(ctx: ServerContext): AccessRule[] {
  return [...ctx.defs.values()].filter((d) => holdsStoredFile(d.schema));
}

export interface FileRow {
  id: string;
  file_name: string;
  name: string;
  size: number;
  mime_type: string;
}

/** Files live beside the database, in <dataDir>/storage; their metadata in one table. */
export function ensureStorage(db: Db): string {
  db.exec(`CREATE TABLE IF NOT EXISTS storage_files (
    id         TEXT PRIMARY KEY,
    file_name  TEXT NOT NULL,
    name       TEXT NOT NULL,
    size       INTEGER NOT NULL,
    mime_type  TEXT NOT NULL,
    cabinet_id TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS storage_files_cabinet ON storage_files (cabinet_id)`);
  const dir = path.join(path.dirname(db.name), 'storage');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const toStored = (row: FileRow): StoredFile => ({
  id: row.id,
  url: `/storage/files/${row.file_name}`,
  name: row.name,
  size: row.size,
  mimeType: row.mime_type,
});

/** The format of a file by its name and first bytes, or null when the storage does not take it. */
function detectFormat(fileName: string, head: Buffer): { ext: string; mimeType: string } | null {
  const format = storageFormat(fileName);
  if (!format) return null;
  const check = SIGNATURES[format.mimeType];
  return !check || check(head) ? { ext: format.ext === 'jpeg' ? 'jpg' : format.ext, mimeType: format.mimeType } : null;
}

/**
 * Bidirectional controls (U+202A–U+202E, U+2066–U+2069, the marks U+200E/U+200F/U+061C) and other
 * control characters: in a file name they make «счёт\u202Efdp.exe» read as «счётexe.pdf».
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A sent file's name as it is kept and shown: its last path segment, without hidden characters. */
export const plainFileName = (fileName: string): string =>
  path.basename(fileName.replace(HIDDEN_CHARACTERS, '').replace(/\\/g, '/'));

/** A file the storage refuses: 400 at `/file`, its problem the answer's message too (the toast says it, not «fill the fields»). */
export const refusedFile = (message: string): HttpError => new HttpError(400, message, { '/file': message });

/** Stores bytes under a new id (the upload route and the demo seed). */
export function storeFile(
  ctx: ServerContext,
  fileName: string,
  bytes: Buffer,
  cabinetId: string | null,
  id = newObjectId(),
): StoredFile {
  const dir = ensureStorage(ctx.db);
  const format = detectFormat(fileName, bytes);
  if (!format) throw refusedFile(BAD_FORMAT);
  const row: FileRow = {
    id,
    file_name: `${id}.${format.ext}`,
    name: plainFileName(fileName),
    size: bytes.length,
    mime_type: format.mimeType,
  };
  fs.writeFileSync(path.join(dir, row.file_name), bytes);
  ctx.db
    .prepare(
      'INSERT INTO storage_files (id, file_name, name, size, mime_type, cabinet_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(row.id, row.file_name, row.name, row.size, row.mime_type, cabinetId, ctx.now().toISOString());
  return toStored(row);
}

/** The stored file with this id, as uploads answered it; null when there is none. */
export function findStoredFile(ctx: ServerContext, id: string): StoredFile | null {
  ensureStorage(ctx.db);
  const row = ctx.db.prepare('SELECT * FROM storage_files WHERE id = ?').get(id) as FileRow | undefined;
  return row ? toStored(row) : null;
}
