import { Autocomplete, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayField } from '../../engine/fields/dateInputs';
import { STATISTICS_DIMENSIONS, type StatisticsDimension } from '../../providers/calls/statistics';
import { dimensionTitle } from './columns';
import { EntityFilter } from './EntityFilter';
import type { ReportState } from './reportState';

interface Props {
  state: ReportState;
  onChange: (patch: Partial<ReportState>) => void;
  onReset: () => void;
}

/** Period, groupings and the account / campaign / SSP filters of a report. */
export function ReportFilters({ state, onChange, onReset }: Props) {
  const translate = useTranslate();
  const badPeriod = state.to < state.from;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <DayField
            size="small"
            label={translate('kabinet.statistics.from')}
            value={state.from}
            onChange={(from) => from && onChange({ from })}
            error={badPeriod}
            sx={{ width: { md: 180 }, flexShrink: 0 }}
          />
          <DayField
            size="small"
            label={translate('kabinet.statistics.to')}
            value={state.to}
            onChange={(to) => to && onChange({ to })}
            error={badPeriod}
            helperText={badPeriod ? translate('kabinet.statistics.badPeriod') : undefined}
            sx={{ width: { md: 180 }, flexShrink: 0 }}
          />
          <Autocomplete
            multiple
            size="small"
            sx={{ flex: 1, minWidth: 260 }}
            options={STATISTICS_DIMENSIONS as readonly StatisticsDimension[]}
            value={state.groupBy}
            filterSelectedOptions
            disableCloseOnSelect
            onChange={(_e, groupBy) => onChange({ groupBy })}
            getOptionLabel={(d) => dimensionTitle(translate, d)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('kabinet.statistics.groupBy')}
                helperText={state.groupBy.length ? undefined : translate('kabinet.statistics.groupByHint')}
              />
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <EntityFilter
            kind="accounts"
            label={translate('kabinet.statistics.accounts')}
            value={state.accounts}
            onChange={(accounts) => onChange({ accounts })}
          />
          <EntityFilter
            kind="campaigns"
            label={translate('kabinet.statistics.campaigns')}
            value={state.campaigns}
            accounts={state.accounts}
            onChange={(campaigns) => onChange({ campaigns })}
          />
          <EntityFilter
            kind="ssps"
            label={translate('kabinet.statistics.ssps')}
            value={state.ssps}
            onChange={(ssps) => onChange({ ssps })}
          />
          <Button onClick={onReset} sx={{ flexShrink: 0, alignSelf: { md: 'center' } }}>
            {translate('kabinet.statistics.reset')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
