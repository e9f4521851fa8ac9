import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import defs from '../../../schemas/_defs.schema.json';

const LABELS = Object.fromEntries(defs.$defs.creativeFormat.oneOf.map((o) => [o.const, o.title]));

/** The SSP's creative formats as chips with their Russian titles. */
export function SspFormatsField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = (record?.[source] as string[] | undefined) ?? [];
  if (!value.length) return <Typography variant="body2" color="text.disabled">—</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {value.map((v) => <Chip key={v} size="small" label={LABELS[v] ?? v} />)}
    </Stack>
  );
}
