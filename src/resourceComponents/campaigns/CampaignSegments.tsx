import GroupsIcon from '@mui/icons-material/Groups';
import { Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  AutocompleteArrayInput,
  Button,
  useDataProvider,
  useFieldValue,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AudienceSegment } from '../../providers/calls/campaigns';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog, READABLE_WIDTH } from '../../engine';

const typeOf = (source: string): AudienceSegment['type'] =>
  source.endsWith('visitHistoryIds') ? 'visitHistory' : 'appCheck';
const sizeFormat = new Intl.NumberFormat('ru-RU');

/**
 * The segment dictionary (GET /v2/campaigns/segments), fetched once per session of the screen.
 * Not a fatal read (docs/product.md#errors): the form works without it, and the input says so.
 */
function useSegments(): { segments: AudienceSegment[]; failed: boolean } {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['kabinet', 'campaignSegments'],
    queryFn: ({ signal }) => dataProvider.getCampaignSegments(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { segments: data ?? [], failed: isError };
}

/** Segments of one kind picked by name (the form keeps their ids), with the audience size as a hint. */
export function SegmentsInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const { segments, failed } = useSegments();
  const choices = useMemo(
    () =>
      segments
        .filter((s) => s.type === typeOf(source))
        .map((s) => ({
          id: s.id,
          name: s.name,
          size: translate('kabinet.campaigns.segmentsSize', { size: sizeFormat.format(s.size) }),
        })),
    [segments, source, translate],
  );
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={choices}
      fullWidth
      sx={{ maxWidth: READABLE_WIDTH }}
      optionText={(c: { name: string; size: string }) => `${c.name} (${c.size})`}
      inputText={(c: { name: string }) => c.name}
      {...(failed ? { helperText: translate('kabinet.campaigns.segmentsLoadFailed') } : {})}
    />
  );
}

/** Segments by name on the show page and in lists. */
export function SegmentsField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as string[] | undefined;
  const { segments } = useSegments();
  if (!value?.length)
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {value.map((id) => (
        <Chip key={id} size="small" label={segments.find((s) => s.id === id)?.name ?? id} />
      ))}
    </Stack>
  );
}

const SOURCES = ['targets.segments.segment.appCheckIds', 'targets.segments.segment.visitHistoryIds'];

/** «Сегменты» on the campaign card: the campaign's audience segments set at once (POST /v2/campaigns/{id}/segments). */
export function CampaignSegmentsButton() {
  const record = useRecordContext<
    RaRecord & { name?: string; version?: number; targets?: { segments?: { segment?: Record<string, string[]> } } }
  >();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;
  const current = record.targets?.segments?.segment ?? {};

  const submit = async (values: Record<string, unknown>) => {
    const segment =
      (
        (values.targets as Record<string, unknown> | undefined)?.segments as
          { segment?: Record<string, string[]> } | undefined
      )?.segment ?? {};
    await dataProvider.setCampaignSegments(
      String(record.id),
      {
        appCheckIds: segment.appCheckIds ?? [],
        visitHistoryIds: segment.visitHistoryIds ?? [],
      },
      record.version,
    );
    notify('kabinet.campaigns.segmentsSaved', { type: 'success' });
    setOpen(false);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.campaigns.segments" onClick={() => setOpen(true)}>
        <GroupsIcon />
      </Button>
      {open && (
        <ActionDialog
          failure="kabinet.campaigns.segmentsFailed"
          maxWidth="md"
          title={translate('kabinet.campaigns.segmentsTitle', { name: record.name })}
          schemaId="campaign"
          sources={SOURCES}
          validateWithSchema={false}
          record={{ targets: { segments: { segment: current } } }}
          submitLabel={translate('kabinet.campaigns.save')}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
