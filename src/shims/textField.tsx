import MuiTextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef, type Ref } from 'react';

/**
 * MUI's TextField as react-admin's inputs call it (scripts/vite/shims.ts). react-admin 5 still
 * passes MUI 5's spellings (`InputProps`, `inputProps`, `InputLabelProps`, …) beside MUI 9's
 * `slotProps`; MUI 9 no longer reads them and hands them to the page's <div>, where React warns
 * and nothing applies them. They go into the slot they name; what `slotProps` says wins.
 */
const SLOT_OF = {
  InputProps: 'input',
  inputProps: 'htmlInput',
  InputLabelProps: 'inputLabel',
  FormHelperTextProps: 'formHelperText',
  SelectProps: 'select',
} as const;

type Legacy = Partial<Record<keyof typeof SLOT_OF, Record<string, unknown>>>;
type SlotValue = Record<string, unknown> | ((state: unknown) => Record<string, unknown>) | undefined;

function merged(legacy: Record<string, unknown>, own: SlotValue): SlotValue {
  if (typeof own === 'function') return (state: unknown) => ({ ...legacy, ...own(state) });
  return { ...legacy, ...own };
}

export const TextField = forwardRef(function TextField(props: TextFieldProps & Legacy, ref: Ref<HTMLDivElement>) {
  const { slotProps, ...rest } = props as TextFieldProps & Legacy & { slotProps?: Record<string, SlotValue> };
  const slots: Record<string, SlotValue> = { ...slotProps };
  for (const [legacy, slot] of Object.entries(SLOT_OF) as [keyof Legacy, string][]) {
    const value = rest[legacy];
    delete rest[legacy];
    if (value) slots[slot] = merged(value, slots[slot]);
  }
  return <MuiTextField ref={ref} {...(rest as TextFieldProps)} slotProps={slots as TextFieldProps['slotProps']} />;
});

export default TextField;
