import { DICTIONARY_TITLES } from '../../domain/dictionaries';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import { comparedField } from '../../engine/schema/compare';
import { acceptNote } from '../../engine/fields/fileTexts';
import { COMPARISONS, FILTER_NAMES, FORMAT_NAMES, RULE_WORDS as W } from './referenceMessages';

export { KIND_NAMES } from './referenceMessages';

/**
 * The validation rules of one field, in words. `labelOf` names a sibling field (by property
 * name) for the cross-field rules: «не раньше «Начало»».
 */
export function describeRules(field: FieldDescriptor, labelOf: (sibling: string) => string = (name) => name): string[] {
  const s = field.schema;
  const rules: string[] = [];
  if (field.required) rules.push(W.required);
  if (s['x-unique']) rules.push(W.unique);
  for (const [keyword, words] of Object.entries(COMPARISONS)) {
    const sibling = comparedField(s[keyword])?.field;
    if (sibling) rules.push(`${field.kind === 'date' || field.kind === 'dateTime' ? words.date : words.number} «${labelOf(sibling)}»`);
  }
  if (s.default !== undefined && !field.readOnly) rules.push(W.default(JSON.stringify(s.default)));
  if (field.readOnly) rules.push(W.readOnly);
  if (field.writeOnly) rules.push(W.writeOnly);
  if (field.createOnly) rules.push(W.createOnly);
  // A field may have more than one format: its own and those of its allOf (names).
  for (const format of [s.format, ...(s.allOf ?? []).map((part) => part.format)]) {
    if (typeof format === 'string' && FORMAT_NAMES[format]) rules.push(FORMAT_NAMES[format]);
  }
  if (s.minLength !== undefined && s.minLength > 1) rules.push(W.minLength(s.minLength));
  if (s.maxLength !== undefined) rules.push(W.maxLength(s.maxLength));
  if (s.minimum !== undefined) rules.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) rules.push(`≤ ${s.maximum}`);
  if (s.pattern) rules.push(W.pattern(s.pattern));
  if (field.kind === 'enum' || field.kind === 'enumArray') rules.push(field.choices.map((c) => `${c.id} — ${c.name}`).join('; '));
  if (field.kind === 'reference' || field.kind === 'referenceArray') rules.push(`→ ${field.reference}`);
  if (field.kind === 'file') rules.push(W.file(acceptNote(field.file)));
  if (field.kind === 'dictionary') rules.push(W.dictionary(DICTIONARY_TITLES[field.dictionary]));
  if (field.kind === 'fieldNames') rules.push(W.fieldNames(labelOf(field.schemaFrom)));
  if (field.filter) rules.push(FILTER_NAMES[field.filter]);
  return rules;
}
