import CampaignIcon from '@mui/icons-material/Campaign';
import {
  Alert,
  Autocomplete,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionDialog, referenceTarget } from '../../engine';

interface SegmentRecord {
  id: string;
  name?: string;
}
interface CampaignOption {
  id: string;
  name?: string;
}

/**
 * «Собирать из кампании»: which users of a campaign go to this segment, those who saw the ad
 * (win) and/or those who clicked. The campaign's other binding is kept; an event left empty is
 * not sent (docs/product.md#validation), which stops collecting it (PUT /retargeting/options).
 */
export function BindCampaignButton() {
  const record = useRecordContext<SegmentRecord>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [campaign, setCampaign] = useState<CampaignOption | null>(null);
  const [choice, setChoice] = useState<{ win: boolean; click: boolean } | null>(null);
  const campaigns = useGetList<CampaignOption & { id: string }>(
    referenceTarget('campaigns').name,
    {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: search ? { q: search } : {},
      // Names only: a campaign's targeting and statistics are not read to pick it.
      meta: { include: ['name'] },
    },
    { enabled: open },
  );
  const segments = useGetList<SegmentRecord & { id: string }>(
    resource ?? '',
    { pagination: { page: 1, perPage: 200 } },
    { enabled: open && !!resource },
  );
  const binding = useQuery({
    queryKey: ['kabinet', 'retargetingBinding', campaign?.id],
    queryFn: ({ signal }) => dataProvider.getRetargetingBinding(String(campaign!.id), signal),
    enabled: open && !!campaign,
    retry: false,
  });
  if (!record?.id) return null;
  const me = String(record.id);
  const current = binding.data;
  const win = choice?.win ?? current?.winSegment === me;
  const click = choice?.click ?? current?.clickSegment === me;
  const nameOf = (id?: string) => segments.data?.find((s) => String(s.id) === id)?.name ?? id;
  const others = current
    ? (
        [
          ['win', current.winSegment],
          ['click', current.clickSegment],
        ] as const
      ).filter(([, id]) => id && id !== me)
    : [];

  const save = async () => {
    if (!campaign || !current) return;
    const keep = (id: string | undefined) => (id && id !== me ? id : undefined);
    await dataProvider.bindRetargeting({
      campaignId: String(campaign.id),
      winSegment: win ? me : keep(current.winSegment),
      clickSegment: click ? me : keep(current.clickSegment),
    });
    notify('kabinet.retargetingSegments.bound', {
      type: 'success',
      messageArgs: { campaign: campaign.name ?? campaign.id },
    });
    setOpen(false);
    refresh();
  };

  return (
    <>
      <Button label="kabinet.retargetingSegments.bind" onClick={() => setOpen(true)}>
        <CampaignIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('kabinet.retargetingSegments.bindTitle', { name: record.name ?? '' })}
        submitLabel="ra.action.save"
        failure="kabinet.retargetingSegments.bindFailed"
        disabled={!campaign || !current}
        onSubmit={save}
        onClose={() => setOpen(false)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={campaigns.data ?? []}
            loading={campaigns.isPending}
            value={campaign}
            getOptionLabel={(o) => o.name ?? String(o.id)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(x) => x}
            noOptionsText={translate('kabinet.retargetingSegments.bindCampaignEmpty')}
            onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
            onChange={(_e, value) => {
              setCampaign(value);
              setChoice(null);
            }}
            renderInput={(params) => (
              <TextField {...params} label={translate('kabinet.retargetingSegments.bindCampaign')} />
            )}
          />
          {!campaign && (
            <Typography variant="body2" color="text.secondary">
              {translate('kabinet.retargetingSegments.bindPick')}
            </Typography>
          )}
          {campaign && binding.isPending && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} />
              <Typography variant="body2">{translate('kabinet.retargetingSegments.bindLoading')}</Typography>
            </Stack>
          )}
          {campaign && current && (
            <>
              <FormControlLabel
                control={<Checkbox checked={win} onChange={(e) => setChoice({ win: e.target.checked, click })} />}
                label={translate('kabinet.retargetingSegments.bindWin')}
              />
              <FormControlLabel
                control={<Checkbox checked={click} onChange={(e) => setChoice({ win, click: e.target.checked })} />}
                label={translate('kabinet.retargetingSegments.bindClick')}
              />
              {others.map(([event, id]) => (
                <Alert key={event} severity="info">
                  {translate('kabinet.retargetingSegments.bindOther', {
                    event: translate(
                      event === 'win'
                        ? 'kabinet.retargetingSegments.bindOtherWin'
                        : 'kabinet.retargetingSegments.bindOtherClick',
                    ),
                    name: nameOf(id),
                  })}
                </Alert>
              ))}
            </>
          )}
        </Stack>
      </ActionDialog>
    </>
  );
}
