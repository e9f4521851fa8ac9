import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useInput } from 'react-admin';
import { requiredMark, type OverrideProps } from '../../engine';
import type { DictionaryItem } from '../../providers/calls/dictionaries';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { GEO_TREE_TEXTS as T } from './geoTreeMessages';

type GeoNode = DictionaryItem & { hasChildren?: boolean };

/** One level of the geo tree (GET /geo/children?parentId=), read when it is first opened. */
function useGeoChildren(parentId: string | undefined, enabled = true) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  return useQuery({
    queryKey: ['kabinet', 'geoChildren', parentId ?? ''],
    queryFn: () => dataProvider.getGeoChildren(parentId) as Promise<GeoNode[]>,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Regions of a geo targeting or a geo preset picked in the platform's geo tree
 * (docs/product.md#calls Geo: /geo/children): the countries first, a country's regions read only
 * when it is opened, a country's box picks or drops all its regions at once. The value stays the
 * list of region codes the schema declares (its labels name the chosen ones above the tree).
 */
export function GeoTreeInput({ source, label, field }: OverrideProps) {
  const { field: input, fieldState } = useInput({ source, validate: field.required ? requiredMark : undefined });
  const chosen: string[] = Array.isArray(input.value) ? (input.value as string[]) : [];
  const labelId = useId();
  const countries = useGeoChildren(undefined);
  const names = new Map(('choices' in field ? field.choices : []).map((c) => [String(c.id), c.name]));
  const set = (next: string[]) => input.onChange(next);
  const toggle = (ids: string[], on: boolean) =>
    set(on ? [...chosen, ...ids.filter((id) => !chosen.includes(id))] : chosen.filter((id) => !ids.includes(id)));

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2, maxWidth: 720 }}>
      <FormLabel id={labelId} error={fieldState.invalid} required={field.required}>
        {label}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }} aria-live="polite">
        {chosen.length ? (
          chosen.map((id) => (
            <Chip key={id} size="small" label={names.get(id) ?? id} onDelete={() => toggle([id], false)} />
          ))
        ) : (
          <Typography variant="body2" color="text.secondary">
            {T.nothing}
          </Typography>
        )}
      </Stack>
      {countries.isPending ? (
        <CircularProgress size={20} aria-label={T.loading} />
      ) : (
        (countries.data ?? []).map((country) => (
          <CountryBranch key={String(country.id)} country={country} chosen={chosen} toggle={toggle} />
        ))
      )}
      <FormHelperText error={fieldState.invalid}>
        {fieldState.error?.message ?? (chosen.length ? T.chosen(chosen.length) : field.schema.description)}
      </FormHelperText>
    </Box>
  );
}

function CountryBranch({
  country,
  chosen,
  toggle,
}: {
  country: GeoNode;
  chosen: string[];
  toggle(ids: string[], on: boolean): void;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const id = String(country.id);
  // A country's regions are read when it is opened or its box is ticked, not before.
  const regions = useGeoChildren(id, (open || wanted) && country.hasChildren !== false);
  const ids = (regions.data ?? []).map((r) => String(r.id));
  const picked = ids.filter((r) => chosen.includes(r)).length;
  const all = ids.length > 0 && picked === ids.length;
  const tick = async (on: boolean) => {
    setWanted(true);
    const loaded = regions.data ?? (await regions.refetch()).data ?? [];
    toggle(
      loaded.map((r) => String(r.id)),
      on,
    );
  };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {country.hasChildren !== false && (
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={open ? T.collapse(country.name) : T.expand(country.name)}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        )}
        <FormControlLabel
          label={country.name}
          control={
            <Checkbox
              size="small"
              checked={all}
              indeterminate={picked > 0 && !all}
              onChange={(e) => void tick(e.target.checked)}
            />
          }
        />
      </Stack>
      {open && (
        <Box sx={{ pl: 5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {regions.isPending ? (
            <CircularProgress size={20} aria-label={T.loading} />
          ) : (
            (regions.data ?? []).map((region) => (
              <FormControlLabel
                key={String(region.id)}
                label={region.name}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.includes(String(region.id))}
                    onChange={(e) => toggle([String(region.id)], e.target.checked)}
                  />
                }
              />
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
