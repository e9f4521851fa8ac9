import { formatBytes } from '../schema/files';

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
  heavy: (size: number, limit: number) =>
    `Файл весит ${formatBytes(size)} — больше рекомендуемых ${formatBytes(limit)}: он будет дольше загружаться у зрителей`,
  oneOf: (names: string, last: string) => `${names} или ${last}`,
  recommended: (size: string) => ` (рекомендуется до ${size})`,
  accepts: (formats: string, size: string, recommended: string) => `${formats}, до ${size}${recommended}`,
  pixels: (size: string) => `${size} пикс.`,
  dimensions: (actual: string, expected: string) =>
    `Изображение ${actual} пикс. не совпадает с выбранным размером ${expected}`,
};
