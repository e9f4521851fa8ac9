import type { SxProps, Theme } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ruRU } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { DATE_MESSAGES } from './dateMessages';

/**
 * Date and date-time inputs that read and type дд.мм.гггг (чч:мм) whatever the browser's locale
 * (a native date input follows the browser: «mm/dd/yyyy» in an English one). Values stay what
 * the API takes: a date as YYYY-MM-DD, a date-time as an ISO instant. MUI X's pickers with
 * dayjs in Russian: typed digits fill day, month and year in turn (the keyboard fields: with the
 * calendar popups the chunk was 51.8 KB of gzip, over the 30 KB a lazy chunk may weigh).
 * Loaded with the first screen that shows a date (./dateInputs.tsx), never with the shell.
 */

const DATE_FORMAT = 'DD.MM.YYYY';
const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/** Russian texts of the pickers, with the empty field reading дд.мм.гггг чч:мм (lower case, as one writes it). */
const localeText = {
  ...ruRU.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => DATE_MESSAGES.day,
  fieldMonthPlaceholder: () => DATE_MESSAGES.month,
  fieldYearPlaceholder: (params: { digitAmount: number }) => DATE_MESSAGES.year.repeat(params.digitAmount),
  fieldHoursPlaceholder: () => DATE_MESSAGES.hours,
  fieldMinutesPlaceholder: () => DATE_MESSAGES.minutes,
};

/** The earliest and latest dates the pickers accept (MUI's own bounds, named in the message). */
const MIN = dayjs('1900-01-01');
const MAX = dayjs('2099-12-31T23:59:59');

export { DATE_MESSAGES } from './dateMessages';

/** The message of a value the user typed that is no date, or null when it is one (or empty). */
function dateProblem(value: Dayjs | null, withTime = false): string | null {
  if (!value) return null;
  if (!value.isValid()) return withTime ? DATE_MESSAGES.invalidDateTime : DATE_MESSAGES.invalidDate;
  if (value.isBefore(MIN) || value.isAfter(MAX)) return DATE_MESSAGES.outOfRange;
  return null;
}

/** What a value from the API or a form shows as (any string dayjs reads: a date, an ISO instant). */
const toDayjs = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || !value) return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
};

/** A chosen day as the API takes it: YYYY-MM-DD (the day the user sees, not a UTC shift of it). */
const isoDay = (d: Dayjs) => d.format('YYYY-MM-DD');

interface DateTextPickerProps {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  withTime?: boolean;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined' | 'standard';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  name?: string;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  /** For tests and browser tests that address the field. */
  testId?: string;
  className?: string;
}

/** A value as the field compares it: what day (and time) it is, or that it is none or no date. */
const keyOf = (d: Dayjs | null) => (d === null ? '' : d.isValid() ? d.toISOString() : 'invalid');

/**
 * The picker itself. MUI's field keeps what is being typed (a half-typed date is no value yet);
 * the `value` given from outside replaces it only when it is news: not a value the field has
 * just handed out itself, even if it comes back later (a screen whose state answers
 * asynchronously, a form that renders again). A value that is no date shows its Russian message.
 */
function DateTextPicker({
  value,
  onChange,
  withTime = false,
  label,
  helperText,
  error,
  disabled,
  required,
  size,
  variant,
  fullWidth,
  sx,
  name,
  onBlur,
  onFocus,
  testId,
  className,
}: DateTextPickerProps) {
  const [shown, setShown] = useState({ value, generation: 0 });
  const [current, setCurrent] = useState(value);
  // What the field has handed out since it got the focus (their echoes are no news).
  // (A set kept for the field's life and changed in place: handing a value out needs no render.)
  const [handedOut] = useState(() => new Set<string>());
  const incoming = keyOf(value);
  if (incoming !== keyOf(shown.value) && incoming !== keyOf(current) && !handedOut.has(incoming)) {
    setShown({ value, generation: shown.generation + 1 });
    setCurrent(value);
  }
  const change = (next: Dayjs | null) => {
    handedOut.add(keyOf(next));
    setCurrent(next);
    onChange(next);
  };
  const blur = (event: FocusEvent<HTMLElement>) => {
    // Moving from the day to the month is no leaving.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) handedOut.clear();
    onBlur?.(event);
  };
  const problem = dateProblem(current, withTime);
  const Field = withTime ? DateTimeField : DateField;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru" localeText={localeText}>
      <Field
        key={shown.generation}
        className={className}
        defaultValue={shown.value}
        onChange={change}
        format={withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
        label={label}
        disabled={disabled}
        minDate={MIN}
        maxDate={MAX}
        name={name}
        size={size}
        variant={variant}
        fullWidth={fullWidth}
        required={required}
        sx={sx}
        onBlur={blur}
        onFocus={onFocus}
        error={Boolean(problem) || error}
        helperText={problem ?? helperText}
        clearable
        {...(testId ? { 'data-testid': testId } : {})}
      />
    </LocalizationProvider>
  );
}

/** Form value of a typed text that is no date: the schema's format check refuses it, so the form does not save. */
export const INVALID_DATE = 'Invalid Date';

/** A value the filter form must not apply (it keeps its last good date); the message is the picker's own. */
const refuseInvalid: Validator = (value: unknown) => (value === INVALID_DATE ? DATE_MESSAGES.invalidDate : undefined);

export interface PickerInputProps {
  source: string;
  label?: string | false;
  withTime?: boolean;
  validate?: Validator | Validator[];
  helperText?: string | false;
  disabled?: boolean;
  /** The chosen value (YYYY-MM-DD, or YYYY-MM-DDTHH:mm of the user's clock) as the form stores it; by default the day itself, or the instant. */
  parse?: (value: string) => unknown;
  alwaysOn?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** A react-admin input over the picker: for generated forms, list filters and resources' own filters. */
export function PickerInput({
  source,
  label,
  withTime = false,
  validate,
  helperText,
  disabled,
  parse,
  fullWidth,
  sx,
}: PickerInputProps) {
  const translate = useTranslate();
  const rules = [refuseInvalid, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired } = useInput({
    source,
    validate: rules,
    format: (v: unknown) => v,
    parse: (v: unknown) => v,
  });
  // While the user types something that is no date, the picker keeps what was typed (this object)
  // and the form holds INVALID_DATE.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const value = field.value === INVALID_DATE ? typed : toDayjs(field.value);
  const change = (next: Dayjs | null) => {
    if (!next) return field.onChange(null);
    if (dateProblem(next, withTime)) {
      setTyped(next);
      return field.onChange(INVALID_DATE);
    }
    const local = withTime ? next.format('YYYY-MM-DDTHH:mm') : isoDay(next);
    field.onChange(parse ? parse(local) : withTime ? next.toISOString() : local);
  };
  return (
    <DateTextPicker
      value={value}
      onChange={change}
      withTime={withTime}
      label={label === false ? undefined : translate(label ?? source, { _: label ?? source })}
      name={field.name}
      // react-admin's class names, as its own inputs carry them (layouts and tests find inputs by them).
      className={`ra-input ra-input-${source}`}
      onBlur={field.onBlur}
      required={isRequired}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={
        helperText !== false || fieldState.invalid ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText || undefined} />
        ) : undefined
      }
      variant="filled"
      size="small"
      fullWidth={fullWidth}
      sx={sx}
    />
  );
}

export interface DayFieldProps extends Omit<DateTextPickerProps, 'value' | 'onChange' | 'withTime'> {
  /** The day as YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with a whole valid day (YYYY-MM-DD), or '' when the field is cleared; never with a half-typed one. */
  onChange: (day: string) => void;
}

/**
 * A day for a screen's own state (a report's period, a dialog's dates), outside react-admin's forms;
 * filled, as the console's other inputs are (the pickers' own default is outlined, which stood out
 * beside the filled pickers of the same report bar).
 */
export function DayField({ value, onChange, variant = 'filled', ...props }: DayFieldProps) {
  const change = (next: Dayjs | null) => {
    if (!next) onChange('');
    else if (!dateProblem(next)) onChange(isoDay(next));
  };
  return <DateTextPicker {...props} variant={variant} value={toDayjs(value)} onChange={change} />;
}
