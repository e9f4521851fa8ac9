import type { FieldDescriptor } from '../../engine/fieldKinds';
import type { FilterMode } from '../../engine/schema/keywords';

// The resource reference's words (a lazy page: its texts load with it, not with the first screen).

/** Russian names of the field kinds, as the reference shows them. */
export const KIND_NAMES: Record<FieldDescriptor['kind'], string> = {
  text: 'текст',
  longText: 'длинный текст',
  password: 'пароль',
  url: 'URL',
  email: 'эл. почта',
  integer: 'целое число',
  number: 'число',
  money: 'деньги',
  percent: 'проценты',
  boolean: 'да/нет',
  date: 'дата',
  dateTime: 'дата и время',
  enum: 'выбор из списка',
  enumArray: 'несколько из списка',
  reference: 'ссылка',
  referenceArray: 'ссылки',
  object: 'вложенная форма',
  array: 'список записей',
  stringArray: 'список значений',
  lines: 'список значений, по одному в строке',
  json: 'JSON',
  file: 'файл',
  dictionary: 'выбор из справочника',
  fieldNames: 'поля другой сущности',
};

export const FORMAT_NAMES: Record<string, string> = {
  objectId: 'идентификатор из 24 символов: цифры и латиница нижнего регистра',
  safeText: 'без символов $ ^ & * ! @ #',
  printable: 'без управляющих символов и символов смены направления текста',
  notBlank: 'не из одних пробелов',
  noSpaces: 'без пробелов',
  url: 'корректный URL',
  email: 'адрес эл. почты',
  date: 'дата',
  'date-time': 'дата и время',
};

/** How the list filters on a field with x-filter, as the reference says it. */
export const FILTER_NAMES: Record<FilterMode, string> = {
  period: 'фильтр списка: период, время с … по …',
  dayPeriod: 'фильтр списка: период по дням, с даты … по дату',
  objectId: 'фильтр списка: ObjectID, проверяется до отправки',
};

export const COMPARISONS = {
  'x-not-before': { date: 'не раньше', number: 'не меньше' },
  'x-not-above': { date: 'не позже', number: 'не больше' },
  'x-after': { date: 'позже', number: 'больше' },
} as const;

/** The rules of a field in words; codes come already marked. */
export const RULE_WORDS = {
  required: 'обязательное',
  unique: 'уникально',
  byDefault: (value: string) => `по умолчанию: ${value}`,
  readOnly: 'заполняет сервер',
  computed: (what: string) => `вычисляет сервер: ${what}`,
  writeOnly: 'не показывается после сохранения',
  createOnly: 'задаётся только при создании',
  minLength: (n: number) => `не короче ${n}`,
  maxLength: (n: number) => `не длиннее ${n}`,
  pattern: (pattern: string) => `шаблон ${pattern}`,
  file: (accept: string) => `файл: ${accept}`,
  dictionary: (title: string) => `из справочника «${title}»`,
  tree: (title: string) => `выбор в дереве «${title}»`,
  fieldsOf: (entity: string) => `имена полей сущности из «${entity}»`,
};

/** The page's own texts. */
export const PAGE_WORDS = {
  title: 'Справочник ресурсов',
  count: 'Ресурсов:',
  builtFrom: '. Всё ниже построено из папок',
  and: 'и',
  asScreens: '— так же, как экраны. Коды API (маршруты, адреса, поля, значения) показаны как есть.',
  search: 'Найти ресурс',
  cabinetPath: (path: string) => `/{кабинет}/${path}`,
  field: 'Поле',
  name: 'Название',
  kind: 'Вид',
  rules: 'Правила',
};
