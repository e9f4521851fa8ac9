import type { ErrorObject } from 'ajv';
import localizeRu from 'ajv-i18n/localize/ru';
import { FORMAT_MESSAGES } from './formats';
import type { FieldErrors } from './types';

/*
 * ajv's errors array → Russian field errors. Shared by the run-time compiled validators (the
 * reference API, Node tests) and the precompiled ones (the console): both produce the same
 * errors array, so forms and server show the same message at the same pointer.
 */

export const REQUIRED_MESSAGE = 'Обязательное поле';
const DECIMALS_MESSAGE = (n: number) =>
  n === 0
    ? 'Введите целое число'
    : n === 2
      ? 'Не больше двух знаков после запятой'
      : `Не больше ${n} знаков после запятой`;

/** ajv errors → { "/json/pointer": "Русское сообщение" }, the first message per field. */
export function toFieldErrors(errors: ErrorObject[]): FieldErrors {
  // Our own errorMessage texts are already Russian; ajv-i18n would overwrite them.
  localizeRu(errors.filter((e) => e.keyword !== 'errorMessage'));
  const result: FieldErrors = {};
  for (const error of errors) {
    // ajv-errors folds the errors it replaces into params.errors: keep their places.
    const originals = error.keyword === 'errorMessage' ? (error.params.errors as ErrorObject[]) : [error];
    for (const original of originals) {
      const pointer =
        original.keyword === 'required'
          ? `${original.instancePath}/${original.params.missingProperty}`
          : original.instancePath;
      if (!(pointer in result)) result[pointer] = messageOf(error, original);
    }
  }
  return result;
}

function messageOf(error: ErrorObject, original: ErrorObject): string {
  if (error.keyword === 'errorMessage') return error.message ?? '';
  if (error.keyword === 'required') return REQUIRED_MESSAGE;
  if (error.keyword === 'format') return FORMAT_MESSAGES[error.params.format as string] ?? error.message ?? '';
  if (error.keyword === 'enum' || original.keyword === 'const' || error.keyword === 'oneOf')
    return 'Выберите значение из списка';
  if (error.keyword === 'x-decimals') return DECIMALS_MESSAGE(error.params.decimals as number);
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'maximum':
      return `Не больше ${limit}`;
    case 'minimum':
      return `Не меньше ${limit}`;
    case 'exclusiveMinimum':
      return `Больше ${limit}`;
    case 'maxLength':
      return `Не длиннее ${limit} символов`;
    case 'minLength':
      return limit === 1 ? REQUIRED_MESSAGE : `Не короче ${limit} символов`;
    case 'type':
      return error.params.type === 'integer'
        ? 'Введите целое число'
        : error.params.type === 'number'
          ? 'Введите число'
          : 'Неверный тип значения';
    default:
      return capitalise(error.message ?? 'Неверное значение');
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
