import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../engine/fields/dateInputs';
import type { InteractiveCampaign } from '../../providers/calls/interactiveStatistics';
import { creativeLabels, T, useStatisticsParams } from './useStatistics';

/**
 * The campaign and the period of a statistics screen (and, with `creatives`, one creative):
 * another campaign starts from its own dates; «Весь период кампании» drops a chosen period.
 */
export function CampaignPeriodBar({
  campaigns,
  loading,
  creatives = false,
  fixed,
}: {
  campaigns: InteractiveCampaign[];
  loading: boolean;
  creatives?: boolean;
  /** A campaign given by the screen (a creative's): only the period is chosen. */
  fixed?: InteractiveCampaign;
}) {
  const translate = useTranslate();
  const { choice, update } = useStatisticsParams();
  const campaign = fixed ?? campaigns.find((c) => c.id === choice.campaignId) ?? null;
  const labels = creativeLabels(campaign);
  return (
    <Stack direction="row" useFlexGap sx={{ mb: 2, gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {!fixed && (
        <Autocomplete
          sx={{ width: 460, maxWidth: '100%' }}
          options={campaigns}
          value={campaign}
          loading={loading}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={translate(`${T}.campaignsEmpty`)}
          loadingText={translate(`${T}.loading`)}
          onChange={(_e, c) => update({ campaignId: c?.id, start: undefined, end: undefined, creativeId: undefined })}
          renderInput={(params) => (
            <TextField {...params} label={translate(`${T}.campaign`)} helperText={translate(`${T}.campaignHint`)} />
          )}
        />
      )}
      {creatives && campaign && (
        <TextField
          select
          sx={{ width: 320 }}
          label={translate(`${T}.creative`)}
          value={choice.creativeId ?? ''}
          onChange={(e) => update({ creativeId: e.target.value || undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate(`${T}.allCreatives`)}</MenuItem>
          {campaign.creatives.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {labels.get(c.id)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DayField
        sx={{ width: 180 }}
        label={translate(`${T}.periodStart`)}
        value={choice.start ?? campaign?.dates.start ?? ''}
        disabled={!campaign}
        onChange={(start) => update({ start: start || undefined })}
        testId="period-start"
      />
      <DayField
        sx={{ width: 180 }}
        label={translate(`${T}.periodEnd`)}
        value={choice.end ?? campaign?.dates.end ?? ''}
        disabled={!campaign}
        onChange={(end) => update({ end: end || undefined })}
        testId="period-end"
      />
      <Button
        sx={{ mt: 1, whiteSpace: 'nowrap' }}
        disabled={!campaign || (!choice.start && !choice.end)}
        onClick={() => update({ start: undefined, end: undefined })}
      >
        {translate(`${T}.campaignPeriod`)}
      </Button>
    </Stack>
  );
}
