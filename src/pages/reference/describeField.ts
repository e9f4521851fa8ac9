import { COMPUTED_TITLES } from '../../domain/computed';
import { DICTIONARY_TITLES, TREE_DICTIONARY_TITLES } from '../../domain/dictionaries';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import { comparedField } from '../../engine/schema/compare';
import { acceptNote } from '../../engine/fields/fileTexts';
import { COMPARISONS, FILTER_NAMES, FORMAT_NAMES, RULE_WORDS } from './referenceMessages';

export { KIND_NAMES } from './referenceMessages';

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
  if (field.required) rules.push(RULE_WORDS.required);
  if (s['x-unique']) rules.push(RULE_WORDS.unique);
  for (const [keyword, words] of Object.entries(COMPARISONS)) {
    const sibling = comparedField(s[keyword])?.field;
    if (sibling)
      rules.push(
        `${field.kind === 'date' || field.kind === 'dateTime' ? words.date : words.number} «${labelOf(sibling)}»`,
      );
  }
  if (s.default !== undefined && !field.readOnly) rules.push(RULE_WORDS.byDefault(code(JSON.stringify(s.default))));
  const computed = s['x-computed'];
  if (computed) rules.push(RULE_WORDS.computed(COMPUTED_TITLES[computed]));
  else if (field.readOnly) rules.push(RULE_WORDS.readOnly);
  if (field.writeOnly) rules.push(RULE_WORDS.writeOnly);
  if (field.createOnly) rules.push(RULE_WORDS.createOnly);
  // A field may have more than one format: its own and those of its allOf (names).
  for (const format of [s.format, ...(s.allOf ?? []).map((part) => part.format)]) {
    if (typeof format === 'string' && FORMAT_NAMES[format]) rules.push(FORMAT_NAMES[format]);
  }
  if (s.minLength !== undefined && s.minLength > 1) rules.push(RULE_WORDS.minLength(s.minLength));
  if (s.maxLength !== undefined) rules.push(RULE_WORDS.maxLength(s.maxLength));
  if (s.minimum !== undefined) rules.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) rules.push(`≤ ${s.maximum}`);
  if (s.pattern) rules.push(RULE_WORDS.pattern(code(s.pattern)));
  if (field.kind === 'enum' || field.kind === 'enumArray')
    rules.push(field.choices.map((c) => `${code(String(c.id))} — ${c.name}`).join('; '));
  if (field.kind === 'reference' || field.kind === 'referenceArray') rules.push(`→ ${code(field.reference)}`);
  if (field.kind === 'file') rules.push(RULE_WORDS.file(acceptNote(field.file)));
  if (field.kind === 'dictionary') rules.push(RULE_WORDS.dictionary(DICTIONARY_TITLES[field.dictionary]));
  if (field.kind === 'enumArray' && field.tree) rules.push(RULE_WORDS.tree(TREE_DICTIONARY_TITLES[field.tree]));
  if (field.kind === 'fieldNames') rules.push(RULE_WORDS.fieldsOf(labelOf(field.schemaFrom)));
  if (field.filter) rules.push(FILTER_NAMES[field.filter]);
  return rules;
}
