import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessRule } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import type { Db } from '../db';
import { HttpError, invalid } from '../errors';
import { isObject } from '../merge';
import { newObjectId } from '../passwords';
import { readingForm } from './audienceSupport';
import type { StoredFile } from '../../src/domain/storedFile';
import {
  accepts,
  BAD_FORMAT,
  fileRuleAt,
  fileRuleOf,
  maxSizeOf,
  MAX_UPLOAD_BYTES,
  storageFormat,
  tooLargeMessage,
  type FileRule,
} from '../../src/engine/schema/files';

const TOO_LARGE = tooLargeMessage(MAX_UPLOAD_BYTES);
const NO_FILE = 'Выберите файл для загрузки';
const NOT_A_FILE_FIELD = 'Это поле не принимает файлы';

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

/** What a cabinet's files take in the storage, in bytes. */
const usedBy = (ctx: ServerContext, cabinetId: string): number =>
  ctx.db
    .prepare('SELECT coalesce(sum(size), 0) FROM storage_files WHERE cabinet_id = ?')
    .pluck()
    .get(cabinetId) as number;

const quotaMessage = (quotaBytes: number): string =>
  `Хранилище кабинета заполнено: файлам одного кабинета отведено ${String(Number((quotaBytes / (1024 * 1024)).toFixed(1))).replace('.', ',')} МБ. Файл не сохранён`;

interface FileRow {
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

/**
 * Bidirectional controls (U+202A–U+202E, U+2066–U+2069, the marks U+200E/U+200F/U+061C) and other
 * control characters: in a file name they make «счёт\u202Efdp.exe» read as «счётexe.pdf».
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A sent file's name as it is kept and shown: its last path segment, without hidden characters. */
export const plainFileName = (fileName: string): string =>
  path.basename(fileName.replace(HIDDEN_CHARACTERS, '').replace(/\\/g, '/'));

/** The format of a file by its name and first bytes, or null when the storage does not take it. */
function detectFormat(fileName: string, head: Buffer): { ext: string; mimeType: string } | null {
  const format = storageFormat(fileName);
  if (!format) return null;
  const check = SIGNATURES[format.mimeType];
  return !check || check(head) ? { ext: format.ext === 'jpeg' ? 'jpg' : format.ext, mimeType: format.mimeType } : null;
}

/** A file the storage refuses: 400 at `/file`, its problem the answer's message too (the toast says it, not «fill the fields»). */
const refusedFile = (message: string): HttpError => new HttpError(400, message, { '/file': message });

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

/**
 * The field an upload is for (`?schema=companion&field=fileInfo`, a dotted path; a number steps
 * into an array): its x-file rule and the resource that may upload to it. Without them the
 * upload is the storage's own (any format it keeps, up to its cap), for any resource keeping
 * files.
 */
function uploadTarget(
  ctx: ServerContext,
  query: unknown,
  uploaders: AccessRule[],
): { rule: FileRule | null; rules: AccessRule[] } {
  const { schema, field } = (isObject(query) ? query : {}) as { schema?: unknown; field?: unknown };
  if (schema === undefined && field === undefined) return { rule: null, rules: uploaders };
  const def = typeof schema === 'string' ? ctx.defs.get(schema) : undefined;
  const rule =
    def && typeof field === 'string' && field.length <= 200 ? fileRuleAt(ctx.set, def.schemaId, field) : undefined;
  // A file sent as a part of its record's create (x-file.part: a big list's) never goes to the storage.
  if (!def || !rule || rule.part) throw invalid({ '/field': NOT_A_FILE_FIELD });
  return { rule, rules: [def] };
}

/**
 * POST /storage/uploadfile (multipart, one part named "file") → 201 StoredFile. For a field
 * (uploadTarget) its declared types and size: 400 at /file with BAD_FORMAT or the size's
 * message. Always: 400 BAD_FORMAT for a format the storage does not take, 413 over
 * MAX_UPLOAD_BYTES or over the cabinet's quota; 403 for a cabinet without a permission of the
 * resource (of any resource that keeps files, without a field).
 * GET /storage/files/:file serves it back. Files are public by their unguessable name, like a
 * CDN: <img src> cannot send the token.
 */
export function registerStorageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const dir = ensureStorage(ctx.db);
  const uploaders = uploadRules(ctx);

  // Multipart parsing only here: everywhere else a body is JSON.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });

    scope.post('/storage/uploadfile', async (req: FastifyRequest, reply) => {
      const session = ctx.auth.session(req);
      const target = uploadTarget(ctx, req.query, uploaders);
      const cabinet = ctx.auth.cabinetForAnyOf(req, session, target.rules);
      if (!req.isMultipart()) throw refusedFile(NO_FILE);
      const part = await readingForm(() => req.file());
      const fileName = plainFileName(part?.filename ?? '');
      if (!part || part.fieldname !== 'file' || !fileName) throw refusedFile(NO_FILE);
      // A format the field does not take is refused before its bytes are read.
      const format = storageFormat(fileName);
      if (target.rule && (!format || !accepts(target.rule, format))) {
        part.file.resume();
        throw refusedFile(BAD_FORMAT);
      }
      const bytes = await readingForm(() =>
        part.toBuffer().catch((e: { code?: string }) => {
          if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE, { '/file': TOO_LARGE });
          throw e;
        }),
      );
      if (!bytes.length) throw refusedFile(NO_FILE);
      if (target.rule && bytes.length > maxSizeOf(target.rule))
        throw refusedFile(tooLargeMessage(maxSizeOf(target.rule)));
      // Checked and stored in one go (nothing awaited between): parallel uploads cannot both slip under.
      if (usedBy(ctx, cabinet.id) + bytes.length > ctx.limits.uploadQuotaBytes) {
        const message = quotaMessage(ctx.limits.uploadQuotaBytes);
        throw new HttpError(413, message, { '/file': message });
      }
      return reply.code(201).send(storeFile(ctx, fileName, bytes, cabinet.id));
    });
  });

  app.get('/storage/files/:file', async (req: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const row = ctx.db.prepare('SELECT * FROM storage_files WHERE file_name = ?').get(req.params.file) as
      FileRow | undefined;
    const file = row && path.join(dir, row.file_name);
    if (!row || !file || !fs.existsSync(file)) throw new HttpError(404, 'Файл не найден');
    reply.headers({
      'content-type': row.mime_type,
      'content-length': String(row.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': `${row.mime_type.startsWith('image/') ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    });
    return reply.send(fs.createReadStream(file));
  });
}
