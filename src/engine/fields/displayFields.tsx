import { Chip, Stack, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { formatRussianDate } from './russianDate';
import { formatRussianNumber } from './russianNumber';

/** Field display components that react-admin lacks, each reading its value from the record context. */

interface DisplayProps {
  source: string;
  label?: string;
}

/**
 * «—» in place of a value the record does not have, the same in every field kind: in the text's
 * colour, as react-admin writes the fields' own `emptyText`.
 */
export const EmptyValue = () => (
  <Typography component="span" variant="body2">
    —
  </Typography>
);

const MONEY = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const NUMBER = { maximumFractionDigits: 4 };

function Text({ children }: { children: string }) {
  return (
    <Typography component="span" variant="body2">
      {children}
    </Typography>
  );
}

/** Dates and date-times in the Russian format, digits only (src/engine/fields/russianDate.ts). */
export function DayjsField({ source, withTime }: DisplayProps & { withTime?: boolean }) {
  const value = useFieldValue({ source });
  if (!value) return <EmptyValue />;
  return <Text>{formatRussianDate(value, withTime)}</Text>;
}

export function MoneyField({ source }: DisplayProps) {
  const value = useFieldValue({ source });
  return typeof value === 'number' ? <Text>{formatRussianNumber(value, MONEY)}</Text> : <EmptyValue />;
}

export function PercentField({ source }: DisplayProps) {
  const value = useFieldValue({ source });
  return typeof value === 'number' ? <Text>{`${formatRussianNumber(value, NUMBER)} %`}</Text> : <EmptyValue />;
}

export function NumberValueField({ source }: DisplayProps) {
  const value = useFieldValue({ source });
  return typeof value === 'number' ? <Text>{formatRussianNumber(value, NUMBER)}</Text> : <EmptyValue />;
}

/** A list of values as chips; with choices, each shows its Russian label. */
export function ChipsField({ source, choices }: DisplayProps & { choices?: { id: string | number; name: string }[] }) {
  const value = useFieldValue({ source });
  if (!Array.isArray(value) || value.length === 0) return <EmptyValue />;
  const label = (v: unknown) => choices?.find((c) => c.id === v)?.name ?? String(v);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {value.map((v, i) => (
        <Chip key={i} size="small" label={label(v)} />
      ))}
    </Stack>
  );
}

/** A structure the analyser could not classify, shown as readable JSON rather than hidden. */
export function JsonField({ source }: DisplayProps) {
  const value = useFieldValue({ source });
  if (value === undefined || value === null) return <EmptyValue />;
  return (
    <Typography component="pre" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
      {JSON.stringify(value, null, 2)}
    </Typography>
  );
}

/** A list cell for a nested object or a list of objects: a count or a short summary, not JSON. */
export function SummaryField({ source }: DisplayProps) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value === undefined || value === null) return <EmptyValue />;
  if (Array.isArray(value))
    return <Text>{translate('kabinet.field.items', { smart_count: value.length, _: `${value.length}` })}</Text>;
  const filled = Object.values(value as object).filter((v) => v !== null && v !== undefined && v !== '').length;
  return <Text>{translate('kabinet.field.filled', { smart_count: filled, _: `${filled}` })}</Text>;
}
