import { Box } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, SelectArrayInput, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DayPeriodFilter, DictionarySelectInput } from '../../engine';

/**
 * The caller's zone as minutes east of UTC, sent with the statistics only (the server's days are
 * then the user's days); set when the switch goes on, so the list is not asked twice on opening.
 */
function OffsetTime() {
  const statistics = useWatch({ name: 'statistics' });
  const { field } = useInput({ source: 'offsetTime' });
  const offset = -new Date().getTimezoneOffset();
  const { value, onChange } = field;
  useEffect(() => {
    if (statistics === true && value !== offset) onChange(offset);
  }, [statistics, value, onChange, offset]);
  return null;
}

/**
 * The statistics parameters of the accounts list (docs/product.md#entities "List params: statistics flag,
 * withoutExtraCampaigns, startTimeISO, endTimeISO, offsetTime, ssps, groupBy"), as one filter of
 * the `statistics` field: with the switch on, the list's statistics columns hold the figures of
 * the period — without the extra campaigns (copies) if asked, and by day and/or SSP in the
 * «По группам» column when a grouping is chosen.
 */
export function StatisticsFilter({ alwaysOn }: { source?: string; label?: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <BooleanInput source="statistics" label={translate('kabinet.accounts.statistics.show')} alwaysOn={alwaysOn} />
      <DayPeriodFilter alwaysOn={alwaysOn} />
      <DictionarySelectInput
        dictionary="ssps"
        multiple
        source="ssps"
        label={translate('kabinet.accounts.statistics.ssps')}
        sx={{ width: 220 }}
      />
      <SelectArrayInput
        source="groupBy"
        label={translate('kabinet.accounts.statistics.groupBy')}
        choices={[
          { id: 'day', name: translate('kabinet.accounts.statistics.groupDay') },
          { id: 'ssp', name: translate('kabinet.accounts.statistics.groupSsp') },
        ]}
        sx={{ width: 220 }}
      />
      <BooleanInput
        source="withoutExtraCampaigns"
        label={translate('kabinet.accounts.statistics.withoutExtra')}
        helperText={translate('kabinet.accounts.statistics.withoutExtraHint')}
      />
      <OffsetTime />
    </Box>
  );
}
