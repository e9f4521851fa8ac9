import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateInput } from '../../engine';

/**
 * A time range of a list (docs/product.md#calls "Date lists use startTimeISO, endTimeISO"): two dates in
 * the user's own zone, sent as the instants where those days begin and end, so the server needs
 * no offset to read them.
 */
const dayStart = (v: string) => (v ? new Date(`${v}T00:00:00`).toISOString() : null);
const dayEnd = (v: string) => (v ? new Date(new Date(`${v}T00:00:00`).getTime() + 86_400_000 - 1).toISOString() : null);

export function PeriodFilter({ alwaysOn }: { source?: string; label?: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <DateInput source="startTimeISO" label={translate('kabinet.management.from')} parse={dayStart} alwaysOn={alwaysOn} helperText={false} />
      <DateInput source="endTimeISO" label={translate('kabinet.management.to')} parse={dayEnd} alwaysOn={alwaysOn} helperText={false} />
    </Box>
  );
}
