import type { SchemaRegistry } from './registry';
import type { FieldErrors, JsonSchema } from './types';

/*
 * File fields (`x-file`): which files a field takes and how big they may be. The same rules run
 * in the browser (the file input refuses a file before it is sent) and on the server (the
 * upload route and the record's validation), so both say the same Russian words at the field.
 * No React here: the server imports it.
 */

/** The value of `x-file`. */
export interface FileRule {
  /** MIME types ("image/png", "image/*") and extensions (".csv") the field takes. */
  accept: string[];
  /** Refused above this many bytes (the storage's own cap otherwise). */
  maxSize?: number;
  /** Above this many bytes the form warns but lets the file go. */
  recommendedSize?: number;
  /** A string field keeps the stored file's id; this sibling string field gets its address. */
  url?: string;
  /** An image's pixel size should match this sibling field ("300x250"); the form warns otherwise. */
  dimensions?: string;
  /**
   * The file goes as a part of the record's own multipart create (x-calls.create body "multipart",
   * docs/product.md#calls POST /biglist): the form keeps the picked file and nothing goes to the
   * storage; the platform reads the file and never gives it back (the field is writeOnly).
   */
  part?: boolean;
}

/** docs/product.md#validation: the one message for a refused format (the storage's and every file field's). */
/** The media type of a spreadsheet (.xlsx): what a download asks for and an answer is typed as. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const BAD_FORMAT = 'Не допустимый формат файла';
/** The storage refuses larger files whatever the field says. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** What the platform storage keeps, by extension: media, lists and documents. */
export const STORAGE_FORMATS: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  csv: 'text/csv',
  txt: 'text/plain',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xlsx: XLSX_TYPE,
};

export const fileRuleOf = (schema: JsonSchema | undefined): FileRule | undefined => schema?.['x-file'];

const extensionOf = (name: string): string => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** The storage's reading of a file name: its extension and the type it is kept as; null when the storage takes no such file. */
export function storageFormat(name: string): { ext: string; mimeType: string } | null {
  const ext = extensionOf(name);
  const mimeType = STORAGE_FORMATS[ext];
  return mimeType ? { ext, mimeType } : null;
}

/** Whether the field takes a file of this format: by its extension or its type ("image/*" covers every image). */
export function accepts(rule: FileRule, format: { ext: string; mimeType: string }): boolean {
  return rule.accept.some((entry) => {
    const e = entry.toLowerCase();
    if (e.startsWith('.')) return e.slice(1) === format.ext || (e === '.jpg' && format.ext === 'jpeg');
    if (e.endsWith('/*')) return format.mimeType.startsWith(e.slice(0, -1));
    return e === format.mimeType;
  });
}

/** The `accept` attribute of the browser's file picker: the listed entries and the extensions of the listed types. */
export function acceptAttribute(rule: FileRule): string {
  const exts = Object.entries(STORAGE_FORMATS)
    .filter(([ext, mimeType]) => accepts(rule, { ext, mimeType }))
    .map(([ext]) => `.${ext}`);
  return [...new Set([...rule.accept, ...exts])].join(',');
}

/** 1536 → «1,5 КБ»; 5242880 → «5 МБ». */
export function formatBytes(bytes: number): string {
  const fmt = (n: number) => String(Number(n.toFixed(1))).replace('.', ',');
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} КБ`;
  return `${fmt(bytes / 1024 / 1024)} МБ`;
}

export const maxSizeOf = (rule: FileRule): number => Math.min(rule.maxSize ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES);

export const tooLargeMessage = (limit: number): string =>
  `Файл больше ${formatBytes(limit)}: уменьшите его и загрузите снова`;

/** The Russian problem of a file for the field (its format first, then its size), or null when the field takes it. */
export function fileProblem(rule: FileRule, file: { name: string; size: number }): string | null {
  const format = storageFormat(file.name);
  if (!format || !accepts(rule, format)) return BAD_FORMAT;
  const limit = maxSizeOf(rule);
  return file.size > limit ? tooLargeMessage(limit) : null;
}

/**
 * The rule of the field at a dotted path of schema `id` ("fileInfo", "slides.0.cdnFileId":
 * a number steps into an array's items), or undefined when that field takes no files.
 */
export function fileRuleAt(
  registry: Pick<SchemaRegistry, 'get' | 'resolve'>,
  id: string,
  path: string,
): FileRule | undefined {
  let node: JsonSchema | undefined = registry.get(id);
  for (const part of path.split('.')) {
    if (!node) return undefined;
    const schema: JsonSchema = registry.resolve(node);
    if (/^\d+$/.test(part)) {
      node = schema.items;
      continue;
    }
    const inner: JsonSchema = schema.items && !schema.properties ? registry.resolve(schema.items) : schema;
    node = inner.properties && Object.hasOwn(inner.properties, part) ? inner.properties[part] : undefined;
  }
  return node ? fileRuleOf(registry.resolve(node)) : undefined;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

type Resolver = Pick<SchemaRegistry, 'resolve'>;

/**
 * Whether a schema node or anything under it takes files, read once per node and registry:
 * schemas never change once loaded, and a record is walked only where files can be (a dry run
 * checks 50 000 imported rows of a resource that takes none).
 */
const filesUnder = new WeakMap<Resolver['resolve'], WeakMap<JsonSchema, boolean>>();

function holdsFiles(registry: Resolver, raw: JsonSchema, depth = 0): boolean {
  let known = filesUnder.get(registry.resolve);
  if (!known) filesUnder.set(registry.resolve, (known = new WeakMap()));
  const cached = known.get(raw);
  if (cached !== undefined) return cached;
  // Deeper than a record is walked (a schema that refers to itself): walked as if it held files.
  if (depth > 12) return true;
  const schema = registry.resolve(raw);
  const holds =
    fileRuleOf(schema) !== undefined ||
    (schema.items !== undefined && holdsFiles(registry, schema.items, depth + 1)) ||
    Object.values(schema.properties ?? {}).some((property) => holdsFiles(registry, property, depth + 1));
  known.set(raw, holds);
  return holds;
}

/**
 * Field errors of stored files in a record that their fields do not take (a record sent past
 * the form): a file kept as an object ({name, size, mimeType…}) is checked by its name and
 * size, as the upload was. A field keeping only the file's id was checked at the upload.
 */
export function storedFileErrors(
  registry: Pick<SchemaRegistry, 'get' | 'resolve'>,
  id: string,
  data: unknown,
): FieldErrors | null {
  const errors: FieldErrors = {};
  const walk = (raw: JsonSchema, value: unknown, pointer: string, depth: number): void => {
    if (depth > 12 || value === null || typeof value !== 'object' || !holdsFiles(registry, raw)) return;
    const schema = registry.resolve(raw);
    const rule = fileRuleOf(schema);
    if (rule && !Array.isArray(value)) {
      const { name, size } = value as { name?: unknown; size?: unknown };
      if (typeof name === 'string' && typeof size === 'number') {
        const problem = fileProblem(rule, { name, size });
        if (problem) errors[pointer] = problem;
      }
      return;
    }
    if (Array.isArray(value)) {
      if (schema.items) value.forEach((item, i) => walk(schema.items!, item, `${pointer}/${i}`, depth + 1));
      return;
    }
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== null && typeof inner === 'object') walk(property, inner, `${pointer}/${escape(key)}`, depth + 1);
    }
  };
  walk(registry.get(id), data, '', 0);
  return Object.keys(errors).length ? errors : null;
}
