import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, useDataProvider, type RaRecord } from 'react-admin';
import { referenceTarget, requiredMark, type OverrideProps, READABLE_WIDTH } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { LABEL_LOOKUP } from '../../providers/prefetchReferences';
import { DEBUG_CAMPAIGN_TEXTS as T } from './debugCampaignMessages';

/**
 * The campaign of a new debug session, chosen by name as any reference, with the campaigns
 * already under debug (GET /debug-rk, docs/product.md#calls Dictionaries) marked: starting one
 * again gives it a new debug id, and the test devices set up with the old one stop getting its
 * ads, so the form says so before the operator starts it.
 */
export function DebugCampaignInput({ source, label, field }: OverrideProps) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const underDebug = useQuery({
    queryKey: ['kabinet', 'debugCampaigns'],
    queryFn: ({ signal }) => dataProvider.getDebugCampaigns(signal),
    retry: false,
  });
  const debugged = new Set((underDebug.data ?? []).map((c) => String(c.id)));
  const chosen = useWatch({ name: source }) as string | undefined;
  const target = referenceTarget(field.kind === 'reference' ? field.reference : 'campaigns');
  const name = (record: RaRecord) => String(record[target.labelField] ?? record.id);
  const optionText = (record: RaRecord) =>
    debugged.has(String(record.id)) ? `${name(record)} — ${T.underDebug}` : name(record);
  return (
    <ReferenceInput source={source} reference={target.name} queryOptions={LABEL_LOOKUP}>
      <AutocompleteInput
        optionText={optionText}
        inputText={name}
        label={label}
        validate={field.required ? requiredMark : undefined}
        helperText={chosen && debugged.has(String(chosen)) ? T.restart : field.schema.description}
        fullWidth
        sx={{ maxWidth: READABLE_WIDTH }}
      />
    </ReferenceInput>
  );
}
