import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, type RaRecord } from 'react-admin';
import { DICTIONARIES, type DictionaryName } from '../../domain/dictionaries';
import type { FieldOf } from '../fieldKinds';
import type { CommonInputProps } from './inputs';
import { useDictionary } from './useDictionary';
import { DEPENDENT_INPUT_TEXTS as T } from './dependentInputMessages';
import { READABLE_WIDTH } from './readableWidth';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Values of a dictionary whose items belong to the parents chosen in a sibling field
 * (x-dictionary-by: a campaign's device models under its manufacturers): nothing is offered
 * before a parent is chosen, then only the parents' items, read for them (`GET /models?manufacturer=…`)
 * and grouped under the parents' names; an item of a parent no longer chosen leaves the value
 * (the platform would refuse it).
 */
export function DependentDictionaryInput({
  field,
  common,
}: {
  field: FieldOf<'dictionary'>;
  common: CommonInputProps;
}) {
  const by = (DICTIONARIES[field.dictionary] as { by?: { parent: string; dictionary: string } }).by;
  const siblingSource = common.source.replace(/[^.]+$/, field.by!);
  const chosen = useWatch({ name: siblingSource }) as unknown;
  const parents = (Array.isArray(chosen) ? chosen : chosen ? [chosen] : []).map(String).filter(Boolean);
  const chosenAny = parents.length > 0;
  const { items, isPending } = useDictionary(field.dictionary, parents);
  const { items: parentItems } = useDictionary((by?.dictionary ?? field.dictionary) as DictionaryName);
  const { getValues, setValue } = useFormContext();
  const choices = useMemo(() => (chosenAny ? (items ?? []) : []), [chosenAny, items]);

  useEffect(() => {
    if (chosenAny && !items) return;
    const known = new Set(choices.map((c) => String(c.id)));
    const value = getValues(common.source) as unknown;
    const current = (Array.isArray(value) ? value : []).map(String);
    const kept = current.filter((id) => known.has(id));
    if (!sameList(kept, current)) setValue(common.source, kept, { shouldDirty: true });
  }, [choices, chosenAny, items, getValues, setValue, common.source]);

  const parentName = (id: unknown) => parentItems?.find((p) => String(p.id) === String(id))?.name ?? String(id);
  return (
    <AutocompleteArrayInput
      {...common}
      choices={choices}
      isPending={chosenAny && isPending}
      disabled={!chosenAny || common.disabled}
      helperText={chosenAny ? common.helperText : T.chooseFirst(field.byLabel ?? field.by!)}
      groupBy={by ? (choice: RaRecord) => parentName(choice[by.parent]) : undefined}
      fullWidth
      sx={{ maxWidth: READABLE_WIDTH }}
    />
  );
}
