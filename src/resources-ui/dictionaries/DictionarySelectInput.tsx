import { SelectArrayInput, SelectInput, type SelectArrayInputProps, type SelectInputProps } from 'react-admin';
import type { DictionaryName } from '../../providers/calls/dictionaries';
import { useDictionary } from './useDictionary';

export interface DictionarySelectInputProps extends Omit<SelectInputProps, 'choices' | 'isPending'> {
  /** Which dictionary gives the choices (src/providers/calls/dictionaries.ts DICTIONARIES). */
  dictionary: DictionaryName;
  /** Several values at once (a SelectArrayInput). */
  multiple?: boolean;
}

/**
 * A select whose choices come from a platform dictionary instead of a list written into a
 * schema or a component (docs/product.md#calls Dictionaries). Works in forms, dialogs and list filters; as a
 * resource's override, with the dictionary bound by withProps (src/engine/resources/withProps.tsx).
 */
export function DictionarySelectInput({ dictionary, multiple, sx, ...props }: DictionarySelectInputProps) {
  const { items, isPending } = useDictionary(dictionary);
  const choices = items ?? [];
  // Wide enough for a Russian label in a filter bar; a caller's sx comes on top.
  const style = [{ minWidth: 220 }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])];
  if (multiple) return <SelectArrayInput {...(props as SelectArrayInputProps)} sx={style} choices={choices} isPending={isPending} />;
  return <SelectInput {...props} sx={style} choices={choices} isPending={isPending} />;
}
