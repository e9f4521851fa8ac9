import { Box } from '@mui/material';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { DateTimeInput, FORMAT_CHECKS, FORMAT_MESSAGES } from '../../engine';

/**
 * The ObjectID rule of docs/product.md#validation on a filter: an invalid id shows the rule's message at the input,
 * and react-admin's filter form does not apply (send) a filter that fails validation.
 */
const objectIdRule: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() && !FORMAT_CHECKS.objectId(value.trim()) ? FORMAT_MESSAGES.objectId : undefined;

/** react-admin's filter bar hides helper texts; this filter's error is the point, so it is shown. */
const showError = {
  width: 300,
  '& .MuiFormHelperText-root.Mui-error': { display: 'block', whiteSpace: 'normal' },
} as const;

export function ObjectIdFilter({ source, label, alwaysOn }: { source: string; label?: string; alwaysOn?: boolean }) {
  return (
    <TextInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      validate={objectIdRule}
      parse={(v: string) => v.trim()}
      sx={showError}
    />
  );
}

const toIso = (v: string) => (v ? new Date(v).toISOString() : null);

/**
 * The time range of the log (docs/product.md#entities 'Action log filters: … time range'): two bounds sent as
 * startTimeISO / endTimeISO (docs/product.md#calls 'Date lists use startTimeISO, endTimeISO'), as instants.
 */
export function TimeRangeFilter({ alwaysOn }: { source: string; label?: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <DateTimeInput source="startTimeISO" label={translate('kabinet.actionLogs.from')} parse={toIso} alwaysOn={alwaysOn} helperText={false} />
      <DateTimeInput source="endTimeISO" label={translate('kabinet.actionLogs.to')} parse={toIso} alwaysOn={alwaysOn} helperText={false} />
    </Box>
  );
}
