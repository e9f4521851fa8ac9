import { STORAGE_FORMATS, storageFormat } from '../../src/engine/schema/files';
import type { Json } from './inferSchema';
import { TODO } from './todoMarker';

/**
 * The scaffold's guess of file fields (x-file): a stored file in the sample ({ url, name, … }),
 * a file's id beside its address (logoId + logoUrl), or an address that looks like a file's (a
 * picture's, by the field's name or the address's extension). The first two become file fields
 * the form uploads; the last keeps its address and says, as a TODO, how to make it one.
 */
type Schema = Record<string, unknown>;

/** Names of fields holding a file: a picture, a video, a document. */
const FILE_KEYS =
  /file|image|img|logo|media|picture|photo|icon|banner|poster|avatar|thumbnail|preview|attachment|document|video/i;
const IMAGE_KEYS = /image|img|logo|picture|photo|icon|banner|poster|avatar|thumbnail|preview/i;
const MEDIA_KEYS = /media|video/i;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const URL_RE = /^https?:\/\/\S+$/;

const isUrl = (v: Json | undefined): v is string => typeof v === 'string' && URL_RE.test(v);
const formatOf = (address: string) => {
  try {
    return storageFormat(new URL(address).pathname);
  } catch {
    return null;
  }
};

export const looksLikeFile = (key: string, value: Json): boolean =>
  isUrl(value) && (FILE_KEYS.test(key) || !!formatOf(value));

/** What the field takes: pictures by its name, media, else the sample's own format, else all the storage keeps. */
function acceptFor(key: string, address: string | undefined): string[] {
  if (IMAGE_KEYS.test(key)) return IMAGE_TYPES;
  if (MEDIA_KEYS.test(key)) return ['image/*', 'video/mp4', 'video/webm'];
  const format = address ? formatOf(address) : null;
  return format ? [format.mimeType] : [...new Set(Object.values(STORAGE_FORMATS))];
}

/** A stored file as the storage answers it (the shape of companion's fileInfo). */
export function storedFileField(key: string, value: Json, title: string): Schema | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !isUrl(value.url)) return null;
  if (!['name', 'size', 'mimeType'].some((k) => k in value)) return null;
  return {
    type: 'object',
    title,
    'x-file': { accept: acceptFor(key, value.url) },
    required: ['id', 'url', 'name', 'size', 'mimeType'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', title: 'Идентификатор файла', minLength: 1, maxLength: 64 },
      url: { type: 'string', title: 'Адрес файла', minLength: 1, maxLength: 2048 },
      name: { type: 'string', title: 'Файл', minLength: 1, maxLength: 255 },
      size: { type: 'integer', title: 'Размер, байт', minimum: 1, maximum: 20971520 },
      mimeType: { type: 'string', title: 'Тип файла', minLength: 1, maxLength: 255 },
    },
  };
}

/** An address that looks like a file's, alone: a text field, with what to do to make it a file field. */
export function fileAddressHint(): string {
  return `${TODO}: похоже на адрес файла. Чтобы файл загружали в форме, сделайте поле файловым: объект файла хранилища с "x-file": { "accept": [...] } (как fileInfo в companion.schema.json) или id файла с "x-file": { "accept": [...], "url": "<поле его адреса>" }; иначе удалите эту пометку`;
}

/**
 * A file's id beside its address (logoId + logoUrl, cdnFileId + storageUrl): the id becomes the
 * file field and the address its `url` sibling, which then needs no hint.
 */
export function fileIdFields(sample: Record<string, Json>, properties: Record<string, Schema>): void {
  const addresses = Object.keys(sample).filter((k) => isUrl(sample[k]));
  for (const [key, value] of Object.entries(sample)) {
    if (typeof value !== 'string' || isUrl(value) || !/id$/i.test(key) || !FILE_KEYS.test(key)) continue;
    const stem = key.replace(/(file)?id$/i, '').toLowerCase();
    const address =
      addresses.find((a) => stem && a.toLowerCase().startsWith(stem)) ??
      (addresses.length === 1 ? addresses[0] : undefined);
    if (!address) continue;
    const { title } = properties[key];
    properties[key] = {
      type: 'string',
      title,
      'x-file': { accept: acceptFor(key, sample[address] as string), url: address },
    };
    const { description: _hint, ...plain } = properties[address];
    properties[address] = plain;
  }
}
