import { lazyUi } from '../definition/lazyUi';
import type { DayFieldProps, PickerInputProps } from './datePicker';

/**
 * The date inputs every screen uses (generated forms and filters, resources' own filters, report
 * periods): дд.мм.гггг whatever the browser's locale (./datePicker.tsx). MUI X's pickers are a
 * chunk of their own, loaded when the first date field renders.
 */
const LazyPickerInput = lazyUi<PickerInputProps>(
  () => import('./datePicker').then((m) => m.PickerInput),
  'PickerInput',
);

/** A date of a react-admin form or filter: YYYY-MM-DD in the form (or what `parse` makes of it). */
export const DateInput = (props: Omit<PickerInputProps, 'withTime'>) => <LazyPickerInput {...props} />;

/** A date and time of a react-admin form or filter: an ISO instant in the form (or what `parse` makes of YYYY-MM-DDTHH:mm). */
export const DateTimeInput = (props: Omit<PickerInputProps, 'withTime'>) => <LazyPickerInput {...props} withTime />;

/** A day in a screen's own state (YYYY-MM-DD). */
export const DayField = lazyUi<DayFieldProps>(() => import('./datePicker').then((m) => m.DayField), 'DayField');
