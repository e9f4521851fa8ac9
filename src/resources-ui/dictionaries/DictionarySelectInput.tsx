import type { ComponentType } from 'react';
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
 * schema or a component (SPEC.md §7 Dictionaries). Works in forms, dialogs and list filters.
 */
export function DictionarySelectInput({ dictionary, multiple, sx, ...props }: DictionarySelectInputProps) {
  const { items, isPending } = useDictionary(dictionary);
  const choices = items ?? [];
  // Wide enough for a Russian label in a filter bar; a caller's sx comes on top.
  const style = [{ minWidth: 220 }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])];
  if (multiple) return <SelectArrayInput {...(props as SelectArrayInputProps)} sx={style} choices={choices} isPending={isPending} />;
  return <SelectInput {...props} sx={style} choices={choices} isPending={isPending} />;
}

/**
 * DictionarySelectInput as a resource's per-field override (`fields: { status: { Input, Filter } }`),
 * which receives only `source` and `label`: the dictionary and any fixed props are bound here.
 */
export function dictionarySelect(
  dictionary: DictionaryName,
  fixed: Partial<Omit<DictionarySelectInputProps, 'dictionary' | 'source'>> = {},
): ComponentType<{ source: string; label?: string; alwaysOn?: boolean }> {
  function DictionarySelect({ source, label, alwaysOn }: { source: string; label?: string; alwaysOn?: boolean }) {
    return <DictionarySelectInput dictionary={dictionary} source={source} label={label} alwaysOn={alwaysOn} {...fixed} />;
  }
  DictionarySelect.displayName = `DictionarySelect(${dictionary})`;
  return DictionarySelect;
}
