import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { FORMAT_CHECKS, FORMAT_MESSAGES } from '../schema/formats';
import type { FilterMode } from '../schema/keywords';
import { DateInput, DateTimeInput } from './dateInputs';

interface FilterProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/**
 * The platform's date lists take a time range as startTimeISO / endTimeISO (docs/product.md#calls
 * "Date lists use startTimeISO, endTimeISO"): the bounds are sent as instants, so the server
 * needs no offset to read them.
 */
const instant = (v: string) => (v ? new Date(v).toISOString() : null);
/** Whole days in the user's own zone: the instants where the first begins and the last ends. */
const dayStart = (v: string) => (v ? new Date(`${v}T00:00:00`).toISOString() : null);
const dayEnd = (v: string) => (v ? new Date(new Date(`${v}T00:00:00`).getTime() + 86_400_000 - 1).toISOString() : null);

/**
 * The two bounds of a period side by side, each as wide as its value («дд.мм.гггг чч:мм», or
 * «дд.мм.гггг» for whole days): wrapping inside the filter bar's row, or as wide as the bar, the
 * pair stacked one above the other at 1366 px, out of line with the other filters. On a phone
 * narrower than the pair, the second goes under the first.
 */
const periodRow = (width: number) =>
  ({
    display: 'flex',
    flexWrap: { xs: 'wrap', sm: 'nowrap' },
    gap: 1,
    flexShrink: 0,
    maxWidth: '100%',
    '& > *': { width },
  }) as const;

/** x-filter "period": «<title> с» / «<title> по», a date and a time each. */
function PeriodFilter({ label, alwaysOn }: FilterProps) {
  const translate = useTranslate();
  return (
    <Box sx={periodRow(210)}>
      <DateTimeInput
        source="startTimeISO"
        label={translate('kabinet.filter.from', { label })}
        parse={instant}
        alwaysOn={alwaysOn}
        helperText={false}
      />
      <DateTimeInput
        source="endTimeISO"
        label={translate('kabinet.filter.to', { label })}
        parse={instant}
        alwaysOn={alwaysOn}
        helperText={false}
      />
    </Box>
  );
}

/** x-filter "dayPeriod": «С даты» / «По дату», whole days (also a part of a screen's own filter). */
export function DayPeriodFilter({ alwaysOn }: { alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={periodRow(170)}>
      <DateInput
        source="startTimeISO"
        label={translate('kabinet.filter.from_day')}
        parse={dayStart}
        alwaysOn={alwaysOn}
        helperText={false}
      />
      <DateInput
        source="endTimeISO"
        label={translate('kabinet.filter.to_day')}
        parse={dayEnd}
        alwaysOn={alwaysOn}
        helperText={false}
      />
    </Box>
  );
}

/**
 * The ObjectID rule of docs/product.md#validation on a filter: an invalid id shows the rule's
 * message at the input, and react-admin's filter form does not send a filter that fails validation.
 */
const objectIdRule: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() && !FORMAT_CHECKS.objectId(value.trim())
    ? FORMAT_MESSAGES.objectId
    : undefined;

/** react-admin's filter bar hides helper texts; this filter's error is the point, so it is shown. */
const showError = {
  width: 300,
  '& .MuiFormHelperText-root.Mui-error': { display: 'block', whiteSpace: 'normal' },
} as const;

function ObjectIdFilter({ source, label, alwaysOn }: FilterProps) {
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

/** The filter each x-filter declares, used instead of the one of the field's kind. */
export const DECLARED_FILTERS: Record<FilterMode, (props: FilterProps) => ReactElement> = {
  period: PeriodFilter,
  dayPeriod: DayPeriodFilter,
  objectId: ObjectIdFilter,
};
