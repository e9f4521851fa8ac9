import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, type RaRecord } from 'react-admin';
import { DICTIONARIES, type DictionaryDefinition, type DictionaryName } from '../../domain/dictionaries';
import type { FieldOf } from '../fieldKinds';
import type { CommonInputProps } from './inputs';
import { useDictionary } from './useDictionary';
import { DEPENDENT_INPUT_TEXTS as T } from './dependentInputMessages';
import { READABLE_WIDTH } from './readableWidth';
import { formatRussianNumber } from './russianNumber';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Values of a dictionary read for the value of a sibling field (x-dictionary-by): a campaign's
 * device models under its manufacturers, a panel segment's categories of its provider. Nothing is
 * offered before the sibling has a value, then only the items read for it (`GET
 * /models?manufacturer=…`, `GET /categorizer/categories?provider=omi`), grouped under the parents'
 * names where the items belong to a parents' dictionary, each with its number where the
 * dictionary names one (`count`: «Автомобили · 4 200 000»); an item no longer read for the
 * sibling's value leaves the value (the platform would refuse it).
 */
export function DependentDictionaryInput({
  field,
  common,
}: {
  field: FieldOf<'dictionary'>;
  common: CommonInputProps;
}) {
  const { by, count } = DICTIONARIES[field.dictionary] as DictionaryDefinition;
  const siblingSource = common.source.replace(/[^.]+$/, field.by!);
  const chosen = useWatch({ name: siblingSource }) as unknown;
  const parents = (Array.isArray(chosen) ? chosen : chosen ? [chosen] : []).map(String).filter(Boolean);
  const chosenAny = parents.length > 0;
  const { items, isPending } = useDictionary(field.dictionary, parents);
  const { items: parentItems } = useDictionary(
    (by?.dictionary ?? field.dictionary) as DictionaryName,
    undefined,
    by?.dictionary !== undefined,
  );
  const { getValues, setValue } = useFormContext();
  const choices = useMemo(
    () =>
      !chosenAny
        ? []
        : (items ?? []).map((item) =>
            count && typeof item[count] === 'number'
              ? { ...item, name: `${item.name} · ${formatRussianNumber(item[count])}` }
              : item,
          ),
    [chosenAny, items, count],
  );

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
      groupBy={by?.parent ? (choice: RaRecord) => parentName(choice[by.parent!]) : undefined}
      fullWidth
      sx={{ maxWidth: READABLE_WIDTH }}
    />
  );
}
