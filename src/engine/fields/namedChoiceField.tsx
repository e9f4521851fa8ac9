import { SelectField } from 'react-admin';
import type { FieldOf } from '../fieldKinds';
import { dictionaryChoices } from './dictionaryChoices';
import { ChipsField } from './displayFields';
import { useDictionary } from './useDictionary';

/**
 * A dictionary field over the schema's own list of values (a currency, a report's columns): shown
 * at once by the schema's names, like any list of values, then by the dictionary's once it answers.
 */
export function NamedChoiceField({ field, source }: { field: FieldOf<'dictionary'>; source: string }) {
  const { items } = useDictionary(field.dictionary);
  const choices = dictionaryChoices(items, field.choices);
  return field.multiple ? (
    <ChipsField source={source} choices={choices} />
  ) : (
    <SelectField source={source} emptyText="—" choices={choices} />
  );
}
