import { SelectArrayInput, SelectInput, type SelectArrayInputProps, type SelectInputProps } from 'react-admin';
import type { DictionaryName } from '../../domain/dictionaries';
import type { Choice } from '../fieldKinds';
import { dictionaryChoices } from './dictionaryChoices';
import { useDictionary } from './useDictionary';

export interface DictionarySelectInputProps extends Omit<SelectInputProps, 'choices' | 'isPending'> {
  /** Which dictionary gives the choices (src/domain/dictionaries.ts). */
  dictionary: DictionaryName;
  /** Several values at once (a SelectArrayInput). */
  multiple?: boolean;
  /**
   * The values the schema itself lists (a dictionary over an enum): only these are offered, by the
   * dictionary's names once it answers and by the schema's until then, so that a stored value
   * shows by its name from the first frame.
   */
  fallback?: Choice[];
}

/**
 * A select whose choices come from a platform dictionary instead of a list written into a
 * schema or a component (docs/product.md#calls Dictionaries): the input and the list filter of a
 * field with x-dictionary, and a screen's own forms, dialogs and filters.
 */
export function DictionarySelectInput({ dictionary, multiple, fallback, sx, ...props }: DictionarySelectInputProps) {
  const { items, isPending } = useDictionary(dictionary);
  const choices = dictionaryChoices(items, fallback);
  // Wide enough for a Russian label in a filter bar; a caller's sx comes on top.
  const style = [{ minWidth: 220 }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])];
  if (multiple)
    return (
      <SelectArrayInput {...(props as SelectArrayInputProps)} sx={style} choices={choices} isPending={isPending} />
    );
  return <SelectInput {...props} sx={style} choices={choices} isPending={isPending} />;
}
