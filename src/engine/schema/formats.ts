import type Ajv from 'ajv';

/**
 * Formats for the validation helpers of docs/product.md#validation. They are formats (not copied patterns)
 * so every schema reuses one definition and one Russian message.
 */

const FORBIDDEN_TEXT = /[$^&*!@#]/;
/**
 * What a name must not hide: control characters (line breaks, tabs, NUL…), the bidirectional
 * controls that reorder text on screen (a right-to-left override shows «gnp.exe» as «exe.png»),
 * line and paragraph separators, and the zero-width space and BOM that make two names look alike.
 */
const NON_PRINTABLE = /[\p{Cc}\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029\uFEFF]/u;

import { isObjectId } from '../../domain/objectId';

export { EMPTY_OBJECT_ID, isObjectId, namesNoRecord } from '../../domain/objectId';

export const FORMAT_CHECKS: Record<string, (value: string) => boolean> = {
  objectId: isObjectId,
  /** Text check: fails on any of $ ^ & * ! @ #. */
  safeText: (v) => !FORBIDDEN_TEXT.test(v),
  /** Names: fails on a control or bidirectional-control character (NON_PRINTABLE). */
  printable: (v) => !NON_PRINTABLE.test(v),
  /** Names: fails on a value of spaces only; an empty one is for required/minLength to refuse. */
  notBlank: (v) => v === '' || /\S/u.test(v),
  /** No-spaces check: fails on a space. */
  noSpaces: (v) => !/\s/.test(v),
  /** A URL must parse as valid (absolute, http or https). */
  url: (v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  },
};

/** Russian messages of our formats; exactly the text of docs/product.md#validation where it gives one. */
export const FORMAT_MESSAGES: Record<string, string> = {
  objectId: 'ObjectID должен быть длиной 24 символа и состоять из цифр и латинских букв нижнего регистра',
  safeText: 'Текст не должен содержать символы $ ^ & * ! @ #',
  printable:
    'Уберите невидимые символы: переносы строк, табуляцию, управляющие символы и символы смены направления текста',
  notBlank: 'Значение не может состоять из одних пробелов',
  noSpaces: 'Значение не должно содержать пробелов',
  url: 'Введите корректный URL, например https://example.ru',
  email: 'Введите корректный адрес электронной почты',
  date: 'Введите дату в формате ГГГГ-ММ-ДД',
  'date-time': 'Введите дату и время',
};

export function addFormats(ajv: Ajv): void {
  for (const [name, validate] of Object.entries(FORMAT_CHECKS)) ajv.addFormat(name, { type: 'string', validate });
}

/** Percentage helper of docs/product.md#validation: 0 when the divisor is 0. */
export function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
