import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SchemaInputs } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/**
 * The filters of a panel segment, only those the chosen provider has data for (GET
 * /categorizer/filters?provider=): Tiburon has no income, so the form does not offer it.
 */
export function PanelFiltersInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const provider = useWatch({ name: 'provider' }) as string | undefined;
  const { data, isError } = useQuery({
    queryKey: ['kabinet', 'panelFilters', provider],
    queryFn: ({ signal }) => dataProvider.getPanelFilters(String(provider), signal),
    enabled: provider === 'omi' || provider === 'tiburon',
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  const sources = useMemo(() => (data ?? []).map((f) => `${source}.${f.id}`), [data, source]);
  return (
    <Stack spacing={1} sx={{ maxWidth: 720, width: '100%' }}>
      <Typography variant="subtitle2">{label ?? translate('kabinet.panelSegments.filters')}</Typography>
      {!provider && <Typography variant="body2" color="text.secondary">{translate('kabinet.panelSegments.pickProvider')}</Typography>}
      {isError && <Alert severity="error">{translate('kabinet.panelSegments.filtersFailed')}</Alert>}
      {sources.length > 0 && <SchemaInputs schemaId="panelSegment" sources={sources} />}
    </Stack>
  );
}
