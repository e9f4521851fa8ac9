import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface AuthTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * The outlined text field of the sign-in and password screens, assembled from MUI's parts.
 * MUI's TextField always imports Select (and with it Menu, Popover, Popper and Modal), which
 * these forms never use: the first chunk a user loads stays within its budget (docs/performance.md).
 */
export function AuthTextField({ label, error, helperText, required, fullWidth, id, ...input }: AuthTextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperId} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
