import type { ErrorObject } from 'ajv';
import localizeRu from 'ajv-i18n/localize/ru';
import { MENU_GROUPS } from '../definition/types';
import { COMPUTED_TITLES } from '../../domain/computed';
import { DICTIONARY_TITLES, TREE_DICTIONARY_TITLES } from '../../domain/dictionaries';
import { CABINET_TYPE_NAMES } from './accessText';
import { nearest } from './nearest';
import { PERMISSION_TITLES } from './permissionTitles';

/** Values of an x- keyword that come from a fixed list, with their Russian names. */
const NAMED: Record<string, { what: string; names: Record<string, string> }> = {
  'x-permission': { what: 'неизвестное право', names: PERMISSION_TITLES },
  'x-cabinet': { what: 'неизвестный тип кабинета', names: CABINET_TYPE_NAMES },
  'x-kind': {
    what: 'неизвестный вид поля',
    names: {
      longText: 'длинный текст',
      money: 'деньги',
      percent: 'проценты',
      lines: 'строки списком',
      checkboxes: 'флажки в строку',
      count: 'счётчик: плашка при числе больше 0',
    },
  },
  'x-icon': {
    what: 'неизвестный значок',
    names: {
      bell: 'колокольчик',
      mail: 'письмо',
      send: 'отправка',
      info: 'сведения',
      warning: 'предупреждение',
      error: 'ошибка',
    },
  },
  'x-color': {
    what: 'неизвестный цвет',
    names: { primary: 'основной', info: 'синий', warning: 'оранжевый', error: 'красный', success: 'зелёный' },
  },
  'x-console/menu': { what: 'неизвестная группа меню', names: MENU_GROUPS },
  'x-filter': {
    what: 'неизвестный вид фильтра',
    names: {
      period: 'период: время с … по …',
      dayPeriod: 'период по дням: с даты … по дату',
      objectId: 'ObjectID, проверенный до отправки',
    },
  },
  'x-dictionary': { what: 'неизвестный справочник', names: DICTIONARY_TITLES },
  'x-offered-fields/dictionary': { what: 'неизвестный справочник', names: DICTIONARY_TITLES },
  'x-tree': { what: 'неизвестный справочник-дерево', names: TREE_DICTIONARY_TITLES },
  'x-computed': { what: 'неизвестное вычисление', names: COMPUTED_TITLES },
};

const listed = (values: readonly unknown[], names?: Record<string, string>) =>
  values.map((v) => (names?.[String(v)] ? `${String(v)} («${names[String(v)]}»)` : String(v))).join(', ');

/**
 * What is wrong with an x- keyword's value, in Russian, from its meta-schema's errors: a
 * misspelt name gets the nearest right one and the list of allowed ones with their Russian
 * names («возможно, вы имели в виду "manageAgency"»); an unknown property of an object value
 * the nearest property; anything else ajv's message in Russian.
 */
export function valueProblem(key: string, errors: ErrorObject[]): string {
  const named = NAMED[key];
  for (const error of errors) {
    const where = `${key}${error.instancePath}`;
    if (error.keyword === 'enum' && typeof error.data === 'string') {
      const allowed = error.params.allowedValues as unknown[];
      // x-permission/1 is one of a list of permissions; x-console/menu a value of its own list.
      const naming = NAMED[where.replace(/\/\d+$/, '')];
      return unknownName(
        naming?.what ?? `недопустимое значение ${where}`,
        error.data,
        allowed.map(String),
        naming?.names,
      );
    }
    if (error.keyword === 'additionalProperties') {
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const property = String(error.params.additionalProperty);
      return unknownName(`у ${where} нет свойства`, property, allowed);
    }
  }
  // Of the alternatives (one name, a list of them, or `{anyOf: [...]}`), the complaints about the shape the value has.
  const relevant = errors.filter(
    (e) =>
      !['anyOf', 'oneOf', 'if'].includes(e.keyword) &&
      !(['enum', 'const'].includes(e.keyword) && typeof e.data === 'object'),
  );
  const chosen = relevant.length ? relevant : errors;
  localizeRu(chosen);
  const texts = [...new Set(chosen.map((e) => `${e.instancePath ? `${e.instancePath.slice(1)}: ` : ''}${e.message}`))];
  const allowed = named ? `. Допустимые: ${listed(Object.keys(named.names), named.names)}` : '';
  return `недопустимое значение ${key}: ${texts.join('; ')}${allowed}`;
}

function unknownName(what: string, wrong: string, allowed: string[], names?: Record<string, string>): string {
  const hint = nearest(wrong, allowed);
  return `${what} "${wrong}"${hint ? `; возможно, вы имели в виду "${hint}"` : ''}. Допустимые: ${listed(allowed, names)}`;
}
