import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SchemaInputs, useSchemaFields, READABLE_WIDTH } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/**
 * The filters of a panel segment, only those the chosen provider has data for (GET
 * /categorizer/filters?provider=): Tiburon has no income, so the form does not offer it. When they
 * cannot be read, all of them with the failure said, so a saved segment keeps showing its values.
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
  // Unreadable: every filter, as the generic form would show them (the server still judges what the provider has).
  const [all] = useSchemaFields(
    'panelSegment',
    useMemo(() => [source], [source]),
  );
  const sources = useMemo(
    () =>
      data
        ? data.map((f) => `${source}.${f.id}`)
        : isError && all?.kind === 'object'
          ? all.fields.map((f) => f.source)
          : [],
    [data, isError, all, source],
  );
  const title = label ?? translate('kabinet.panelSegments.filters');
  return (
    <Stack role="group" aria-label={title} spacing={1} sx={{ maxWidth: READABLE_WIDTH, width: '100%' }}>
      <Typography variant="subtitle2" component="div">
        {title}
      </Typography>
      {!provider && (
        <Typography variant="body2" color="text.secondary">
          {translate('kabinet.panelSegments.pickProvider')}
        </Typography>
      )}
      {isError && <Alert severity="error">{translate('kabinet.panelSegments.filtersFailed')}</Alert>}
      {sources.length > 0 && <SchemaInputs schemaId="panelSegment" sources={sources} />}
    </Stack>
  );
}
