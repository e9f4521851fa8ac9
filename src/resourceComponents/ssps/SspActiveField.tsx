import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The SSP's state as a coloured chip, in the list and on the card. */
export function SspActiveField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const active = record[source] === true;
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'success' : 'default'}
      label={translate(active ? 'kabinet.ssps.active' : 'kabinet.ssps.inactive')}
      sx={{ fontWeight: 500 }}
    />
  );
}
