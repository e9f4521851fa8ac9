import { acceptAttribute, formatBytes, maxSizeOf, STORAGE_FORMATS, storageFormat, type FileRule } from '../schema/files';

/**
 * Russian texts of the file field kind. They live with its lazily loaded input and display
 * (not in the engine's catalogue of the first load), as the shell's budget asks.
 */
export const FILE_TEXTS = {
  drop: 'Перетащите файл сюда или выберите его',
  choose: 'Выбрать файл',
  replace: 'Заменить файл',
  remove: 'Удалить файл',
  open: 'Открыть файл',
  none: 'Файл не загружен',
  uploading: (percent: number) => `Загрузка файла… ${percent} %`,
  uploaded: (name: string) => `Файл ${name} загружен`,
  failed: 'Не удалось загрузить файл. Попробуйте позже',
  heavy: (size: number, limit: number) => `Файл весит ${formatBytes(size)} — больше рекомендуемых ${formatBytes(limit)}: он будет дольше загружаться у зрителей`,
  dimensions: (actual: string, expected: string) => `Изображение ${actual} пикс. не совпадает с выбранным размером ${expected}`,
};

/** «PNG, JPEG, GIF или WEBP, до 20 МБ (рекомендуется до 5 МБ)»: what the field takes, under the drop area. */
export function acceptNote(rule: FileRule): string {
  const names = [...new Set(acceptAttribute(rule).split(',').filter((e) => e.startsWith('.')).map((e) => (e === '.jpg' ? 'JPEG' : e.slice(1).toUpperCase())))];
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} или ${names[names.length - 1]}` : names.join('');
  const recommended = rule.recommendedSize ? ` (рекомендуется до ${formatBytes(rule.recommendedSize)})` : '';
  return `${list}, до ${formatBytes(maxSizeOf(rule))}${recommended}`;
}

/** "300x250" → «300 × 250». */
export const pixels = (size: string): string => size.replace('x', ' × ');

/** «PNG», «TXT»: a file's format as people name it, by its name or else its type. */
export function formatName(file: { name: string; mimeType?: string }): string | null {
  const ext = storageFormat(file.name)?.ext ?? Object.entries(STORAGE_FORMATS).find(([, type]) => type === file.mimeType)?.[0];
  return ext ? (ext === 'jpg' ? 'JPEG' : ext.toUpperCase()) : null;
}
