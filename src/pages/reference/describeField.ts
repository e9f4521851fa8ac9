import { DICTIONARY_TITLES } from '../../domain/dictionaries';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import type { FilterMode } from '../../engine/schema/keywords';
import { comparedField } from '../../engine/schema/compare';
import { acceptNote } from '../../engine/fields/fileTexts';

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

const FORMAT_NAMES: Record<string, string> = {
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
const FILTER_NAMES: Record<FilterMode, string> = {
  period: 'фильтр списка: период, время с … по …',
  dayPeriod: 'фильтр списка: период по дням, с даты … по дату',
  objectId: 'фильтр списка: ObjectID, проверяется до отправки',
};

const COMPARISONS = {
  'x-not-before': { date: 'не раньше', number: 'не меньше' },
  'x-not-above': { date: 'не позже', number: 'не больше' },
  'x-after': { date: 'позже', number: 'больше' },
} as const;

/**
 * A code of the API (an enum value, a pattern, a resource key) inside a rule, marked as Markdown
 * marks code: the page shows it as code, not as words to translate (`codeParts`).
 */
const code = (text: string) => `\`${text}\``;

/** A rule's words and codes: odd parts are codes. */
export const codeParts = (rule: string): string[] => rule.split('`');

/**
 * The validation rules of one field, in words. `labelOf` names a sibling field (by property
 * name) for the cross-field rules: «не раньше «Начало»».
 */
export function describeRules(field: FieldDescriptor, labelOf: (sibling: string) => string = (name) => name): string[] {
  const s = field.schema;
  const rules: string[] = [];
  if (field.required) rules.push('обязательное');
  if (s['x-unique']) rules.push('уникально');
  for (const [keyword, words] of Object.entries(COMPARISONS)) {
    const sibling = comparedField(s[keyword])?.field;
    if (sibling)
      rules.push(
        `${field.kind === 'date' || field.kind === 'dateTime' ? words.date : words.number} «${labelOf(sibling)}»`,
      );
  }
  if (s.default !== undefined && !field.readOnly) rules.push(`по умолчанию: ${code(JSON.stringify(s.default))}`);
  if (field.readOnly) rules.push('заполняет сервер');
  if (field.writeOnly) rules.push('не показывается после сохранения');
  if (field.createOnly) rules.push('задаётся только при создании');
  // A field may have more than one format: its own and those of its allOf (names).
  for (const format of [s.format, ...(s.allOf ?? []).map((part) => part.format)]) {
    if (typeof format === 'string' && FORMAT_NAMES[format]) rules.push(FORMAT_NAMES[format]);
  }
  if (s.minLength !== undefined && s.minLength > 1) rules.push(`не короче ${s.minLength}`);
  if (s.maxLength !== undefined) rules.push(`не длиннее ${s.maxLength}`);
  if (s.minimum !== undefined) rules.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) rules.push(`≤ ${s.maximum}`);
  if (s.pattern) rules.push(`шаблон ${code(s.pattern)}`);
  if (field.kind === 'enum' || field.kind === 'enumArray')
    rules.push(field.choices.map((c) => `${code(String(c.id))} — ${c.name}`).join('; '));
  if (field.kind === 'reference' || field.kind === 'referenceArray') rules.push(`→ ${code(field.reference)}`);
  if (field.kind === 'file') rules.push(`файл: ${acceptNote(field.file)}`);
  if (field.kind === 'dictionary') rules.push(`из справочника «${DICTIONARY_TITLES[field.dictionary]}»`);
  if (field.kind === 'fieldNames') rules.push(`имена полей сущности из «${labelOf(field.schemaFrom)}»`);
  if (field.filter) rules.push(FILTER_NAMES[field.filter]);
  return rules;
}
