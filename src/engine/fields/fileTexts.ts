import { FILE_TEXTS } from './fileMessages';
import {
  acceptAttribute,
  formatBytes,
  maxSizeOf,
  STORAGE_FORMATS,
  storageFormat,
  type FileRule,
} from '../schema/files';

export { FILE_TEXTS } from './fileMessages';

/** «PNG, JPEG, GIF или WEBP, до 20 МБ (рекомендуется до 5 МБ)»: what the field takes, under the drop area. */
export function acceptNote(rule: FileRule): string {
  const names = [
    ...new Set(
      acceptAttribute(rule)
        .split(',')
        .filter((e) => e.startsWith('.'))
        .map((e) => (e === '.jpg' ? 'JPEG' : e.slice(1).toUpperCase())),
    ),
  ];
  const list =
    names.length > 1 ? FILE_TEXTS.oneOf(names.slice(0, -1).join(', '), names[names.length - 1]) : names.join('');
  const recommended = rule.recommendedSize ? FILE_TEXTS.recommended(formatBytes(rule.recommendedSize)) : '';
  return FILE_TEXTS.accepts(list, formatBytes(maxSizeOf(rule)), recommended);
}

/** "300x250" → «300 × 250». */
export const pixels = (size: string): string => size.replace('x', ' × ');

/** «PNG», «TXT»: a file's format as people name it, by its name or else its type. */
export function formatName(file: { name: string; mimeType?: string }): string | null {
  const ext =
    storageFormat(file.name)?.ext ?? Object.entries(STORAGE_FORMATS).find(([, type]) => type === file.mimeType)?.[0];
  return ext ? (ext === 'jpg' ? 'JPEG' : ext.toUpperCase()) : null;
}
