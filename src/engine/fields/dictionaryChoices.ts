import type { DictionaryItem } from '../../providers/calls/dictionaries';
import type { Choice } from '../fieldKinds';

/**
 * What a dictionary field offers and how it names a value. Where the schema lists the values it
 * accepts (the API refuses the others), those are offered, by the dictionary's names once it has
 * answered and by the schema's own until then, so a stored value shows by name from the first
 * frame; a value the dictionary does not know keeps the schema's name. Without a list of its own
 * the field offers every item of the dictionary.
 */
export function dictionaryChoices(
  items: readonly DictionaryItem[] | undefined,
  allowed: readonly Choice[] = [],
): Choice[] {
  if (!allowed.length) return items ? [...items] : [];
  return allowed.map((c) => ({ ...c, name: items?.find((i) => String(i.id) === String(c.id))?.name ?? c.name }));
}
