import { Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, useDataProvider, useFieldValue } from 'react-admin';
import { DictionarySelectInput, useDictionary, type OverrideProps } from '../../engine';
import type { DictionaryName } from '../../domain/dictionaries';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { DEVICE_TEXTS as T } from './deviceMessages';

/**
 * Device targeting by manufacturer and model (docs/product.md#calls Dictionaries: /manufacturers,
 * /models): the manufacturers from their dictionary, then a model picker under them that offers
 * only their models (GET /models?manufacturer=…, grouped by manufacturer). Dropping a manufacturer
 * drops its models from the choice, as the server refuses a model of a manufacturer not chosen.
 */
export function ManufacturersInput({ source, label, field }: OverrideProps) {
  return (
    <DictionarySelectInput
      source={source}
      label={label}
      dictionary="manufacturers"
      multiple
      helperText={field.schema.description}
    />
  );
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function DeviceModelsInput({ source, label, field }: OverrideProps) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const makersSource = source.replace(/[^.]+$/, 'manufacturers');
  const makers = ((useWatch({ name: makersSource }) as string[] | undefined) ?? []).filter(Boolean);
  const { getValues, setValue } = useFormContext();
  const { items: manufacturers } = useDictionary('manufacturers');
  const models = useQuery({
    queryKey: ['kabinet', 'deviceModels', [...makers].sort().join(',')],
    queryFn: () => dataProvider.getDeviceModels(makers),
    enabled: makers.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const chosenAny = makers.length > 0;
  const choices = useMemo(() => (chosenAny ? (models.data ?? []) : []), [chosenAny, models.data]);
  // A model of a manufacturer no longer chosen leaves the value (the server would refuse it).
  useEffect(() => {
    if (chosenAny && !models.data) return;
    const known = new Set(choices.map((m) => String(m.id)));
    const current = ((getValues(source) as string[] | undefined) ?? []).filter(Boolean);
    const kept = current.filter((id) => known.has(id));
    if (!sameList(kept, current)) setValue(source, kept, { shouldDirty: true });
  }, [choices, chosenAny, models.data, getValues, setValue, source]);
  const makerName = (id: unknown) => manufacturers?.find((m) => String(m.id) === String(id))?.name ?? String(id);
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={choices}
      isPending={makers.length > 0 && models.isPending}
      disabled={!makers.length}
      helperText={makers.length ? field.schema.description : T.chooseManufacturer}
      groupBy={(choice) => makerName(choice.manufacturerId)}
      fullWidth
      sx={{ maxWidth: 720 }}
    />
  );
}

/** Values of a dictionary shown by their names (the codes while it loads or when it does not know one). */
function DictionaryNames({ source, dictionary }: { source: string; dictionary: DictionaryName }) {
  const value = useFieldValue({ source }) as unknown;
  const { items } = useDictionary(dictionary);
  const ids = Array.isArray(value) ? value.map(String) : [];
  if (!ids.length)
    return (
      <Typography component="span" variant="body2">
        —
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {ids.map((id) => (
        <Chip key={id} size="small" label={items?.find((i) => String(i.id) === id)?.name ?? id} />
      ))}
    </Stack>
  );
}

export function ManufacturersField({ source }: OverrideProps) {
  return <DictionaryNames source={source} dictionary="manufacturers" />;
}

export function DeviceModelsField({ source }: OverrideProps) {
  return <DictionaryNames source={source} dictionary="deviceModels" />;
}
