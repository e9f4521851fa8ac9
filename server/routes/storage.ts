import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessRule } from '../../src/engine/schema';
import type { ServerContext } from '../context';
import { HttpError, invalid } from '../errors';
import { ensureStorage, plainFileName, refusedFile, storeFile, uploadRules, type FileRow } from '../fileStorage';
import { isObject } from '../merge';
import { readingForm } from '../http/upload';
import {
  accepts,
  BAD_FORMAT,
  fileRuleAt,
  maxSizeOf,
  MAX_UPLOAD_BYTES,
  storageFormat,
  tooLargeMessage,
  type FileRule,
} from '../../src/engine/schema/files';

const TOO_LARGE = tooLargeMessage(MAX_UPLOAD_BYTES);
const NO_FILE = 'Выберите файл для загрузки';
const NOT_A_FILE_FIELD = 'Это поле не принимает файлы';

/** What a cabinet's files take in the storage, in bytes. */
const usedBy = (ctx: ServerContext, cabinetId: string): number =>
  ctx.db
    .prepare('SELECT coalesce(sum(size), 0) FROM storage_files WHERE cabinet_id = ?')
    .pluck()
    .get(cabinetId) as number;

const quotaMessage = (quotaBytes: number): string =>
  `Хранилище кабинета заполнено: файлам одного кабинета отведено ${String(Number((quotaBytes / (1024 * 1024)).toFixed(1))).replace('.', ',')} МБ. Файл не сохранён`;

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
