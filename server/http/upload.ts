import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UploadedFile } from '../context';
import { HttpError, invalid } from '../errors';
import { plainFileName } from '../fileStorage';

/**
 * Files sent to a custom call (big lists, segments, ORD reports, …) as multipart parts: a scope
 * of their own that reads them (bodies elsewhere stay JSON only), and a list file read as text.
 */
export interface Upload {
  fields: Record<string, string>;
  /** The part named "file". */
  file: UploadedFile | null;
  /** Every file part, by its name. */
  files: Record<string, UploadedFile>;
}

const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
const NO_FILE = 'Выберите файл для загрузки';
const TOO_LARGE = 'Файл больше 20 МБ: разделите его и загрузите по частям';

/**
 * Registers multipart routes in a scope of their own (bodies elsewhere stay JSON only, as in
 * storage.ts).
 */
export function multipartRoutes(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 22 } });
    register(scope);
  });
}

const BAD_FORM = 'Форма повреждена или передана не полностью: отправьте её ещё раз';

/**
 * Reads a multipart body: whatever its parser stumbles on (a body cut short, a missing or wrong
 * boundary, a broken part header, garbage) is the sender's mistake, a 400 in Russian, not the
 * server's 500. The route's own refusals (HttpError: too large, no file) pass as they are.
 */
export async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(400, BAD_FORM);
  }
}

/** The text fields and the files (by part name; `file` is the part "file") of a multipart request; 400 when it is not one. */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw invalid({ '/file': NO_FILE });
  return readingForm(() => partsOf(req));
}

async function partsOf(req: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((e: { code?: string }) => {
        const at = `/${part.fieldname}`;
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE, { [at]: TOO_LARGE });
        throw e;
      });
      // Named as an upload to the storage is: no right-to-left override makes «счёт\u202Efdp.csv» look like a PDF.
      const name = plainFileName(part.filename ?? '');
      if (name) files[part.fieldname] = { name, bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file: files.file ?? null, files };
}

/** A list file as text, or 400 at `pointer`: it must be UTF-8 text (.txt, .csv, .tsv). */
export function fileText(file: UploadedFile | null | undefined, pointer = '/file'): string {
  if (!file || !file.bytes.length) throw invalid({ [pointer]: NO_FILE });
  const ext = file.name.toLowerCase().split('.').pop();
  if (!['txt', 'csv', 'tsv'].includes(ext ?? '') || file.bytes.includes(0))
    throw invalid({ [pointer]: 'Не допустимый формат файла' });
  return file.bytes.toString('utf8');
}

/** The file of an upload (part "file") as text, or 400. */
export const uploadText = (upload: Upload): string => fileText(upload.file);

/** The files a multipart create sent as parts of their fields (x-file.part), for the hooks and the route's own checks. */
const sentParts = new WeakMap<FastifyRequest, Record<string, UploadedFile>>();
export const uploadedParts = (req: FastifyRequest): Record<string, UploadedFile> => sentParts.get(req) ?? {};
export const keepUploadedParts = (req: FastifyRequest, parts: Record<string, UploadedFile>): void => {
  sentParts.set(req, parts);
};
