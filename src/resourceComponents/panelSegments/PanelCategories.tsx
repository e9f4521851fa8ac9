import GroupsIcon from '@mui/icons-material/Groups';
import { Box, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ActionButton, EmptyValue, requiredMark, useTell, READABLE_WIDTH } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { formatNumber } from '../shared/values';

/** The provider's categories (GET /categorizer/categories?provider=), once per provider and session. */
function useCategories(provider: string | undefined) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  return useQuery({
    queryKey: ['kabinet', 'panelCategories', provider],
    queryFn: ({ signal }) => dataProvider.getPanelCategories(String(provider), signal),
    enabled: provider === 'omi' || provider === 'tiburon',
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

/** Categories to pick, those of the provider chosen above (none until one is). */
export function PanelCategoriesInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const provider = useWatch({ name: 'provider' }) as string | undefined;
  const { data, isFetching } = useCategories(provider);
  const choices = (data ?? []).map((c) => ({ id: c.id, name: `${c.name} · ${formatNumber(c.users)}` }));
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={choices}
      validate={requiredMark}
      disabled={!provider}
      helperText={
        !provider
          ? translate('kabinet.panelSegments.pickProvider')
          : isFetching
            ? translate('kabinet.panelSegments.loading')
            : translate('kabinet.panelSegments.categoriesHint')
      }
      fullWidth
      sx={{ maxWidth: READABLE_WIDTH }}
    />
  );
}

/** The segment's categories by name. */
export function PanelCategoriesField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const { data } = useCategories(record?.provider as string | undefined);
  const ids = Array.isArray(record?.[source]) ? (record[source] as string[]) : [];
  if (!ids.length) return <EmptyValue />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {ids.map((id) => (
        <Chip key={id} size="small" label={data?.find((c) => c.id === id)?.name ?? id} />
      ))}
    </Box>
  );
}

/** «Оценить охват»: POST /categorizer/segment-info with the saved segment. */
export function PanelReachButton() {
  const record = useRecordContext<{
    id: string;
    name?: string;
    provider?: string;
    categories?: string[];
    filters?: Record<string, unknown>;
  }>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const tell = useTell();
  if (!record?.id || !record.provider) return null;
  const estimate = () =>
    tell(
      () =>
        dataProvider.getPanelReach({
          provider: record.provider!,
          categories: record.categories ?? [],
          filters: record.filters,
        }),
      {
        success: (users) => ['kabinet.panelSegments.reachDone', { name: record.name, users: formatNumber(users) }],
        failure: 'kabinet.panelSegments.reachFailed',
      },
    );
  return <ActionButton label="kabinet.panelSegments.reach" icon={<GroupsIcon />} onRun={estimate} />;
}
