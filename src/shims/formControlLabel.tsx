import MuiFormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel';
import { cloneElement, forwardRef, type ReactElement, type Ref } from 'react';

/**
 * MUI's FormControlLabel as react-admin's boolean and checkbox inputs call it
 * (scripts/vite/shims.ts): they give it `inputRef`, the form's handle on the input (to focus a
 * refused field), which MUI 9 no longer passes to its control but to the page's <label>. It goes
 * to the control's input, as MUI 5 did.
 */
type ControlProps = { slotProps?: { input?: Record<string, unknown> } & Record<string, unknown> };

export const FormControlLabel = forwardRef(function FormControlLabel(
  { inputRef, control, ...props }: FormControlLabelProps & { inputRef?: Ref<HTMLInputElement> },
  ref: Ref<HTMLLabelElement>,
) {
  const own = (control as ReactElement<ControlProps>).props.slotProps;
  const withRef = inputRef
    ? cloneElement(control as ReactElement<ControlProps>, {
        slotProps: { ...own, input: { ...own?.input, ref: inputRef } },
      })
    : control;
  return <MuiFormControlLabel ref={ref} {...props} control={withRef} />;
});

export default FormControlLabel;
