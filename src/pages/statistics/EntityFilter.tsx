import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { StatisticsFilterKind, StatisticsFilterOption } from '../../providers/calls/statistics';
import type { KabinetDataProvider } from '../../providers/dataProvider';

interface Props {
  kind: StatisticsFilterKind;
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** Campaigns: only those of these accounts. */
  accounts?: string[];
}

/**
 * A report filter (accounts, campaigns, SSPs): names to choose from, found as you type among
 * what the cabinet may see (GET /v2/statistics/filters/{kind}); the chosen ids live in the URL,
 * their names are asked for by id so a reloaded link shows names, not ids.
 */
export function EntityFilter({ kind, label, value, onChange, accounts }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);

  const chosen = useQuery({
    queryKey: ['kabinet', 'statistics', 'filter', kind, 'ids', value],
    queryFn: ({ signal }) => dataProvider.getStatisticsFilterOptions(kind, { ids: value }, signal),
    enabled: value.length > 0,
    retry: false,
  });
  const found = useQuery({
    queryKey: ['kabinet', 'statistics', 'filter', kind, 'search', search, accounts ?? []],
    queryFn: ({ signal }) => dataProvider.getStatisticsFilterOptions(kind, { search, accounts }, signal),
    enabled: open,
    retry: false,
  });

  const selected = useMemo(
    () =>
      value.map(
        (id): StatisticsFilterOption =>
          chosen.data?.find((o) => o.id === id) ?? { id, name: chosen.isError ? id : '…' },
      ),
    [value, chosen.data, chosen.isError],
  );
  const options = useMemo(() => {
    const seen = new Set(value);
    return [...selected, ...(found.data ?? []).filter((o) => !seen.has(o.id))];
  }, [selected, found.data, value]);

  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ minWidth: 240, flex: 1 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={selected}
      filterOptions={(o) => o}
      filterSelectedOptions
      onChange={(_e, next) => onChange(next.map((o) => o.id))}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      loadingText={translate('kabinet.statistics.optionsLoading')}
      noOptionsText={translate(found.isError ? 'kabinet.statistics.optionsFailed' : 'kabinet.statistics.optionsEmpty')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? undefined : translate('kabinet.statistics.all')}
        />
      )}
    />
  );
}
